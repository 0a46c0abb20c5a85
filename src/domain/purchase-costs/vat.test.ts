import { describe, expect, it } from 'vitest'
import { newBuildVat } from './vat'

// VAT Code: 21 % on a new building; 6 % after demolition and reconstruction for a sole own home of at
// most 175 m² (federal rule in force since 1 July 2025); docs/rules/purchase-costs.md#new-build.
describe('newBuildVat', () => {
  it('charges 21 % on the building', () => {
    // € 300,000 × 21 % = € 63,000
    expect(newBuildVat({ buildingPrice: 300_000 })).toEqual({
      rate: 0.21,
      base: 300_000,
      amount: 63_000,
      reducedRefused: false,
    })
  })

  it('charges 6 % after demolition and reconstruction for an own home within 175 m²', () => {
    // € 300,000 × 6 % = € 18,000
    expect(newBuildVat({ buildingPrice: 300_000, demolitionRebuildOwnHome: true, habitableArea: 175 })).toMatchObject({
      rate: 0.06,
      amount: 18_000,
    })
  })

  it('falls back to 21 % above 175 m² and says so', () => {
    // € 300,000 × 21 % = € 63,000
    expect(newBuildVat({ buildingPrice: 300_000, demolitionRebuildOwnHome: true, habitableArea: 176 })).toEqual({
      rate: 0.21,
      base: 300_000,
      amount: 63_000,
      reducedRefused: true,
    })
  })
})
