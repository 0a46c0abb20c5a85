import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { payload } from '@/payload/local-api'
import type { KnownFilters } from '../../domain/list-params'
import { getCityNames } from './queries'

/** Every city (names in all languages), property type id and neighbourhood id, for the proxy's filter check. */
export const getKnownFilters = cachedRead(
  async (): Promise<KnownFilters> => {
    const p = await payload()
    const [cities, types, neighbourhoods] = await Promise.all([
      getCityNames(),
      p.find({ collection: 'property-types', depth: 0, pagination: false, limit: 0, select: {} }),
      p.find({ collection: 'neighbourhoods', depth: 0, pagination: false, limit: 0, select: {} }),
    ])
    return { cities, types: types.docs.map((t) => t.id), neighbourhoods: neighbourhoods.docs.map((n) => n.id) }
  },
  ['list-known-filters'],
  { tags: [tags.cities, tags.propertyTypes, tags.neighbourhoods] },
)
