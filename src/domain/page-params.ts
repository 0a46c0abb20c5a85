/**
 * Query parameters a page reads besides a list's (domain/list-params.ts): the shortlist's `ids`
 * and the ones chosen for its comparison (`compare`), and the search alert form's `goal`. As with a list's, the proxy folds them into a path segment
 * (platform/routing/page-segment.ts), so no page reads the query string.
 */
import { idsParam, parseIds } from './shortlist'

export const pageParamKeys = ['ids', 'compare', 'goal'] as const

export interface PageParams {
  /** The shortlist's ids (`?ids=12,34`), read with `parseIds`; present even when empty. */
  ids?: number[]
  /** Some part of `ids` was not an id. */
  idsRejected?: boolean
  /** The ids chosen for the comparison (`&compare=12&compare=34`, as a form sends them); only with `ids`. */
  compare?: number[]
  /** A search alert's goal (`?goal=rent`). */
  goal?: 'sale' | 'rent'
}

/** The page parameters of a query; undefined when it has none. */
export function parsePageParams(search: URLSearchParams): PageParams | undefined {
  const out: PageParams = {}
  if (search.has('ids')) {
    const { ids, rejected } = parseIds(search.getAll('ids').join(','))
    out.ids = ids
    if (rejected) out.idsRejected = true
    const chosen = parseIds(search.getAll('compare').join(',')).ids
    if (chosen.length) out.compare = chosen
  }
  const goal = search.get('goal')
  if (goal === 'sale' || goal === 'rent') out.goal = goal
  return Object.keys(out).length ? out : undefined
}

/** The parameters as a query (`ids` first), in one normal form; a rejected part is not kept. */
export function pageParamsToSearch(params: PageParams | undefined): URLSearchParams {
  const out = new URLSearchParams()
  if (params?.ids) out.set('ids', idsParam(params.ids))
  if (params?.compare?.length) out.set('compare', idsParam(params.compare))
  if (params?.goal) out.set('goal', params.goal)
  return out
}
