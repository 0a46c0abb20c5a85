import { describe, expect, it } from 'vitest'
import { staffCredentialsOnly } from './credentials'

/** A token shaped like Payload's (header.claims.signature); only the claims matter here. */
const token = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256"}', JSON.stringify(claims), 'signature'].map((p) => Buffer.from(p).toString('base64url')).join('.')
const staff = token({ id: 1, collection: 'users', sid: 'a' })
const owner = token({ id: 1, collection: 'owners', sid: 'b' })

const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/properties', { method: 'POST', body: '{"a":1}', headers })
const kept = (headers: Record<string, string>) => staffCredentialsOnly(request(headers), 'payload').headers

describe('staff credentials only', () => {
  it('keeps a staff token, in a header or the session cookie, and the request itself', () => {
    const cases: Array<Record<string, string>> = [
      { authorization: `JWT ${staff}` },
      { authorization: `Bearer ${staff}` },
      { cookie: `payload-lng=nl; payload-token=${staff}` },
      { cookie: 'payload-lng=nl' },
      {},
    ]
    for (const headers of cases) {
      const original = request(headers)
      expect(staffCredentialsOnly(original, 'payload')).toBe(original)
    }
  })

  it('drops an owner’s token and any other authorization, keeping the other cookies and the body', async () => {
    expect(kept({ authorization: `JWT ${owner}` }).get('authorization')).toBeNull()
    expect(kept({ authorization: `Bearer ${owner}` }).get('authorization')).toBeNull()
    expect(kept({ authorization: 'users API-Key abc' }).get('authorization')).toBeNull()
    expect(kept({ authorization: 'JWT not-a-token' }).get('authorization')).toBeNull()
    expect(kept({ cookie: `payload-lng=nl; payload-token=${owner}; other=1` }).get('cookie')).toBe(
      'payload-lng=nl; other=1',
    )
    expect(kept({ cookie: `payload-token=${owner}` }).get('cookie')).toBeNull()
    // An owner's header beside a staff cookie: the staff session is what is left.
    const both = kept({ authorization: `JWT ${owner}`, cookie: `payload-token=${staff}` })
    expect([both.get('authorization'), both.get('cookie')]).toEqual([null, `payload-token=${staff}`])
    const copy = staffCredentialsOnly(request({ authorization: `JWT ${owner}` }), 'payload')
    expect(await copy.json()).toEqual({ a: 1 })
  })
})
