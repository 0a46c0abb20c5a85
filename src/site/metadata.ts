import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'
import 'server-only'
import type { Metadata } from 'next'
import { alternatesOf } from '@/site/alternates'
import { notFoundMetadata } from '@/site/NotFoundView'
import { getPropertyRoute, loadPropertyRoute } from '@/features/property/route'
import { getLanguageSettings } from '@/platform/routing/queries'
import type { ResolvedRequest } from '@/platform/routing/resolve-path'
import type { Locale } from '@/i18n/locales'
import type { FeedbackSlug, Target } from '@/i18n/routes'
import { env } from '@/platform/env'
import {
  getArticleSeo,
  getProjectSeo,
  getSeoMenuPage,
  getSeoSettings,
  loadArticleSeo,
  loadDetailSeo,
  loadSeoMenuPage,
  type SeoDetail,
  type SeoSettings,
} from '../features/seo/queries'
import { getPropertyDetail } from '@/features/property/queries'
import { cleanDescription } from '@/domain/text'
import type { ImageFile } from '@/ui/media/image'
import { robotsFor, type ListVariant } from '@/domain/indexing'
import { composeMetadata, type MetadataInput } from '@/domain/page-metadata'
import { mediaImage, pickImage } from '@/domain/share-image'
import { listVariant } from '../domain/list-variant'

/** What a page of each kind contributes; the rest (URLs, languages, robots) is common. */
type PageSeo = Pick<
  MetadataInput,
  'title' | 'description' | 'ogTitle' | 'ogDescription' | 'twitterTitle' | 'twitterDescription' | 'image' | 'ogType'
> & { isActiveSEO?: boolean; list?: ListVariant }

type SeoT = NamespaceTranslator<'seo'>

interface Env {
  locale: Locale
  settings: SeoSettings
  t: SeoT
  /** The staff preview: title and description come from the newest draft, read uncached. */
  preview: boolean
}

async function menuPageSeo(ctx: ResolvedRequest, key: string, e: Env): Promise<PageSeo | null> {
  const { locale, settings, t } = e
  const page = e.preview ? await loadSeoMenuPage(key, locale, true) : await getSeoMenuPage(key, locale)
  if (!page || (page.status !== 'published' && !ctx.resolution.preview)) return null
  const name = page.title
  const site = settings.siteName
  const list = ctx.resolution.listQuery ? listVariant(ctx.resolution.listQuery) : undefined
  let title = page.meta.metadataTitle || t('titleWithSite', { title: page.meta.pageTitle || name || key, site })
  if (list && list.page > 1) title = t('pagedTitle', { title, page: list.page })
  const description =
    page.meta.metadataDescription || page.description || t('defaultDescription', { site: settings.siteName })
  return {
    title,
    description,
    ogTitle: page.meta.ogTitle,
    ogDescription: page.meta.ogDescription,
    twitterTitle: page.meta.twitterTitle,
    twitterDescription: page.meta.twitterDescription,
    image: pickImage(page.ogImage, settings.logo),
    ogType: 'website',
    isActiveSEO: page ? page.isActiveSEO : true,
    list,
  }
}

/** The Open Graph image a list page offers, the fallback for its detail pages. */
const pageImage = async (key: string, locale: Locale) => (await getSeoMenuPage(key, locale))?.ogImage

/**
 * A published property's title, description and first photo, from the read its page makes
 * anyway (features/property/queries.ts): a first render reads the property once, not once more
 * for its metadata.
 */
async function publishedPropertySeo(id: number, locale: Locale): Promise<SeoDetail | null> {
  const detail = await getPropertyDetail(id, locale)
  if (!detail) return null
  const photo = detail.photos[0]
  return {
    title: detail.title,
    description: cleanDescription(detail.description),
    image: photo
      ? mediaImage({ ...photo.original, alt: photo.alt, sizes: photo.sizes as Record<string, ImageFile> })
      : null,
  }
}

async function propertySeo(id: number, e: Env): Promise<PageSeo | null> {
  const { locale, settings, t } = e
  const [seo, own] = await Promise.all(
    e.preview
      ? [loadDetailSeo('properties', id, locale, true), loadPropertyRoute(id, locale, true)]
      : [publishedPropertySeo(id, locale), getPropertyRoute(id, locale)],
  )
  if (!seo || !own) return null
  return {
    title: t('titleWithSite', { title: seo.title, site: settings.siteName }),
    description: seo.description || t('defaultDescription', { site: settings.siteName }),
    ogTitle: seo.title,
    image: pickImage(seo.image, await pageImage(own.goal === 'rent' ? 'for-rent' : 'for-sale', locale), settings.logo),
    ogType: 'website',
  }
}

