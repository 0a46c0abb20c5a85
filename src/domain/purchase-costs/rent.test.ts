import { describe, expect, it } from 'vitest'
import { firstRentPayment } from './rent'

// The agency's rental terms: a deposit of three months' rent (docs/rules/listings.md).
describe('firstRentPayment', () => {
  it('adds the first rent, the charges and a three-month deposit', () => {
    // € 950 + € 75 + 3 × € 950 (€ 2,850) = € 3,875
    expect(firstRentPayment(950, 75)).toEqual({
      rent: 950,
      charges: 75,
      depositMonths: 3,
      deposit: 2_850,
      amount: 3_875,
    })
  })

  it('counts no charges when there are none', () => {
    // € 1,200 + 3 × € 1,200 (€ 3,600) = € 4,800
    expect(firstRentPayment(1_200)).toMatchObject({ charges: 0, deposit: 3_600, amount: 4_800 })
  })

  it('computes nothing without a rent', () => {
    expect(firstRentPayment(null, 75)).toBeNull()
    expect(firstRentPayment(0)).toBeNull()
  })
})
