import { executeAuthStrategies, type Payload } from 'payload'
import { isStaffUser, STAFF_COLLECTION } from '@/payload/access'

/**
 * At `/api`, only a staff session is a session (README, "Security"). Payload's own collections
 * and globals (versions, document locks, preferences, job statistics…) let anyone with a
 * session in, and an owner of the portal has one: a token of the `owners` collection. So a
 * credential that does not belong to the staff collection is taken off the request before
 * Payload authenticates it, and the owner gets exactly what an anonymous caller gets.
 *
 * The collection is read from the token's claims without checking its signature: dropping a
 * credential can only lower what a request may do, and a token kept (one claiming to be staff's)
 * is still verified by Payload.
 */

/** The claims of a Payload token, read without checking its signature; {} when unreadable. */
export function tokenClaims(token: string): Record<string, unknown> {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The `collection` claim of a Payload token, if it has one. */
function collectionOf(token: string): string | undefined {
  const { collection } = tokenClaims(token)
  return typeof collection === 'string' ? collection : undefined
}

const isStaffToken = (token: string) => collectionOf(token) === STAFF_COLLECTION

/** Payload's token schemes in `Authorization` (auth/extractJWT): `JWT …` and `Bearer …`. */
function keepsAuthorization(value: string): boolean {
  const token = /^(?:JWT|Bearer) (.+)$/.exec(value)?.[1]
  return token !== undefined && isStaffToken(token)
}

/** The Cookie header without a session cookie (`{prefix}-token`) that is not staff's. */
function staffCookies(cookie: string, tokenCookie: string): string {
  return cookie
    .split(';')
    .filter((part) => {
      const at = part.indexOf('=')
      if (at < 0 || part.slice(0, at).trim() !== tokenCookie) return true
      return isStaffToken(part.slice(at + 1).trim())
    })
    .join(';')
}

/**
 * The request with every credential that is not a staff session removed (an `Authorization`
 * header of another kind or collection, a session cookie of another collection); the request
 * itself when it has none. The body is passed on unread.
 */
export function staffCredentialsOnly(request: Request, cookiePrefix: string): Request {
  const headers = new Headers(request.headers)
  let changed = false
  const authorization = headers.get('authorization')
  if (authorization !== null && !keepsAuthorization(authorization)) {
    headers.delete('authorization')
    changed = true
  }
  const cookie = headers.get('cookie')
  if (cookie !== null) {
    const kept = staffCookies(cookie, `${cookiePrefix}-token`)
    if (kept !== cookie) {
      if (kept.trim()) headers.set('cookie', kept)
      else headers.delete('cookie')
      changed = true
    }
  }
  if (!changed) return request
  return new Request(request, { headers })
}

/**
 * The account whose credentials (token cookie or `Authorization: JWT …`) came with these headers,
 * through Payload's own strategies (token checked, session alive), or null. Unlike
 * `payload.auth`, it does not compute the account's permissions on every collection, which
 * nobody here reads and which cost about a tenth of a portal page's render.
 */
export async function sessionUser(payload: Payload, headers: Headers) {
  const { user } = await executeAuthStrategies({ headers, payload })
  return user
}

/** Whether the request carries a valid staff session (the site's origin for the cookie). */
export async function hasStaffSession(payload: Payload, headers: Headers): Promise<boolean> {
  try {
    return isStaffUser(await sessionUser(payload, headers))
  } catch {
    return false
  }
}
