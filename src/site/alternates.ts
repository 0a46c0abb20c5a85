import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { Alternates } from '@/ui/page/types'
import type { ListQuery } from '@/domain/list-params'
import { withListQuery } from '@/domain/list-url'
import { canonicalPathsOf } from './canonical'
import { previewHref } from '../platform/routing/canonical-url'
import { getLanguageSettings } from '../platform/routing/queries'
import type { Resolution } from '../platform/routing/resolve-path'

/**
 * The requested page in every enabled language: the hreflang alternates (features/seo) and the
 * language switcher's links (ui/shell) are both this, so the switcher leads straight to
 * the page it names. In the staff preview the links stay in the preview.
 */
export async function alternatesOf(table: RouteTable, locale: Locale, resolution: Resolution): Promise<Alternates> {
  const [{ enabled }, pathIn] = await Promise.all([getLanguageSettings(), canonicalPathsOf(table, locale, resolution)])
  const hrefs = await Promise.all(enabled.map(pathIn))
  const out: Alternates = {}
  enabled.forEach((l, i) => {
    const href = hrefs[i]
    if (href) out[l] = resolution.preview ? previewHref(href) : href
  })
  return out
}

/**
 * The language switcher's links of a list page: its alternates with the list's query (filters,
 * sort, page, view), read from the path segment the proxy folded it into, so the page (cached per
 * query) knows it without JavaScript. A city's name matches in every language (domain/city-match).
 */
export function switchAlternates(alternates: Alternates, listQuery: ListQuery | undefined): Alternates {
  if (!listQuery) return alternates
  return Object.fromEntries(
    Object.entries(alternates).map(([l, href]) => [l, href && withListQuery(href, listQuery)]),
  ) as Alternates
}
