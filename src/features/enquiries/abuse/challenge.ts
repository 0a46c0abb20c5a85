import 'server-only'
import { env } from '@/platform/env'
import { payloadSecret } from '@/platform/secret'
import { newChallenge, proofSecrets } from './proof'

/**
 * GET /api/altcha/challenge: a fresh signed challenge for the forms' ALTCHA widget. Never
 * cached anywhere: each one is good for one submission.
 */
export async function challengeResponse(): Promise<Response> {
  const noStore = { 'Cache-Control': 'no-store' }
  try {
    return Response.json(await newChallenge(proofSecrets(payloadSecret()), { cost: env().FORM_PROOF_COST }), {
      headers: noStore,
    })
  } catch (error) {
    console.error('[enquiries] no ALTCHA challenge', error)
    return Response.json(
      { error: 'challenge unavailable' },
      { status: 503, headers: { ...noStore, 'Retry-After': '5' } },
    )
  }
}
