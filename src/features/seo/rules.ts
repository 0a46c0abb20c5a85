import type { Metadata } from 'next'
import { defaultSort, type ListQuery } from '@/features/listings/params'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { Target } from '@/i18n/routes'

/*
 * The pure rules of the SEO tags: which URL is canonical, which languages are alternates, which
 * picture a page shares and whether search engines may index it. No data access here, so every
 * decision is unit-tested (rules.test.ts).
 */

/** Open Graph locales (language_TERRITORY); the site is Belgian, English is British. */
const ogLocales: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_DE' }

export function ogLocale(locale: Locale): string {
  return ogLocales[locale]
}

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

/** A picture to share: absolute or site-relative URL with its size when known. */
export interface SeoImage {
  url: string
  width?: number
  height?: number
  alt: string
}

interface MediaLike {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined>
}

/** Originals wider than this are too heavy to share; the 1360 px rendition is used instead. */
const MAX_SHARE_WIDTH = 2400
const SHARE_SIZE = 'w1360'

/**
 * The shared picture of a populated media document. Social crawlers handle JPEG and PNG best,
 * so a reasonably sized original wins; otherwise the 1360 px WebP rendition; null for an
 * unpopulated id or a document without a file.
 */
export function mediaImage(media: unknown): SeoImage | null {
  if (!media || typeof media !== 'object') return null
  const m = media as MediaLike
  const alt = (m.alt ?? '').trim()
  const classic = m.mimeType === 'image/jpeg' || m.mimeType === 'image/png'
  if (m.url && classic && (m.width ?? 0) <= MAX_SHARE_WIDTH) {
    return { url: m.url, width: m.width ?? undefined, height: m.height ?? undefined, alt }
  }
  const size = m.sizes?.[SHARE_SIZE]
  if (size?.url) return { url: size.url, width: size.width ?? undefined, height: size.height ?? undefined, alt }
  return m.url ? { url: m.url, width: m.width ?? undefined, height: m.height ?? undefined, alt } : null
}

/** The first picture that exists, in order of preference (own photo, page image, logo). */
export function pickImage(...candidates: Array<SeoImage | null | undefined>): SeoImage | null {
  return candidates.find((c): c is SeoImage => !!c && !!c.url) ?? null
}

/** What a list page's query makes of it, for search engines. */
export interface ListVariant {
  /** Filters, a sort other than the default or the map view: a variant of the list, not a page of its own. */
  filtered: boolean
  page: number
}

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

/** Page keys that are never indexed: the owners' portal. */
const privatePageKeys = new Set(['login'])

/**
 * Whether search engines may index the page and follow its links; null means the default
 * (index, follow), so no tag is written. Previews, thank-you pages, the portal and pages whose
 * SEO switch is off are neither indexed nor followed; list variants are followed, not indexed.
 */
