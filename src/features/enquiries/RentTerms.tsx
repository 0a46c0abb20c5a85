import { translatorOf } from '@/i18n/translator'
import { rentFigures, type RentInput } from '@/domain/rent'
import type { Locale } from '@/i18n/locales'
import { rentTermLines } from './model/rent-terms'

export interface RentTermsProps {
  /** The property for rent the application is about (price, costs, rental terms). */
  property: RentInput
  locale: Locale
}

/**
 * The conditions of a property for rent (minimum income, occupants, first month's
 * rent, charges, inventory share, deposit of three months' rent), shown above the rent
 * application form. Nothing for a property for sale.
 */
export async function RentTerms({ property, locale }: RentTermsProps) {
  const figures = rentFigures(property)
  if (!figures) return null
  const t = await translatorOf(locale, 'rent')
  const lines = rentTermLines(figures, t)
  return (
    <section aria-labelledby="rent-terms-title" className="rounded-md border border-slate-300 bg-slate-50 p-4">
      <h2 id="rent-terms-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800" data-testid="rent-terms">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
