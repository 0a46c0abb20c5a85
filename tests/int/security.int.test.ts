import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfWith } from '../support/pdf'
import { loadRoute, SITE, type Method } from '../support/rest'
import {
  api,
  createStaff,
  hidden,
  login,
  PASSWORD,
  secretProperty,
  session,
  startSecurityTest,
  stopSecurityTest,
  t,
} from './support-security'

/*
 * The REST API as an attacker, a visitor's browser and each role meet it: Payload's handlers
 * behind the project's route (src/app/(payload)/api/[...slug]/route.ts), called with real
 * requests on a fresh database. The site's own address here is http://localhost:3000.
 * Logins and passwords: security-logins.int.test.ts; what both share: support-security.ts.
 */

beforeAll(startSecurityTest)
afterAll(stopSecurityTest)

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
      'import-runs',
    ]) {
      expect((await api('GET', `/${slug}`)).status, slug).toBe(403)
      expect((await api('GET', `/${slug}/count`)).status, `${slug}/count`).toBe(403)
    }
    for (const slug of ['footer', 'top-bar', 'site-settings', 'appointment-slots', 'listings-feed-settings']) {
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
    const { parseListQuery } = await import('@/domain/list-params')
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
  it('let an agent edit listings and see hidden values, but not site settings, top bar, footer, users or the listings import', async () => {
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
      ['POST', '/globals/listings-feed-settings', { feedUrl: 'https://evil.example/feed.json' }],
      ['POST', '/import-runs/run', { url: 'https://evil.example/feed.json' }],
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

describe('what Payload answered with a 500', () => {
  it('answers a fitting 4xx, in the back office language', async () => {
    const admin = await session('admin')
    const noVersions = { errors: [{ message: 'This keeps no versions.' }] }
    for (const path of ['/globals/site-settings/versions', '/globals/site-settings/versions/1']) {
      const res = await api('GET', path, { headers: admin })
      expect(res.status, path).toBe(404)
      expect(res.json(), path).toEqual(noVersions)
    }
    expect((await api('GET', '/globals/site-settings', { headers: admin })).status).toBe(200)
    expect((await api('GET', '/cities/versions', { headers: admin })).status).toBe(404)

    const nul = { errors: [{ message: 'The request contains a null character (\\u0000), which no text may hold.' }] }
    const preference = await api('GET', '/payload-preferences/%00', { headers: admin })
    expect(preference.status).toBe(400)
    expect(preference.json()).toEqual(nul)
    const nulQuery = await api('GET', '/cities?where[name][equals]=a%00b', { headers: admin })
    expect(nulQuery.status).toBe(400)
    const nulBody = await api('POST', '/cities', { headers: admin, body: { name: 'Nul\u0000stad', zip: '1000' } })
    expect(nulBody.status).toBe(400)
    expect(nulBody.json()).toEqual(nul)

    const levels = 500_000
    const deep = `{"name":${'['.repeat(levels)}${']'.repeat(levels)},"zip":"1000"}`
    const citiesBefore = await t.payload.count({ collection: 'cities' })
    const res = await loadRoute().then((route) =>
      route.POST(
        new Request(`${SITE}/api/cities`, {
          method: 'POST',
          body: deep,
          headers: { ...admin, 'content-type': 'application/json', cookie: `${admin.cookie}; payload-lng=de` },
        }),
        { params: Promise.resolve({ slug: ['cities'] }) },
      ),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      errors: [{ message: 'Der Inhalt der Anfrage ist zu tief verschachtelt: höchstens 100 Ebenen.' }],
    })
    expect(await t.payload.count({ collection: 'cities' })).toEqual(citiesBefore)
  })
})

describe('deleting a property that has visits, online media and owner documents', () => {
  it('deletes them with it, for an admin; the trash keeps them', async () => {
    const admin = await session('admin')
    const agent = await session('agent')
    const p = await secretProperty()
    const visit = (days: number) =>
      t.payload.create({
        collection: 'visits',
        data: { property: p.id, date: new Date(Date.now() - days * 86_400_000).toISOString(), feedback: 'Bright' },
        overrideAccess: true,
      })
    const pdf = await pdfWith('The mandate')
    await Promise.all([
      visit(3),
      visit(1),
      t.payload.create({
        collection: 'publications',
        data: { property: p.id, channel: 'Immoweb', from: new Date().toISOString() },
        overrideAccess: true,
      }),
      t.payload.create({
        collection: 'property-documents',
        data: { title: 'Mandate', property: p.id, forOwners: true } as never,
        file: { data: pdf, mimetype: 'application/pdf', name: `mandate-${p.id}.pdf`, size: pdf.length },
        overrideAccess: true,
      }),
    ])
    const recordsOf = async () =>
      Promise.all(
        (['visits', 'publications', 'property-documents'] as const).map(
          async (collection) =>
            (await t.payload.count({ collection, where: { property: { equals: p.id } } })).totalDocs,
        ),
      )

    expect((await api('DELETE', `/properties/${p.id}`, { headers: agent })).status).toBe(403)
    const trashed = await api('PATCH', `/properties/${p.id}`, {
      headers: admin,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status, trashed.text).toBe(200)
    expect(await recordsOf()).toEqual([2, 1, 1])

    const deleted = await api('DELETE', `/properties/${p.id}?trash=true`, { headers: admin })
    expect(deleted.status, deleted.text).toBe(200)
    expect(await recordsOf()).toEqual([0, 0, 0])
    expect(
      (await t.payload.count({ collection: 'properties', where: { id: { equals: p.id } }, trash: true })).totalDocs,
    ).toBe(0)
  })
})
