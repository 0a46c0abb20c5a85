import type { Locale } from '@/i18n/locales'
import type { Target } from '@/i18n/routes'
import { languageAlternates, type Hrefs } from './site-urls'

/*
 * What search engines may index and follow, which URL of a list is canonical, and which pages
 * the sitemap lists. Pure rules, unit-tested (indexing.test.ts).
 */

/** What a list page's query makes of it, for search engines. */
export interface ListVariant {
  /** Filters, a sort other than the default or the map view: a variant of the list, not a page of its own. */
  filtered: boolean
  page: number
}

/**
 * What is appended to the list URL for its canonical and alternates. Following Google's advice
 * on paginated and faceted lists: page 2 and later are pages of their own (self-canonical,
 * `?page=n`); a filtered, re-sorted or map variant points at the plain list and is kept out of
 * the index (see `robotsFor`).
 */
export function listCanonicalSuffix(variant: ListVariant): string {
  return !variant.filtered && variant.page > 1 ? `?page=${variant.page}` : ''
}

export interface RobotsInput {
  target: Target
  preview: boolean
  /** The menu page's 'isActiveSEO' switch (menu pages only; undefined counts as on). */
  isActiveSEO?: boolean | null
  list?: ListVariant
}

/** Page keys that are never indexed: the owners' portal, a visitor's shortlist. */
const privatePageKeys = new Set(['login', 'shortlist'])

/**
 * Whether search engines may index the page and follow its links; null means the default
 * (index, follow), so no tag is written. Previews, thank-you pages, the portal and pages whose
 * SEO switch is off are neither indexed nor followed; list variants are followed, not indexed.
 */
export function robotsFor(input: RobotsInput): { index: boolean; follow: boolean } | null {
  const { target } = input
  if (input.preview || target.kind === 'feedback') return { index: false, follow: false }
  // A form about a property adds nothing to the property page: its links (back to it) count.
  if (target.kind === 'property-form') return { index: false, follow: true }
  if (target.kind === 'page') {
    if (privatePageKeys.has(target.key) || input.isActiveSEO === false) return { index: false, follow: false }
    if (input.list?.filtered) return { index: false, follow: true }
  }
  return null
}

/** Whether a menu page belongs in the sitemap. */
export function inSitemap(page: {
  key: string
  status?: string | null
  isActiveSEO?: boolean | null
  type?: string | null
}) {
  return (
    page.status === 'published' &&
    page.isActiveSEO !== false &&
    page.type !== 'redirect' &&
    !privatePageKeys.has(page.key)
  )
}

/** One sitemap entry per language of a page, each listing all languages as alternates. */
export interface SitemapEntry {
  url: string
  lastModified?: string
  alternates: { languages: Record<string, string> }
}

export function sitemapEntries(
  hrefs: Hrefs,
  enabled: readonly Locale[],
  defaultLocale: Locale,
  siteUrl: string,
  lastModified?: string | null,
): SitemapEntry[] {
  const languages = languageAlternates(hrefs, enabled, defaultLocale, siteUrl)
  return enabled
    .filter((l) => languages[l])
    .map((l) => ({
      url: languages[l],
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }))
}
