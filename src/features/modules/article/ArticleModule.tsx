import { translatorOf } from '@/i18n/translator'
import { NavLink } from '@/ui/shell/NavLink'
import { getPublishedArticles } from '@/features/articles/queries'
import { Stars } from '@/features/articles/Stars'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { focusRingBrand } from '@/ui/shell/ui'
import type { ArticleModule as ArticleModuleData } from '@/payload/payload-types'
import { ModuleFrame } from '../kit/Frame'
import { Heading, moduleLevels } from '../kit/heading'
import { itemGridClass } from '../kit/item-grid'
import { pickItems } from '../kit/pick-items'
import type { ModuleContext } from '../kit/types'
import { articleHref } from './links'

/** Article card view: services or testimonials (the services page). */
export async function ArticleModule({ module, locale, table }: ModuleContext<ArticleModuleData>) {
  const [all, t] = await Promise.all([getPublishedArticles(locale), translatorOf(locale, 'articles')])
  const kind = module.kind === 'testimonial' ? 'testimonial' : 'service'
  const articles = pickItems(all, module.articles, (a) => a.kind === kind, module.maxItems)
  if (!articles.length) return null
  const cardLevel = moduleLevels(module).inner
  const perRow = module.numberItemOfRow ?? 3
  const sizes = `(min-width: 1280px) ${Math.round(1216 / Math.min(6, Math.max(1, perRow)))}px, (min-width: 640px) 50vw, 100vw`

  return (
    <ModuleFrame module={module}>
      <ul className={itemGridClass(perRow, 3)}>
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
                  <NavLink
                    href={articleHref(table, a, locale)}
                    className={`rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-brand ${focusRingBrand}`}
                  >
                    {a.title}
                  </NavLink>
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
    </ModuleFrame>
  )
}
