import { NavLink } from '@/ui/shell/NavLink'
import type { ArticleCard } from '@/features/articles/queries'
import { focusRingBrand } from '@/ui/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'

export function articleHref(table: RouteTable, article: Pick<ArticleCard, 'kind' | 'slug'>, locale: Locale): string {
  return table.href(
    { kind: 'article', section: article.kind === 'testimonial' ? 'testimonials' : 'services', slug: article.slug },
    locale,
  )
}

export const linkClass = `rounded-sm text-brand underline-offset-4 hover:underline ${focusRingBrand}`

export function ArticleLinks({
  articles,
  table,
  locale,
}: {
  articles: ArticleCard[]
  table: RouteTable
  locale: Locale
}) {
  if (!articles.length) return null
  return (
    <ul className="space-y-1">
      {articles.map((a) => (
        <li key={a.id}>
          <NavLink href={articleHref(table, a, locale)} className={`inline-flex min-h-11 items-center ${linkClass}`}>
            {a.title}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
