import 'server-only'
import { cookies } from 'next/headers'
import { createLocalReq, logoutOperation } from 'payload'
import { cache } from 'react'
import { sessionUser, tokenClaims } from '@/platform/auth/credentials'
import { nothingUnlessUnreachable } from '@/platform/db/unreachable'
import { env } from '@/platform/env'
import { payload as localApi } from '@/payload/local-api'
import type { Owner } from '@/payload/payload-types'

/**
 * The owner's session: Payload's token of the `owners` collection, in a cookie of its own
 * (not Payload's `payload-token`, which is the staff session's), HttpOnly, SameSite=Lax (the
 * invitation link in a mail must arrive logged in afterwards), Secure behind HTTPS. Payload
 * checks the token and its session on every read, so a logout ends it on the server too.
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
 * The owner documents the session check read from the database: each is the account as it is
 * now, for the request it was read in (`currentOwner` reads it once per request), so the portal
 * can take the owner's properties from it instead of reading the account a second time.
 */
const readFresh = new WeakSet<object>()
export const isFreshOwner = (owner: object): boolean => readFresh.has(owner)

/** The owner whose session cookie came with this request, read fresh; null for anyone else. */
export const currentOwner = cache(async (): Promise<Owner | null> => {
  const token = (await cookies()).get(OWNER_COOKIE)?.value
  return token ? ownerOfToken(token) : null
})

/** The owner a session token belongs to (the token checked, its session alive), or null. */
export async function ownerOfToken(token: string): Promise<Owner | null> {
  const payload = await localApi()
  try {
    const user = await sessionUser(payload, new Headers({ Authorization: `JWT ${token}` }))
    if (!user || user.collection !== 'owners') return null
    readFresh.add(user)
    return user as unknown as Owner
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
