import { tags, type CacheTag } from './tags'
import { relationId } from '@/domain/relation'

/*
 * Which cached reads a change in the back office affects: the tags to expire for one document
 * changed from `previous` (null when created or deleted) to `doc`. Pure functions of the two
 * states, so the rules are testable without a database.
 */

type Doc = Record<string, unknown>

/** Payload passes `{}` as the previous document of a create: that is no previous state. */
const existing = (previous: Doc | null | undefined): Doc | null =>
  previous && previous.id !== undefined ? previous : null

const comparable = (value: unknown) => JSON.stringify(relationId(value) ?? value ?? null)

/** Whether any of these fields differ (a created or deleted document differs in all). */
function changed(doc: Doc, previous: Doc | null, fields: string[]): boolean {
  return !previous || fields.some((f) => comparable(doc[f]) !== comparable(previous[f]))
}

// Fields that decide whether and where a document is public (trash and drafts included).
const visibility = ['published', 'deletedAt', '_status']

/**
 * A property: its own tag, the lists of its goal and city before and after (a move to another
 * city or goal changes both), the project it belongs to before and after, the sitemap (its last
 * change), and the counts only when what they count changed.
 */
export function propertyChangeTags(doc: Doc, previousDoc?: Doc | null): CacheTag[] {
  const previous = existing(previousDoc)
  const out = new Set<CacheTag>([tags.property(relationId(doc.id) ?? Number(doc.id)), tags.sitemap])
  for (const state of previous ? [previous, doc] : [doc]) {
    const goal = state.goal === 'rent' ? 'rent' : 'sale'
    out.add(tags.list(goal))
    const city = relationId(state.city)
    if (city !== null) out.add(tags.list(goal, city))
    const project = relationId(state.project)
    if (project !== null) out.add(tags.project(project))
  }
  if (changed(doc, previous, [...visibility, 'goal', 'city', 'type', 'neighbourhood'])) out.add(tags.facets)
  return [...out]
}

/** A project: its page, the list of projects, the sitemap. */
export function projectChangeTags(doc: Doc): CacheTag[] {
  return [tags.project(Number(doc.id)), tags.projects, tags.sitemap]
}

/** Whether a project change shows on its properties' pages (they name and link the project). */
export function projectNameChanged(doc: Doc, previousDoc?: Doc | null): boolean {
  return changed(doc, existing(previousDoc), ['title', 'externalAddress', ...visibility])
}

/** An article: its page, and the lists and slug lookups when what they show changed. */
export function articleChangeTags(doc: Doc, previousDoc?: Doc | null): CacheTag[] {
  const previous = existing(previousDoc)
  const out: CacheTag[] = [tags.article(Number(doc.id)), tags.sitemap]
  const listed = ['title', 'excerpt', 'slug', 'sort', 'image', 'kind', 'category', 'author', 'rating']
  if (changed(doc, previous, [...listed, ...visibility])) out.push(tags.articles)
  return out
}

/**
 * A menu page: the page under its key before and after, the menu when an entry's title, place
 * or status changed, the route table when its key or path changed, the sitemap; the lookup of
 * form pages when the page holds a contact form before or after and its modules or status changed.
 */
export function menuPageChangeTags(doc: Doc, previousDoc?: Doc | null): CacheTag[] {
  const previous = existing(previousDoc)
  const out = new Set<CacheTag>([tags.sitemap])
  for (const state of previous ? [previous, doc] : [doc])
    if (typeof state.key === 'string' && state.key) out.add(tags.menuPage(state.key))
  if (changed(doc, previous, ['title', 'key', 'status', 'showInMenu', 'sort', 'parent', ...visibility]))
    out.add(tags.menu)
  if (changed(doc, previous, ['key', 'path', 'deletedAt'])) out.add(tags.routes)
  const holdsForm = (state: Doc | null) =>
    Array.isArray(state?.modules) &&
    state.modules.some((m) => (m as { blockType?: unknown } | null)?.blockType === 'contactForm')
  if ((holdsForm(previous) || holdsForm(doc)) && changed(doc, previous, ['key', 'modules', ...visibility]))
    out.add(tags.formPages)
  return [...out]
}

/** An uploaded file: a new one is shown nowhere yet; a changed or deleted one wherever media show. */
export function mediaChangeTags(_doc: Doc, previousDoc: Doc | null | undefined, deleted: boolean): CacheTag[] {
  return existing(previousDoc) || deleted ? [tags.media] : []
}

/**
 * A visitor's testimonial: pages show published ones only, so a change expires them only when
 * the testimonial was published before or after it (staff editing one still in moderation
 * leaves every page cached).
 */
export function testimonialChangeTags(doc: Doc, previousDoc?: Doc | null): CacheTag[] {
  const previous = existing(previousDoc)
  const shown = (state: Doc | null) => state?.published === true && !state.deletedAt
  return shown(doc) || shown(previous) ? [tags.testimonials] : []
}
