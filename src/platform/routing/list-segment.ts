/**
 * The list query segment (the `_q` segment). The proxy folds a list's filters, sort and page
 * (`?city=Gent|9000&page=2`) into one extra path segment, so every filtered list is a cached
 * page of its own and no page reads the query string; the resolver reads it back. Both sides
 * use this codec and nothing else decodes the segment.
 */
import { listQueryToSearch, parseListQuery, type ListQuery } from '@/domain/list-params'

const PREFIX = '_q'

/** The segment holding the normalized query; undefined when the query is all defaults. */
export function encodeListSegment(search: URLSearchParams): string | undefined {
  const normalized = listQueryToSearch(parseListQuery(search)).toString()
  if (!normalized) return undefined
  return PREFIX + Buffer.from(normalized, 'utf8').toString('base64url')
}

export function isListSegment(segment: string): boolean {
  return segment.startsWith(PREFIX) && /^[A-Za-z0-9_-]+$/.test(segment)
}

/** The query a segment holds; the defaults when it holds nothing readable. */
export function decodeListSegment(segment: string): ListQuery {
  if (!isListSegment(segment)) return parseListQuery({})
  try {
    return parseListQuery(new URLSearchParams(Buffer.from(segment.slice(PREFIX.length), 'base64url').toString('utf8')))
  } catch {
    return parseListQuery({})
  }
}
