import { translatorOf } from '@/i18n/translator'
import { buildCategoryTree, findNode, subtreeIds, type CategoryNode } from '@/domain/category-tree'
import { getCategories, getPublishedArticles, type ArticleCard, type CategoryRow } from '@/features/articles/queries'
import { focusRingInset } from '@/ui/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { CategoryModule as CategoryModuleData } from '@/payload/payload-types'
import { ArticleLinks } from '../article/links'
import { ModuleFrame } from '../kit/Frame'
import { below, Heading, moduleLevels, type HeadingLevel } from '../kit/heading'
import { itemGridClass } from '../kit/item-grid'
import { relationId } from '@/domain/relation'
import type { ModuleContext } from '../kit/types'

type Node = CategoryNode<CategoryRow>

/** A category's own articles, then its subcategories (those that hold any article) under a heading each. */
function CategoryBody({
  node,
  level,
  byCategory,
  count,
  table,
  locale,
}: {
  node: Node
  level: HeadingLevel
  byCategory: Map<number, ArticleCard[]>
  count: (n: Node) => number
  table: RouteTable
  locale: Locale
}) {
  const children = node.children.filter((c) => count(c) > 0)
  return (
    <div className="space-y-4">
      <ArticleLinks articles={byCategory.get(node.item.id) ?? []} table={table} locale={locale} />
      {children.map((child) => (
        <section key={child.id}>
          <Heading level={level} className="text-base font-semibold text-slate-900">
            {child.label}
          </Heading>
          <div className="mt-1 border-l-2 border-slate-200 pl-4">
            <CategoryBody
              node={child}
              level={below(level)}
              byCategory={byCategory}
              count={count}
              table={table}
              locale={locale}
            />
          </div>
        </section>
      ))}
    </div>
  )
}

/**
 * Collapsible category view of the services page: the category tree (roots in WebID
 * order) with the published services of each category as links. Native <details>, so it opens
 * with the keyboard and without JavaScript. Without `isHasSubcategories` a root lists every
 * service of its branch in one list. Categories without any service are left out.
 */
export async function CategoryModule({ module, locale, table }: ModuleContext<CategoryModuleData>) {
  const [rows, articles, t] = await Promise.all([
    getCategories(locale),
    getPublishedArticles(locale),
    translatorOf(locale, 'articles'),
  ])
  const services = articles.filter((a) => a.kind === 'service' && a.categoryId !== null)
  const byCategory = new Map<number, ArticleCard[]>()
  for (const a of services) byCategory.set(a.categoryId!, [...(byCategory.get(a.categoryId!) ?? []), a])

  const tree: Node[] = buildCategoryTree(rows, { rootSort: 'webId', locale })
  // A module tied to one category shows that branch only.
  const chosen = relationId(module.category)
  const start = chosen !== null ? findNode(tree, chosen) : null
  const roots = chosen === null ? tree : start ? (start.children.length ? start.children : [start]) : []

  const branch = (n: Node) => subtreeIds(n).flatMap((id) => byCategory.get(id as number) ?? [])
  const count = (n: Node) => branch(n).length
  const visible = roots.filter((r) => count(r) > 0)
  if (!visible.length) return null

  const subLevel = moduleLevels(module).inner
  const nested = module.isHasSubcategories !== false
  // One root's content, the same in both views: its subcategories, or all its services in one list.
  const rootBody = (root: Node, level: HeadingLevel) =>
    nested ? (
      <CategoryBody node={root} level={level} byCategory={byCategory} count={count} table={table} locale={locale} />
    ) : (
      <ArticleLinks articles={branch(root)} table={table} locale={locale} />
    )
  const perRow = Math.min(visible.length, module.numberItemOfRow ?? 3)

  return (
    <ModuleFrame module={module}>
      {module.view === 'cards' ? (
        <ul className={itemGridClass(perRow, 3)}>
          {visible.map((root) => (
            <li key={root.id} className="rounded-lg border border-slate-200 bg-white p-5" data-testid="category-card">
              <Heading level={subLevel} className="text-lg font-semibold text-slate-900">
                {root.label}
              </Heading>
              <div className="mt-2">{rootBody(root, below(subLevel))}</div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {visible.map((root) => (
            <details key={root.id} className="group" data-testid="category">
              <summary
                className={`flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 md:px-6 [&::-webkit-details-marker]:hidden ${focusRingInset}`}
              >
                <span>
                  {root.label}
                  <span className="ml-2 text-sm font-normal text-slate-600">
                    {t('categories.count', { count: count(root) })}
                  </span>
                </span>
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 fill-current text-slate-500 transition-transform group-open:rotate-180"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </summary>
              <div className="px-4 pb-5 md:px-6">{rootBody(root, subLevel)}</div>
            </details>
          ))}
        </div>
      )}
    </ModuleFrame>
  )
}
