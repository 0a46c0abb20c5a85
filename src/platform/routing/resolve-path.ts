import type { ListQuery } from '@/domain/list-params'
import type { Locale } from '@/i18n/locales'
import type { Match, RouteTable } from '@/i18n/routes'
import type { PageParams } from '@/domain/page-params'
import { decodeListSegment, isListSegment } from './list-segment'
import { decodePageSegment, isPageSegment } from './page-segment'

/**
 * How a page is asked for. 'public': the cached site, published documents only. 'preview': the
 * staff preview route, drafts and unpublished documents included; only that route asks for it,
 * and only staff get it (site/resolve.ts checks the login). A 'preview' segment in a
 * public URL means nothing.
 */
export type Mode = 'public' | 'preview'

/** What a URL asks for, as the pages use it. */
export interface Resolution extends Match {
  /** Staff preview: drafts show, and the URL staff opened is never redirected. */
  preview: boolean
  /** The list filters, sort and page the proxy folded into the path (list pages only). */
  listQuery?: ListQuery
  /** The page's own parameters the proxy folded into the path (shortlist ids, an alert's goal; page targets only). */
  pageParams?: PageParams
}

/** A request resolved: its language, the route table and what its path asks for. */
export interface ResolvedRequest {
  locale: Locale
  table: RouteTable
  resolution: Resolution
}

/**
 * The path (segments after the language) resolved through the table; null for a 404. A list
 * segment at the end is read on page targets and ignored on others, so a link shared with
 * `?page=2` still opens a detail page.
 */
export function resolvePath(table: RouteTable, locale: Locale, segments: string[], mode: Mode): Resolution | null {
  let rest = segments
  const last = rest[rest.length - 1]
  const listSegment = last !== undefined && isListSegment(last) ? last : undefined
  if (listSegment) rest = rest.slice(0, -1)
  // The page parameter segment comes before the list's (the proxy's order).
  const before = rest[rest.length - 1]
  const pageSegment = before !== undefined && isPageSegment(before) ? before : undefined
  if (pageSegment) rest = rest.slice(0, -1)
  const match = table.resolve(locale, rest)
  if (!match) return null
  const resolution: Resolution = { ...match, preview: mode === 'preview' }
  if (listSegment && match.target.kind === 'page') resolution.listQuery = decodeListSegment(listSegment)
  if (pageSegment && match.target.kind === 'page') resolution.pageParams = decodePageSegment(pageSegment)
  return resolution
}
