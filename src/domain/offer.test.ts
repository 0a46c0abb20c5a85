import { describe, expect, it } from 'vitest'
import { offerDeposit } from './offer'

describe('offerDeposit', () => {
  it('is 10 % of the offered amount', () => {
    expect(offerDeposit(385000)).toBe(38500)
    expect(offerDeposit(271950)).toBe(27195)
  })

  it('keeps cents', () => {
    expect(offerDeposit(199999.5)).toBe(19999.95)
    expect(offerDeposit(12345)).toBe(1234.5)
  })

  it('is null for what is not an amount', () => {
    expect(offerDeposit(Number.NaN)).toBeNull()
    expect(offerDeposit(-1)).toBeNull()
    expect(offerDeposit('385000')).toBeNull()
  })
})
