import { articles, categories, team, visitorTestimonials } from '../data/content'
import type { PhotoPool } from './pictures'
import { Ids, parentsFirst, richText, type Writer } from './writer'

/** Categories, team members, articles (services and testimonials) and visitor testimonials. */
export async function createContent(
  w: Writer,
  { media, photos }: { media: Map<string, number>; photos: PhotoPool },
): Promise<{ categoryIds: Ids; teamCount: number; articleIds: Ids; testimonialCount: number }> {
  const categoryIds = new Ids('category')
  for (const c of parentsFirst(categories)) {
    categoryIds.set(
      c.key,
      await w.create('categories', {
        name: c.name,
        parent: c.parentKey ? categoryIds.get(c.parentKey) : undefined,
        webId: c.webId,
        sort: c.sort,
      }),
    )
  }
  let teamCount = 0
  for (const m of team) {
    await w.create('team-members', {
      name: m.name,
      role: m.role,
      bio: m.bio,
      email: m.email,
      phone: m.phone,
      photo: media.get(`team:${m.name}`),
      languages: m.languages,
      sort: m.sort,
    })
    teamCount++
  }
  const articleIds = new Ids('article')
  for (const a of articles) {
    articleIds.set(
      a.key,
      await w.create('articles', {
        title: a.title,
        slug: a.slug,
        kind: a.kind,
        _status: 'published',
        sort: a.sort,
        category: a.categoryKey ? categoryIds.get(a.categoryKey) : undefined,
        excerpt: a.excerpt,
        content: richText(a.content),
        image: a.photoKind ? photos.next(a.photoKind) : undefined,
        author: a.author,
        rating: a.rating,
      }),
    )
  }
  for (const v of visitorTestimonials) await w.create('testimonials', { ...v, published: true })
  return { categoryIds, teamCount, articleIds, testimonialCount: visitorTestimonials.length }
}
