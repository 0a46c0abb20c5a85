import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerLogin } from '@/features/owners/login'
import { createListing } from '../support/listing'
import { loadRoute, restClient, SITE, type Method, type Route } from '../support/rest'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * Only staff sessions are staff at /api (src/platform/auth/credentials.ts): an owner of the
 * portal, signed in the way the site signs them in, sends their session token to the REST API
 * as a header or as Payload's session cookie, and gets exactly what an anonymous caller gets,
 * on every collection and global Payload has (listed from the running config, so one added
 * later is probed too).
 */

let t: TestDatabase
let route: Route
let api: ReturnType<typeof restClient>
const PASSWORD = 'a-long-test-password-42'

beforeAll(async () => {
  t = await startTestDatabase()
  route = await loadRoute()
  api = restClient(route)
})
afterAll(async () => {
  await t?.close()
})

let unique = 0
const tag = () => `${Date.now().toString(36)}-${++unique}`

/** A member of staff's session as the back office's browser holds it (the cookie, from the site). */
async function staffSession(role: 'admin' | 'agent') {
  const email = `${role}-${tag()}@staff.test`
  await t.payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: `Test ${role}`, role } as never,
    overrideAccess: true,
  })
  const { token } = await t.payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { cookie: `payload-token=${token}`, origin: SITE }
}

/** An owner of `properties`, signed in on the site's login (its session token). */
async function ownerToken(properties: number[]) {
  const email = `owner-${tag()}@owners.test`
  const owner = await t.payload.create({
    collection: 'owners',
    data: { name: 'Olivia Owner', email, password: PASSWORD, language: 'en', properties } as never,
    overrideAccess: true,
  })
  const login = await ownerLogin(t.payload, { email, password: PASSWORD, address: `203.0.113.${unique % 250}` })
  if (!login.ok) throw new Error(`owner login refused: ${login.outcome}`)
  return { owner, token: login.value.token }
}

/** The ways an owner's token reaches /api: Payload reads each of them as a session. */
const ownerCredentials = (token: string): Array<[string, Record<string, string>]> => [
  ['Authorization: JWT', { authorization: `JWT ${token}` }],
  ['Authorization: Bearer', { authorization: `Bearer ${token}` }],
  ['payload-token cookie', { cookie: `payload-token=${token}`, origin: SITE }],
]

interface Probe {
  method: Method
  path: string
  body?: unknown
}

/** What a caller can ask of a collection: list, count, one document, versions, and each change. */
async function collectionProbes(slug: string): Promise<Probe[]> {
  const config = t.payload.collections[slug as 'properties'].config
  const some = await t.payload.find({ collection: slug as 'properties', limit: 1, depth: 0, overrideAccess: true })
  const id = some.docs[0]?.id ?? 1
  const probes: Probe[] = [
    { method: 'GET', path: `/${slug}` },
    { method: 'GET', path: `/${slug}?limit=100&depth=0` },
    { method: 'GET', path: `/${slug}/count` },
    { method: 'GET', path: `/${slug}/${id}` },
    { method: 'GET', path: `/${slug}/versions?limit=100` },
    { method: 'POST', path: `/${slug}`, body: {} },
    { method: 'PATCH', path: `/${slug}/${id}`, body: {} },
    { method: 'PATCH', path: `/${slug}?where[id][equals]=${id}`, body: {} },
    { method: 'DELETE', path: `/${slug}/${id}` },
  ]
  if (config.versions) {
    const versions = await t.payload.findVersions({ collection: slug as 'properties', limit: 1, overrideAccess: true })
    const versionId = versions.docs[0]?.id ?? 1
    probes.push(
      { method: 'GET', path: `/${slug}/versions/${versionId}` },
      { method: 'POST', path: `/${slug}/versions/${versionId}` },
    )
  }
  if (config.auth) probes.push({ method: 'GET', path: `/${slug}/me` }, { method: 'POST', path: `/${slug}/unlock` })
  return probes
}

function globalProbes(slug: string): Probe[] {
  return [
    { method: 'GET', path: `/globals/${slug}` },
    { method: 'GET', path: `/globals/${slug}/versions` },
    { method: 'GET', path: `/globals/${slug}/versions/1` },
    { method: 'POST', path: `/globals/${slug}`, body: {} },
  ]
}

