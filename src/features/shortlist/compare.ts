import { energyLabel } from '@/domain/energy'
import { priceDisplay } from '@/domain/price'
import { purchaseCosts } from '@/domain/purchase-costs'
import type { PropertyDetail } from '@/features/property/types'

/**
 * The rows of the shortlist's side-by-side comparison: one value per property, or null where a
 * property has none (the page writes a dash). A row no property has a value for is left out.
 * Values stay numbers; the page formats them in its language.
 */
export type CompareInput = Pick<
  PropertyDetail,
  'goal' | 'price' | 'publishPrice' | 'priceUnit' | 'surfaces' | 'rooms' | 'energy' | 'city' | 'costs'
>

export type CompareValue =
  | { kind: 'money'; amount: number; perMonth?: boolean; startingFrom?: boolean }
  | { kind: 'count'; value: number }
  | { kind: 'area'; value: number }
  | { kind: 'epc'; label: string | null; score: number | null }

export type CompareRowKey =
  | 'price'
  | 'pricePerM2'
  | 'bedrooms'
  | 'bathrooms'
  | 'living'
  | 'plot'
  | 'epc'
  | 'purchaseCosts'
  | 'total'

export interface CompareRow {
  key: CompareRowKey
  values: Array<CompareValue | null>
}

const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null

/** The buyer's situation the estimate assumes: their own home, no loan (the common case). */
function costsOf(p: CompareInput) {
  const shown = priceDisplay(p)
  // A new build sold with VAT needs its land share, which the list does not know.
  if (p.goal !== 'sale' || shown.kind !== 'amount' || shown.startingFrom || p.costs?.vatApplicable) return null
  return purchaseCosts({ price: shown.amount, zip: p.city?.zip, countryId: p.city?.country, situation: 'ownHome' })
}

function rowValues(p: CompareInput): Record<CompareRowKey, CompareValue | null> {
  const shown = priceDisplay(p)
  const living = positive(p.surfaces?.living)
  const count = (n: number | null | undefined) => {
    const v = positive(n)
    return v === null ? null : ({ kind: 'count', value: v } as const)
  }
  const area = (n: number | null | undefined) => {
    const v = positive(n)
    return v === null ? null : ({ kind: 'area', value: v } as const)
  }
  const label = energyLabel({
    epcValue: p.energy?.epcValue,
    labelText: p.energy?.epcLabelText,
    zip: p.city?.zip,
    countryId: p.city ? Number(p.city.country) : null,
  })
  const score = positive(p.energy?.epcValue)
  const costs = costsOf(p)
  return {
    price:
      shown.kind === 'amount'
        ? { kind: 'money', amount: shown.amount, perMonth: shown.perMonth, startingFrom: shown.startingFrom }
        : null,
    // A price per m² of living space, for a sale price that is the whole price.
    pricePerM2:
      shown.kind === 'amount' && !shown.perMonth && !shown.startingFrom && living
        ? { kind: 'money', amount: Math.round(shown.amount / living) }
        : null,
    bedrooms: count(p.rooms?.bedrooms),
    bathrooms: count(p.rooms?.bathrooms),
    living: area(living),
    plot: area(p.surfaces?.plot),
    epc: label || score !== null ? { kind: 'epc', label: label?.label ?? null, score } : null,
    purchaseCosts: costs ? { kind: 'money', amount: Math.round(costs.costs) } : null,
    total: costs ? { kind: 'money', amount: Math.round(costs.total) } : null,
  }
}

const order: CompareRowKey[] = [
  'price',
  'pricePerM2',
  'bedrooms',
  'bathrooms',
  'living',
  'plot',
  'epc',
  'purchaseCosts',
  'total',
]

export function compareRows(properties: readonly CompareInput[]): CompareRow[] {
  const each = properties.map(rowValues)
  return order
    .map((key) => ({ key, values: each.map((v) => v[key]) }))
    .filter((row) => row.values.some((v) => v !== null))
}
