import type { ListQuery } from '@/domain/list-params'
import type { Locale } from '@/i18n/locales'
import type { Match, RouteTable } from '@/i18n/routes'
import { decodeListSegment, isListSegment } from './list-segment'

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
  const last = segments[segments.length - 1]
  const listSegment = last !== undefined && isListSegment(last) ? last : undefined
  const match = table.resolve(locale, listSegment ? segments.slice(0, -1) : segments)
  if (!match) return null
  const resolution: Resolution = { ...match, preview: mode === 'preview' }
  if (listSegment && match.target.kind === 'page') resolution.listQuery = decodeListSegment(listSegment)
  return resolution
}
