import { translatorOf } from '@/i18n/translator'
import { NavLink } from '@/ui/shell/NavLink'
import { notFound } from 'next/navigation'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { RichText } from '@/ui/page/RichText'
import type { RenderContext } from '@/ui/page/types'
import { Shell } from '@/ui/shell/Shell'
import { focusRingBrand } from '@/ui/shell/ui'
import { articleOf, categoryPath } from './queries'
import { Stars } from './Stars'

/**
 * An article page: /services/{slug}/ or /testimonials/{slug}/ (localized), at its canonical URL
 * (the dispatcher sent a slug of another language, or an old one, to this language's own).
 */
export async function renderArticle({ locale, table, resolution, alternates: languageVersions }: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'article') notFound()
  const article = await articleOf(target.section, target.slug, locale, resolution.preview)
  if (!article) notFound()

  const [alternates, crumbs, t] = await Promise.all([
    languageVersions(),
    categoryPath(article.categoryId, locale),
    translatorOf(locale, 'articles'),
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
          <NavLink
            href={table.href({ kind: 'page', key: 'services' }, locale)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-sm font-medium text-brand underline-offset-4 hover:underline ${focusRingBrand}`}
          >
            <span aria-hidden="true">←</span>
            {t('article.backToServices')}
          </NavLink>
        </p>
      </main>
    </Shell>
  )
}
