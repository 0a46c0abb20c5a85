import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { buildCategoryTree, findNode, subtreeIds, type CategoryNode } from '@/domain/category-tree'
import { formatPhone } from '@/domain/phone'
import { ResponsiveImage } from '@/features/media/ResponsiveImage'
import type { ModuleContext } from '@/features/pages/types'
import { focusRingBrand, focusRingInset } from '@/features/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type {
  ArticleModule as ArticleModuleData,
  CategoryModule as CategoryModuleData,
  TeamModule as TeamModuleData,
} from '@/payload/payload-types'
import { getCategories, getPublishedArticles, getTeamMembers, type ArticleCard, type CategoryRow } from './queries'
import { idOf, pickItems, telHref } from './select'
import { below, gridClass, Heading, levelOf, ModuleHeader, Stars, type HeadingLevel } from './ui'

type Node = CategoryNode<CategoryRow>

export function articleHref(table: RouteTable, article: Pick<ArticleCard, 'kind' | 'slug'>, locale: Locale): string {
  return table.href(
    { kind: 'article', section: article.kind === 'testimonial' ? 'testimonials' : 'services', slug: article.slug },
    locale,
  )
}

const linkClass = `rounded-sm text-brand underline-offset-4 hover:underline ${focusRingBrand}`

function ArticleLinks({ articles, table, locale }: { articles: ArticleCard[]; table: RouteTable; locale: Locale }) {
  if (!articles.length) return null
  return (
    <ul className="space-y-1">
      {articles.map((a) => (
        <li key={a.id}>
          <Link href={articleHref(table, a, locale)} className={`inline-flex min-h-11 items-center ${linkClass}`}>
            {a.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

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
 * Collapsible category view of the services page (SPEC §2): the category tree (roots in WebID
 * order) with the published services of each category as links. Native <details>, so it opens
 * with the keyboard and without JavaScript. Without `isHasSubcategories` a root lists every
 * service of its branch in one list. Categories without any service are left out.
 */
export async function CategoryModule({ module, locale, table }: ModuleContext<CategoryModuleData>) {
  const [rows, articles, t] = await Promise.all([
    getCategories(locale),
    getPublishedArticles(locale),
    getTranslations({ locale, namespace: 'articles' }),
  ])
  const services = articles.filter((a) => a.kind === 'service' && a.categoryId !== null)
  const byCategory = new Map<number, ArticleCard[]>()
  for (const a of services) byCategory.set(a.categoryId!, [...(byCategory.get(a.categoryId!) ?? []), a])

  const tree: Node[] = buildCategoryTree(rows, { rootSort: 'webId', locale })
  // A module tied to one category shows that branch only.
  const chosen = idOf(module.category)
  const start = chosen !== null ? findNode(tree, chosen) : null
  const roots = chosen === null ? tree : start ? (start.children.length ? start.children : [start]) : []

  const branch = (n: Node) => subtreeIds(n).flatMap((id) => byCategory.get(id as number) ?? [])
  const count = (n: Node) => branch(n).length
  const visible = roots.filter((r) => count(r) > 0)
  if (!visible.length) return null

  const level = levelOf(module.titleSize)
  const headingId = `module-${module.id ?? 'categories'}`
  const titled = !!module.title
  const subLevel = titled ? below(level) : level
  const nested = module.isHasSubcategories !== false

  return (
    <section aria-labelledby={titled ? headingId : undefined} className={module.cssClass ?? undefined}>
      <ModuleHeader id={headingId} level={level} title={module.title} description={module.description} />
      {module.view === 'cards' ? (
        <ul className={gridClass(visible.length >= 4 ? 4 : visible.length, 3)}>
          {visible.map((root) => (
            <li key={root.id} className="rounded-lg border border-slate-200 p-5">
              <Heading level={subLevel} className="text-lg font-semibold text-slate-900">
                {root.label}
              </Heading>
              <div className="mt-2">
                {nested ? (
                  <CategoryBody
                    node={root}
                    level={below(subLevel)}
                    byCategory={byCategory}
                    count={count}
                    table={table}
                    locale={locale}
                  />
                ) : (
                  <ArticleLinks articles={branch(root)} table={table} locale={locale} />
                )}
              </div>
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
              <div className="px-4 pb-5 md:px-6">
                {nested ? (
                  <CategoryBody
                    node={root}
                    level={subLevel}
                    byCategory={byCategory}
                    count={count}
                    table={table}
                    locale={locale}
                  />
                ) : (
                  <ArticleLinks articles={branch(root)} table={table} locale={locale} />
                )}
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  )
}

/** Article card view: services or testimonials (SPEC §2 services page). */
export async function ArticleModule({ module, locale, table }: ModuleContext<ArticleModuleData>) {
  const [all, t] = await Promise.all([getPublishedArticles(locale), getTranslations({ locale, namespace: 'articles' })])
  const kind = module.kind === 'testimonial' ? 'testimonial' : 'service'
  const articles = pickItems(all, module.articles, (a) => a.kind === kind, module.maxItems)
  if (!articles.length) return null
  const level = levelOf(module.titleSize)
  const headingId = `module-${module.id ?? module.kind ?? 'articles'}`
  const titled = !!module.title
  const cardLevel = titled ? below(level) : level
  const perRow = module.numberItemOfRow ?? 3
  const sizes = `(min-width: 1280px) ${Math.round(1216 / Math.min(6, Math.max(1, perRow)))}px, (min-width: 640px) 50vw, 100vw`

  return (
    <section aria-labelledby={titled ? headingId : undefined} className={module.cssClass ?? undefined}>
      <ModuleHeader id={headingId} level={level} title={module.title} description={module.description} />
      <ul className={gridClass(perRow, 3)}>
        {articles.map((a) => {
          const testimonial = a.kind === 'testimonial'
          return (
            <li
              key={a.id}
              data-testid={testimonial ? 'testimonial-card' : 'service-card'}
              className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
            >
              {a.image ? (
                <ResponsiveImage image={a.image} sizes={sizes} className="aspect-[3/2] w-full object-cover" />
              ) : null}
              <div className="flex flex-1 flex-col gap-3 p-5">
                {testimonial && a.rating !== null ? (
                  <Stars rating={a.rating} label={t('cards.rating', { rating: a.rating })} />
                ) : null}
                <Heading level={cardLevel} className="text-lg font-semibold text-slate-900">
                  {/* The whole card is the link's hit area; the title is its accessible name. */}
                  <Link
                    href={articleHref(table, a, locale)}
                    className={`rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-brand ${focusRingBrand}`}
                  >
                    {a.title}
                  </Link>
                </Heading>
                {a.excerpt ? (
                  testimonial ? (
                    <blockquote className="text-slate-700 italic">{a.excerpt}</blockquote>
                  ) : (
                    <p className="text-slate-700">{a.excerpt}</p>
                  )
                ) : null}
                {testimonial && a.author ? (
                  <p className="mt-auto text-sm font-medium text-slate-900">{a.author}</p>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function languageList(codes: Locale[], locale: Locale): string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'language' })
    return new Intl.ListFormat([locale], { type: 'conjunction' }).format(codes.map((c) => names.of(c) ?? c))
  } catch {
    return codes.map((c) => c.toUpperCase()).join(', ')
  }
}

/** Team view: the module's chosen members in its order, or the whole team. */
export async function TeamModule({ module, locale }: ModuleContext<TeamModuleData>) {
  const [all, t] = await Promise.all([getTeamMembers(locale), getTranslations({ locale, namespace: 'articles' })])
  const members = pickItems(all, module.members, () => true)
  if (!members.length) return null
  const level = levelOf(module.titleSize)
  const headingId = `module-${module.id ?? 'team'}`
  const titled = !!module.title
  const cardLevel = titled ? below(level) : level
  const perRow = module.numberItemOfRow ?? 4

  return (
    <section aria-labelledby={titled ? headingId : undefined} className={module.cssClass ?? undefined}>
      <ModuleHeader id={headingId} level={level} title={module.title} description={module.description} />
      <ul className={gridClass(perRow, 4)}>
        {members.map((m) => (
          <li
            key={m.id}
            data-testid="team-member"
            className="flex flex-col rounded-lg border border-slate-200 bg-white"
          >
            {m.photo ? (
              <ResponsiveImage
                image={m.photo}
                sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/5] w-full rounded-t-lg object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-1 p-5">
              <Heading level={cardLevel} className="text-lg font-semibold text-slate-900">
                {m.name}
              </Heading>
              {m.role ? <p className="text-sm text-slate-600">{m.role}</p> : null}
              <div className="mt-2 flex flex-col items-start">
                {m.phone ? (
                  <a href={telHref(m.phone)} className={`inline-flex min-h-11 items-center ${linkClass}`}>
                    <span className="sr-only">{t('team.phone')} </span>
                    {formatPhone(m.phone)}
                  </a>
                ) : null}
                {m.email ? (
                  <a href={`mailto:${m.email}`} className={`inline-flex min-h-11 items-center break-all ${linkClass}`}>
                    <span className="sr-only">{t('team.email')} </span>
                    {m.email}
                  </a>
                ) : null}
              </div>
              {m.languages.length ? (
                <p className="mt-1 text-sm text-slate-600">
                  {t('team.languages', { list: languageList(m.languages, locale) })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