async function projectSeo(id: number, e: Env): Promise<PageSeo | null> {
  const { locale, settings, t } = e
  const seo = e.preview ? await loadDetailSeo('projects', id, locale, true) : await getProjectSeo(id, locale)
  if (!seo) return null
  return {
    title: t('titleWithSite', { title: seo.title, site: settings.siteName }),
    description: seo.description || t('defaultDescription', { site: settings.siteName }),
    ogTitle: seo.title,
    image: pickImage(seo.image, await pageImage('projects', locale), settings.logo),
    ogType: 'website',
  }
}

async function articleSeo(target: Extract<Target, { kind: 'article' }>, e: Env): Promise<PageSeo | null> {
  const { locale, settings, t } = e
  const kind = target.section === 'services' ? 'service' : 'testimonial'
  const article = e.preview
    ? await loadArticleSeo(kind, target.slug, locale, true)
    : await getArticleSeo(kind, target.slug, locale)
  if (!article) return null
  return {
    title: t('titleWithSite', { title: article.title, site: settings.siteName }),
    description: article.description || t('defaultDescription', { site: settings.siteName }),
    ogTitle: article.title,
    image: pickImage(article.image, await pageImage('services', locale), settings.logo),
    ogType: 'article',
  }
}

/** A thank-you page is titled by its form's thanks, so the tab and screen readers say what happened. */
async function feedbackSeo(slug: FeedbackSlug, e: Env): Promise<PageSeo> {
  const { locale, settings, t } = e
  const enquiries = await translatorOf(locale, 'enquiries')
  return {
    title: t('titleWithSite', { title: enquiries(`feedback.${slug}.title`), site: settings.siteName }),
    description: t('defaultDescription', { site: settings.siteName }),
    image: settings.logo,
    ogType: 'website',
  }
}

/** The shortlist page: no menu page of the CMS, never indexed (indexing.ts). */
async function shortlistSeo(e: Env): Promise<PageSeo> {
  const { locale, settings, t } = e
  const shortlist = await translatorOf(locale, 'shortlist')
  return {
    title: t('titleWithSite', { title: shortlist('seo.title'), site: settings.siteName }),
    description: shortlist('page.description'),
    image: settings.logo,
    ogType: 'website',
  }
}

/** A form about a property: 'Book a visit – {property}', never indexed (indexing.ts). */
async function propertyFormSeo(target: Extract<Target, { kind: 'property-form' }>, e: Env): Promise<PageSeo | null> {
  const { locale, settings, t } = e
  const property = await propertySeo(target.id, e)
  if (!property) return null
  const enquiries = await translatorOf(locale, 'enquiries')
  const title = enquiries('kinds.formAbout', {
    form: enquiries(`kinds.${target.form}.title`),
    name: property.ogTitle ?? '',
  })
  return { ...property, title: t('titleWithSite', { title, site: settings.siteName }), ogTitle: title }
}

/**
 * Title, description, canonical, hreflang alternates, Open Graph, Twitter and robots of a page
 * (menu page metadata: docs/rules/urls-and-languages.md#search-engines). A target that is not
 * there (a property number no property has) gets the not-found page's: its page is the 404.
 */
export async function pageMetadata(ctx: ResolvedRequest): Promise<Metadata> {
  const { locale, table, resolution } = ctx
  const { target } = resolution
  const [langs, settings, t, hrefs] = await Promise.all([
    getLanguageSettings(),
    getSeoSettings(locale),
    translatorOf(locale, 'seo'),
    // The same language versions the language switcher links to.
    alternatesOf(table, locale, resolution),
  ])
  const e: Env = { locale, settings, t, preview: resolution.preview }
  let seo: PageSeo | null
  switch (target.kind) {
    case 'page':
      seo = target.key === 'shortlist' ? await shortlistSeo(e) : await menuPageSeo(ctx, target.key, e)
      break
    case 'property':
      seo = await propertySeo(target.id, e)
      break
    case 'project':
      seo = await projectSeo(target.id, e)
      break
    case 'article':
      seo = await articleSeo(target, e)
      break
    case 'feedback':
      seo = await feedbackSeo(target.slug, e)
      break
    case 'property-form':
      seo = await propertyFormSeo(target, e)
      break
  }
  if (!seo) return notFoundMetadata(locale)
  const { isActiveSEO, list, ...rest } = seo
  return composeMetadata({
    ...rest,
    hrefs,
    siteUrl: env().siteUrl,
    siteName: settings.siteName,
    locale,
    enabled: langs.enabled,
    defaultLocale: langs.default,
    robots: robotsFor({ target, preview: resolution.preview, isActiveSEO, list }),
  })
}
