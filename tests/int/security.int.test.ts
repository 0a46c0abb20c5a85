import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadRoute, restClient, SITE, type Method } from '../support/rest'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The REST API as an attacker, a visitor's browser and each role meet it: Payload's handlers
 * behind the project's route (src/app/(payload)/api/[...slug]/route.ts), called with real
 * requests on a fresh database. The site's own address here is http://localhost:3000.
 */

let t: TestDatabase
let api: ReturnType<typeof restClient>
const PASSWORD = 'a-long-test-password-42'

beforeAll(async () => {
  t = await startTestDatabase()
  api = restClient(await loadRoute())
})
afterAll(async () => {
  await t?.close()
})

let addressCounter = 0
/** A fresh client address, so each test starts with untouched login counters. */
const freshAddress = () => `198.51.100.${++addressCounter}`

async function createStaff(role: 'admin' | 'agent') {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`
  await t.payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: `Test ${role}`, role },
    overrideAccess: true,
  })
  return email
}

async function login(email: string, password = PASSWORD, address = freshAddress()) {
  return api('POST', '/users/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address, origin: SITE },
  })
}

/** The session of a member of staff, as the back office's browser holds it (the cookie). */
async function session(role: 'admin' | 'agent') {
  const res = await login(await createStaff(role))
  expect(res.status, res.text).toBe(200)
  const cookie = res.headers.get('set-cookie') ?? ''
  expect(cookie).toMatch(/payload-token=/)
  return { cookie: cookie.split(';')[0]!, origin: SITE }
}

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
async function secretProperty(extra: Record<string, unknown> = {}) {
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

const hidden = ['Verborgenstraat', '987654', '50.123456', '4.654321']

describe('anonymous REST shows nothing the site hides', () => {
  it('refuses to read, filter, sort or count properties, also on hidden values', async () => {
    const p = await secretProperty()
    const probes = [
      `/properties/${p.id}`,
      '/properties?where[publishAddress][equals]=false',
      '/properties?where[price][equals]=987654',
      '/properties?where[price][greater_than]=987653&where[price][less_than]=987655',
      '/properties?sort=-price&limit=1',
      '/properties?where[street][like]=Verborgen',
      '/properties/count?where[price][equals]=987654',
      '/properties/count?where[latitude][greater_than]=50.12',
    ]
    for (const path of probes) {
      const res = await api('GET', path)
      expect(res.status, path).toBe(403)
      for (const value of hidden) expect(res.text, path).not.toContain(value)
    }
  })

  it('refuses every collection and global, drafts and unpublished documents included', async () => {
    await secretProperty({ _status: 'draft', title: 'Unpublished villa' })
    for (const slug of [
      'properties',
      'projects',
      'property-types',
      'cities',
      'menu-pages',
      'articles',
      'categories',
      'team-members',
      'media',
      'users',
      'payload-locked-documents',
      'appointment-bookings',
    ]) {
      expect((await api('GET', `/${slug}`)).status, slug).toBe(403)
      expect((await api('GET', `/${slug}/count`)).status, `${slug}/count`).toBe(403)
    }
    for (const slug of ['footer', 'top-bar', 'site-settings', 'appointment-slots']) {
      expect((await api('GET', `/globals/${slug}`)).status, slug).toBe(403)
    }
  })

  it('still lets the site read published properties on the server, and only those', async () => {
    const shown = await secretProperty({ title: 'Shown villa' })
    const unpublished = await secretProperty({ _status: 'draft' })
    const ids = [shown.id, unpublished.id]
    const { docs } = await t.payload.find({
      collection: 'properties',
      where: { id: { in: ids } },
      overrideAccess: false,
      depth: 0,
    })
    expect(docs.map((d) => d.id)).toEqual([shown.id])
  })

  it('keeps a hidden address off the list map', async () => {
    const { getMapMarkers } = await import('@/features/listings/queries')
    const { parseListQuery } = await import('@/features/listings/params')
    const secret = await secretProperty()
    const shown = await secretProperty({ publishAddress: true, city: secret.city })
    const markers = await getMapMarkers('sale', parseListQuery({ city: 'Teststad|9999' }), 'nl')
    const ids = markers.map((m) => m.id)
    expect(ids).toContain(shown.id)
    expect(ids).not.toContain(secret.id)
  })

  it('serves a media file to anyone, and the list of media to staff only', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer()
    const media = await t.payload.create({
      collection: 'media',
      data: { alt: 'Test photo' },
      file: { data: png, mimetype: 'image/png', name: 'security-test.png', size: png.length },
      overrideAccess: true,
    })
    const file = await api('GET', `/media/file/${media.filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect((await api('GET', '/media')).status).toBe(403)
    expect((await api('GET', `/media/${media.id}`)).status).toBe(403)
    const staff = await session('agent')
    const list = await api('GET', `/media?where[id][equals]=${media.id}`, { headers: staff })
    expect(list.status).toBe(200)
    expect(list.json().totalDocs).toBe(1)
  })
})