/** Whether a Payload permissions answer (`/access`) allows any operation (fields' reads aside). */
function grantsAnything(value: unknown): boolean {
  if (value === true) return true
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, v]) => key !== 'fields' && grantsAnything(v))
}

describe('an owner’s session at /api', () => {
  it('gets what an anonymous caller gets from every collection and global Payload registers', async () => {
    const property = await createListing(t.payload, 'Owned villa')
    const { token } = await ownerToken([property.id])
    // Something to find in Payload's own collections: a staff lock, a staff preference.
    const staff = await staffSession('agent')
    const staffUser = (await t.payload.find({ collection: 'users', limit: 1, sort: '-createdAt', depth: 0 })).docs[0]!
    await t.payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'properties', value: property.id },
        user: { relationTo: 'users', value: staffUser.id },
      },
      overrideAccess: true,
    })
    const saved = await api('POST', '/payload-preferences/probe', { headers: staff, body: { value: { x: 1 } } })
    expect(saved.status, saved.text).toBe(200)

    const collections = t.payload.config.collections.map((c) => c.slug)
    const globals = t.payload.config.globals.map((g) => g.slug)
    // The ones the probe of this hole named are among those listed.
    expect(collections).toEqual(
      expect.arrayContaining(['payload-locked-documents', 'payload-preferences', 'payload-jobs', 'payload-migrations']),
    )
    expect(globals).toContain('payload-jobs-stats')

    const probes: Probe[] = [
      ...(await Promise.all(collections.map(collectionProbes))).flat(),
      ...globals.flatMap(globalProbes),
      // The attacks of the report, spelled out.
      {
        method: 'POST',
        path: '/payload-locked-documents',
        body: { document: { relationTo: 'properties', value: property.id }, globalSlug: null },
      },
      { method: 'POST', path: '/globals/payload-jobs-stats', body: { stats: { scheduledRuns: {} } } },
      { method: 'POST', path: '/payload-preferences/probe', body: { value: { x: 2 } } },
      { method: 'GET', path: '/payload-preferences/probe' },
      { method: 'GET', path: '/access' },
      { method: 'GET', path: `/properties/access/${property.id}` },
    ]
    const jobsStatsBefore = await t.payload.findGlobal({ slug: 'payload-jobs-stats', overrideAccess: true })

    for (const probe of probes) {
      const label = `${probe.method} ${probe.path}`
      const anonymous = await api(probe.method, probe.path, { body: probe.body })
      // An error, or an answer without data: `/me` says no one is signed in, `/access` grants
      // nothing, a preference key (any path under payload-preferences) has no value.
      if (anonymous.status < 400) {
        if (/\/access(\/|$)/.test(probe.path)) expect(grantsAnything(anonymous.json()), label).toBe(false)
        else if (probe.path.endsWith('/me')) expect(anonymous.json().user, label).toBeNull()
        else expect(anonymous.json(), `${label} (anonymous)`).toMatchObject({ value: null })
      }
      for (const [how, headers] of ownerCredentials(token)) {
        const answer = await api(probe.method, probe.path, { body: probe.body, headers })
        expect({ status: answer.status, text: answer.text }, `${label} with the owner's ${how}`).toEqual({
          status: anonymous.status,
          text: anonymous.text,
        })
      }
    }

    // Nothing changed: no owner lock, the job statistics and the staff preference as they were.
    const locks = await t.payload.find({ collection: 'payload-locked-documents', depth: 0, overrideAccess: true })
    expect(locks.docs.map((l) => (l.user as { relationTo: string }).relationTo)).toEqual(['users'])
    expect(await t.payload.findGlobal({ slug: 'payload-jobs-stats', overrideAccess: true })).toEqual(jobsStatsBefore)
    const preference = await t.payload.find({
      collection: 'payload-preferences',
      where: { key: { equals: 'probe' } },
      overrideAccess: true,
    })
    expect(preference.docs.map((p) => p.value)).toEqual([{ x: 1 }])
    expect(
      (await t.payload.count({ collection: 'properties', where: { id: { equals: property.id } } })).totalDocs,
    ).toBe(1)

    // The same owner session is still good on the site: only /api ignores it.
    const { ownerOfToken } = await import('@/features/owners/session')
    expect((await ownerOfToken(token))?.email).toMatch(/@owners\.test$/)
    expect((await api('GET', '/users/me', { headers: staff })).json().user).toMatchObject({ role: 'agent' })
  })

  it('cannot lock a property against staff, and staff still read its versions', async () => {
    const property = await createListing(t.payload, 'Villa under edit')
    const { token } = await ownerToken([property.id])
    const lock = await api('POST', '/payload-locked-documents', {
      headers: { authorization: `JWT ${token}` },
      body: { document: { relationTo: 'properties', value: property.id }, globalSlug: null },
    })
    expect(lock.status).toBe(401)
    const agent = await staffSession('agent')
    const save = await api('PATCH', `/properties/${property.id}`, { headers: agent, body: { price: 345000 } })
    expect(save.status, save.text).toBe(200)

    const versions = await api('GET', `/properties/versions?where[parent][equals]=${property.id}&depth=0`, {
      headers: agent,
    })
    expect(versions.status, versions.text).toBe(200)
    const docs = versions.json().docs as Array<{ id: number; version: { price: number } }>
    expect(docs.map((d) => d.version.price)).toContain(345000)
    const one = await api('GET', `/properties/versions/${docs[0]!.id}?depth=0`, { headers: agent })
    expect(one.status, one.text).toBe(200)
    const asOwner = await api('GET', `/properties/versions/${docs[0]!.id}?depth=0`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(asOwner.status).toBe(403)
    expect(asOwner.text).not.toContain('345000')
  })
})

