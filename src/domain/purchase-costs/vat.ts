import { cents, VAT_STANDARD } from './rules'

/**
 * VAT on a new building bought from a developer (docs/rules/purchase-costs.md#new-build): 21 %, or
 * 6 % after demolition and reconstruction when the buyer makes it their sole own home with a
 * habitable area of at most 175 m² (federal rule in force since 1 July 2025). Only the building
 * bears VAT; the land share bears registration duties (see duties.ts).
 */
export const VAT_REDUCED_REBUILD = 0.06
export const REBUILD_MAX_AREA = 175

export interface NewBuildVatInput {
  /** The price of the building, without the land. */
  buildingPrice: number
  /** Asks for the 6 % rate of a demolition and reconstruction for an own home. */
  demolitionRebuildOwnHome?: boolean
  /** Habitable area in m²; above REBUILD_MAX_AREA the reduced rate does not apply. Unknown: assumed within. */
  habitableArea?: number | null
}

export interface NewBuildVat {
  rate: number
  base: number
  amount: number
  /** True when the 6 % rate was asked for but the area exceeds the limit. */
  reducedRefused: boolean
}

export function newBuildVat(input: NewBuildVatInput): NewBuildVat {
  const area = input.habitableArea
  const withinArea = typeof area !== 'number' || !Number.isFinite(area) || area <= REBUILD_MAX_AREA
  const reduced = input.demolitionRebuildOwnHome === true && withinArea
  const rate = reduced ? VAT_REDUCED_REBUILD : VAT_STANDARD
  return {
    rate,
    base: input.buildingPrice,
    amount: cents(input.buildingPrice * rate),
    reducedRefused: input.demolitionRebuildOwnHome === true && !withinArea,
  }
}
