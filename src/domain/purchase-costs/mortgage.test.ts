import { describe, expect, it } from 'vitest'
import { equivalentMonthlyRate, mortgagePayment } from './mortgage'

// Annuity with the equivalent monthly rate (1 + r)^(1/12) − 1, as Belgian mortgage offers compute it.
describe('mortgagePayment', () => {
  it('repays € 200,000 over 20 years at 3 % with € 1,105.15 a month', () => {
    // i = 1.03^(1/12) − 1 = 0.0024662698; 200,000 × i / (1 − (1 + i)^−240) = € 1,105.147 → € 1,105.15
    // (r / 12 would give € 1,109.20: the equivalent rate is lower)
    expect(equivalentMonthlyRate(0.03)).toBeCloseTo(0.0024662698, 10)
    expect(mortgagePayment({ loan: 200_000, years: 20, yearlyRate: 0.03 })).toMatchObject({
      months: 240,
      monthly: 1_105.15,
      // € 1,105.15 × 240 = € 265,236; interest € 65,236
      totalRepaid: 265_236,
      totalInterest: 65_236,
    })
  })

  it('repays € 300,000 over 25 years at 3.5 % with € 1,493.05 a month', () => {
    // i = 1.035^(1/12) − 1; 300,000 × i / (1 − (1 + i)^−300) = € 1,493.049 → € 1,493.05
    expect(mortgagePayment({ loan: 300_000, years: 25, yearlyRate: 0.035 })?.monthly).toBe(1_493.05)
  })

  it('repays in equal parts at 0 %', () => {
    // € 240,000 / 240 months = € 1,000
    expect(mortgagePayment({ loan: 240_000, years: 20, yearlyRate: 0 })).toMatchObject({
      monthlyRate: 0,
      monthly: 1_000,
      totalRepaid: 240_000,
      totalInterest: 0,
    })
  })

  it('computes nothing for an impossible loan', () => {
    expect(mortgagePayment({ loan: 0, years: 20, yearlyRate: 0.03 })).toBeNull()
    expect(mortgagePayment({ loan: 200_000, years: 0, yearlyRate: 0.03 })).toBeNull()
    expect(mortgagePayment({ loan: 200_000, years: 20, yearlyRate: -0.01 })).toBeNull()
    expect(mortgagePayment({ loan: 200_000, years: 20, yearlyRate: Number.NaN })).toBeNull()
  })
})
