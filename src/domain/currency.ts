/**
 * Prices with a euro prefix and Belgian Dutch digit grouping ('€ 385.000'), whatever
 * the page language, and dates day-month-year without padding ('5-3-2026').
 */
import { AGENCY_TIME_ZONE, intlTags, type Locale } from '@/i18n/locales'
import { madeOnce } from './made-once'

const NBSP = '\u00a0'
export const PRICE_LOCALE = 'nl-BE'

/*
 * Formatters are made once and reused: making an Intl formatter costs about 20 µs (a date one
 * 40), formatting with it a fraction of a microsecond, and a list page formats dozens of amounts.
 */
// Throws for a malformed locale tag (formatPrice then answers 'NaN').
const wholeEurosIn = madeOnce((locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }))
const centsFormat = new Intl.NumberFormat(PRICE_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const dayFormatIn = madeOnce(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' }),
)

/** 'NaN' for anything that is not a finite number, rather than a throw (docs/rules/listings.md#price). */
export function formatPrice(value: unknown, locale: string = PRICE_LOCALE): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'NaN'
  try {
    const number = wholeEurosIn(locale).format(value)
    // Same no-break space Intl puts after '€', so the sign never wraps away from the amount.
    return `€${NBSP}${number}`
  } catch {
    return 'NaN'
  }
}

const decimalsIn = madeOnce((locale: Locale) => new Intl.NumberFormat(intlTags[locale], { maximumFractionDigits: 2 }))

/** A measure as the page's language writes it, up to two decimals: '1,250.5', '1.250,5'. */
export function formatDecimal(value: number, locale: Locale): string {
  return decimalsIn(locale).format(value)
}

/**
 * An amount to the cent, for offers and deposits: whole euros as `formatPrice` ('€ 38.500'),
 * otherwise with two decimals after the Belgian comma ('€ 19.999,95').
 */
export function formatAmount(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'NaN'
  const cents = Math.round(value * 100)
  if (cents % 100 === 0) return formatPrice(cents / 100)
  const number = centsFormat.format(cents / 100)
  return `€${NBSP}${number}`
}

/**
 * Calendar day in the agency's time zone, so a midnight timestamp stored in UTC still shows the
 * Belgian date. Invalid dates give an empty string.
 */
export function formatDate(date: Date | string | number, timeZone = AGENCY_TIME_ZONE): string {
  const d = date instanceof Date ? date : new Date(date)
  if (Number.isNaN(d.getTime())) return ''
  const format = dayFormatIn(timeZone)
  const parts = format.formatToParts(d).reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  return `${Number(parts.day)}-${Number(parts.month)}-${parts.year}`
}
