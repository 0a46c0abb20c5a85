import { cents, VAT_STANDARD } from './rules'

/**
 * Notary costs (docs/rules/purchase-costs.md#notary): the legal degressive fee of the Royal Decree of
 * 16 December 1950 on notaries' fees, an estimate of the deed's administrative costs, and VAT.
 */

/** A bracket: the rate applies to the part of the amount up to `upTo` (Infinity for the last). */
export interface Bracket {
  upTo: number
  rate: number
}

/** Fee scale for a sale of real property by private agreement. */
export const SALE_FEE_SCALE: readonly Bracket[] = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_495, rate: 0.0171 },
  { upTo: 64_095, rate: 0.0114 },
  { upTo: 250_095, rate: 0.0057 },
  { upTo: Infinity, rate: 0.00057 },
]

/**
 * Fee scale for a loan deed with a mortgage, same brackets. It gives € 651.72 for a loan of
 * € 100,000, the figure published for that amount; to be confirmed by a notary before relying on it.
 */
export const LOAN_FEE_SCALE: readonly Bracket[] = [
  { upTo: 7_500, rate: 0.0171 },
  { upTo: 17_500, rate: 0.01368 },
  { upTo: 30_000, rate: 0.00912 },
  { upTo: 45_495, rate: 0.00684 },
  { upTo: 64_095, rate: 0.00456 },
  { upTo: 250_095, rate: 0.00228 },
  { upTo: Infinity, rate: 0.000456 },
]

/**
 * The deed's administrative costs and disbursements (searches, certificates, urban-planning and
 * land-registry extracts, formalities): not set by law; notaries typically charge a flat € 800 to
 * € 1,100 before VAT, so the upper end is used to avoid understating the cost.
 */
export const SALE_ADMIN_COSTS = 1_100
/** The same for a loan deed: notaries state € 700 to € 1,000; the midpoint is used. */
export const LOAN_ADMIN_COSTS = 850

/** The fee by a degressive scale: each bracket's rate on the part of the amount inside it. */
export function scaleFee(amount: number, scale: readonly Bracket[]): number {
  let fee = 0
  let lower = 0
  for (const { upTo, rate } of scale) {
    if (amount <= lower) break
    fee += (Math.min(amount, upTo) - lower) * rate
    lower = upTo
  }
  return cents(fee)
}

export interface NotaryCosts {
  /** The amount the fee is computed on (the price, or the loan). */
  base: number
  fee: number
  adminCosts: number
  vatRate: number
  /** VAT on the fee and the administrative costs. */
  vat: number
  amount: number
}

function withVat(base: number, fee: number, adminCosts: number): NotaryCosts {
  const vat = cents((fee + adminCosts) * VAT_STANDARD)
  return { base, fee, adminCosts, vatRate: VAT_STANDARD, vat, amount: cents(fee + adminCosts + vat) }
}

/** The notary's costs on the deed of sale, for the buyer. */
export function saleNotaryCosts(price: number): NotaryCosts {
  return withVat(price, scaleFee(price, SALE_FEE_SCALE), SALE_ADMIN_COSTS)
}

/** Registration duty on a mortgage (1 %) and the mortgage-register duty (0.3 %), on the loan amount. */
export const MORTGAGE_REGISTRATION_RATE = 0.01
export const MORTGAGE_REGISTER_RATE = 0.003

export interface MortgageDeedCosts {
  loan: number
  registrationDuty: { rate: number; base: number; amount: number }
  registerDuty: { rate: number; base: number; amount: number }
  notary: NotaryCosts
  amount: number
}

/**
 * The costs of the loan deed. Simplified: the duties are taken on the loan alone (banks usually
 * register about 10 % more for accessories), and the mortgage registrar's fee and the fixed
 * duties (writing duty, annexes) are left out.
 */
export function mortgageDeedCosts(loan: number): MortgageDeedCosts {
  const registrationDuty = {
    rate: MORTGAGE_REGISTRATION_RATE,
    base: loan,
    amount: cents(loan * MORTGAGE_REGISTRATION_RATE),
  }
  const registerDuty = { rate: MORTGAGE_REGISTER_RATE, base: loan, amount: cents(loan * MORTGAGE_REGISTER_RATE) }
  const notary = withVat(loan, scaleFee(loan, LOAN_FEE_SCALE), LOAN_ADMIN_COSTS)
  return {
    loan,
    registrationDuty,
    registerDuty,
    notary,
    amount: cents(registrationDuty.amount + registerDuty.amount + notary.amount),
  }
}
