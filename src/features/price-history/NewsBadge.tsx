import { translatorOf } from '@/i18n/translator'
import { badgeFactsOf, listingBadge, type ListingBadge, type PriceRecord } from '@/domain/price-history'
import type { Locale } from '@/i18n/locales'

/** The message key of a badge's text. */
export const newsKey = (badge: ListingBadge) => (badge === 'new' ? 'badge.new' : 'badge.priceLowered')

/** 'New' or 'Price lowered' above the property page's title (domain/price-history.ts: listingBadge). */
export async function NewsBadge({
  records,
  marquee,
  locale,
}: {
  records: PriceRecord[]
  marquee: unknown
  locale: Locale
}) {
  const badge = listingBadge(badgeFactsOf(records, marquee), new Date())
  if (!badge) return null
  const t = await translatorOf(locale, 'price-history')
  return (
    <p
      data-testid="news-badge"
      data-badge={badge}
      className="mb-2 inline-block rounded bg-emerald-800 px-3 py-1 text-sm font-bold tracking-wide text-white print:border print:border-black print:bg-white print:text-black"
    >
      {t(newsKey(badge))}
    </p>
  )
}
