import { translatorOf } from '@/i18n/translator'
import { Stars } from '@/features/articles/Stars'
import { getPublishedTestimonials } from '@/features/testimonials/queries'
import type { TestimonialsModule as TestimonialsModuleData } from '@/payload/payload-types'
import { ModuleFrame } from '../kit/Frame'
import { itemGridClass } from '../kit/item-grid'
import type { ModuleContext } from '../kit/types'

/** Published testimonials of visitors, newest first, in the page's language unless staff chose all. */
export async function TestimonialsModule({ module, locale }: ModuleContext<TestimonialsModuleData>) {
  const [all, t] = await Promise.all([getPublishedTestimonials(), translatorOf(locale, 'articles')])
  const shown = module.language === 'all' ? all : all.filter((item) => item.locale === locale)
  const max = typeof module.maxItems === 'number' && module.maxItems >= 1 ? Math.floor(module.maxItems) : undefined
  const items = max ? shown.slice(0, max) : shown
  if (!items.length) return null

  return (
    <ModuleFrame module={module}>
      <ul className={itemGridClass(module.numberItemOfRow, 3)}>
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="visitor-testimonial"
            lang={item.locale === locale ? undefined : item.locale}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <figure className="flex flex-1 flex-col gap-3">
              {item.rating !== null ? (
                <Stars rating={item.rating} label={t('cards.rating', { rating: item.rating })} />
              ) : null}
              <blockquote className="whitespace-pre-line text-slate-700 italic">{item.text}</blockquote>
              <figcaption className="mt-auto text-sm font-medium text-slate-900">
                {item.city ? t('testimonials.byline', { name: item.name, city: item.city }) : item.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ModuleFrame>
  )
}
