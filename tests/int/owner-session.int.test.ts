import { SignJWT } from 'jose'
import { jwtSign, JWT_AUTH_VERSION } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Login from '@/features/owners/login'
import type * as Session from '@/features/owners/session'
import type * as Credentials from '@/platform/auth/credentials'
import type { Owner } from '@/payload/payload-types'
import { createListing } from '../support/listing'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The portal's session check (features/owners/session.ts, session-sql.ts) against Payload's own
 * JWT strategy: the same owner for a valid token, and nobody for a token that was ended, forged,
 * expired, of another format version, of a member of staff, or naming another owner's session.
 */

let t: TestDatabase
let ownerLogin: typeof Login.ownerLogin
let ownerOfToken: typeof Session.ownerOfToken
let endSessionOfToken: typeof Session.endSessionOfToken
let sessionUser: typeof Credentials.sessionUser
const PASSWORD = 'owner-password-2026'

beforeAll(async () => {
  t = await startTestDatabase()
  ;({ ownerLogin } = await import('@/features/owners/login'))
  ;({ ownerOfToken, endSessionOfToken } = await import('@/features/owners/session'))
  ;({ sessionUser } = await import('@/platform/auth/credentials'))
})
afterAll(async () => {
  await t?.close()
})

let counter = 0
const unique = () => `${Date.now()}-${++counter}`

async function loggedInOwner(extra: Partial<Owner> = {}): Promise<{ owner: Owner; token: string }> {
  const owner = await t.payload.create({
    collection: 'owners',
    data: {
      name: 'Session Owner',
      email: `session-${unique()}@test.example`,
      language: 'fr',
      password: PASSWORD,
      ...extra,
    } as never,
    overrideAccess: true,
  })
  const result = await ownerLogin(t.payload, {
    email: owner.email,
    password: PASSWORD,
    address: `198.51.100.${++counter}`,
  })
  if (!result.ok) throw new Error('the owner could not log in')
  return { owner, token: result.value.token }
}

/** What Payload's JWT strategy makes of the token: the owner's id, or null. */
async function payloadsOwnerId(token: string): Promise<number | null> {
  const user = await sessionUser(t.payload, new Headers({ Authorization: `JWT ${token}` }))
  return user && user.collection === 'owners' ? (user.id as number) : null
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))

describe('the owner portal’s session check', () => {
  it('gives the owner of a valid session as the account is now, properties in the order staff gave them', async () => {
    const first = await createListing(t.payload, 'First house')
    const second = await createListing(t.payload, 'Second house')
    const { owner, token } = await loggedInOwner({ properties: [second.id, first.id], weeklyReport: false })

    expect(await payloadsOwnerId(token)).toBe(owner.id)
    expect(await ownerOfToken(token)).toEqual({
      id: owner.id,
      name: 'Session Owner',
      email: owner.email,
      language: 'fr',
      weeklyReport: false,
      properties: [second.id, first.id],
    })

    // Staff change the account: the next check reads it as it is now.
    await t.payload.update({
      collection: 'owners',
      id: owner.id,
      data: { name: 'Renamed Owner', properties: [first.id] },
      overrideAccess: true,
    })
    expect(await ownerOfToken(token)).toMatchObject({ name: 'Renamed Owner', properties: [first.id] })
  })

  it('gives an owner without properties an empty list', async () => {
    const { owner, token } = await loggedInOwner()
    expect(await ownerOfToken(token)).toMatchObject({ id: owner.id, properties: [], weeklyReport: true })
  })

  it('knows nobody once the session ended, or the account is gone', async () => {
    const ended = await loggedInOwner()
    await endSessionOfToken(ended.token)
    expect(await payloadsOwnerId(ended.token)).toBeNull()
    expect(await ownerOfToken(ended.token)).toBeNull()

    const removed = await loggedInOwner()
    await t.payload.delete({ collection: 'owners', id: removed.owner.id, overrideAccess: true })
    expect(await payloadsOwnerId(removed.token)).toBeNull()
    expect(await ownerOfToken(removed.token)).toBeNull()
  })

  it('knows nobody for a token that is forged, expired, of another version, of staff or of another owner’s session', async () => {
    const victim = await loggedInOwner()
    const attacker = await loggedInOwner()
    const secret = t.payload.secret
    const claims = claimsOf(victim.token)
    const key = (s: string) => new TextEncoder().encode(s)

    // Signed with a secret that is not the site's.
    const { token: otherSecret } = await jwtSign({
      fieldsToSign: claims,
      secret: 'not-the-secret',
      tokenExpiration: 3600,
    })
    // The attacker's own valid token with the victim's id put in: the signature no longer matches.
    const [head, , signature] = attacker.token.split('.')
    const body = Buffer.from(JSON.stringify({ ...claimsOf(attacker.token), id: victim.owner.id })).toString('base64url')
    const tampered = `${head}.${body}.${signature}`
    // Unsigned.
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`
    // Expired an hour ago.
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION, typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key(secret))
    // Another token format version.
    const otherVersion = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION + 1, typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(key(secret))
    // The victim's id with the attacker's live session id, signed with the site's secret.
    const { token: otherSession } = await jwtSign({
      fieldsToSign: { ...claims, sid: claimsOf(attacker.token).sid },
      secret,
      tokenExpiration: 3600,
    })
    // The victim's id and session, but in the staff collection's name.
    const { token: staffClaim } = await jwtSign({
      fieldsToSign: { ...claims, collection: 'users' },
      secret,
      tokenExpiration: 3600,
    })
    // No session id at all.
    const withoutSid = { ...claims, sid: undefined }
    const { token: noSession } = await jwtSign({ fieldsToSign: withoutSid, secret, tokenExpiration: 3600 })

    const attacks = { otherSecret, tampered, unsigned, expired, otherVersion, otherSession, staffClaim, noSession }
    for (const [name, token] of Object.entries(attacks)) {
      expect([name, await payloadsOwnerId(token)]).toEqual([name, null])
      expect([name, await ownerOfToken(token)]).toEqual([name, null])
    }
    for (const garbage of ['', 'x', 'a.b.c', `${victim.token}x`]) expect(await ownerOfToken(garbage)).toBeNull()

    // The genuine tokens still work.
    expect((await ownerOfToken(victim.token))?.id).toBe(victim.owner.id)
    expect((await ownerOfToken(attacker.token))?.id).toBe(attacker.owner.id)
  })
})
