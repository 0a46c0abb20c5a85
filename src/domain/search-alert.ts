import { isOpenForEnquiry } from './availability'
import { calendarDay } from './calendar'
import { priceDisplay } from './price'
import { isPriceDrop, type PriceRecord } from './price-history'

export { calendarDay } from './calendar'

/*
 * Search alerts ('keep me informed'; docs/rules/forms-and-leads.md#search-alerts): which
 * registrations a property matches, which changes of a property are news for them, and the
 * one-mail-a-day rule. Pure functions of plain values; the alerts feature reads and writes.
 */

export type AlertGoal = 'sale' | 'rent'

/** What a registration asks for. Empty lists match nothing: the form requires one type and one zone. */
export interface AlertCriteria {
  goal: AlertGoal
  /** Property type ids (any of them). */
  types: readonly number[]
  /** City ids; a property in any of them, or in any of `postcodes`, is in the zone. */
  cities: readonly number[]
  /** Four-digit Belgian postcodes. */
  postcodes: readonly string[]
  priceMin?: number | null
  priceMax?: number | null
  /** Minimum number of bedrooms. */
  bedroomsMin?: number | null
}

/** What a property offers, as the public site shows it. */
export interface ListingFacts {
  goal: unknown
  type: number | null
  city: number | null
  /** The postcode of the property's city. */
  zip: string | null
  price?: number | string | null
  /** False: 'price on request'. */
  publishPrice?: boolean | null
  bedrooms?: number | null
  /** Payload's `_status` of the public version. */
  status: unknown
  deletedAt?: string | null
  marquee: unknown
}

const bound = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null

/** Published and not in the trash: what a visitor can open. */
export function isListed(p: Pick<ListingFacts, 'status' | 'deletedAt'>): boolean {
  return p.status === 'published' && !p.deletedAt
}

/** The public price, or null for 'price on request' (hidden, missing or zero). */
export function publicPrice(p: Pick<ListingFacts, 'price' | 'publishPrice' | 'goal'>): number | null {
  const shown = priceDisplay({ price: p.price, publishPrice: p.publishPrice, goal: p.goal })
  return shown.kind === 'amount' ? shown.amount : null
}

/**
 * Whether a property is news for a registration: listed and still on the market, of the goal,
 * of one of the types, in one of the zones (city or postcode), with at least the bedrooms asked.
 *
 * Price on request: such a property matches only a registration that set no price bound. Its
 * price cannot be compared with the bounds without telling the visitor something about a price
 * the agency chose not to show; a registration without bounds wants every price.
 */
export function matchesAlert(alert: AlertCriteria, p: ListingFacts): boolean {
  return isListed(p) && isOpenForEnquiry(p.marquee) && matchesCriteria(alert, p)
}

/** The registration's own criteria (goal, type, zone, price, bedrooms), whatever the property's state. */
export function matchesCriteria(
  alert: AlertCriteria,
  p: Omit<ListingFacts, 'status' | 'deletedAt' | 'marquee'>,
): boolean {
  if ((p.goal === 'rent' ? 'rent' : 'sale') !== alert.goal) return false
  if (p.type === null || !alert.types.includes(p.type)) return false
  const inCity = p.city !== null && alert.cities.includes(p.city)
  const inPostcode = !!p.zip && alert.postcodes.includes(p.zip.trim())
  if (!inCity && !inPostcode) return false
  const min = bound(alert.priceMin)
  const max = bound(alert.priceMax)
  const price = publicPrice(p)
  if (price === null) {
    if (min !== null || max !== null) return false
  } else if ((min !== null && price < min) || (max !== null && price > max)) return false
  const bedrooms = bound(alert.bedroomsMin)
  if (bedrooms !== null && (typeof p.bedrooms !== 'number' || p.bedrooms < bedrooms)) return false
  return true
}

export type AlertReason = 'published' | 'price-drop'

/**
 * Why a change of a property is news for the registrations: it was published (the first time,
 * or again after being unpublished or trashed), or its public price went down while it stayed
 * listed. `before` is the public version before the change; null for a new property. `change`
 * is what the price history recorded for this save (features/price-history): the one place a
 * price drop is known. A price that was on request and now shows, or any rise, is not a drop.
 */
export function alertReason(
  before: (Pick<ListingFacts, 'status' | 'deletedAt'> & object) | null,
  after: Pick<ListingFacts, 'status' | 'deletedAt'>,
  change: Pick<PriceRecord, 'oldPrice' | 'newPrice'> | null,
): AlertReason | null {
  if (!isListed(after)) return null
  if (!before || !isListed(before)) return 'published'
  return change && isPriceDrop(change.oldPrice, change.newPrice) ? 'price-drop' : null
}

/**
 * At most one alert mail per address and Brussels calendar day: whether an address last mailed
 * at `lastSent` (null: never) may be mailed at `now`.
 */
export function mayMailDigest(lastSent: Date | null, now: Date): boolean {
  return !lastSent || calendarDay(lastSent) !== calendarDay(now)
}
