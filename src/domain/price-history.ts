import { isOpenForEnquiry } from './availability'
import { calendarDay } from './calendar'

/*
 * Price history and the news badges of a listing (docs/rules/listings.md#price-history): what is
 * recorded when a published property's public price changes, the rows the property page shows,
 * and which badge a card shows on a given day. Pure functions of plain values; the price-history
 * feature reads and writes.
 */

/** 'New' shows on the day of first publication and the 14 days after it. */
export const NEW_BADGE_DAYS = 14
/** 'Price lowered' shows on the day of the reduction and the 30 days after it. */
export const LOWERED_BADGE_DAYS = 30

/** A public price (null: 'price on request') went down: from one shown amount to a lower one. */
export function isPriceDrop(from: number | null, to: number | null): boolean {
  return from !== null && to !== null && to < from
}

export type PriceRecordKind = 'listed' | 'change'

/** One stored record: the first publication (its price in `newPrice`) or a change of the public price. */
export interface PriceRecord {
  kind: PriceRecordKind
  at: string
  oldPrice: number | null
  newPrice: number | null
}

export type NewPriceRecord = Omit<PriceRecord, 'at'> & { lowered: boolean }

/**
 * What to record when a property is saved listed (published, not in the trash) with public price
 * `price`, given its latest record: the first publication when it has none, a change when the
 * price differs from the last one recorded (also after a spell unpublished), else nothing.
 */
export function priceRecordOf(
  latest: Pick<PriceRecord, 'newPrice'> | null,
  price: number | null,
): NewPriceRecord | null {
  if (!latest) return { kind: 'listed', oldPrice: null, newPrice: price, lowered: false }
  const last = latest.newPrice
  if (last === price) return null
  return { kind: 'change', oldPrice: last, newPrice: price, lowered: isPriceDrop(last, price) }
}

export interface PriceHistoryRow {
  at: string
  /** Null: 'price on request'. */
  price: number | null
  /** The difference with the price before; null for the first price or from or to 'on request'. */
  change: number | null
}

/** The rows of the property page, newest first: the first price, then each change. */
export function priceHistoryRows(records: readonly PriceRecord[]): PriceHistoryRow[] {
  return [...records]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((r) => ({
      at: r.at,
      price: r.newPrice,
      change: r.kind === 'change' && r.oldPrice !== null && r.newPrice !== null ? r.newPrice - r.oldPrice : null,
    }))
    .reverse()
}

/** The history is worth showing when the property has had more than one price. */
export function showsPriceHistory(rows: readonly PriceHistoryRow[]): boolean {
  return rows.length > 1
}

/** Whole calendar days in the agency's time zone from the day of `from` to the day of `to`. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Date.parse(`${calendarDay(d)}T00:00:00Z`)
  return Math.round((day(to) - day(from)) / 86_400_000)
}

export type ListingBadge = 'price-lowered' | 'new'

/** What decides a listing's badge: dates from its price records, and its marquee. */
export interface BadgeFacts {
  firstPublishedAt: Date | string | null | undefined
  /** The latest change of the public price, whatever its direction. */
  lastChangeAt: Date | string | null | undefined
  /** The latest reduction. */
  lastDropAt: Date | string | null | undefined
  marquee: unknown
}

const instant = (value: Date | string | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

const within = (at: Date, now: Date, days: number) => {
  const age = calendarDaysBetween(at, now)
  return age >= 0 && age <= days
}

/**
 * The badge of a listing on the day of `now` (Brussels days). A sold or let property shows its
 * own state, never news. 'Price lowered' wins over 'New' (a property reduced in its first
 * fortnight says the more useful thing), and only while that reduction is the latest change: a
 * later rise or a price put on request ends it.
 */
export function listingBadge(facts: BadgeFacts, now: Date): ListingBadge | null {
  if (!isOpenForEnquiry(facts.marquee)) return null
  const drop = instant(facts.lastDropAt)
  const change = instant(facts.lastChangeAt)
  if (drop && (!change || change.getTime() <= drop.getTime()) && within(drop, now, LOWERED_BADGE_DAYS))
    return 'price-lowered'
  const first = instant(facts.firstPublishedAt)
  if (first && within(first, now, NEW_BADGE_DAYS)) return 'new'
  return null
}

/** The badge dates of a property from its records (the lists read the same dates in SQL). */
export function badgeFactsOf(records: readonly PriceRecord[], marquee: unknown): BadgeFacts {
  const facts: BadgeFacts = { firstPublishedAt: null, lastChangeAt: null, lastDropAt: null, marquee }
  const time = (at: Date | string | null | undefined) => (at ? new Date(at).getTime() : NaN)
  for (const r of records) {
    const at = Date.parse(r.at)
    if (r.kind === 'listed' && !(time(facts.firstPublishedAt) <= at)) facts.firstPublishedAt = r.at
    if (r.kind !== 'change') continue
    if (!(time(facts.lastChangeAt) >= at)) facts.lastChangeAt = r.at
    if (isPriceDrop(r.oldPrice, r.newPrice) && !(time(facts.lastDropAt) >= at)) facts.lastDropAt = r.at
  }
  return facts
}
