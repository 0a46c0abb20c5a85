/**
 * The cache tags of the site, built in this one module. A cached read carries the tags of the
 * documents it read; a change in the back office expires exactly the tags it affects
 * (src/platform/cache/revalidate.ts). Pages cached by Next carry the tags of the reads they made,
 * so a page is rendered again only when something it shows changed.
 *
 * No Next or Payload import here: the Payload config loads this module outside Next.
 */

declare const brand: unique symbol
/** A tag made by `tags` (never a string literal written elsewhere). */
export type CacheTag = string & { readonly [brand]: 'CacheTag' }

const tag = (name: string) => name as CacheTag

export type TagGoal = 'sale' | 'rent'

export const tags = {
  /** One property: its page, its card, its URL, its SEO data. */
  property: (id: number) => tag(`property:${id}`),
  /**
   * The properties of one goal, in one city or (no city) in all: every list, latest-cards module
   * and map of that goal. A list filtered by city carries the tags of the cities it matched.
   */
  list: (goal: TagGoal, cityId?: number) => tag(cityId === undefined ? `list:${goal}` : `list:${goal}:city:${cityId}`),
  /** Counts of published properties by goal, city and type: home totals, filters, search panel, served cities. */
  facets: tag('facets'),
  /** One project: its page and the properties it shows. */
  project: (id: number) => tag(`project:${id}`),
  /** The list of published projects. */
  projects: tag('projects'),
  /** One article (service or testimonial) page. */
  article: (id: number) => tag(`article:${id}`),
  /** The lists of articles and the slug lookups. */
  articles: tag('articles'),
  /** One menu page (by its key): its modules, texts and SEO fields. */
  menuPage: (key: string) => tag(`menu-page:${key}`),
  /** The menu: titles, order and status of every menu page. */
  menu: tag('menu'),
  /** The route table: menu pages' keys and paths. */
  routes: tag('routes'),
  settings: tag('settings'),
  /** The visit slots settings: the visit form's days and slots, its thank-you text. */
  visitRules: tag('visit-rules'),
  topBar: tag('top-bar'),
  footer: tag('footer'),
  /** The sitemap's reads (every public URL with its last change). */
  sitemap: tag('sitemap'),
  /** Small collections read by many pages; an edit refreshes every page that reads them. */
  cities: tag('cities'),
  propertyTypes: tag('property-types'),
  /** Neighbourhood names and order (property and project pages, the list filter). */
  neighbourhoods: tag('neighbourhoods'),
  media: tag('media'),
  categories: tag('categories'),
  teamMembers: tag('team-members'),
  /** Which published menu pages hold which contact form (a module linking to its form's page). */
  formPages: tag('form-pages'),
  /** Published testimonials of visitors (the testimonials module). */
  testimonials: tag('testimonials'),
  /** Redirects of old URLs (the proxy's /redirects.json and the catch-all page's 404 path). */
  redirects: tag('redirects'),
} as const

/** The list tags of a list query: its goal(s), in the cities it matched or (no city filter) in all. */
export function listTags(goal: TagGoal | 'all', cityIds: number[] | null): CacheTag[] {
  const goals: TagGoal[] = goal === 'all' ? ['sale', 'rent'] : [goal]
  return goals.flatMap((g) => (cityIds === null ? [tags.list(g)] : cityIds.map((c) => tags.list(g, c))))
}
