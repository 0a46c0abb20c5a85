import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { decodeListQuery } from '@/features/listings/params'
import { getPropertyRoute } from '@/features/pages/queries'
import type { RenderContext } from '@/features/pages/types'
import { getLanguageSettings } from '@/features/routing/queries'
import type { Locale } from '@/i18n/locales'
import type { Target } from '@/i18n/routes'
import { env } from '@/lib/env'
import {
  getArticleSeo,
  getProjectSeo,
  getPropertySeo,
  getSeoMenuPage,
  getSeoSettings,
  type SeoSettings,
} from './queries'
import {
  composeMetadata,
  listCanonicalSuffix,
  listVariant,
  pickImage,
  robotsFor,
  type Hrefs,
  type ListVariant,
  type MetadataInput,
} from './rules'

/** What a page of each kind contributes; the rest (URLs, languages, robots) is common. */
type PageSeo = Pick<
  MetadataInput,
  | 'hrefs'
  | 'suffix'
  | 'title'
  | 'description'
  | 'ogTitle'
  | 'ogDescription'
  | 'twitterTitle'
  | 'twitterDescription'
  | 'image'
  | 'ogType'
> & { isActiveSEO?: boolean; list?: ListVariant }

type SeoT = Awaited<ReturnType<typeof getTranslations<'seo'>>>

interface Env {
  locale: Locale
  enabled: readonly Locale[]
  settings: SeoSettings
  t: SeoT
}

const hrefsOf = (ctx: RenderContext, enabled: readonly Locale[], target: Target): Hrefs =>
  Object.fromEntries(enabled.map((l) => [l, ctx.table.href(target, l)]))

async function menuPageSeo(ctx: RenderContext, key: string, e: Env): Promise<PageSeo | null> {
  const { locale, settings, t } = e
  const page = await getSeoMenuPage(key, locale)
  let name = page?.title
  if (!page || (page.status !== 'published' && !ctx.resolution.preview)) {
    // Only the owners' login exists without a published menu page (see features/pages/render.tsx).
    if (key !== 'login') return null
    const pages = await getTranslations({ locale, namespace: 'pages' })
    name ||= pages('builtIn.login')
  }
  const site = settings.siteName
  const list = ctx.resolution.listQuery ? listVariant(decodeListQuery(ctx.resolution.listQuery)) : undefined
  let title = page?.meta.metadataTitle || t('titleWithSite', { title: page?.meta.pageTitle || name || key, site })
  if (list && list.page > 1) title = t('pagedTitle', { title, page: list.page })
  const description =
    page?.meta.metadataDescription || page?.description || t('defaultDescription', { site: settings.siteName })
  return {
    hrefs: hrefsOf(ctx, e.enabled, { kind: 'page', key }),
    suffix: list ? listCanonicalSuffix(list) : '',
    title,
    description,
    ogTitle: page?.meta.ogTitle,
    ogDescription: page?.meta.ogDescription,
    twitterTitle: page?.meta.twitterTitle,
    twitterDescription: page?.meta.twitterDescription,
    image: pickImage(page?.ogImage, settings.logo),
    ogType: 'website',
    isActiveSEO: page ? page.isActiveSEO : true,
    list,
  }
}

/** The Open Graph image a list page offers, the fallback for its detail pages. */
const pageImage = async (key: string, locale: Locale) => (await getSeoMenuPage(key, locale))?.ogImage

async function propertySeo(ctx: RenderContext, id: number, e: Env): Promise<PageSeo | null> {
  const { locale, enabled, settings, t } = e
  const [seo, routes] = await Promise.all([
    getPropertySeo(id, locale),
    Promise.all(enabled.map((l) => getPropertyRoute(id, l))),
  ])
  const own = routes[enabled.indexOf(locale)]
  if (!seo || !own) return null
  const hrefs: Hrefs = {}
  enabled.forEach((l, i) => {
    const r = routes[i]
    if (r) hrefs[l] = ctx.table.href({ kind: 'property', id, goal: r.goal, city: r.city, title: r.title }, l)
  })
  return {
    hrefs,
    title: t('titleWithSite', { title: seo.title, site: settings.siteName }),
    description: seo.description || t('defaultDescription', { site: settings.siteName }),
    ogTitle: seo.title,
    image: pickImage(seo.image, await pageImage(own.goal === 'rent' ? 'for-rent' : 'for-sale', locale), settings.logo),
    ogType: 'website',
  }
}

