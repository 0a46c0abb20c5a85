import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import { firstFilled } from './empty'
import type { SeoImage } from './share-image'
import { absoluteUrl, languageAlternates, type Hrefs } from './site-urls'

/*
 * A page's metadata for search engines and link previews, from what the page knows: title,
 * description, canonical, alternates, Open Graph, Twitter and robots. Pure (the `next` import is
 * the result's type only), unit-tested (page-metadata.test.ts).
 */

/** Open Graph locales (language_TERRITORY); the site is Belgian, English is British. */
const ogLocales: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_DE' }

export function ogLocale(locale: Locale): string {
  return ogLocales[locale]
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

/** The page's metadata for Next: title, description, canonical, alternates, Open Graph, Twitter, robots. */
export function composeMetadata(input: MetadataInput): Metadata {
  const { siteUrl, locale, enabled, suffix = '' } = input
  const own = input.hrefs[locale]
  const canonical = own ? absoluteUrl(siteUrl, own) + suffix : undefined
  const languages = languageAlternates(input.hrefs, enabled, input.defaultLocale, siteUrl, suffix)
  const title = input.title
  const description = firstFilled(input.description)
  const ogTitle = firstFilled(input.ogTitle, title) as string
  const ogDescription = firstFilled(input.ogDescription, description)
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
      title: firstFilled(input.twitterTitle, ogTitle),
      description: firstFilled(input.twitterDescription, ogDescription),
      images: imageUrl ? [{ url: imageUrl, alt: image?.alt || ogTitle }] : undefined,
    },
    robots: input.robots ?? undefined,
  }
}
