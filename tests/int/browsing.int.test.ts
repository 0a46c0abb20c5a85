import type { Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { startTestDatabase, type TestDatabase } from './setup'

let t: TestDatabase
// Imported once the test database is up: the Payload config reads DATABASE_URL when loaded.
let getFacets: typeof import('@/features/listings/facets').getFacets
let getListPage: typeof import('@/features/listings/queries').getListPage
let search: typeof import('@/features/search/queries').search
let parseListQuery: typeof import('@/domain/list-params').parseListQuery

beforeAll(async () => {
  t = await startTestDatabase()
  ;({ getFacets } = await import('@/features/listings/facets'))
  ;({ getListPage } = await import('@/features/listings/queries'))
  ;({ search } = await import('@/features/search/queries'))
  ;({ parseListQuery } = await import('@/domain/list-params'))
})
afterAll(async () => {
  await t?.close()
})

const published: Where = { _status: { equals: 'published' } }
const count = async (where: Where) =>
  (await t.payload.count({ collection: 'properties', where: { and: [published, where] } })).totalDocs

describe('search facets: cities and types with their sale and rent counts', () => {
  it('count every published property once, per goal', async () => {
    const facets = await getFacets('nl')
    expect(facets.totals).toEqual({
      sale: await count({ goal: { equals: 'sale' } }),
      rent: await count({ goal: { equals: 'rent' } }),
    })
    const sum = (list: Array<{ sale: number; rent: number }>) => list.reduce((n, x) => n + x.sale + x.rent, 0)
    expect(sum(facets.cities)).toBe(facets.totals.sale + facets.totals.rent)
    expect(sum(facets.types)).toBe(facets.totals.sale + facets.totals.rent)
  })

  it('give each city the counts the database holds', async () => {
    const facets = await getFacets('fr')
    for (const city of facets.cities) {
      expect(city.sale, city.name).toBe(await count({ goal: { equals: 'sale' }, city: { equals: city.id } }))
      expect(city.rent, city.name).toBe(await count({ goal: { equals: 'rent' }, city: { equals: city.id } }))
    }
    // An unpublished property is not counted.
    const one = (await t.payload.find({ collection: 'properties', where: published, limit: 1, depth: 0 })).docs[0]
    const before = (await getFacets('fr')).totals
    await t.payload.update({ collection: 'properties', id: one.id, data: { _status: 'draft' } })
    const after = (await getFacets('fr')).totals
    await t.payload.update({ collection: 'properties', id: one.id, data: { _status: 'published' } })
    expect(after[one.goal]).toBe(before[one.goal] - 1)
  })

  it.each(locales)('name cities and types in %s, sorted for that language', async (locale) => {
    const { cities, types } = await getFacets(locale)
    expect(cities).toHaveLength(17)
    expect(types).toHaveLength(9)
    const names = cities.map((c) => c.name)
    expect(names).toEqual([...names].sort(new Intl.Collator(locale, { sensitivity: 'base' }).compare))
    expect(types.map((x) => x.showOrder)).toEqual([...types.map((x) => x.showOrder)].sort((a, b) => a - b))
  })
})

describe('property lists on the database', () => {
  it('filter by a city written in another language without accents, and count every match', async () => {
    // Liège is 'Luik' in Dutch: a French link followed on the Dutch site still finds it.
    const liege = (await getFacets('fr')).cities.find((c) => c.name === 'Liège')
    expect(liege, 'the sample agency has Liège').toBeTruthy()
    const page = await getListPage('sale', parseListQuery({ city: 'liege|' }), 'nl', 12)
    expect(page.total).toBe(liege!.sale)
    expect(page.cards.every((c) => c.cityName === 'Luik')).toBe(true)
  })

  it('sort by price over every page, and clamp a page beyond the last', async () => {
    const first = await getListPage('sale', parseListQuery({ sort: 'price-asc' }), 'en', 5)
    const all = [...first.cards]
    for (let n = 2; n <= first.pages; n++)
      all.push(...(await getListPage('sale', parseListQuery({ sort: 'price-asc', page: String(n) }), 'en', 5)).cards)
    expect(all).toHaveLength(first.total)
    expect(new Set(all.map((c) => c.id)).size).toBe(first.total)
    const shown = all.filter((c) => c.publishPrice && c.price).map((c) => c.price!)
    expect(shown).toEqual([...shown].sort((a, b) => a - b))
    const beyond = await getListPage('sale', parseListQuery({ page: '999' }), 'en', 5)
    expect(beyond.page).toBe(first.pages)
  })
})

describe('home search on the database', () => {
  it("finds a city by its name without accents ('liege' finds Liège) and a property by its id", async () => {
    const cities = (await search('fr', 'liege')).cities
    expect(cities.map((c) => c.name)).toContain('Liège')
    const one = (await t.payload.find({ collection: 'properties', where: published, limit: 1, depth: 0 })).docs[0]
    const found = await search('en', String(one.id))
    expect(found.properties.map((p) => p.reference)).toEqual([one.reference])
    // An id is matched exactly, not as a prefix or part of another.
    expect((await search('en', `${one.id}0000`)).properties).toEqual([])
  })

  it("finds a property by the reference a visitor reads on its page ('QX-7341', 'qx 7341', '7341')", async () => {
    const city = await t.payload.create({
      collection: 'cities',
      locale: 'en',
      data: { name: 'Referenceville', zip: '9971', country: '10' },
    })
    const type = await t.payload.create({
      collection: 'property-types',
      locale: 'en',
      data: { name: 'Reference house', webId: 1 },
    })
    const doc = await t.payload.create({
      collection: 'properties',
      locale: 'en',
      data: {
        title: 'Reference test house',
        reference: 'QX-7341',
        goal: 'sale',
        marquee: '1',
        type: type.id,
        city: city.id,
      },
    })
    try {
      for (const typed of ['QX-7341', 'qx 7341', 'qx7341', '7341']) {
        const rows = (await search('en', typed)).properties
        expect(
          rows.map((r) => r.reference),
          typed,
        ).toEqual(['QX-7341'])
        expect(rows[0]!.href, typed).toBe(`/en/for-sale/referenceville/reference-test-house/${doc.id}/`)
      }
      // Part of a reference is not the reference.
      expect((await search('en', 'QX-734')).properties).toEqual([])
      expect((await search('en', '734')).properties.map((r) => r.reference)).not.toContain('QX-7341')
      await t.payload.update({ collection: 'properties', id: doc.id, locale: 'en', data: { _status: 'draft' } })
      expect((await search('en', 'QX-7341')).properties).toEqual([])
    } finally {
      await t.payload.delete({ collection: 'properties', id: doc.id })
      await t.payload.delete({ collection: 'property-types', id: type.id })
      await t.payload.delete({ collection: 'cities', id: city.id })
    }
  })

  it('shows a property found by id in the language asked, with its first photo, and never an unpublished one', async () => {
    const withPhoto = { and: [published, { photos: { exists: true } }] } as Where
    const [doc] = (
      await t.payload.find({ collection: 'properties', where: withPhoto, limit: 1, depth: 1, locale: 'fr' })
    ).docs
    const [row] = (await search('fr', String(doc.id))).properties
    const photo = doc.photos?.[0]
    expect(typeof photo).toBe('object')
    const media = photo as Exclude<typeof photo, number | null | undefined>
    expect(row).toMatchObject({ id: doc.id, reference: doc.reference, title: doc.title })
    expect(row.image).toBe(media.sizes?.w100?.url ?? media.url)
    expect(row.href).toMatch(new RegExp(`^/fr/.+/${doc.id}/$`))

    await t.payload.update({ collection: 'properties', id: doc.id, data: { _status: 'draft' } })
    try {
      expect((await search('fr', String(doc.id))).properties).toEqual([])
    } finally {
      await t.payload.update({ collection: 'properties', id: doc.id, data: { _status: 'published' } })
    }
  })
})
