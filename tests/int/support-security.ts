import { loadRoute, restClient, SITE } from '../support/rest'
import { createStaff as createStaffAccount, STAFF_PASSWORD, staffSession } from '../support/staff-session'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * What the REST API's security tests share (security.int.test.ts, security-logins.int.test.ts):
 * the test file's database and REST client, set by startSecurityTest() in its beforeAll and read
 * through these live bindings, staff accounts and sessions, logins from fresh client addresses,
 * and a property whose owner hides its address and price.
 */

export let t: TestDatabase
export let api: ReturnType<typeof restClient>
export const PASSWORD = STAFF_PASSWORD

export async function startSecurityTest(): Promise<void> {
  t = await startTestDatabase()
  api = restClient(await loadRoute())
}

export async function stopSecurityTest(): Promise<void> {
  await t?.close()
}

let addressCounter = 0
/** A fresh client address, so each test starts with untouched login counters. */
export const freshAddress = () => `198.51.100.${++addressCounter}`

export const createStaff = (role: 'admin' | 'agent') => createStaffAccount(t.payload, role)

export async function login(email: string, password = PASSWORD, address = freshAddress()) {
  return api('POST', '/users/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address, origin: SITE },
  })
}

/** The session of a member of staff, as the back office's browser holds it (the cookie). */
export const session = (role: 'admin' | 'agent') => staffSession(t.payload, api, role)

async function someRelations() {
  const [type, city] = await Promise.all([
    t.payload.create({
      collection: 'property-types',
      data: { name: 'Testtype', webId: 1 } as never,
      overrideAccess: true,
    }),
    t.payload.create({ collection: 'cities', data: { name: 'Teststad', zip: '9999' } as never, overrideAccess: true }),
  ])
  return { type: type.id, city: city.id }
}

/** A property whose owner hides both its address and its price. */
export async function secretProperty(extra: Record<string, unknown> = {}) {
  const rel = await someRelations()
  return t.payload.create({
    collection: 'properties',
    data: {
      title: 'Discrete villa',
      reference: `SEC-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      goal: 'sale',
      type: rel.type,
      city: rel.city,
      price: 987654,
      publishPrice: false,
      publishAddress: false,
      street: 'Verborgenstraat',
      houseNumber: '77',
      latitude: 50.123456,
      longitude: 4.654321,
      _status: 'published',
      ...extra,
    } as never,
    overrideAccess: true,
  })
}

export const hidden = ['Verborgenstraat', '987654', '50.123456', '4.654321']
