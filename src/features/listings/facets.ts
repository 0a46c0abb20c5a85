import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import type { Payload } from 'payload'
import type { OfferedFor } from '@/domain/property-type'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'
import { facetCountsSql } from './facet-sql'
import { relationId } from '@/domain/relation'

export interface CountByGoal {
  sale: number
  rent: number
}

export interface CityFacet extends CountByGoal {
  id: number
  name: string
  zip: string
  /** '10' Belgium, '50' Luxembourg … (domain/countries.ts) */
  country: string
}

export interface TypeFacet extends CountByGoal {
  id: number
  webId: number
  name: string
  showOrder: number
  /** The type's Sale and Rent flags: which lists offer it. */
  offered: OfferedFor
}

export interface NeighbourhoodFacet extends CountByGoal {
  id: number
  name: string
  cityId: number | null
}

export interface Facets {
  cities: CityFacet[]
  types: TypeFacet[]
  /** In their back-office order; empty in the sample agency. */
  neighbourhoods: NeighbourhoodFacet[]
  totals: CountByGoal
}

// A type, not an interface: drizzle's `execute<Row>` wants a row with an index signature.
type CountRow = {
  goal: 'sale' | 'rent'
  city_id: number
  type_id: number
  neighbourhood_id: number | null
  n: number | string
}

/**
 * Cities, types and neighbourhoods with how many published properties each has for sale and for rent, in one
 * language (the types' and cities' counts). One grouped SQL query plus the two small lists, cached
 * until a property, city or type changes: the home search panel and the list filters read it.
 */
export async function loadFacets(p: Payload, locale: Locale): Promise<Facets> {
  const [counts, cities, types, neighbourhoods] = await Promise.all([
    p.db.drizzle.execute<CountRow>(facetCountsSql()),
    p.find({ collection: 'cities', locale, depth: 0, pagination: false, limit: 0 }),
    p.find({ collection: 'property-types', locale, depth: 0, pagination: false, limit: 0, sort: 'showOrder' }),
    p.find({ collection: 'neighbourhoods', locale, depth: 0, pagination: false, limit: 0, sort: 'sort' }),
  ])
  const byCity = new Map<number, CountByGoal>()
  const byType = new Map<number, CountByGoal>()
  const byNeighbourhood = new Map<number, CountByGoal>()
  const totals: CountByGoal = { sale: 0, rent: 0 }
  const add = (map: Map<number, CountByGoal>, id: number, goal: 'sale' | 'rent', n: number) => {
    const entry = map.get(id) ?? { sale: 0, rent: 0 }
    entry[goal] += n
    map.set(id, entry)
  }
  for (const row of counts.rows) {
    const n = Number(row.n)
    const goal = row.goal === 'rent' ? 'rent' : 'sale'
    add(byCity, Number(row.city_id), goal, n)
    add(byType, Number(row.type_id), goal, n)
    if (row.neighbourhood_id !== null) add(byNeighbourhood, Number(row.neighbourhood_id), goal, n)
    totals[goal] += n
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return {
    cities: cities.docs
      .map((c) => ({
        id: c.id,
        name: String(c.name ?? ''),
        zip: String(c.zip ?? ''),
        country: String(c.country ?? '10'),
        ...(byCity.get(c.id) ?? { sale: 0, rent: 0 }),
      }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.zip.localeCompare(b.zip)),
    types: types.docs.map((t) => ({
      id: t.id,
      webId: Number(t.webId),
      name: String(t.name ?? ''),
      showOrder: Number(t.showOrder ?? 0),
      offered: { sale: t.sale !== false, rent: t.rent !== false },
      ...(byType.get(t.id) ?? { sale: 0, rent: 0 }),
    })),
    neighbourhoods: neighbourhoods.docs.map((x) => ({
      id: x.id,
      name: String(x.name ?? ''),
      cityId: relationId(x.city),
      ...(byNeighbourhood.get(x.id) ?? { sale: 0, rent: 0 }),
    })),
    totals,
  }
}

export const getFacets = cachedRead(
  async (locale: Locale): Promise<Facets> => loadFacets(await payload(), locale),
  ['listing-facets'],
  { tags: [tags.facets, tags.cities, tags.propertyTypes, tags.neighbourhoods] },
)
