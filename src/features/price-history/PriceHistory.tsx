import { translatorOf } from '@/i18n/translator'
import { formatDate, formatPrice } from '@/domain/currency'
import { priceDisplay, type PriceInput } from '@/domain/price'
import { priceHistoryRows, showsPriceHistory, type PriceRecord } from '@/domain/price-history'
import type { Locale } from '@/i18n/locales'

/**
 * The property page's price history: each public price with its date and the change from the one
 * before, newest first; shown once the property has had more than one price, and only while its
 * price is public (a hidden price keeps its past hidden too).
 */
export async function PriceHistory({
  records,
  price,
  locale,
}: {
  records: PriceRecord[]
  /** The property's price as the page shows it (hidden when the agency hides it). */
  price: PriceInput
  locale: Locale
}) {
  const rows = priceHistoryRows(records)
  const shown = priceDisplay(price)
  if (shown.kind === 'hidden' || !showsPriceHistory(rows)) return null
  const perMonth = shown.perMonth
  const t = await translatorOf(locale, 'price-history')
  const priceOf = (price: number | null) => {
    if (price === null) return t('history.onRequest')
    const text = formatPrice(price)
    return perMonth ? t('history.perMonth', { price: text }) : text
  }
  return (
    <section aria-labelledby="price-history-title" data-testid="price-history">
      <h2 id="price-history-title" className="mb-3 text-xl font-semibold tracking-tight">
        {t('history.title')}
      </h2>
      <table className="w-full max-w-prose text-left text-slate-800">
        <thead className="border-b border-slate-300 text-sm text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('history.date')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('history.price')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('history.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.at}-${i}`} className="border-b border-slate-200">
              <td className="py-2 pr-4 whitespace-nowrap">{formatDate(row.at)}</td>
              <td className="py-2 pr-4 font-semibold whitespace-nowrap">{priceOf(row.price)}</td>
              <td className="py-2 text-sm">
                {i === rows.length - 1
                  ? t('history.firstPublished')
                  : row.change === null || row.change === 0
                    ? '—'
                    : t(row.change < 0 ? 'history.lowered' : 'history.raised', {
                        amount: formatPrice(Math.abs(row.change)),
                      })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