async function projectSeo(ctx: RenderContext, id: number, e: Env): Promise<PageSeo | null> {
  const { locale, enabled, settings, t } = e
  const all = await Promise.all(enabled.map((l) => getProjectSeo(id, l)))
  const seo = all[enabled.indexOf(locale)]
  if (!seo) return null
  const hrefs: Hrefs = {}
  enabled.forEach((l, i) => {
    const s = all[i]
    if (s) hrefs[l] = ctx.table.href({ kind: 'project', id, title: s.title }, l)
  })
  return {
    hrefs,
    title: t('titleWithSite', { title: seo.title, site: settings.siteName }),
    description: seo.description || t('defaultDescription', { site: settings.siteName }),
    ogTitle: seo.title,
    image: pickImage(seo.image, await pageImage('projects', locale), settings.logo),
    ogType: 'website',
  }
}

async function articleSeo(
  ctx: RenderContext,
  target: Extract<Target, { kind: 'article' }>,
  e: Env,
): Promise<PageSeo | null> {
  const { locale, enabled, settings, t } = e
  const kind = target.section === 'services' ? 'service' : 'testimonial'
  const article = await getArticleSeo(kind, target.slug, locale)
  if (!article) return null
  const hrefs: Hrefs = {}
  for (const l of enabled) {
    const slug = article.slugs[l]
    if (slug) hrefs[l] = ctx.table.href({ kind: 'article', section: target.section, slug }, l)
  }
  return {
    hrefs,
    title: t('titleWithSite', { title: article.title, site: settings.siteName }),
    description: article.description || t('defaultDescription', { site: settings.siteName }),
    ogTitle: article.title,
    image: pickImage(article.image, await pageImage('services', locale), settings.logo),
    ogType: 'article',
  }
}

async function feedbackSeo(ctx: RenderContext, target: Target, e: Env): Promise<PageSeo> {
  const { locale, settings, t } = e
  const pages = await getTranslations({ locale, namespace: 'pages' })
  return {
    hrefs: hrefsOf(ctx, e.enabled, target),
    title: t('titleWithSite', { title: pages('feedback.title'), site: settings.siteName }),
    description: t('defaultDescription', { site: settings.siteName }),
    image: settings.logo,
    ogType: 'website',
  }
}

/**
 * Title, description, canonical, hreflang alternates, Open Graph, Twitter and robots of a page
 * (SPEC §3 menu page metadata, issue 3 item 7). Unknown targets get nothing: they answer 404.
 */
export async function pageMetadata(ctx: RenderContext): Promise<Metadata> {
  const { locale, resolution } = ctx
  const { target } = resolution
  const [langs, settings, t] = await Promise.all([
    getLanguageSettings(),
    getSeoSettings(locale),
    getTranslations({ locale, namespace: 'seo' }),
  ])
  const e: Env = { locale, enabled: langs.enabled, settings, t }
  let seo: PageSeo | null
  switch (target.kind) {
    case 'page':
      seo = await menuPageSeo(ctx, target.key, e)
      break
    case 'property':
      seo = await propertySeo(ctx, target.id, e)
      break
    case 'project':
      seo = await projectSeo(ctx, target.id, e)
      break
    case 'article':
      seo = await articleSeo(ctx, target, e)
      break
    case 'feedback':
      seo = await feedbackSeo(ctx, target, e)
      break
  }
  if (!seo) return {}
  const { isActiveSEO, list, ...rest } = seo
  return composeMetadata({
    ...rest,
    siteUrl: env().siteUrl,
    siteName: settings.siteName,
    locale,
    enabled: langs.enabled,
    defaultLocale: langs.default,
    robots: robotsFor({ target, preview: resolution.preview, isActiveSEO, list }),
  })
}
