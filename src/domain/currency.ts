/**
 * Prices with a euro prefix and Belgian Dutch digit grouping ('€ 385.000'), whatever
 * the page language, and dates day-month-year without padding ('5-3-2026').
 */
const NBSP = '\u00a0'
export const PRICE_LOCALE = 'nl-BE'

/** 'NaN' for anything that is not a finite number, rather than a throw (docs/rules/listings.md#price). */
export function formatPrice(value: unknown, locale: string = PRICE_LOCALE): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'NaN'
  try {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)
    // Same no-break space Intl puts after '€', so the sign never wraps away from the amount.
    return `€${NBSP}${number}`
  } catch {
    return 'NaN'
  }
}

/**
 * An amount to the cent, for offers and deposits: whole euros as `formatPrice` ('€ 38.500'),
 * otherwise with two decimals after the Belgian comma ('€ 19.999,95').
 */
export function formatAmount(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'NaN'
  const cents = Math.round(value * 100)
  if (cents % 100 === 0) return formatPrice(cents / 100)
  const number = new Intl.NumberFormat(PRICE_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  )
  return `€${NBSP}${number}`
}

/**
 * Calendar day in the agency's time zone, so a midnight timestamp stored in UTC still shows the
 * Belgian date. Invalid dates give an empty string.
 */
export function formatDate(date: Date | string | number, timeZone = 'Europe/Brussels'): string {
  const d = date instanceof Date ? date : new Date(date)
  if (Number.isNaN(d.getTime())) return ''
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' })
    .formatToParts(d)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  return `${Number(parts.day)}-${Number(parts.month)}-${parts.year}`
}
