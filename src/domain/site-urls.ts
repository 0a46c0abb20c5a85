import { defaultLocale, locales, type Locale } from '@/i18n/locales'

/*
 * Absolute URLs of the site's pages and their language alternates (canonical links, hreflang,
 * sitemap). Pure: the pages' site-relative URLs come in from the route table.
 */

/** An absolute URL on the site; `siteUrl` has no trailing slash and may carry a base path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return siteUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`)
}

export type Hrefs = Partial<Record<Locale, string>>

/**
 * hreflang alternates: every enabled language that has the page, plus 'x-default' for the
 * default language (the page of the first enabled language that has it when the default does
 * not). Languages not enabled are left out even when a URL exists.
 */
export function languageAlternates(
  hrefs: Hrefs,
  enabled: readonly Locale[],
  defaultLocale: Locale,
  siteUrl: string,
  suffix = '',
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const l of enabled) {
    const href = hrefs[l]
    if (href) out[l] = absoluteUrl(siteUrl, href) + suffix
  }
  const fallback = out[defaultLocale] ?? enabled.map((l) => out[l]).find(Boolean)
  if (fallback) out['x-default'] = fallback
  return out
}

/** A field read with `locale: 'all'`: its value per language. */
export type Localized = Partial<Record<Locale, string | null>>

/**
 * A field read with `locale: 'all'`, checked: Payload's generated types describe one language's
 * value, so the object is read here, keeping only known languages with text.
 */
export function localizedOf(value: unknown): Partial<Record<Locale, string>> {
  if (!value || typeof value !== 'object') return {}
  const out: Partial<Record<Locale, string>> = {}
  for (const l of locales) {
    const v = (value as Record<string, unknown>)[l]
    if (typeof v === 'string') out[l] = v
  }
  return out
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * One language's value of a field read with `locale: 'all'`, falling back like Payload does
 * (to its default locale) so sitemap URLs match the pages' own canonical URLs.
 */
export function localizedValue(value: unknown, locale: Locale): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const v = value as Localized
  return trimmed(v[locale]) || trimmed(v[defaultLocale]) || locales.map((l) => trimmed(v[l])).find(Boolean) || ''
}
