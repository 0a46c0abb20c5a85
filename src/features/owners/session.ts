import 'server-only'
import { jwtVerify } from 'jose'
import { cookies } from 'next/headers'
import { createLocalReq, JWT_AUTH_VERSION, logoutOperation } from 'payload'
import { cache } from 'react'
import { sessionUser, tokenClaims } from '@/platform/auth/credentials'
import { nothingUnlessUnreachable } from '@/platform/db/unreachable'
import { env } from '@/platform/env'
import { payload as localApi } from '@/payload/local-api'
import { sessionOwnerOf, sessionOwnerSql, type SessionOwner, type SessionOwnerRecord } from './session-sql'

export type { SessionOwner } from './session-sql'

/**
 * The owner's session: Payload's token of the `owners` collection, in a cookie of its own
 * (not Payload's `payload-token`, which is the staff session's), HttpOnly, SameSite=Lax (the
 * invitation link in a mail must arrive logged in afterwards), Secure behind HTTPS. Every read
 * checks the token and that its session is still on the account (`ownerOfToken`), so a logout
 * ends it on the server too.
 */
export const OWNER_COOKIE = 'vitrine-owner'

const secure = () => env().siteUrl.startsWith('https:')

/** The expiry (seconds) a Payload token carries, so the cookie ends with it. */
function expiryOf(token: string): number | undefined {
  const { exp } = tokenClaims(token)
  return typeof exp === 'number' ? exp : undefined
}

/** Keeps the session a login or a password reset returned. */
export async function startOwnerSession(token: string, givenExpiry?: number): Promise<void> {
  const expiresAt = givenExpiry ?? expiryOf(token)
  const jar = await cookies()
  jar.set(OWNER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    ...(expiresAt ? { expires: new Date(expiresAt * 1000) } : {}),
  })
}

/**
 * The owners the session check read from the database: each is the account as it is now, for
 * the request it was read in (`currentOwner` reads it once per request), so the portal can take
 * the owner's properties from it instead of reading the account a second time.
 */
const readFresh = new WeakSet<object>()
export const isFreshOwner = (owner: object): owner is SessionOwner => readFresh.has(owner)

/** The owner whose session cookie came with this request, read fresh; null for anyone else. */
export const currentOwner = cache(async (): Promise<SessionOwner | null> => {
  const token = (await cookies()).get(OWNER_COOKIE)?.value
  return token ? ownerOfToken(token) : null
})

/** The owner and session a token names, when Payload signed it for an owner's session. */
async function ownerSessionOf(token: string, secret: string): Promise<{ id: number; sid: string } | null> {
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    })
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    const { id, collection, sid } = claims
    if (collection !== 'owners' || typeof sid !== 'string' || !sid) return null
    return typeof id === 'number' && Number.isSafeInteger(id) ? { id, sid } : null
  } catch {
    // Malformed, forged, expired: no session.
    return null
  }
}

/**
 * The owner a session token belongs to (the token checked, its session alive), or null. The
 * checks are those of Payload's JWT strategy, with the portal's own read: the signature with
 * Payload's secret, its token format version, an `owners` token, and the session it names still
 * on the account (session-sql.ts). tests/int/owner-session.int.test.ts holds the two alike.
 */
export async function ownerOfToken(token: string): Promise<SessionOwner | null> {
  const payload = await localApi()
  const session = await ownerSessionOf(token, payload.secret)
  if (!session) return null
  try {
    const [row] = (await payload.db.drizzle.execute<SessionOwnerRecord>(sessionOwnerSql(session.id, session.sid))).rows
    if (!row) return null
    const owner = sessionOwnerOf(row)
    readFresh.add(owner)
    return owner
  } catch (error) {
    // A database that is away is not a logged-out owner (the portal answers 503, not the login).
    return nothingUnlessUnreachable(error)
  }
}

/** Ends the session on the server (Payload forgets it) and in the browser. */
export async function endOwnerSession(): Promise<void> {
  const jar = await cookies()
  const token = jar.get(OWNER_COOKIE)?.value
  jar.delete({ name: OWNER_COOKIE, path: '/' })
  if (token) await endSessionOfToken(token)
}

/** Payload forgets the session of this token: the token stops working, wherever it was copied to. */
export async function endSessionOfToken(token: string): Promise<void> {
  const payload = await localApi()
  const user = await sessionUser(payload, new Headers({ Authorization: `JWT ${token}` })).catch(() => null)
  if (!user || user.collection !== 'owners') return
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections.owners, req })
}
