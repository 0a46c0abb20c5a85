import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtInPaths } from '@/i18n/routes'
import { locales } from '@/i18n/locales'
import { prepareDatabase, sampleStaff } from '../../scripts/prepare-database'
import { migrations } from '../../migrations'
import { startTestDatabase, type TestDatabase } from './setup'

let t: TestDatabase

// The database global-setup.ts migrated and seeded from empty (a copy of it), and that seed's result.
beforeAll(async () => {
  t = await startTestDatabase()
})
afterAll(async () => {
  await t?.close()
})

describe('a fresh database', () => {
  it('gets every migration applied', async () => {
    const applied = await t.payload.find({ collection: 'payload-migrations', limit: 100, pagination: false })
    const names = applied.docs.map((d) => d.name)
    for (const m of migrations) expect(names).toContain(m.name)
  })

  it('gets the sample agency on first start', () => {
    expect(t.prepared.seeded).toBe(true)
    expect(t.prepared.report?.properties).toBe(36)
  })

  it.each(locales)('shows about 36 properties, 17 cities and 9 types in %s', async (locale) => {
    const props = await t.payload.find({
      collection: 'properties',
      locale,
      limit: 200,
      where: { _status: { equals: 'published' } },
    })
    const cities = await t.payload.find({ collection: 'cities', locale, limit: 200 })
    const types = await t.payload.find({ collection: 'property-types', locale, limit: 200 })
    expect(props.totalDocs).toBe(36)
    expect(cities.totalDocs).toBe(17)
    expect(types.totalDocs).toBe(9)
    // Real text in this language: nothing empty, nothing borrowed from the fallback language.
    for (const p of props.docs) expect(String(p.title).trim()).not.toBe('')
    for (const c of types.docs) expect(String(c.name).trim()).not.toBe('')
  })

  it('has texts that differ per language', async () => {
    const titles = await Promise.all(
      locales.map(async (locale) => {
        const res = await t.payload.find({ collection: 'property-types', locale, sort: 'showOrder', limit: 1 })
        return String(res.docs[0]?.name)
      }),
    )
    expect(new Set(titles).size).toBeGreaterThan(1)
    const pages = await Promise.all(
      locales.map(async (locale) => {
        const res = await t.payload.find({ collection: 'menu-pages', locale, where: { key: { equals: 'for-sale' } } })
        return { title: String(res.docs[0]?.title), path: res.docs[0]?.path }
      }),
    )
    expect(new Set(pages.map((p) => p.title)).size).toBe(4)
    locales.forEach((l, i) => expect(pages[i].path).toBe(builtInPaths['for-sale'][l]))
  })

  it('has sale and rent, sold, rented, starting-from and Luxembourg properties', async () => {
    const count = async (where: object) =>
      (await t.payload.count({ collection: 'properties', where: where as never })).totalDocs
    expect(await count({ goal: { equals: 'sale' } })).toBeGreaterThan(10)
    expect(await count({ goal: { equals: 'rent' } })).toBeGreaterThan(5)
    expect(await count({ marquee: { equals: '3' } })).toBeGreaterThan(0)
    expect(await count({ marquee: { equals: '4' } })).toBeGreaterThan(0)
    expect(await count({ priceUnit: { equals: '7' } })).toBeGreaterThan(0)
    const lux = await t.payload.find({ collection: 'cities', where: { country: { equals: '50' } } })
    expect(lux.totalDocs).toBeGreaterThan(0)
    expect(await count({ city: { in: lux.docs.map((c) => c.id) } })).toBeGreaterThan(0)
  })

  it('has an unpublished menu page and published menu pages with their modules', async () => {
    const jobs = await t.payload.find({ collection: 'menu-pages', where: { key: { equals: 'jobs' } } })
    expect(jobs.docs[0]?._status).toBe('draft')
    const home = await t.payload.find({ collection: 'menu-pages', where: { key: { equals: 'home' } }, depth: 0 })
    const list = (home.docs[0]?.modules ?? []).find((m) => m.blockType === 'propertyList')
    expect(list && 'maxItems' in list ? list.maxItems : undefined).toBe(4)
  })

  it('has a sample agency that takes visits requested, never on Sundays or public holidays', async () => {
    const slots = await t.payload.findGlobal({ slug: 'appointment-slots', depth: 0 })
    expect([slots.closedWeekdays, slots.closedOnPublicHolidays, slots.confirmation]).toEqual([
      ['sun'],
      true,
      'requested',
    ])
  })

  it('lets the sample staff log in', async () => {
    const { email, password } = sampleStaff[0]
    const res = await t.payload.login({ collection: 'users', data: { email, password } })
    expect(res.user?.email).toBe(email)
    expect(res.token).toBeTruthy()
  })

  it('lets the sample owner log in, with two properties that have a history in the portal', async () => {
    const res = await t.payload.login({
      collection: 'owners',
      data: { email: 'owner@vitrine.example', password: 'vitrine-demo-2026' },
    })
    const owner = await t.payload.findByID({ collection: 'owners', id: res.user!.id, depth: 1, overrideAccess: true })
    const owned = (owner.properties ?? []).map((p) => (typeof p === 'object' ? p.reference : p))
    expect(owned).toEqual(['VT-1001', 'VT-1002'])
    const first = (owner.properties ?? [])[0]
    const property = typeof first === 'object' ? first.id : first
    const counted = async (collection: 'visits' | 'publications' | 'property-documents') =>
      (await t.payload.count({ collection, where: { property: { equals: property } }, overrideAccess: true })).totalDocs
    expect(await counted('visits')).toBe(4)
    expect(await counted('publications')).toBe(3)
    expect(await counted('property-documents')).toBe(1)
    const enquiries = await t.payload.find({
      collection: 'leads',
      where: { property: { equals: property } },
      depth: 0,
      overrideAccess: true,
    })
    expect(enquiries.totalDocs).toBe(7)
    // Spread over the last four weeks, so the portal's 30-day chart shows them.
    const oldest = Math.min(...enquiries.docs.map((d) => Date.parse(d.createdAt)))
    expect(Date.now() - oldest).toBeGreaterThan(20 * 86_400_000)
    expect(Date.now() - oldest).toBeLessThan(30 * 86_400_000)
    const { rows } = await t.payload.db.pool.query<{ days: string; views: string }>(
      'SELECT count(*) AS days, sum(views) AS views FROM page_views WHERE property_id = $1',
      [property],
    )
    expect(Number(rows[0]!.days)).toBe(60)
    expect(Number(rows[0]!.views)).toBeGreaterThan(60 * 9)
  })

  it('does not seed twice', async () => {
    const again = await prepareDatabase(t.payload)
    expect(again.seeded).toBe(false)
    expect((await t.payload.count({ collection: 'properties' })).totalDocs).toBe(t.prepared.report?.properties)
  })
})

describe('the database under parallel load', () => {
  // pglite-socket has returned another connection's rows under concurrency, without an error: every
  // answer is checked against what was asked.
  it('answers many parallel reads and writes each with its own rows', async () => {
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.payload.create({ collection: 'categories', data: { name: `Parallel ${i}`, webId: 1000 + i }, locale: 'en' }),
      ),
    )
    const [byId, byQuery] = await Promise.all([
      Promise.all(created.map((doc) => t.payload.findByID({ collection: 'categories', id: doc.id, locale: 'en' }))),
      Promise.all(
        created.map((doc) =>
          t.payload.find({ collection: 'categories', where: { webId: { equals: doc.webId } }, locale: 'en' }),
        ),
      ),
    ])
    created.forEach((doc, i) => {
      expect(byId[i].name).toBe(doc.name)
      expect(byQuery[i].docs.map((d) => d.name)).toEqual([doc.name])
    })
  })
})
