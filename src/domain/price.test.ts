import { describe, expect, it } from 'vitest'
import { isStartingFrom, priceDisplay } from './price'

describe('isStartingFrom', () => {
  it('is true for PriceUnit 7 only, as text or number', () => {
    expect(isStartingFrom('7')).toBe(true)
    expect(isStartingFrom(7)).toBe(true)
    expect(isStartingFrom('1')).toBe(false)
    expect(isStartingFrom('2')).toBe(false)
    expect(isStartingFrom(null)).toBe(false)
    expect(isStartingFrom('70')).toBe(false)
  })
})

describe('priceDisplay', () => {
  it('shows the amount of a published sale price', () => {
    expect(priceDisplay({ price: 385000, publishPrice: true, priceUnit: '1', goal: 'sale' })).toEqual({
      kind: 'amount',
      amount: 385000,
      startingFrom: false,
      perMonth: false,
    })
  })

  it("marks PriceUnit 7 'starting from'", () => {
    expect(priceDisplay({ price: 249000, priceUnit: '7', goal: 'sale' })).toMatchObject({
      kind: 'amount',
      startingFrom: true,
      perMonth: false,
    })
  })

  it('is per month for rent items and for PriceUnit 2', () => {
    expect(priceDisplay({ price: 950, goal: 'rent' })).toMatchObject({ kind: 'amount', perMonth: true })
    expect(priceDisplay({ price: 950, goal: 1 })).toMatchObject({ perMonth: true })
    expect(priceDisplay({ price: 1200, priceUnit: '2', goal: 'sale' })).toMatchObject({ perMonth: true })
    expect(priceDisplay({ price: 1200, priceUnit: '7', goal: 'rent' })).toMatchObject({
      startingFrom: true,
      perMonth: true,
    })
  })

  it('hides the price when it is not published or missing (price on request)', () => {
    expect(priceDisplay({ price: 385000, publishPrice: false })).toEqual({ kind: 'hidden' })
    expect(priceDisplay({ price: null })).toEqual({ kind: 'hidden' })
    expect(priceDisplay({})).toEqual({ kind: 'hidden' })
    expect(priceDisplay({ price: 0 })).toEqual({ kind: 'hidden' })
    expect(priceDisplay({ price: -5 })).toEqual({ kind: 'hidden' })
    expect(priceDisplay({ price: 'abc' })).toEqual({ kind: 'hidden' })
    expect(priceDisplay({ price: Number.NaN })).toEqual({ kind: 'hidden' })
  })

  it('publishes when the flag is missing (the back office default) and reads numeric text', () => {
    expect(priceDisplay({ price: '385000', publishPrice: null })).toMatchObject({ kind: 'amount', amount: 385000 })
  })
})
