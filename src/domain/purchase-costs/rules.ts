/**
 * The date of the Belgian rules these computations follow (docs/rules/purchase-costs.md). Shown to
 * visitors as "rules of …": change it only together with the rates and that page.
 */
export const RULES_DATE = '2026-01-01'

/** Rounds to the cent, the unit every cost is paid in. */
export function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100
}

/** A positive finite amount, or null: zero, negatives and non-numbers are "no amount". */
export function positiveAmount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

/** Belgian VAT on services (notary fees and costs) and on a new building. */
export const VAT_STANDARD = 0.21
