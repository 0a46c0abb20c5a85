import 'server-only'
import { getFacets, type CityFacet, type CountByGoal } from '@/features/listings/facets'
import { listQueryString, type ListQuery } from '@/features/listings/params'
import { getRouteTable } from '@/features/routing/queries'
import { cleanDescription, SEARCH_DESCRIPTION_LIMIT } from '@/domain/text'
import { locales, type Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import { payload } from '@/lib/payload'
import type { City, Media } from '@/payload/payload-types'
import { matchCities, propertyIdOf } from './match'
import type { SearchFacetRow, SearchPropertyRow, SearchResult } from './types'

/**
 * The home search panel's data (SPEC §2 "Home search block"). Types and cities come from the
 * cached facets (memory, no database); only a query that is a property id reads the database.
 */

function row(
  table: RouteTable,
  locale: Locale,
  facet: CountByGoal & { id: number; name: string; zip?: string },
  filter: Partial<ListQuery>,
): SearchFacetRow {
  const link = (key: 'for-sale' | 'for-rent', count: number) => ({
    count,
    href: table.href({ kind: 'page', key }, locale) + listQueryString(filter),
  })
  return {
    id: facet.id,
    name: facet.name,
    ...(facet.zip !== undefined ? { zip: facet.zip } : {}),
    sale: link('for-sale', facet.sale),
    rent: link('for-rent', facet.rent),
  }
}

/** Cities with their names in every language, so 'Liège' also finds Luik on the Dutch site. */
async function cityCandidates(locale: Locale): Promise<Array<CityFacet & { names: string[] }>> {
  const all = await Promise.all(locales.map((l) => getFacets(l)))
  const names = new Map<number, Set<string>>()
  for (const facets of all) for (const c of facets.cities) names.set(c.id, (names.get(c.id) ?? new Set()).add(c.name))
  const own = all[locales.indexOf(locale)]
  return own.cities.map((c) => ({ ...c, names: [c.name, ...(names.get(c.id) ?? [])] }))
}

async function propertyById(id: number, locale: Locale, table: RouteTable): Promise<SearchPropertyRow | null> {
  const p = await payload()
  const res = await p.find({
    collection: 'properties',
    where: { and: [{ id: { equals: id } }, { published: { equals: true } }] },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    select: { title: true, reference: true, description: true, goal: true, city: true, photos: true },
    populate: { media: { filename: true, url: true, sizes: true }, cities: { name: true } },
  })
  const doc = res.docs[0]
  if (!doc) return null
  const city = doc.city && typeof doc.city === 'object' ? (doc.city as City) : null
  const photo = (doc.photos ?? []).find((m): m is Media => !!m && typeof m === 'object')
  const title = String(doc.title ?? '')
  return {
    id: doc.id,
    reference: String(doc.reference ?? ''),
    title,
    description: cleanDescription(doc.description || title, SEARCH_DESCRIPTION_LIMIT),
    href: table.href(
      { kind: 'property', id: doc.id, goal: doc.goal === 'rent' ? 'rent' : 'sale', city: city?.name ?? '', title },
      locale,
    ),
    image: photo?.sizes?.w100?.url ?? photo?.url ?? null,
  }
}

export async function search(locale: Locale, q: string): Promise<SearchResult> {
  const table = await getRouteTable()
  if (!q) {
    const { types } = await getFacets(locale)
    return {
      types: types.map((t) => row(table, locale, t, { type: t.id })),
      cities: [],
      properties: [],
    }
  }
  const id = propertyIdOf(q)
  const [cities, property] = await Promise.all([
    cityCandidates(locale),
    id === null ? Promise.resolve(null) : propertyById(id, locale, table),
  ])
  return {
    types: [],
    cities: matchCities(cities, q).map((c) =>
      row(
        table,
        locale,
        { id: c.id, name: c.name, zip: c.zip, sale: c.sale, rent: c.rent },
        { city: `${c.name}|${c.zip}` },
      ),
    ),
    properties: property ? [property] : [],
  }
}