describe('roles', () => {
  it('let an agent edit listings and see hidden values, but not site settings, top bar, footer or users', async () => {
    const agent = await session('agent')
    const p = await secretProperty()
    const read = await api('GET', `/properties/${p.id}`, { headers: agent })
    expect(read.status).toBe(200)
    expect(read.json().price).toBe(987654)
    expect((await api('PATCH', `/properties/${p.id}`, { headers: agent, body: { price: 900000 } })).status).toBe(200)

    const settingsBefore = await t.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const refused: Array<[Method, string, unknown]> = [
      ['POST', '/globals/site-settings', { analytics: { googleTagManagerId: 'GTM-EVIL1' } }],
      ['POST', '/globals/top-bar', { show: false }],
      ['POST', '/globals/footer', { columns: [] }],
      ['POST', '/users', { email: 'new@test.example', password: PASSWORD, name: 'New', role: 'admin' }],
    ]
    for (const [method, path, body] of refused) {
      const res = await api(method, path, { headers: agent, body })
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403)
    }
    const settingsAfter = await t.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settingsAfter.updatedAt).toBe(settingsBefore.updatedAt)
    expect(
      (await t.payload.count({ collection: 'users', where: { email: { equals: 'new@test.example' } } })).totalDocs,
    ).toBe(0)
  })

  it('let only an admin delete, one document or many, and move documents to the trash and back', async () => {
    const agent = await session('agent')
    const admin = await session('admin')
    const [a, b] = [await secretProperty(), await secretProperty()]
    const bulk = `/properties?where[id][in]=${a.id},${b.id}`
    for (const [method, path, body] of [
      ['DELETE', `/properties/${a.id}`, undefined],
      ['DELETE', bulk, undefined],
      ['PATCH', `/properties/${a.id}`, { deletedAt: new Date().toISOString() }],
      ['PATCH', bulk, { deletedAt: new Date().toISOString() }],
    ] as Array<[Method, string, unknown]>) {
      const res = await api(method, path, { headers: agent, body })
      // A bulk request answers 200 with the documents it could not change listed as errors.
      if (res.status === 200) expect(res.json().docs, `${method} ${path}`).toEqual([])
      else expect(res.status, `${method} ${path}: ${res.text}`).toBe(403)
    }
    expect((await t.payload.count({ collection: 'properties', where: { id: { in: [a.id, b.id] } } })).totalDocs).toBe(2)

    // The admin moves one to the trash: gone from the site, back after a restore.
    const trashed = await api('PATCH', `/properties/${a.id}`, {
      headers: admin,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status, trashed.text).toBe(200)
    const siteRead = () =>
      t.payload.find({ collection: 'properties', where: { id: { equals: a.id } }, overrideAccess: false, depth: 0 })
    expect((await siteRead()).totalDocs).toBe(0)
    const restored = await api('PATCH', `/properties/${a.id}?trash=true`, { headers: admin, body: { deletedAt: null } })
    expect(restored.status, restored.text).toBe(200)
    expect((await siteRead()).totalDocs).toBe(1)

    const deleted = await api('DELETE', bulk, { headers: admin })
    expect(deleted.status, deleted.text).toBe(200)
    expect((await t.payload.count({ collection: 'properties', where: { id: { in: [a.id, b.id] } } })).totalDocs).toBe(0)
  })

  it('let an admin, not an agent, change site settings and unlock an account', async () => {
    const agent = await session('agent')
    const admin = await session('admin')
    const res = await api('POST', '/globals/top-bar', { headers: admin, body: { show: true } })
    expect(res.status, res.text).toBe(200)
    const locked = await createStaff('agent')
    await t.payload.update({
      collection: 'users',
      where: { email: { equals: locked } },
      data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString(), loginAttempts: 30 } as never,
      overrideAccess: true,
    })
    expect((await api('POST', '/users/unlock', { headers: agent, body: { email: locked } })).status).toBe(403)
    expect((await login(locked)).status).toBe(401)
    expect((await api('POST', '/users/unlock', { headers: admin, body: { email: locked } })).status).toBe(200)
    expect((await login(locked)).status).toBe(200)
  })
})

