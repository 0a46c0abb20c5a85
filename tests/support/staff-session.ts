import type { Payload } from 'payload'
import { expect } from 'vitest'
import { SITE, type restClient } from './rest'

export const STAFF_PASSWORD = 'a-long-test-password-42'

let staffCount = 0

/** A new member of staff's account (its e-mail), made through the local API. */
export async function createStaff(payload: Payload, role: 'admin' | 'agent'): Promise<string> {
  const email = `${role}-${process.pid}-${++staffCount}-${Date.now().toString(36)}@staff.test`
  await payload.create({
    collection: 'users',
    data: { email, password: STAFF_PASSWORD, name: `Test ${role}`, role },
    overrideAccess: true,
  })
  return email
}

/**
 * The back office's session of a new member of staff, as its browser holds it: the session
 * cookie (with the back office language, when given) and the site's origin. Each login comes from an
 * address of its own, so no test meets another's login counters.
 */
export async function staffSession(
  payload: Payload,
  api: ReturnType<typeof restClient>,
  role: 'admin' | 'agent',
  language?: string,
): Promise<{ cookie: string; origin: string }> {
  const email = await createStaff(payload, role)
  const res = await api('POST', '/users/login', {
    body: { email, password: STAFF_PASSWORD },
    headers: { 'x-forwarded-for': `192.0.2.${(staffCount % 250) + 1}`, origin: SITE },
  })
  expect(res.status, res.text).toBe(200)
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
  expect(cookie).toMatch(/^payload-token=/)
  return { cookie: language ? `${cookie}; payload-lng=${language}` : cookie, origin: SITE }
}
