import 'server-only'
import { unstable_cache } from 'next/cache'
import { tags } from '@/features/cache/tags'
import { payload } from '@/payload/local-api'
import type { KnownFilters } from './params'
import { getCityNames } from './queries'

/** Every city (names in all languages) and property type id, for the proxy's filter check. */
export const getKnownFilters = unstable_cache(
  async (): Promise<KnownFilters> => {
    const p = await payload()
    const [cities, types] = await Promise.all([
      getCityNames(),
      p.find({ collection: 'property-types', depth: 0, pagination: false, limit: 0, select: {} }),
    ])
    return { cities, types: types.docs.map((t) => t.id) }
  },
  ['list-known-filters'],
  { tags: [tags.cities, tags.propertyTypes] },
)