export function robotsFor(input: RobotsInput): { index: boolean; follow: boolean } | null {
  const { target } = input
  if (input.preview || target.kind === 'feedback') return { index: false, follow: false }
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

export interface MetadataInput {
  siteUrl: string
  siteName: string
  locale: Locale
  enabled: readonly Locale[]
  defaultLocale: Locale
  /** The page's URL per language (route table hrefs, site-relative). */
  hrefs: Hrefs
  /** Appended to every URL (a list page's `?page=n`). */
  suffix?: string
  title: string
  description?: string
  ogTitle?: string
  ogDescription?: string
  twitterTitle?: string
  twitterDescription?: string
  image: SeoImage | null
  ogType: 'website' | 'article'
  robots: { index: boolean; follow: boolean } | null
}

const nonEmpty = (...values: Array<string | null | undefined>): string | undefined =>
  values.map((v) => (typeof v === 'string' ? v.trim() : '')).find((v) => v !== '')

/** The page's metadata for Next: title, description, canonical, alternates, Open Graph, Twitter, robots. */
export function composeMetadata(input: MetadataInput): Metadata {
  const { siteUrl, locale, enabled, suffix = '' } = input
  const own = input.hrefs[locale]
  const canonical = own ? absoluteUrl(siteUrl, own) + suffix : undefined
  const languages = languageAlternates(input.hrefs, enabled, input.defaultLocale, siteUrl, suffix)
  const title = input.title
  const description = nonEmpty(input.description)
  const ogTitle = nonEmpty(input.ogTitle, title) as string
  const ogDescription = nonEmpty(input.ogDescription, description)
  const image = input.image
  const imageUrl = image ? absoluteUrl(siteUrl, image.url) : undefined
  return {
    metadataBase: new URL(`${siteUrl.replace(/\/+$/, '')}/`),
    title: { absolute: title },
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: input.ogType,
      title: ogTitle,
      description: ogDescription,
      url: canonical,
      siteName: input.siteName || undefined,
      locale: ogLocale(locale),
      alternateLocale: enabled.filter((l) => l !== locale && input.hrefs[l]).map(ogLocale),
      images:
        image && imageUrl
          ? [{ url: imageUrl, width: image.width, height: image.height, alt: image.alt || ogTitle }]
          : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title: nonEmpty(input.twitterTitle, ogTitle),
      description: nonEmpty(input.twitterDescription, ogDescription),
      images: imageUrl ? [{ url: imageUrl, alt: image?.alt || ogTitle }] : undefined,
    },
    robots: input.robots ?? undefined,
  }
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

/** schema.org PostalAddress from the settings' free address text ('street\nzip city\ncountry'). */
export interface PostalAddress {
  '@type': 'PostalAddress'
  streetAddress?: string
  postalCode?: string
  addressLocality?: string
  addressCountry?: string
}

const countryCodes: Record<string, string> = {
  belgie: 'BE',
  belgique: 'BE',
  belgium: 'BE',
  belgien: 'BE',
  luxemburg: 'LU',
  luxembourg: 'LU',
  nederland: 'NL',
  'pays-bas': 'NL',
  netherlands: 'NL',
  niederlande: 'NL',
  frankrijk: 'FR',
  france: 'FR',
  frankreich: 'FR',
  duitsland: 'DE',
  allemagne: 'DE',
  germany: 'DE',
  deutschland: 'DE',
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

export function postalAddress(text: string | null | undefined): PostalAddress | null {
  const lines = (text ?? '')
    .split(/\r?\n|,/)
    .map((l) => l.trim())
    .filter(Boolean)
  if (!lines.length) return null
  const at = lines.findIndex((l) => /^(?:[A-Z]{1,2}-?)?\d{4,5}\s+\S/.test(l))
  if (at < 0) return { '@type': 'PostalAddress', streetAddress: lines.join(', ') }
  const [, zip, city] = /^((?:[A-Z]{1,2}-?)?\d{4,5})\s+(.+)$/.exec(lines[at]) as RegExpExecArray
  const street = lines.slice(0, at).join(', ')
  const country = lines.slice(at + 1).join(', ')
  // Belgian postcodes have four digits: with no country line the agency is Belgian.
  const code = country ? (countryCodes[fold(country)] ?? country) : /^\d{4}$/.test(zip) ? 'BE' : undefined
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    postalCode: zip,
    addressLocality: city,
    ...(code ? { addressCountry: code } : {}),
  }
}

export interface AgentInput {
  siteUrl: string
  homeHref: string
  name: string
  logo: SeoImage | null
  phone?: string | null
  email?: string | null
  address?: string | null
  areaServed: string[]
  sameAs: string[]
}

/** schema.org RealEstateAgent of the agency (the home page's JSON-LD); empty values are left out. */
export function agentJsonLd(input: AgentInput): Record<string, unknown> {
  const url = absoluteUrl(input.siteUrl, input.homeHref)
  const logo = input.logo ? absoluteUrl(input.siteUrl, input.logo.url) : undefined
  const address = postalAddress(input.address)
  const data: Record<string, unknown> = {
    '@type': 'RealEstateAgent',
    '@id': `${absoluteUrl(input.siteUrl, '/')}#agency`,
    name: input.name,
    url,
    logo,
    image: logo,
    telephone: nonEmpty(input.phone),
    email: nonEmpty(input.email),
    address: address ?? undefined,
    areaServed: input.areaServed.length ? input.areaServed.map((name) => ({ '@type': 'City', name })) : undefined,
    sameAs: input.sameAs.length ? input.sameAs : undefined,
  }
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined))
}

/** Links that identify the agency elsewhere (social profiles): absolute http(s) only, no duplicates. */
export function profileLinks(links: Array<string | null | undefined>): string[] {
  const out = new Set<string>()
  for (const link of links) {
    const l = (link ?? '').trim()
    if (/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(l)) out.add(l)
  }
  return [...out]
}
