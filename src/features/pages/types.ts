import type { Locale } from '@/i18n/locales'
import type { Resolution, RouteTable } from '@/i18n/routes'
import type { MenuPage } from '@/payload/payload-types'

/** What every page renderer gets: the language, the route table and what the URL resolved to. */
export interface RenderContext {
  locale: Locale
  table: RouteTable
  resolution: Resolution
  /** Staff preview (its own dynamic route, after a login check): drafts and unpublished items show. */
  drafts?: boolean
}

/** What a module component of a menu page gets (SPEC §3 Module). */
export interface ModuleContext<M> {
  module: M
  locale: Locale
  table: RouteTable
  /** The menu page holding the module. */
  page: MenuPage
  /** The raw list query segment of the URL (features/listings/params.ts), when there is one. */
  listQuery?: string
}
