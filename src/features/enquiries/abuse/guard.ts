import 'server-only'
import { createHmac } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { env } from '@/platform/env'
import { payloadSecret } from '@/platform/secret'
import { payload as localApi } from '@/payload/local-api'
import { hiddenFields, type RefusalReason } from '../model/state'
import { PROOF_FIELD } from './fields'
import { addressScope, emailScope, isLoopback, storeKey } from './keys'
import { ADDRESS_LIMIT, EMAIL_LIMIT, PROOF_LIFETIME_SECONDS, RECIPIENT_LIMIT } from './policy'
import { checkProof, proofSecrets } from './proof'
import { postgresCounters, redisClient, redisCounters, type CounterStore } from './store'

/** Why the guard refuses a submission; each has its message in `enquiries.refused`. */
export type GuardRefusal = Extract<RefusalReason, 'captchaRequired' | 'captchaInvalid' | 'rateLimited'>

export interface GuardInput {
  /** The submission as posted: its proof of work and the script's mark are read from it. */
  form: FormData
  /** The client's address (platform/auth/client-address.ts). */
  ip: string
  /** The visitor's e-mail address, once the form's schema accepted it (absent: not counted). */
  email?: string
  /** The form (lead type), for the log of refusals. */
  kind: string
}

const LOOPBACK_WARNING =
  '[enquiries] A submission came from this machine itself: not limited per address. Behind a proxy on this host, set TRUSTED_PROXIES.'

export type Guard = (input: GuardInput) => Promise<GuardRefusal | null>

/**
 * The checks a submission passes before it is stored, given where the counters live. Separate
 * instances on one store share every limit and every spent proof (several app servers).
 */
export function createGuard(counters: CounterStore, siteSecret: string): Guard {
  const proofs = proofSecrets(siteSecret)
  const key = limitKey(siteSecret)
  const perAddress = counters({ name: 'address', ...ADDRESS_LIMIT })
  const perEmail = counters({ name: 'email', ...EMAIL_LIMIT })
  // One use per proof, remembered as long as the proof could still pass.
  const spentProofs = counters({ name: 'proof', points: 1, seconds: PROOF_LIFETIME_SECONDS })
  let loopbackNoted = false

  return async ({ form, ip, email, kind }) => {
    const refuse = (reason: GuardRefusal) => {
      console.warn(`[enquiries] ${kind} refused: ${reason}`)
      return reason
    }
    // The order (the honeypot comes before, in the Server Action):
    // 1. The address: every submission counts, whatever follows, so a flood meets its limit
    //    before any other work is spent on it. The machine's own address is not counted: it is
    //    a local test, or a proxy on this host missing from TRUSTED_PROXIES, and then every
    //    visitor has it, and one count for all would cap the whole site at ten enquiries per
    //    ten minutes. The proof and the e-mail limit still apply.
    if (isLoopback(ip)) {
      if (!loopbackNoted) console.warn(LOOPBACK_WARNING)
      loopbackNoted = true
    } else if (!(await perAddress(key('address', addressScope(ip))))) return refuse('rateLimited')
    // 2. The proof of work, asked of every submission the form's script sent. Without
    //    JavaScript there is none; such leads are stored as 'unverified' for staff.
    if (form.get(hiddenFields.script) === '1') {
      const proof = form.get(PROOF_FIELD)
      if (typeof proof !== 'string' || proof === '') return refuse('captchaRequired')
      const valid = await checkProof(proofs, proof, (nonce) => spentProofs(key('proof', nonce)))
      if (!valid) return refuse('captchaInvalid')
    }
    // 3. The e-mail address last, so only submissions that passed the rest use up a person's
    //    allowance: forged or replayed proofs in their name do not.
    if (email && !(await perEmail(key('email', emailScope(email))))) return refuse('rateLimited')
    return null
  }
}

/** The store's key of a counted value, keyed by the site's secret (see storeKey). */
function limitKey(siteSecret: string): (kind: string, value: string) => string {
  const keySecret = createHmac('sha256', siteSecret).update('enquiry limits').digest('hex')
  return (kind, value) => storeKey(keySecret, `${kind} ${value}`)
}

/** Counts one mail to an address; false once that mailbox has had its allowance for now. */
export type RecipientLimit = (email: string) => Promise<boolean>

/**
 * The limit per recipient (RECIPIENT_LIMIT) of the mails whose address a visitor typed, counted
 * per mailbox (emailScope) in the same store as the other limits.
 */
export function createRecipientLimit(counters: CounterStore, siteSecret: string): RecipientLimit {
  const key = limitKey(siteSecret)
  const perRecipient = counters({ name: 'recipient', ...RECIPIENT_LIMIT })
  return async (email) => {
    const allowed = await perRecipient(key('recipient', emailScope(email)))
    if (!allowed) console.warn('[enquiries] a mail to a visitor-given address was not sent: recipient limit')
    return allowed
  }
}

let redis: Redis | undefined
const guards = new WeakMap<Payload, Guard>()
const recipientLimits = new WeakMap<Payload, RecipientLimit>()

/** The counters of this deployment: Redis when REDIS_URL is set, the app's database otherwise. */
function sharedCounters(payload: Payload): CounterStore {
  const url = env().REDIS_URL
  if (!url) return postgresCounters(payload.db.pool)
  redis ??= redisClient(url)
  return redisCounters(redis)
}

/**
 * The checks beside the honeypot: rate limits per address and per e-mail address, and the
 * proof of work. Null when the submission may be stored; otherwise the code of the message
 * the visitor reads.
 */
export async function guardSubmission(input: GuardInput): Promise<GuardRefusal | null> {
  const payload = await localApi()
  let guard = guards.get(payload)
  if (!guard) guards.set(payload, (guard = createGuard(sharedCounters(payload), payloadSecret())))
  return guard(input)
}

/** Whether a mail may still go to this visitor-given address (see createRecipientLimit). */
export async function allowRecipient(payload: Payload, email: string): Promise<boolean> {
  let limit = recipientLimits.get(payload)
  if (!limit) recipientLimits.set(payload, (limit = createRecipientLimit(sharedCounters(payload), payloadSecret())))
  return limit(email)
}
