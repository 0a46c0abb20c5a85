import { describe, expect, it } from 'vitest'
import { LOAN_FEE_SCALE, mortgageDeedCosts, SALE_FEE_SCALE, saleNotaryCosts, scaleFee } from './notary'

// Fee scales of the Royal Decree of 16 December 1950 on notaries' fees (docs/rules/purchase-costs.md#notary).
describe('sale fee scale, at each bracket boundary', () => {
  it.each([
    // € 7,500 × 4.56 % = € 342
    [7_500, 342],
    // € 342 + € 10,000 × 2.85 % (€ 285) = € 627
    [17_500, 627],
    // € 627 + € 12,500 × 2.28 % (€ 285) = € 912
    [30_000, 912],
    // € 912 + € 15,495 × 1.71 % (€ 264.9645) = € 1,176.9645 → € 1,176.96
    [45_495, 1_176.96],
    // € 1,176.9645 + € 18,600 × 1.14 % (€ 212.04) = € 1,389.0045 → € 1,389.00
    [64_095, 1_389],
    // € 1,389.0045 + € 186,000 × 0.57 % (€ 1,060.20) = € 2,449.2045 → € 2,449.20
    [250_095, 2_449.2],
  ])('€ %i gives a fee of € %d', (price, fee) => {
    expect(scaleFee(price, SALE_FEE_SCALE)).toBe(fee)
  })

  it('goes on at 0.057 % above € 250,095', () => {
    // € 2,449.2045 + € 128,905 × 0.057 % (€ 73.47585) = € 2,522.68035 → € 2,522.68
    expect(scaleFee(379_000, SALE_FEE_SCALE)).toBe(2_522.68)
  })

  it('matches the worked example of a € 65,000 sale', () => {
    // € 1,389.0045 + € 905 × 0.57 % (€ 5.1585) = € 1,394.163 → € 1,394.16
    expect(scaleFee(65_000, SALE_FEE_SCALE)).toBe(1_394.16)
  })

  it('charges the first bracket only on a small amount, and nothing on nothing', () => {
    // € 5,000 × 4.56 % = € 228
    expect(scaleFee(5_000, SALE_FEE_SCALE)).toBe(228)
    expect(scaleFee(0, SALE_FEE_SCALE)).toBe(0)
  })
})

describe('saleNotaryCosts', () => {
  it('adds the € 1,100 administrative estimate and 21 % VAT on both', () => {
    // fee € 2,522.68 + costs € 1,100 = € 3,622.68; VAT 21 % = € 760.7628 → € 760.76; total € 4,383.44
    expect(saleNotaryCosts(379_000)).toEqual({
      base: 379_000,
      fee: 2_522.68,
      adminCosts: 1_100,
      vatRate: 0.21,
      vat: 760.76,
      amount: 4_383.44,
    })
  })
})

describe('mortgageDeedCosts', () => {
  it('reproduces the published fee of € 652 for a € 100,000 loan', () => {
    // 7,500 × 1.71 % + 10,000 × 1.368 % + 12,500 × 0.912 % + 15,495 × 0.684 % + 18,600 × 0.456 %
    // + 35,905 × 0.228 % = 128.25 + 136.80 + 114 + 105.9858 + 84.816 + 81.8634 = € 651.7152 → € 651.72
    expect(scaleFee(100_000, LOAN_FEE_SCALE)).toBe(651.72)
  })

  it('adds 1 % registration duty, 0.3 % mortgage duty, the fee, costs and VAT on a € 300,000 loan', () => {
    // duty € 300,000 × 1 % = € 3,000; register € 300,000 × 0.3 % = € 900
    // fee € 651.7152 + € 150,095 × 0.228 % (€ 342.2166) + € 49,905 × 0.0456 % (€ 22.75668) = € 1,016.68848 → € 1,016.69
    // fee + costs € 850 = € 1,866.69; VAT 21 % = € 392.0049 → € 392.00; notary € 2,258.69
    // total € 3,000 + € 900 + € 2,258.69 = € 6,158.69
    expect(mortgageDeedCosts(300_000)).toEqual({
      loan: 300_000,
      registrationDuty: { rate: 0.01, base: 300_000, amount: 3_000 },
      registerDuty: { rate: 0.003, base: 300_000, amount: 900 },
      notary: { base: 300_000, fee: 1_016.69, adminCosts: 850, vatRate: 0.21, vat: 392, amount: 2_258.69 },
      amount: 6_158.69,
    })
  })
})
