import { goalOf } from './availability'

/**
 * Price rules (docs/rules/listings.md#price): PriceUnit '7' means 'starting from', '2' a monthly amount; a hidden or
 * missing price reads 'price on request'. Only the decision lives here; currency.ts formats.
 */
export const PRICE_UNIT = { total: '1', perMonth: '2', startingFrom: '7' } as const

const unitOf = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '')

export function isStartingFrom(priceUnit: unknown): boolean {
  return unitOf(priceUnit) === PRICE_UNIT.startingFrom
}

export type PriceDisplay =
  | { kind: 'hidden' }
  | { kind: 'amount'; amount: number; startingFrom: boolean; perMonth: boolean }

export interface PriceInput {
  price?: number | string | null
  /** False hides the price. A missing flag follows the back office default (published). */
  publishPrice?: boolean | null
  priceUnit?: string | number | null
  goal?: unknown
}

function amountOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  // No agency asks € 0 or less: such a value is a placeholder, so it reads 'price on request'.
  return Number.isFinite(n) && n > 0 ? n : null
}

export function priceDisplay({ price, publishPrice, priceUnit, goal }: PriceInput): PriceDisplay {
  const amount = amountOf(price)
  if (publishPrice === false || amount === null) return { kind: 'hidden' }
  return {
    kind: 'amount',
    amount,
    startingFrom: isStartingFrom(priceUnit),
    perMonth: goalOf(goal) === 'rent' || unitOf(priceUnit) === PRICE_UNIT.perMonth,
  }
}
