import type { ListQuery } from '@/features/listings/params'
import type { ResolvedRequest } from '@/features/routing/resolve-path'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { MenuPage } from '@/payload/payload-types'

/**
 * What every page renderer gets: the language, the route table, what the URL resolved to
 * (`resolution.preview`: the staff preview, where drafts and unpublished items show) and the
 * page's canonical path, which the request passed (features/routing/canonical.ts).
 */
export interface RenderContext extends ResolvedRequest {
  canonical: string
}

/** What a module component of a menu page gets (SPEC §3 Module). */
export interface ModuleContext<M> {
  module: M
  locale: Locale
  table: RouteTable
  /** The menu page holding the module. */
  page: MenuPage
  /** The list filters, sort and page of the URL, when it has any. */
  listQuery?: ListQuery
}
