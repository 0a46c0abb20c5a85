import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tagCache, type CachedRead } from '../support/next-cache'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * Editing one property in the back office refreshes the pages that show it and nothing else.
 * The cached reads run against a tag cache that behaves as Next's (tests/support/next-cache.ts):
 * Payload's hooks expire tags on it, and a page "is served from the cache" when every read it
 * makes is answered by the cache.
 */

let t: TestDatabase
let q: {
  getPropertyDetail: typeof import('@/features/property/queries').getPropertyDetail
  getPropertyRoute: typeof import('@/features/property/route').getPropertyRoute
  getListPage: typeof import('@/features/listings/queries').getListPage
  parseListQuery: typeof import('@/domain/list-params').parseListQuery
}

const ids = { north: 0, south: 0, type: 0, edited: 0, unrelated: 0 }

beforeAll(async () => {
  t = await startTestDatabase()
  q = {
    ...(await import('@/features/property/queries')),
    ...(await import('@/features/property/route')),
    ...(await import('@/features/listings/queries')),
    ...(await import('@/domain/list-params')),
  }
  const create = async (collection: 'cities' | 'property-types' | 'properties', data: Record<string, unknown>) =>
    (await t.payload.create({ collection, data: data as never, locale: 'en' })).id
  ids.north = await create('cities', { name: 'Tagham North', zip: '9101', country: '10' })
  ids.south = await create('cities', { name: 'Tagham South', zip: '9102', country: '10' })
  ids.type = await create('property-types', { name: 'Tag house', webId: 1 })
  const property = (title: string, reference: string, city: number, price: number) =>
    create('properties', { title, reference, goal: 'sale', type: ids.type, city, price, _status: 'published' })
  ids.edited = await property('Edited villa', 'VT-TAG-1', ids.north, 310_000)
  ids.unrelated = await property('Unrelated cottage', 'VT-TAG-2', ids.south, 220_000)
  tagCache.enable()
})
afterAll(async () => {
  await t?.close()
})

/** The cached reads of a property page: what it shows (its SEO tags too) and its URL. */
const propertyPage = (id: number) =>
  tagCache.readsOf(() => Promise.all([q.getPropertyDetail(id, 'en'), q.getPropertyRoute(id, 'en')]))

/** The cached reads of the list of properties for sale in a city, and what it shows. */
async function listPage(city: string) {
  let titles: string[] = []
  const reads = await tagCache.readsOf(async () => {
    const page = await q.getListPage('sale', q.parseListQuery({ city }), 'en', 12)
    titles = page.cards.map((c) => `${c.title} ${c.price}`)
  })
  return { reads, titles }
}

const tagsOf = (reads: CachedRead[]) => new Set(reads.flatMap((r) => r.tags))
const fromCache = (reads: CachedRead[]) => reads.length > 0 && reads.every((r) => r.hit)
const expired = (reads: CachedRead[]) => [...tagsOf(reads)].filter((tag) => tagCache.revalidated.includes(tag))

