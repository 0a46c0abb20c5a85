import crypto from 'node:crypto'

/**
 * Tokens of the links in the site's mails that act without a login (one-click unsubscribe,
 * newsletter confirmation): `{scope}-{id}-{signature}`, the signature an HMAC-SHA256 of the
 * action, scope and id under a key derived from Payload's secret. The action is signed but not
 * written: a confirmation link's token never unsubscribes, and the reverse. URL-safe, no dots.
 */
export type LinkAction = 'unsubscribe' | 'confirm'
/** 'a': an address's search alerts; 'n': a newsletter subscriber. */
export type LinkScope = 'a' | 'n'

const SIGNATURE_LENGTH = 22 // 128 bits in base64url

function signature(secret: string, action: LinkAction, scope: LinkScope, id: number): string {
  const key = crypto.createHmac('sha256', secret).update('vitrine mail links').digest()
  return crypto
    .createHmac('sha256', key)
    .update(`${action}:${scope}:${id}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH)
}

export function signLinkToken(secret: string, action: LinkAction, scope: LinkScope, id: number): string {
  return `${scope}-${id}-${signature(secret, action, scope, id)}`
}

export type TokenCheck =
  | { ok: true; scope: LinkScope; id: number }
  /** Not a token of ours at all (cut short, mangled). */
  | { ok: false; reason: 'malformed' }
  /** Shaped like one, but not signed by this site for this action. */
  | { ok: false; reason: 'forged' }

const SHAPE = new RegExp(`^([an])-([1-9][0-9]{0,9})-([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`)

/** Reads a token for an action, comparing the signature in constant time. */
export function readLinkToken(secret: string, action: LinkAction, token: string): TokenCheck {
  const match = SHAPE.exec(token)
  if (!match) return { ok: false, reason: 'malformed' }
  const scope = match[1] as LinkScope
  const id = Number(match[2])
  const given = Buffer.from(match[3])
  const expected = Buffer.from(signature(secret, action, scope, id))
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' }
  return { ok: true, scope, id }
}
