import { FIRST_SIGHT_SEGMENT } from '@/platform/routing/first-sight-segment'
/**
 * Whether a 404's path is a property URL ('does not exist or is sold' instead of the generic
 * text). The 404 page cannot read the request on a cached page, so the browser-side pathname
 * is matched against the route table's prefixes: `/{locale}/{property}/{id}/` and
 * `/{locale}/{sale|rent}/{city}/{title}/{id}/`, in any language's spelling, as resolve() does.
 */
export interface PropertyPrefixes {
  /** Every spelling of the property detail prefix ('pand', 'bien', 'property' …). */
  property: string[]
  /** Every spelling of the sale and rent list paths. */
  lists: string[]
}

const ID = /^[1-9][0-9]{0,9}$/

export function isPropertyPath(pathname: string, prefixes: PropertyPrefixes): boolean {
  let segments: string[]
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).toLowerCase())
  } catch {
    return false
  }
  // Drop the language and a 'preview' segment, as the route table does, and the segment of the
  // per-request page route, which the server renders under (src/platform/routing/first-sight.ts).
  const [, ...rest] = segments
  const parts = rest.filter((s) => s !== 'preview' && s !== FIRST_SIGHT_SEGMENT)
  const has = (list: string[], s: string | undefined) => s !== undefined && list.some((p) => p.toLowerCase() === s)
  if (parts.length === 2) return has(prefixes.property, parts[0]) && ID.test(parts[1])
  if (parts.length === 4) return has(prefixes.lists, parts[0]) && ID.test(parts[3])
  return false
}
