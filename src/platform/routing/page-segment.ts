/**
 * The page parameter segment (the `_p` segment): the proxy folds a page's own parameters
 * (domain/page-params.ts: the shortlist's ids, an alert's goal) into one extra path segment, as
 * it does a list's (list-segment.ts); the resolver reads it back. Both sides use this codec.
 */
import { parsePageParams, pageParamsToSearch, type PageParams } from '@/domain/page-params'

const PREFIX = '_p'

/** The segment holding the parameters in their normal form. */
export function encodePageSegment(params: PageParams): string {
  const search = pageParamsToSearch(params)
  if (params.idsRejected) search.set('bad', '1')
  return PREFIX + Buffer.from(search.toString(), 'utf8').toString('base64url')
}

export function isPageSegment(segment: string): boolean {
  return segment.startsWith(PREFIX) && /^[A-Za-z0-9_-]+$/.test(segment)
}

/** The parameters a segment holds; none when it holds nothing readable. */
export function decodePageSegment(segment: string): PageParams {
  if (!isPageSegment(segment)) return {}
  try {
    const search = new URLSearchParams(Buffer.from(segment.slice(PREFIX.length), 'base64url').toString('utf8'))
    const params = parsePageParams(search) ?? {}
    if (search.get('bad') === '1' && params.ids) params.idsRejected = true
    return params
  } catch {
    return {}
  }
}
