import { describe, expect, it } from 'vitest'
import { purchaseCosts } from './total'

// Sums the rules tested beside each part (docs/rules/purchase-costs.md#total), with the rules of 1 January 2026.
describe('purchaseCosts', () => {
  it('adds Flemish own-home duties, the notary and a loan deed to the price', () => {
    // duties € 379,000 × 2 % = € 7,580 (Flemish Tax Code, 2 % since 1 January 2025)
    // notary € 2,522.68 + € 1,100 + VAT € 760.76 = € 4,383.44
    // loan deed on € 300,000: € 3,000 + € 900 + € 2,258.69 = € 6,158.69
    // costs € 7,580 + € 4,383.44 + € 6,158.69 = € 18,122.13; total € 397,122.13
    const costs = purchaseCosts({ price: 379_000, zip: '9000', situation: 'ownHome', loan: 300_000 })
    expect(costs).toMatchObject({
      rulesDate: '2026-01-01',
      price: 379_000,
      duties: { region: 'flanders', rate: 0.02, base: 379_000, amount: 7_580 },
      vat: null,
      notary: { fee: 2_522.68, amount: 4_383.44 },
      mortgage: { amount: 6_158.69 },
      costs: 18_122.13,
      total: 397_122.13,
    })
  })

  it('applies the Brussels abatement for an own home in 1050, without a loan', () => {
    // duties (€ 450,000 − € 200,000) × 12.5 % = € 31,250 (Brussels abatement, rule of 1 April 2023)
    // notary fee € 2,449.2045 + € 199,905 × 0.057 % (€ 113.94585) = € 2,563.15; + € 1,100 = € 3,663.15;
    // VAT € 769.2615 → € 769.26; notary € 4,432.41
    // costs € 35,682.41; total € 485,682.41
    expect(purchaseCosts({ price: 450_000, zip: '1050', situation: 'ownHome' })).toMatchObject({
      duties: { region: 'brussels', abatement: 200_000, base: 250_000, amount: 31_250 },
      notary: { fee: 2_563.15, vat: 769.26, amount: 4_432.41 },
      mortgage: null,
      costs: 35_682.41,
      total: 485_682.41,
    })
  })

  it('charges a Walloon investment the 12.5 % rate', () => {
    // duties € 300,000 × 12.5 % = € 37,500
    // notary fee € 2,449.2045 + € 49,905 × 0.057 % (€ 28.44585) = € 2,477.65; + € 1,100 = € 3,577.65;
    // VAT € 751.3065 → € 751.31; notary € 4,328.96
    // costs € 41,828.96; total € 341,828.96
    expect(purchaseCosts({ price: 300_000, zip: '4000', situation: 'other' })).toMatchObject({
      duties: { region: 'wallonia', rate: 0.125, amount: 37_500 },
      notary: { amount: 4_328.96 },
      costs: 41_828.96,
      total: 341_828.96,
    })
  })

  it('charges a new build VAT on the building and duties on the land share only', () => {
    // building € 400,000 − € 100,000 = € 300,000 × 21 % = € 63,000
    // land € 100,000 × 2 % = € 2,000 (no modest-home reduction on a land share)
    // notary fee € 2,449.2045 + € 149,905 × 0.057 % (€ 85.44585) = € 2,534.65; + € 1,100 = € 3,634.65;
    // VAT € 763.2765 → € 763.28; notary € 4,397.93
    // costs € 63,000 + € 2,000 + € 4,397.93 = € 69,397.93; total € 469,397.93
    expect(
      purchaseCosts({ price: 400_000, zip: '2000', situation: 'ownHome', newBuild: { landPrice: 100_000 } }),
    ).toMatchObject({
      vat: { rate: 0.21, base: 300_000, amount: 63_000 },
      duties: { rate: 0.02, base: 100_000, reduction: 0, amount: 2_000 },
      notary: { amount: 4_397.93 },
      costs: 69_397.93,
      total: 469_397.93,
    })
  })

  it('charges VAT on the whole price of a new build without a land price', () => {
    // € 400,000 × 6 % = € 24,000 (demolition and reconstruction for an own home); no duties
    expect(
      purchaseCosts({
        price: 400_000,
        zip: '5000',
        situation: 'ownHome',
        newBuild: { demolitionRebuildOwnHome: true, habitableArea: 150 },
      }),
    ).toMatchObject({ vat: { rate: 0.06, base: 400_000, amount: 24_000 }, duties: null })
  })

  it('computes nothing for a price on request', () => {
    expect(purchaseCosts({ price: null, zip: '9000', situation: 'ownHome' })).toBeNull()
    expect(purchaseCosts({ price: 0, zip: '9000', situation: 'ownHome' })).toBeNull()
  })

  it('computes nothing in Luxembourg or where the region is unknown', () => {
    expect(purchaseCosts({ price: 450_000, zip: '1450', countryId: '50', situation: 'ownHome' })).toBeNull()
    expect(purchaseCosts({ price: 450_000, zip: 'L-1450', situation: 'ownHome' })).toBeNull()
    expect(purchaseCosts({ price: 450_000, zip: '', situation: 'ownHome' })).toBeNull()
  })
})
