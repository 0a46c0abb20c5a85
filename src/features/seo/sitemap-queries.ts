import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { webAddress } from '@/domain/web-address'
import { payload } from '@/payload/local-api'
import { localizedOf, type Localized } from '@/domain/site-urls'
import { relationId } from '@/domain/relation'

/*
 * The reads behind the sitemap (sitemap.ts): only the fields a URL needs, depth 0, titles in
 * every language at once. Like the SEO reads (queries.ts), each returns a small plain object and
 * carries the tags of what it read (src/platform/cache/tags.ts), which the back office expires.
 */

export interface SitemapMenuPage {
  key: string
  status: string
  isActiveSEO: boolean
  type: string
  updatedAt: string
}

export const getSitemapMenuPages = cachedRead(
  async (): Promise<SitemapMenuPage[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'menu-pages',
      where: { _status: { equals: 'published' } },
      depth: 0,
      pagination: false,
      sort: 'sort',
      select: { key: true, _status: true, isActiveSEO: true, type: true, updatedAt: true },
    })
    return res.docs.map((d) => ({
      key: String(d.key),
      status: String(d._status ?? ''),
      isActiveSEO: d.isActiveSEO !== false,
      type: String(d.type ?? 'page'),
      updatedAt: String(d.updatedAt ?? ''),
    }))
  },
  ['seo-sitemap-menu-pages'],
  { tags: [tags.sitemap] },
)

/** City id → name per language. */
export const getSitemapCities = cachedRead(
  async (): Promise<Record<string, Localized>> => {
    const p = await payload()
    const res = await p.find({
      collection: 'cities',
      locale: 'all',
      depth: 0,
      pagination: false,
      select: { name: true },
    })
    return Object.fromEntries(res.docs.map((c) => [String(c.id), localizedOf(c.name)]))
  },
  ['seo-sitemap-cities'],
  { tags: [tags.cities] },
)

export interface SitemapProperty {
  id: number
  goal: 'sale' | 'rent'
  city: number | null
  title: Localized
  updatedAt: string
}

/** Properties per chunk: a chunk of 1,000 with four titles stays around 0.3 MB in the cache. */
export const SITEMAP_CHUNK = 1000

export const getSitemapProperties = cachedRead(
  async (chunk: number): Promise<{ rows: SitemapProperty[]; more: boolean }> => {
    const p = await payload()
    const res = await p.find({
      collection: 'properties',
      where: { _status: { equals: 'published' } },
      locale: 'all',
      depth: 0,
      sort: 'id',
      limit: SITEMAP_CHUNK,
      page: chunk + 1,
      select: { title: true, goal: true, city: true, updatedAt: true },
    })
    return {
      rows: res.docs.map((d) => ({
        id: d.id as number,
        goal: d.goal === 'rent' ? 'rent' : 'sale',
        city: relationId(d.city),
        title: localizedOf(d.title),
        updatedAt: String(d.updatedAt ?? ''),
      })),
      more: res.hasNextPage,
    }
  },
  ['seo-sitemap-properties'],
  { tags: [tags.sitemap] },
)

export interface SitemapProject {
  id: number
  title: Localized
  updatedAt: string
}

export const getSitemapProjects = cachedRead(
  async (): Promise<SitemapProject[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'projects',
      where: { _status: { equals: 'published' } },
      locale: 'all',
      depth: 0,
      pagination: false,
      sort: 'id',
      select: { title: true, updatedAt: true, externalAddress: true },
    })
    // A project presented on another site has no page here (its page forwards there).
    return res.docs
      .filter((d) => !webAddress(d.externalAddress))
      .map((d) => ({
        id: d.id as number,
        title: localizedOf(d.title),
        updatedAt: String(d.updatedAt ?? ''),
      }))
  },
  ['seo-sitemap-projects'],
  { tags: [tags.sitemap] },
)

export interface SitemapArticle {
  kind: 'service' | 'testimonial'
  slug: Localized
  updatedAt: string
}

export const getSitemapArticles = cachedRead(
  async (): Promise<SitemapArticle[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      locale: 'all',
      depth: 0,
      pagination: false,
      sort: 'sort',
      select: { kind: true, slug: true, updatedAt: true },
    })
    return res.docs.map((d) => ({
      kind: d.kind === 'testimonial' ? 'testimonial' : 'service',
      slug: localizedOf(d.slug),
      updatedAt: String(d.updatedAt ?? ''),
    }))
  },
  ['seo-sitemap-articles'],
  { tags: [tags.sitemap] },
)
