import 'server-only'
import { cachedByArgs, cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { locales, type Locale } from '@/i18n/locales'
import { imageOf, type Image } from '@/ui/media/image'
import { payload } from '@/payload/local-api'
import type { Where } from 'payload'
import type { Article } from '@/payload/payload-types'
import { relationId } from '@/domain/relation'

/**
 * Reads of the services page and the article pages. Results are small plain objects (they are
 * cached as JSON) holding only what the views render. Public reads: `overrideAccess: false`
 * lets the collection's access rules hide unpublished articles.
 */
export type ArticleKind = 'service' | 'testimonial'

export interface ArticleCard {
  id: number
  kind: ArticleKind
  slug: string
  title: string
  excerpt: string
  sort: number
  categoryId: number | null
  image: Image | null
  author: string
  rating: number | null
}

export interface CategoryRow {
  id: number
  parentId: number | null
  name: string
  webId: number | null
}

export interface TeamCard {
  id: number
  name: string
  role: string
  email: string
  phone: string
  languages: Locale[]
  photo: Image | null
}

export interface ArticleDetail extends ArticleCard {
  content: unknown
  /** The slug in every language that has one, for the language switcher. */
  slugs: Partial<Record<Locale, string>>
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function cardOf(doc: Omit<Article, 'content'>): ArticleCard {
  const rating = typeof doc.rating === 'number' && Number.isFinite(doc.rating) ? doc.rating : null
  return {
    id: doc.id,
    kind: doc.kind === 'testimonial' ? 'testimonial' : 'service',
    slug: text(doc.slug),
    title: text(doc.title),
    excerpt: text(doc.excerpt),
    sort: typeof doc.sort === 'number' ? doc.sort : 0,
    categoryId: relationId(doc.category),
    image: imageOf(doc.image),
    author: text(doc.author),
    rating,
  }
}

/** Every published article of both kinds, in the back office's order (sort, then id). */
export const getPublishedArticles = cachedRead(
  async (locale: Locale): Promise<ArticleCard[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      locale,
      depth: 1,
      pagination: false,
      sort: ['sort', 'id'],
      select: { content: false },
      overrideAccess: false,
    })
    return res.docs.map(cardOf).filter((a) => a.slug && a.title)
  },
  ['articles-published'],
  { tags: [tags.articles, tags.media] },
)

export const getCategories = cachedRead(
  async (locale: Locale): Promise<CategoryRow[]> => {
    const p = await payload()
    const res = await p.find({ collection: 'categories', locale, depth: 0, pagination: false, overrideAccess: false })
    return res.docs.map((d) => ({
      id: d.id,
      parentId: relationId(d.parent),
      name: text(d.name),
      webId: typeof d.webId === 'number' ? d.webId : null,
    }))
  },
  ['categories'],
  { tags: [tags.categories] },
)

export const getTeamMembers = cachedRead(
  async (locale: Locale): Promise<TeamCard[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'team-members',
      locale,
      depth: 1,
      pagination: false,
      sort: ['sort', 'id'],
      overrideAccess: false,
    })
    return res.docs.map((d) => ({
      id: d.id,
      name: text(d.name),
      role: text(d.role),
      email: text(d.email),
      phone: text(d.phone),
      languages: (d.languages ?? []).filter((l): l is Locale => (locales as readonly string[]).includes(l)),
      photo: imageOf(d.photo),
    }))
  },
  ['team-members'],
  { tags: [tags.teamMembers, tags.media] },
)

/**
 * Which article a slug names: first in the page's language, then in the others (a visitor who
 * switched language by editing the URL, or a language without its own slug). Null when none.
 */
async function loadArticleId(kind: ArticleKind, slug: string, locale: Locale, drafts = false): Promise<number | null> {
  const p = await payload()
  const where: Where[] = [{ slug: { equals: slug } }, { kind: { equals: kind } }]
  // The staff preview finds an article by its newest draft's slug too.
  if (!drafts) where.push({ _status: { equals: 'published' } })
  for (const l of [locale, ...locales.filter((x) => x !== locale)]) {
    const res = await p.find({
      collection: 'articles',
      where: { and: where },
      locale: l,
      depth: 0,
      limit: 1,
      pagination: false,
      select: { slug: true },
      draft: drafts,
      overrideAccess: drafts,
    })
    if (res.docs[0]) return res.docs[0].id
  }
  return null
}

export const findArticleId = cachedRead(
  async (kind: ArticleKind, slug: string, locale: Locale): Promise<number | null> => loadArticleId(kind, slug, locale),
  ['article-id-by-slug'],
  { tags: [tags.articles] },
)

/**
 * One article with its slugs in every language: published only, or with `drafts` (staff preview
 * only, never cached) the newest draft.
 */
export async function loadArticle(id: number, locale: Locale, drafts = false): Promise<ArticleDetail | null> {
  const p = await payload()
  const read = { collection: 'articles', id, draft: drafts, overrideAccess: drafts, disableErrors: true } as const
  const [doc, all] = await Promise.all([
    p.findByID({ ...read, locale, depth: 1 }),
    p.findByID({ ...read, locale: 'all', depth: 0, select: { slug: true } }),
  ])
  if (!doc || (!drafts && doc._status !== 'published')) return null
  const raw = (all as { slug?: unknown } | null)?.slug
  const slugs: Partial<Record<Locale, string>> = {}
  if (raw && typeof raw === 'object')
    for (const l of locales) {
      const s = text((raw as Record<string, unknown>)[l])
      if (s) slugs[l] = s
    }
  return { ...cardOf(doc), content: doc.content ?? null, slugs }
}

export const getArticle = cachedByArgs(
  async (id: number, locale: Locale): Promise<ArticleDetail | null> => loadArticle(id, locale),
  ['article-by-id'],
  (id: number) => [tags.article(id), tags.media],
)

/** The category of an article with its parents, root first ('Verkopen', 'Waardebepaling'). */
export async function categoryPath(categoryId: number | null, locale: Locale): Promise<string[]> {
  if (categoryId === null) return []
  const byId = new Map((await getCategories(locale)).map((c) => [c.id, c]))
  const path: string[] = []
  const seen = new Set<number>()
  for (let at = byId.get(categoryId); at && !seen.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) {
    seen.add(at.id)
    if (at.name) path.unshift(at.name)
  }
  return path
}

/** The article of an article URL, or null when the slug names none (in any language). */
export async function articleOf(
  section: 'services' | 'testimonials',
  slug: string,
  locale: Locale,
  drafts = false,
): Promise<ArticleDetail | null> {
  const kind = section === 'services' ? 'service' : 'testimonial'
  if (drafts) {
    const id = await loadArticleId(kind, slug, locale, true)
    return id === null ? null : loadArticle(id, locale, true)
  }
  const id = await findArticleId(kind, slug, locale)
  return id === null ? null : getArticle(id, locale)
}
