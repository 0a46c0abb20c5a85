import { listQueryString, listQueryToSearch } from '@/domain/list-params'
import { pageParamsToSearch } from '@/domain/page-params'
import { listCanonicalSuffix } from '@/domain/indexing'
import { listVariant } from '@/domain/list-variant'
import type { Locale } from '@/i18n/locales'
import type { Goal, PropertyForm, RouteTable } from '@/i18n/routes'
import type { Resolution } from './resolve-path'

/**
 * The fields of a detail page's document its URL is made of, read in one language (property:
 * goal, city and title; project: title; article: slug). Null: no such page in that language.
 */
export interface UrlFields {
  goal?: Goal
  city?: string
  title?: string
  slug?: string
}

const goalOfForm: Partial<Record<PropertyForm, Goal>> = { 'purchase-offer': 'sale', 'rent-application': 'rent' }
const otherGoal: Record<Goal, Goal> = { sale: 'rent', rent: 'sale' }

/**
 * The canonical path of the requested page in a language: the one URL that page answers 200 on
 * there. A plain list's page 2 and later are pages of their own (`?page=n`); a filtered, sorted
 * or map variant of a list is the list itself.
 */
export function canonicalHref(
  table: RouteTable,
  resolution: Resolution,
  locale: Locale,
  fields: UrlFields | null,
): string | null {
  const { target } = resolution
  switch (target.kind) {
    case 'page':
      return (
        table.href(target, locale) +
        (resolution.listQuery ? listCanonicalSuffix(listVariant(resolution.listQuery)) : '')
      )
    case 'feedback':
      return table.href(target, locale)
    case 'property':
      if (!fields?.goal) return null
      return table.href(
        { kind: 'property', id: target.id, goal: fields.goal, city: fields.city ?? '', title: fields.title ?? '' },
        locale,
      )
    case 'project':
      return fields ? table.href({ kind: 'project', id: target.id, title: fields.title ?? '' }, locale) : null
    case 'article':
      return fields?.slug ? table.href({ kind: 'article', section: target.section, slug: fields.slug }, locale) : null
    case 'property-form':
      // An offer is made on a property for sale, a rent application on one for rent.
      if (!fields?.goal || goalOfForm[target.form] === otherGoal[fields.goal]) return null
      return table.href(target, locale)
  }
}

/** `/{locale}/…` as the same page in the staff preview: `/{locale}/preview/…`. */
export function previewHref(href: string): string {
  return href.replace(/^\/([a-z]{2})\//, '/$1/preview/')
}

/**
 * Where to send a request for another form of the canonical URL (short form, old slug, a path
 * in another case or of another language), keeping a list's filters; undefined when it asked
 * for the canonical path (a list's query is not compared) or is a staff preview, which stays
 * where it was opened.
 */
export function redirectFor(resolution: Resolution, canonical: string): string | undefined {
  const path = canonical.replace(/\?.*$/, '')
  if (resolution.preview || path === resolution.path) return undefined
  if (!resolution.pageParams) return path + (resolution.listQuery ? listQueryString(resolution.listQuery) : '')
  // A page's own parameters (shortlist ids, an alert's goal) go along too.
  const search = pageParamsToSearch(resolution.pageParams)
  if (resolution.listQuery) for (const [k, v] of listQueryToSearch(resolution.listQuery)) search.set(k, v)
  return search.size ? `${path}?${search}` : path
}
