import type { ListVariant } from '@/domain/indexing'
import { defaultSort, type ListQuery } from '@/domain/list-params'

/** What a list page's query makes of it for search engines (canonical and robots: domain/indexing.ts). */
export function listVariant(query: ListQuery | undefined): ListVariant {
  if (!query) return { filtered: false, page: 1 }
  const filtered =
    !!query.city ||
    query.type !== undefined ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.bedrooms !== undefined ||
    query.sort !== defaultSort ||
    query.view === 'map'
  return { filtered, page: query.page }
}
