import type { Locale } from '../../src/i18n/locales'
import { builtInPaths } from '../../src/i18n/routes'
import { menuPages } from '../data/pages'
import { Tr, withIds } from '../localized'
import type { MenuPageSeed, ModuleSeed } from '../types'
import { Ids, parentsFirst, richText, type Data, type Writer } from './writer'

/** The menu pages, parents first, with their modules pointing at categories and articles. */
export async function createMenuPages(
  w: Writer,
  { categoryIds, articleIds }: { categoryIds: Ids; articleIds: Ids },
): Promise<Ids> {
  const pageIds = new Ids('menu page')
  for (const page of parentsFirst(menuPages)) {
    pageIds.set(page.key, await w.create('menu-pages', pageData(page, { pageIds, categoryIds, articleIds })))
  }
  return pageIds
}

function pageData(page: MenuPageSeed, ctx: { pageIds: Ids; categoryIds: Ids; articleIds: Ids }): Data {
  return {
    key: page.key,
    title: page.title,
    path: new Tr(builtInPaths[page.key] as Record<Locale, string>),
    _status: page.status,
    showInMenu: page.showInMenu,
    sort: page.sort,
    parent: page.parentKey ? ctx.pageIds.get(page.parentKey) : undefined,
    description: page.description,
    content: richText(page.content),
    modules: withIds(page.modules.map((m) => moduleData(m, ctx))),
    type: 'page',
    showBreadCrumb: page.showBreadCrumb ?? page.key !== 'home',
    showPageBanner: page.showPageBanner ?? false,
    bannerTitle: page.bannerTitle,
    bannerDescription: page.bannerDescription,
    isActiveSEO: true,
    meta: page.meta,
  }
}

function moduleData(m: ModuleSeed, ctx: { categoryIds: Ids; articleIds: Ids }): Data {
  const base = {
    blockType: m.blockType,
    title: m.title,
    description: m.description,
    titleSize: m.titleSize ?? 'h2',
    status: true,
  }
  switch (m.blockType) {
    case 'propertyList':
      return { ...base, goal: m.goal, maxItems: m.maxItems, numberItemOfRow: m.numberItemOfRow, view: m.view ?? 'grid' }
    case 'category':
      return {
        ...base,
        category: m.categoryKey ? ctx.categoryIds.get(m.categoryKey) : undefined,
        isHasSubcategories: m.isHasSubcategories ?? true,
        view: m.view,
      }
    case 'article':
      return {
        ...base,
        kind: m.kind,
        articles: m.articleKeys?.map((k) => ctx.articleIds.get(k)),
        numberItemOfRow: m.numberItemOfRow,
        maxItems: m.maxItems,
      }
    case 'contactForm':
      return { ...base, form: m.form }
    case 'richText':
      return { ...base, content: richText(m.content) }
    case 'team':
      return { ...base, numberItemOfRow: m.numberItemOfRow }
    case 'testimonials':
      return { ...base, language: m.language ?? 'page', numberItemOfRow: m.numberItemOfRow, maxItems: m.maxItems }
  }
}
