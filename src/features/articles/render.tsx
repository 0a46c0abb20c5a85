import Link from 'next/link'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ResponsiveImage } from '@/features/media/ResponsiveImage'
import { RichText } from '@/features/pages/RichText'
import type { RenderContext } from '@/features/pages/types'
import { getLanguageSettings } from '@/features/routing/queries'
import { Shell } from '@/features/shell/Shell'
import { focusRingBrand } from '@/features/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import { articleOf, categoryPath, type ArticleDetail } from './queries'
import { Stars } from './ui'

type Section = 'services' | 'testimonials'

/** The same article in every enabled language: the slug differs per language. */
async function articleAlternates(table: RouteTable, section: Section, article: ArticleDetail) {
  const { enabled } = await getLanguageSettings()
  return Object.fromEntries(
    enabled.map((l) => [l, table.href({ kind: 'article', section, slug: article.slugs[l] ?? article.slug }, l)]),
  ) as Partial<Record<Locale, string>>
}

/** An article page: /services/{slug}/ or /testimonials/{slug}/ (localized). */
export async function renderArticle({ locale, table, resolution }: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'article') notFound()
  const { section } = target
  const article = await articleOf(section, target.slug, locale)
  if (!article) notFound()
  // A slug of another language (or an old one) leads to this language's own URL.
  if (article.slug && article.slug !== target.slug) {
    const canonical = table.href({ kind: 'article', section, slug: article.slug }, locale)
    const here = table.href(target, locale)
    if (canonical !== here) permanentRedirect(canonical)
  }

  const [alternates, crumbs, t] = await Promise.all([
    articleAlternates(table, section, article),
    categoryPath(article.categoryId, locale),
    getTranslations({ locale, namespace: 'articles' }),
  ])
  const testimonial = article.kind === 'testimonial'
  const eyebrow = testimonial ? t('article.testimonial') : crumbs.join(' › ')

  return (
    <Shell locale={locale} alternates={alternates}>
      <main id="main" className="mx-auto max-w-4xl px-4 py-12 md:py-16">
        <article>
          <header className="max-w-3xl">
            {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
            <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">{article.title}</h1>
            {testimonial && (article.author || article.rating !== null) ? (
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
                {article.rating !== null ? (
                  <Stars rating={article.rating} label={t('cards.rating', { rating: article.rating })} />
                ) : null}
                {article.author ? <p className="font-medium text-slate-900">{article.author}</p> : null}
              </div>
            ) : null}
            {article.excerpt ? (
              testimonial ? (
                <blockquote className="mt-6 border-l-4 border-accent pl-4 text-lg text-slate-700 italic">
                  {article.excerpt}
                </blockquote>
              ) : (
                <p className="mt-4 text-lg text-slate-600">{article.excerpt}</p>
              )
            ) : null}
          </header>
          {article.image ? (
            <ResponsiveImage
              image={article.image}
              sizes="(min-width: 896px) 864px, 100vw"
              load="priority"
              className="mt-8 aspect-[16/9] w-full rounded-lg object-cover"
            />
          ) : null}
          <div className="mt-8">
            <RichText data={article.content} />
          </div>
        </article>
        <p className="mt-12 border-t border-slate-200 pt-6">
          <Link
            href={table.href({ kind: 'page', key: 'services' }, locale)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-sm font-medium text-brand underline-offset-4 hover:underline ${focusRingBrand}`}
          >
            <span aria-hidden="true">←</span>
            {t('article.backToServices')}
          </Link>
        </p>
      </main>
    </Shell>
  )
}
