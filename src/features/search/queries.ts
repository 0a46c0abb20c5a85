import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { getFacets, type CityFacet, type CountByGoal } from '@/features/listings/facets'
import { listQueryString, type ListQuery } from '@/domain/list-params'
import { getRouteTable } from '@/platform/routing/queries'
import { offersGoal, typeIcon, type OfferedFor } from '@/domain/property-type'
import { cleanDescription, SEARCH_DESCRIPTION_LIMIT } from '@/domain/text'
import { locales, type Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import { payload } from '@/payload/local-api'
import { matchCities, propertyLookupOf, type PropertyLookup } from './match'
import { MAX_PROPERTIES, propertiesNamedSql } from './sql'
import type { SearchFacetRow, SearchPropertyRow, SearchResult } from './types'

/**
 * The home search panel's data (docs/rules/listings.md#home-search-block). Types and cities come from the
 * cached facets (memory, no database); only a query that is a property id reads the database.
 */

function row(
  table: RouteTable,
  locale: Locale,
  facet: CountByGoal & { id: number; name: string; zip?: string; webId?: number; offered?: OfferedFor },
  filter: Partial<ListQuery>,
): SearchFacetRow {
  const link = (key: 'for-sale' | 'for-rent', count: number) => ({
    count,
    href: table.href({ kind: 'page', key }, locale) + listQueryString(filter),
  })
  const offered = facet.offered ?? { sale: true, rent: true }
  return {
    id: facet.id,
    name: facet.name,
    ...(facet.zip !== undefined ? { zip: facet.zip } : {}),
    ...(facet.webId !== undefined ? { icon: typeIcon(facet.webId) } : {}),
    ...(offersGoal(offered, 'sale') ? { sale: link('for-sale', facet.sale) } : {}),
    ...(offersGoal(offered, 'rent') ? { rent: link('for-rent', facet.rent) } : {}),
  }
}

/**
 * Cities with their names in every language, so 'Liège' also finds Luik on the Dutch site.
 * Cached as one entry (instead of reading the four languages' facets on every keystroke).
 */
const cityCandidates = cachedRead(
  async (locale: Locale): Promise<Array<CityFacet & { names: string[] }>> => {
    const all = await Promise.all(locales.map((l) => getFacets(l)))
    const names = new Map<number, Set<string>>()
    for (const facets of all) for (const c of facets.cities) names.set(c.id, (names.get(c.id) ?? new Set()).add(c.name))
    const own = all[locales.indexOf(locale)]
    return own.cities.map((c) => ({ ...c, names: [...(names.get(c.id) ?? [c.name])] }))
  },
  ['search-city-candidates'],
  { tags: [tags.facets, tags.cities, tags.propertyTypes] },
)

// A type, not an interface: drizzle's `execute<Row>` wants a row with an index signature.
type PropertyRowSql = {
  id: number
  reference: string
  goal: string
  title: string | null
  description: string | null
  city: string | null
  thumb: string | null
  original: string | null
}

/** Payload's address of an uploaded file (its `url` is computed on read, not stored). */
const mediaFileUrl = (filename: string) => `/api/media/file/${encodeURIComponent(filename)}`

/**
 * The published properties a query names by id or reference (see sql.ts). One indexed SQL
 * query: this runs on every typed character, and a Payload find with its relations costs
 * several round trips.
 */
async function propertiesNamed(
  lookup: PropertyLookup,
  locale: Locale,
  table: RouteTable,
): Promise<SearchPropertyRow[]> {
  // `db` is typed as the Postgres adapter by @payloadcms/db-postgres's declaration merging.
  const { db } = await payload()
  const result = await db.drizzle.execute<PropertyRowSql>(propertiesNamedSql(lookup, locale, MAX_PROPERTIES))
  return result.rows.map((doc) => propertyRow(doc, locale, table))
}

function propertyRow(doc: PropertyRowSql, locale: Locale, table: RouteTable): SearchPropertyRow {
  const title = doc.title ?? ''
  const image = doc.thumb ?? doc.original
  return {
    id: Number(doc.id),
    reference: doc.reference,
    title,
    description: cleanDescription(doc.description || title, SEARCH_DESCRIPTION_LIMIT),
    href: table.href(
      {
        kind: 'property',
        id: Number(doc.id),
        goal: doc.goal === 'rent' ? 'rent' : 'sale',
        city: doc.city ?? '',
        title,
      },
      locale,
    ),
    image: image ? mediaFileUrl(image) : null,
  }
}

export async function search(locale: Locale, q: string): Promise<SearchResult> {
  const table = await getRouteTable()
  if (!q) {
    const { types } = await getFacets(locale)
    return {
      types: types.filter((t) => offersGoal(t.offered, 'all')).map((t) => row(table, locale, t, { type: t.id })),
      cities: [],
      properties: [],
    }
  }
  const lookup = propertyLookupOf(q)
  const [cities, properties] = await Promise.all([
    cityCandidates(locale),
    lookup ? propertiesNamed(lookup, locale, table) : Promise.resolve([]),
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
    properties,
  }
}
