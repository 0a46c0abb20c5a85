import 'server-only'
import { cachedByArgs, cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { cleanDescription } from '@/domain/text'
import { locales, type Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'
import { profileLinks } from '@/domain/agent-jsonld'
import { mediaImage, type SeoImage } from '@/domain/share-image'
import { localizedOf } from '@/domain/site-urls'
import { relationId } from '@/domain/relation'

/*
 * The reads behind the SEO tags and the agency's JSON-LD (the sitemap's are in sitemap-queries.ts).
 * Each returns a small plain object (never the Payload document) so cache entries stay far below
 * Next's 2 MB limit, and carries the tags of what it read (src/platform/cache/tags.ts), which the
 * back office expires on change.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

export interface SeoMeta {
  pageTitle: string
  metadataTitle: string
  metadataDescription: string
  ogTitle: string
  ogDescription: string
  twitterTitle: string
  twitterDescription: string
}

export interface SeoMenuPage {
  title: string
  description: string
  status: string
  isActiveSEO: boolean
  meta: SeoMeta
  ogImage: SeoImage | null
}

/**
 * A menu page's SEO fields in one language, as the main row holds them (the published version,
 * or a page never published); with `drafts` (staff preview only, never cached) the newest draft.
 */
export async function loadSeoMenuPage(key: string, locale: Locale, drafts = false): Promise<SeoMenuPage | null> {
  const p = await payload()
  const res = await p.find({
    collection: 'menu-pages',
    where: { key: { equals: key } },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    draft: drafts,
    overrideAccess: true,
    select: { title: true, description: true, _status: true, isActiveSEO: true, meta: true },
  })
  const doc = res.docs[0]
  if (!doc) return null
  const meta = (doc.meta ?? {}) as Record<string, unknown>
  return {
    title: text(doc.title),
    description: text(doc.description),
    status: String(doc._status ?? ''),
    isActiveSEO: doc.isActiveSEO !== false,
    meta: {
      pageTitle: text(meta.pageTitle),
      metadataTitle: text(meta.metadataTitle),
      metadataDescription: text(meta.metadataDescription),
      ogTitle: text(meta.ogTitle),
      ogDescription: text(meta.ogDescription),
      twitterTitle: text(meta.twitterTitle),
      twitterDescription: text(meta.twitterDescription),
    },
    ogImage: mediaImage(meta.ogImage),
  }
}

export const getSeoMenuPage = cachedByArgs(
  async (key: string, locale: Locale): Promise<SeoMenuPage | null> => loadSeoMenuPage(key, locale),
  ['seo-menu-page'],
  (key: string) => [tags.menuPage(key), tags.media],
)

export interface SeoDetail {
  title: string
  /** Plain text, cut as teasers are (domain/text.ts). */
  description: string
  image: SeoImage | null
}

const firstPhoto = (photos: unknown): SeoImage | null =>
  Array.isArray(photos) ? (photos.map(mediaImage).find(Boolean) ?? null) : null

/**
 * A property's or project's title, cleaned description and first photo: the public version
 * (null when unknown or not public), or with `drafts` (staff preview only, never cached) the
 * newest draft.
 */
export async function loadDetailSeo(
  collection: 'properties' | 'projects',
  id: number,
  locale: Locale,
  drafts = false,
): Promise<SeoDetail | null> {
  const p = await payload()
  const doc = await p
    .findByID({
      collection,
      id,
      locale,
      depth: 1,
      draft: drafts,
      overrideAccess: drafts,
      disableErrors: true,
      select: { title: true, description: true, photos: true },
    })
    .catch(() => null)
  if (!doc) return null
  return { title: text(doc.title), description: cleanDescription(doc.description), image: firstPhoto(doc.photos) }
}

export const getProjectSeo = cachedByArgs(
  async (id: number, locale: Locale): Promise<SeoDetail | null> => loadDetailSeo('projects', id, locale),
  ['seo-project'],
  (id: number) => [tags.project(id), tags.media],
)

export interface SeoArticle extends SeoDetail {
  /** The article's slug per language (slugs are localized, so are its URLs). */
  slugs: Partial<Record<Locale, string>>
}

/**
 * A published service or testimonial by its slug in one language, with its slugs in every
 * language; with `drafts` (staff preview only, never cached) the newest draft.
 */
export async function loadArticleSeo(
  kind: 'service' | 'testimonial',
  slug: string,
  locale: Locale,
  drafts = false,
): Promise<SeoArticle | null> {
  const p = await payload()
  const res = await p.find({
    collection: 'articles',
    where: { and: [{ slug: { equals: slug } }, { kind: { equals: kind } }] },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    draft: drafts,
    overrideAccess: drafts,
    select: { title: true, excerpt: true, image: true },
  })
  const doc = res.docs[0]
  if (!doc) return null
  const all = await p.findByID({
    collection: 'articles',
    id: doc.id,
    locale: 'all',
    depth: 0,
    draft: drafts,
    overrideAccess: drafts,
    select: { slug: true },
  })
  const raw = localizedOf(all.slug)
  // No fallback here: a language without its own slug has no URL for this article.
  const slugs = Object.fromEntries(locales.filter((l) => text(raw[l])).map((l) => [l, text(raw[l])]))
  return {
    title: text(doc.title),
    description: cleanDescription(doc.excerpt),
    image: mediaImage(doc.image),
    slugs,
  }
}

export const getArticleSeo = cachedRead(
  async (kind: 'service' | 'testimonial', slug: string, locale: Locale): Promise<SeoArticle | null> =>
    loadArticleSeo(kind, slug, locale),
  ['seo-article'],
  // Found by slug: any article change that shows in lists (slug, title, excerpt, image) expires it.
  { tags: [tags.articles, tags.media] },
)

export interface SeoSettings {
  siteName: string
  logo: SeoImage | null
  email: string
  phone: string
  address: string
}

export const getSeoSettings = cachedRead(
  async (locale: Locale): Promise<SeoSettings> => {
    const p = await payload()
    const s = await p.findGlobal({
      slug: 'site-settings',
      locale,
      depth: 1,
      select: { siteName: true, logo: true, email: true, phone: true, address: true },
    })
    return {
      siteName: text(s.siteName),
      logo: mediaImage(s.logo),
      email: text(s.email),
      phone: text(s.phone),
      address: text(s.address),
    }
  },
  ['seo-settings'],
  { tags: [tags.settings, tags.media] },
)

const profileIcons = new Set(['facebook', 'instagram', 'linkedin'])

/** The agency's social profiles: the top bar's switched-on Facebook, Instagram and LinkedIn links. */
export const getProfileLinks = cachedRead(
  async (): Promise<string[]> => {
    const p = await payload()
    const bar = await p.findGlobal({ slug: 'top-bar', depth: 0, select: { leftItems: true, rightItems: true } })
    const items = [...(bar.leftItems ?? []), ...(bar.rightItems ?? [])]
    return profileLinks(items.filter((i) => i.status !== false && profileIcons.has(String(i.icon))).map((i) => i.link))
  },
  ['seo-profile-links'],
  { tags: [tags.topBar] },
)

/** Names of the cities the agency has published properties in (the agency's area served). */
export const getServedCities = cachedRead(
  async (locale: Locale): Promise<string[]> => {
    const p = await payload()
    const props = await p.find({
      collection: 'properties',
      where: { _status: { equals: 'published' } },
      depth: 0,
      pagination: false,
      select: { city: true },
    })
    const ids = [...new Set(props.docs.map((d) => relationId(d.city)))].filter((id): id is number => id !== null)
    if (!ids.length) return []
    const cities = await p.find({
      collection: 'cities',
      where: { id: { in: ids } },
      locale,
      depth: 0,
      pagination: false,
      select: { name: true },
    })
    return [...new Set(cities.docs.map((c) => text(c.name)).filter(Boolean))].sort((a, b) => a.localeCompare(b, locale))
  },
  ['seo-served-cities'],
  // Which cities have published properties changes exactly when the counts do.
  { tags: [tags.facets, tags.cities] },
)
