/**
 * What of a property (or a project) may leave the server for the public (its publishAddress
 * and publishPrice flags; docs/rules/listings.md). Every public read (lists, maps, modules, the property and project pages,
 * JSON-LD, visitors' mails and PDFs) passes the documents it read through `publicView` before it
 * shapes them, so a view added later gets the hidden values as null and cannot show them.
 * Staff (back office, agency mails) and owners (portal) read the stored document.
 */
import { availabilityOf } from './availability'

export interface VisibilityFlags {
  /** False: only the city is public (no street, number, box or coordinates). Missing: public. */
  publishAddress?: boolean | null
  /** False: 'price on request' (no amount, nor the costs computed from it). Missing: public. */
  publishPrice?: boolean | null
}

export const isAddressPublic = (p: VisibilityFlags): boolean => p.publishAddress !== false
export const isPricePublic = (p: VisibilityFlags): boolean => p.publishPrice !== false

/** The agency's choices that narrow what the public sees (site settings). */
export interface PublicPolicy {
  /** True: a sold or let property keeps its price in public. Unset or false: hidden (the default). */
  showClosedPrices?: boolean | null
}

/** Sold or let: the marquee closes it (domain/availability). A document read without one is open. */
interface Closable {
  marquee?: unknown
  goal?: unknown
}

/**
 * Whether the public sees the price of a property that is no longer on the market. Hidden unless
 * the agency chose to show it: a sold price is the seller's business, and a price left on a let
 * home reads as an offer. An available property is not concerned.
 */
export const isClosedPriceHidden = (doc: Closable, policy: PublicPolicy = {}): boolean =>
  policy.showClosedPrices !== true && availabilityOf(doc.marquee, doc.goal) !== 'available'

/** The fields that place a property more precisely than its postcode and city. */
export const ADDRESS_FIELDS = ['street', 'houseNumber', 'boxNumber', 'latitude', 'longitude'] as const

/**
 * The amounts that give away a hidden price: the price itself; registration duties, VAT and the
 * notary's fee, each a rate or a scale of the price; a life annuity sale's bouquet and annuity,
 * which are its price. Monthly charges do not depend on the price and stay.
 */
const PRICE_FIELDS = ['price'] as const
const PRICED_GROUPS = { costs: ['notary', 'registration', 'vat'], viager: ['bouquet', 'monthlyAnnuity'] } as const

type Doc = VisibilityFlags & object

function blank(record: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of keys) if (key in record) record[key] = null
}

/**
 * A copy of a document as the public may read it: the address fields null when the address is
 * not public, the price and the amounts derived from it null when the price is not, or when the
 * property is sold or let and the agency's `policy` does not show such prices. Fields the
 * document does not hold (a narrow `select`) stay absent. The flags themselves stay, so a view
 * can still say 'price on request' or 'only the city is shown'.
 *
 * A document read without a flag (a `select` that left it out) is treated as hidden for that
 * flag: a forgotten field then shows less, never more. A flag read as null follows the back
 * office default (public).
 */
export function publicView<T extends Doc>(doc: T, policy: PublicPolicy = {}): T {
  const out = { ...doc } as Record<string, unknown>
  if (!('publishAddress' in doc) || !isAddressPublic(doc)) blank(out, ADDRESS_FIELDS)
  if (!('publishPrice' in doc) || !isPricePublic(doc) || isClosedPriceHidden(doc as Closable, policy)) {
    blank(out, PRICE_FIELDS)
    for (const [group, keys] of Object.entries(PRICED_GROUPS)) {
      const value = out[group]
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const copy = { ...(value as Record<string, unknown>) }
        blank(copy, keys)
        out[group] = copy
      }
    }
  }
  return out as T
}