describe('a change sent without a staff session', () => {
  /**
   * A POST whose JSON body starts and never ends: an answer can only come from a server that
   * does not wait for the body (one that reads it would wait until the test's timeout).
   */
  async function postNeverEnding(path: string, headers: Record<string, string> = {}) {
    let closed = false
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":"'))
      },
      pull: () => new Promise(() => {}),
      cancel: () => {
        closed = true
      },
    })
    const request = new Request(`${SITE}/api${path}`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    } as RequestInit)
    const slug = path.replace(/^\//, '').split('?')[0]!.split('/')
    const response = await route.POST(request, { params: Promise.resolve({ slug }) })
    return { response, stillOpen: !closed }
  }

  it('is refused (401, sign in) before its body is read', async () => {
    const property = await createListing(t.payload, 'Villa of the refused owner')
    const { token } = await ownerToken([property.id])
    for (const [path, headers] of [
      ['/leads', {}],
      ['/leads', { authorization: `JWT ${token}` }],
      ['/properties', { cookie: `payload-token=${token}` }],
      ['/owners/new', {}],
      ['/payload-locked-documents', { authorization: `Bearer ${token}` }],
    ] as Array<[string, Record<string, string>]>) {
      const { response, stillOpen } = await postNeverEnding(path, headers)
      expect(response.status, path).toBe(401)
      expect(await response.json(), path).toEqual({ errors: [{ message: 'Sign in to the back office first.' }] })
      // Answered while the body is still open.
      expect(stillOpen, path).toBe(true)
    }
    // A path Payload does not serve keeps its 404, unread too.
    const graphql = await postNeverEnding('/graphql', { authorization: `JWT ${token}` })
    expect(graphql.response.status).toBe(404)
    expect(graphql.stillOpen).toBe(true)
  }, 60_000)

  it('still reaches the staff session’s own routes, and staff still change things', async () => {
    const login = await api('POST', '/users/login', {
      body: { email: `nobody-${tag()}@staff.test`, password: 'wrong-password-1' },
      headers: { origin: SITE, 'x-forwarded-for': '192.0.2.77' },
    })
    expect(login.status).toBe(401)
    const admin = await staffSession('admin')
    const city = await api('POST', '/cities', { headers: admin, body: { name: `Stad ${tag()}`, zip: '9000' } })
    expect(city.status, city.text).toBe(201)
  })
})
