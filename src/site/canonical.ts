import 'server-only'
import { notFound, permanentRedirect } from 'next/navigation'
import { articleOf, getArticle, loadArticle } from '@/features/articles/queries'
import { getProject, loadProject } from '@/features/projects/queries'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import { canonicalHref, redirectFor, type UrlFields } from '../platform/routing/canonical-url'
import { getPropertyRoute, loadPropertyRoute } from '@/features/property/route'
import type { Resolution } from '../platform/routing/resolve-path'

/**
 * The canonical path of the requested page in any language, from the document read exactly as
 * the page in that language reads it (null: no page there). The canonical check and the
 * language alternates both use it, so neither a language switch nor an hreflang link ever
 * lands on a redirect.
 */
export async function canonicalPathsOf(
  table: RouteTable,
  locale: Locale,
  resolution: Resolution,
): Promise<(l: Locale) => Promise<string | null>> {
  const { target, preview } = resolution
  let fieldsIn: (l: Locale) => Promise<UrlFields | null> = async () => null
  if (target.kind === 'property' || target.kind === 'property-form') {
    fieldsIn = (l) => (preview ? loadPropertyRoute(target.id, l, true) : getPropertyRoute(target.id, l))
  } else if (target.kind === 'project') {
    fieldsIn = async (l) => {
      const project = preview ? await loadProject(target.id, l, true) : await getProject(target.id, l)
      return project && { title: project.title }
    }
  } else if (target.kind === 'article') {
    // The requested slug may be of any language: find the article once, then read its slug in each.
    const article = await articleOf(target.section, target.slug, locale, preview)
    fieldsIn = async (l) => {
      const own = article && (preview ? await loadArticle(article.id, l, true) : await getArticle(article.id, l))
      return own && { slug: own.slug }
    }
  }
  return async (l) => canonicalHref(table, resolution, l, await fieldsIn(l))
}

/**
 * The canonical check of a page: a 404 when its document has no page in this language, a
 * permanent redirect when another form of its URL was asked for (short form, old slug, a path
 * of another language or case), keeping a list's filters; otherwise the canonical path. Staff
 * previews stay where they were opened.
 */
export async function ensureCanonical(table: RouteTable, locale: Locale, resolution: Resolution): Promise<string> {
  const canonical = await (await canonicalPathsOf(table, locale, resolution))(locale)
  if (canonical === null) notFound()
  const redirect = redirectFor(resolution, canonical)
  if (redirect) permanentRedirect(redirect)
  return canonical
}
