import type { ListQuery } from '@/domain/list-params'
import type { PageParams } from '@/domain/page-params'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { MenuPage } from '@/payload/payload-types'

/** One module of a menu page, as stored. */
export type PageModuleData = NonNullable<MenuPage['modules']>[number]

/** What a module component of a menu page gets. */
export interface ModuleContext<M> {
  module: M
  locale: Locale
  table: RouteTable
  /** The menu page holding the module. */
  page: MenuPage
  /** The list filters, sort and page of the URL, when it has any. */
  listQuery?: ListQuery
  /** The page's own parameters of the URL (a search alert's goal). */
  pageParams?: PageParams
}