describe('an edit of one property refreshes its page and its lists, not the rest', () => {
  it('a price change expires its page and the lists it is in; the unrelated property stays cached', async () => {
    // Rendered before the change, as a visitor would have.
    await propertyPage(ids.edited)
    await propertyPage(ids.unrelated)
    expect((await listPage('Tagham North|9101')).titles).toEqual(['Edited villa 310000'])
    expect((await listPage('Tagham South|9102')).titles).toEqual(['Unrelated cottage 220000'])
    tagCache.revalidated.length = 0

    await t.payload.update({ collection: 'properties', id: ids.edited, data: { price: 325_000 }, locale: 'en' })

    // Exactly: its own tag, the sale lists of all cities and of its city, the sitemap's last change.
    expect([...new Set(tagCache.revalidated)].sort()).toEqual(
      [`property:${ids.edited}`, 'list:sale', `list:sale:city:${ids.north}`, 'sitemap'].sort(),
    )

    const edited = await propertyPage(ids.edited)
    expect(fromCache(edited)).toBe(false)
    expect(expired(edited)).toContain(`property:${ids.edited}`)
    expect((await q.getPropertyDetail(ids.edited, 'en'))?.price).toBe(325_000)

    const unrelated = await propertyPage(ids.unrelated)
    expect(expired(unrelated)).toEqual([])
    expect(fromCache(unrelated)).toBe(true)

    const north = await listPage('Tagham North|9101')
    expect(north.titles).toEqual(['Edited villa 325000'])
    expect(expired(north.reads)).toEqual(expect.arrayContaining([`list:sale:city:${ids.north}`]))
    // The other city's list does not show the edited property: still the cached one.
    const south = await listPage('Tagham South|9102')
    expect(fromCache(south.reads)).toBe(true)
    expect(south.titles).toEqual(['Unrelated cottage 220000'])
  })

  it('moving a property to another city refreshes both cities’ lists', async () => {
    await listPage('Tagham North|9101')
    await listPage('Tagham South|9102')
    await propertyPage(ids.unrelated)
    tagCache.revalidated.length = 0

    await t.payload.update({ collection: 'properties', id: ids.edited, data: { city: ids.south }, locale: 'en' })

    expect(tagCache.revalidated).toEqual(
      expect.arrayContaining([
        `property:${ids.edited}`,
        `list:sale:city:${ids.north}`,
        `list:sale:city:${ids.south}`,
        // The counts per city changed too (home totals, filters, search panel).
        'facets',
      ]),
    )
    expect(tagCache.revalidated).not.toContain(`property:${ids.unrelated}`)

    const north = await listPage('Tagham North|9101')
    expect(fromCache(north.reads)).toBe(false)
    expect(north.titles).toEqual([])
    const south = await listPage('Tagham South|9102')
    expect(fromCache(south.reads)).toBe(false)
    expect(south.titles.sort()).toEqual(['Edited villa 325000', 'Unrelated cottage 220000'])
    expect(fromCache(await propertyPage(ids.unrelated))).toBe(true)
  })

  it('trashing a property refreshes its page and its lists', async () => {
    await propertyPage(ids.edited)
    await listPage('Tagham South|9102')
    tagCache.revalidated.length = 0

    await t.payload.update({
      collection: 'properties',
      id: ids.edited,
      data: { deletedAt: new Date().toISOString() },
      locale: 'en',
    })

    expect(tagCache.revalidated).toEqual(
      expect.arrayContaining([`property:${ids.edited}`, 'list:sale', `list:sale:city:${ids.south}`, 'facets']),
    )
    expect(await q.getPropertyDetail(ids.edited, 'en')).toBeNull()
    expect((await listPage('Tagham South|9102')).titles).toEqual(['Unrelated cottage 220000'])
  })
})

describe('what a first render reads', () => {
  it('the URL of a property in every language is one read, answered from the cache for the other languages', async () => {
    await t.payload.update({
      collection: 'properties',
      id: ids.unrelated,
      data: { title: 'Ongerelateerd huisje' },
      locale: 'nl',
    })
    const first = await tagCache.readsOf(() => q.getPropertyRoute(ids.unrelated, 'nl'))
    const others = await tagCache.readsOf(() =>
      Promise.all([
        q.getPropertyRoute(ids.unrelated, 'fr'),
        q.getPropertyRoute(ids.unrelated, 'en'),
        q.getPropertyRoute(ids.unrelated, 'de'),
      ]),
    )
    expect(first.map((r) => r.hit)).toEqual([false])
    expect(others.map((r) => r.hit)).toEqual([true, true, true])
    // Each language its own title, falling back to the default language's where it has none.
    expect((await q.getPropertyRoute(ids.unrelated, 'en'))?.title).toBe('Unrelated cottage')
    expect((await q.getPropertyRoute(ids.unrelated, 'nl'))?.title).toBe('Ongerelateerd huisje')
    expect((await q.getPropertyRoute(ids.unrelated, 'de'))?.title).toBe('Ongerelateerd huisje')
    expect((await q.getPropertyRoute(ids.unrelated, 'en'))?.city).toBe('Tagham South')
  })
})
