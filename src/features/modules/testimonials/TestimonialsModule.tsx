import { translatorOf } from '@/i18n/translator'
import { Stars } from '@/features/articles/Stars'
import { getPublishedTestimonials, getTestimonialFormPages } from '@/features/testimonials/queries'
import { NavLink } from '@/ui/shell/NavLink'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { MenuPage } from '@/payload/payload-types'
import { linkClass } from '../article/links'
import { formAnchor } from '../contact/ContactModule'
import type { TestimonialsModule as TestimonialsModuleData } from '@/payload/payload-types'
import { ModuleFrame } from '../kit/Frame'
import { itemGridClass } from '../kit/item-grid'
import type { ModuleContext } from '../kit/types'

const writeClass = `inline-flex min-h-11 items-center font-medium ${linkClass}`

/**
 * Where a visitor writes a testimonial: the form on this very page when it holds one, else the
 * first published page that does; null when no page offers the form.
 */
async function formHref(page: MenuPage, table: RouteTable, locale: Locale): Promise<string | null> {
  const here = page.modules?.find((m) => m.blockType === 'contactForm' && m.form === 'testimonial')
  if (here && here.blockType === 'contactForm') return `#${formAnchor(here)}`
  const [key] = await getTestimonialFormPages()
  return key ? table.href({ kind: 'page', key }, locale) : null
}

/**
 * Published testimonials of visitors, newest first, in the page's language unless staff chose
 * all, with a link to the testimonial form. Without testimonials yet, the link alone invites the first.
 */
export async function TestimonialsModule({ module, locale, page, table }: ModuleContext<TestimonialsModuleData>) {
  const [all, t, write] = await Promise.all([
    getPublishedTestimonials(),
    translatorOf(locale, 'articles'),
    formHref(page, table, locale),
  ])
  const shown = module.language === 'all' ? all : all.filter((item) => item.locale === locale)
  const max = typeof module.maxItems === 'number' && module.maxItems >= 1 ? Math.floor(module.maxItems) : undefined
  const items = max ? shown.slice(0, max) : shown
  if (!items.length && !write) return null

  return (
    <ModuleFrame module={module}>
      {items.length ? (
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
      ) : null}
      {write ? (
        <p className={items.length ? 'mt-6' : undefined}>
          {/* The form on this page is a plain jump; another page is an app link. */}
          {write.startsWith('#') ? (
            <a href={write} data-testid="testimonial-form-link" className={writeClass}>
              {t('testimonials.write')}
            </a>
          ) : (
            <NavLink href={write} data-testid="testimonial-form-link" className={writeClass}>
              {t('testimonials.write')}
            </NavLink>
          )}
        </p>
      ) : null}
    </ModuleFrame>
  )
}
