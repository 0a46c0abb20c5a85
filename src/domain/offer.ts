/** The buyer of a purchase offer pays a deposit of 10 % of the amount at signing. */
export const OFFER_DEPOSIT_RATE = 0.1

/** The deposit of an offer, to the cent; null for what is not an amount. */
export function offerDeposit(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null
  return Math.round(amount * OFFER_DEPOSIT_RATE * 100) / 100
}