describe('requests from another site', () => {
  it('cannot use the staff session to change anything', async () => {
    const admin = await session('admin')
    const p = await secretProperty()
    const foreign = { ...admin, origin: 'https://attacker.example' }
    const create = await api('POST', '/cities', { headers: foreign, body: { name: 'Evil', zip: '6666' } })
    expect(create.status).toBe(403)
    expect(create.json()).toEqual({
      errors: [{ message: 'This request was sent from another website and has been refused.' }],
    })
    const patch = await api('PATCH', `/properties/${p.id}`, { headers: foreign, body: { price: 1 } })
    expect(patch.status).toBe(403)
    const crossSite = await api('DELETE', `/properties/${p.id}`, {
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    const after = await t.payload.findByID({ collection: 'properties', id: p.id, overrideAccess: true })
    expect(after.price).toBe(987654)
    expect((await t.payload.count({ collection: 'cities', where: { name: { equals: 'Evil' } } })).totalDocs).toBe(0)
    // The same session from the site itself works.
    expect((await api('PATCH', `/properties/${p.id}`, { headers: admin, body: { price: 2 } })).status).toBe(200)
  })

  it('are not logged in by the staff cookie, even to read', async () => {
    const admin = await session('admin')
    const me = await api('GET', '/users/me', { headers: { ...admin, origin: 'https://attacker.example' } })
    expect(me.json().user).toBeNull()
    expect(
      (await api('GET', '/properties', { headers: { ...admin, origin: 'https://attacker.example' } })).status,
    ).toBe(403)
  })
})

describe('staff login', () => {
  const failedLogin = {
    errors: [
      {
        message:
          'The e-mail address or the password is not correct, or this login is locked for a while after too many attempts. Try again later, or ask an administrator to unlock it.',
      },
    ],
  }

  it('answers alike for an unknown e-mail, a wrong password and a locked account', async () => {
    const known = await createStaff('agent')
    const locked = await createStaff('agent')
    await t.payload.update({
      collection: 'users',
      where: { email: { equals: locked } },
      data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString(), loginAttempts: 30 } as never,
      overrideAccess: true,
    })
    const answers = [
      await login('nobody@test.example', PASSWORD),
      await login(known, 'wrong-password-123'),
      await login(locked, PASSWORD),
    ]
    for (const a of answers) {
      expect(a.status).toBe(401)
      expect(a.json()).toEqual(failedLogin)
      expect(a.headers.get('set-cookie')).toBeNull()
    }
  })

  it('answers in the back office language', async () => {
    const res = await api('POST', '/users/login', {
      body: { email: 'nobody@test.example', password: 'x' },
      headers: { 'x-forwarded-for': freshAddress(), cookie: 'payload-lng=nl' },
    })
    expect(res.json()).toEqual({
      errors: [
        {
          message:
            'Het e-mailadres of het wachtwoord klopt niet, of deze login is na te veel pogingen een tijdje geblokkeerd. Probeer het later opnieuw of vraag een beheerder om hem te deblokkeren.',
        },
      ],
    })
  })

  it('locks an account for the address that failed five times, not for its owner elsewhere', async () => {
    const email = await createStaff('admin')
    const attacker = freshAddress()
    for (let i = 0; i < 5; i++) expect((await login(email, `guess-${i}`, attacker)).status).toBe(401)
    const right = await login(email, PASSWORD, attacker)
    expect(right.status).toBe(401)
    expect(right.json()).toEqual(failedLogin)
    expect((await login(email, PASSWORD, freshAddress())).status).toBe(200)
  })

  it('locks an account everywhere after thirty failures from several addresses, until an admin unlocks it', async () => {
    const email = await createStaff('agent')
    for (let a = 0; a < 6; a++) {
      const address = freshAddress()
      for (let i = 0; i < 5; i++) expect((await login(email, `guess-${a}-${i}`, address)).status).toBe(401)
    }
    const locked = await login(email, PASSWORD)
    expect(locked.status).toBe(401)
    expect(locked.json()).toEqual(failedLogin)
    const admin = await session('admin')
    expect((await api('POST', '/users/unlock', { headers: admin, body: { email } })).status).toBe(200)
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it('stops an address after fifteen failures, whatever the accounts, with a 429', async () => {
    const address = freshAddress()
    const victim = await createStaff('agent')
    for (let i = 0; i < 15; i++) expect((await login(`guess${i}@test.example`, 'x', address)).status).toBe(401)
    const res = await login(victim, PASSWORD, address)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(res.json()).toEqual({
      errors: [{ message: 'Too many failed logins from your network. Try again in 60 min.' }],
    })
    expect((await login(victim, PASSWORD, freshAddress())).status).toBe(200)
  })

  it('logs every attempt with its outcome and address, never the password', async () => {
    const spy = vi.spyOn(t.payload.logger, 'info')
    const email = await createStaff('agent')
    const address = freshAddress()
    await login(email, 'wrong-secret-word-1', address)
    await login(email, PASSWORD, address)
    await login('ghost@test.example', 'wrong-secret-word-2', address)
    const entries = spy.mock.calls
      .map(([entry]) => entry as unknown as Record<string, unknown>)
      .filter((e) => typeof e === 'object' && e?.event === 'staff-login')
    spy.mockRestore()
    expect(entries.map(({ outcome, email: e, address: a }) => ({ outcome, email: e, address: a }))).toEqual([
      { outcome: 'wrong-password', email, address },
      { outcome: 'success', email, address },
      { outcome: 'unknown-email', email: 'ghost@test.example', address },
    ])
    const logged = JSON.stringify(entries)
    for (const secret of ['wrong-secret-word-1', 'wrong-secret-word-2', PASSWORD]) expect(logged).not.toContain(secret)
  })
})
