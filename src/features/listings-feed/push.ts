/**
 * Who may push a feed to POST /api/import, and the proof they give: a Standard Webhooks
 * signature (headers webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 of
 * "id.timestamp.body" with a shared secret), which any CRM's webhook library can produce. The
 * timestamp must be within five minutes of now; each webhook-id is taken once (the import-runs
 * collection keeps it), so a captured push cannot be replayed.
 *
 * Two secrets are accepted: the CRM's (IMPORT_PUSH_SECRET), and one derived from Payload's
 * secret, which only this machine's command line can read (`npm run import` hands a feed to the
 * running site with it).
 */
import crypto from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import type { ImportTrigger } from './run'

export interface PushKeys {
  /** The CRM's secret, "whsec_…" (IMPORT_PUSH_SECRET); none when not configured. */
  crm?: string
  /** Payload's secret, from which the command line's key is derived. */
  payloadSecret: string
}

/** The command line's key: Payload's secret through HMAC, so the secret itself never travels. */
export function commandKey(payloadSecret: string): string {
  const key = crypto.createHmac('sha256', payloadSecret).update('vitrine listings import').digest('base64')
  return `whsec_${key}`
}

export type PushVerdict = { ok: true; trigger: ImportTrigger; id: string } | { ok: false }

/** Whether a push is signed by one of the keys, within the time window. */
export function verifyPush(body: string, headers: Headers, keys: PushKeys): PushVerdict {
  const signed = {
    'webhook-id': headers.get('webhook-id') ?? '',
    'webhook-timestamp': headers.get('webhook-timestamp') ?? '',
    'webhook-signature': headers.get('webhook-signature') ?? '',
  }
  if (!signed['webhook-id'] || signed['webhook-id'].length > 200) return { ok: false }
  const candidates: Array<[string, ImportTrigger]> = [[commandKey(keys.payloadSecret), 'command']]
  if (keys.crm) candidates.push([keys.crm, 'push'])
  for (const [secret, trigger] of candidates) {
    try {
      // The body's JSON is read by the endpoint, which answers a bad one with its own 400.
      new Webhook(secret).verify(body, signed, { jsonParse: false })
      return { ok: true, trigger, id: signed['webhook-id'] }
    } catch {
      /* not this key, or out of its window */
    }
  }
  return { ok: false }
}

/** The headers of a signed push (the command line's, and the tests' as a CRM would send). */
export function signPush(body: string, secret: string, id: string = crypto.randomUUID(), at = new Date()) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  }
}
