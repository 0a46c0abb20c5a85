import type { Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { startTestDatabase, type TestDatabase } from './setup'

let t: TestDatabase
// Imported once the test database is up: the Payload config reads DATABASE_URL when loaded.
let getFacets: typeof import('@/features/listings/facets').getFacets

beforeAll(async () => {
  t = await startTestDatabase()
  ;({ getFacets } = await import('@/features/listings/facets'))
})
afterAll(async () => {
  await t?.close()
})

const published: Where = { published: { equals: true } }
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
    await t.payload.update({ collection: 'properties', id: one.id, data: { published: false } })
    const after = (await getFacets('fr')).totals
    await t.payload.update({ collection: 'properties', id: one.id, data: { published: true } })
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
