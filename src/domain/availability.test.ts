import { describe, expect, it } from 'vitest'
import { availabilityOf, goalOf, isOpenForEnquiry, marqueeAllowedFor } from './availability'

describe('availabilityOf', () => {
  it("reads Marquee '1' normal, '3' sold, '4' rented", () => {
    expect(availabilityOf('1', 'sale')).toBe('available')
    expect(availabilityOf('3', 'sale')).toBe('sold')
    expect(availabilityOf('4', 'rent')).toBe('rented')
    expect(availabilityOf('3')).toBe('sold')
    expect(availabilityOf('4')).toBe('rented')
  })

  it('accepts the numbers of the feed', () => {
    expect(availabilityOf(3, 0)).toBe('sold')
    expect(availabilityOf(4, 1)).toBe('rented')
    expect(availabilityOf(1, 1)).toBe('available')
  })

  it("names a closed item by its goal, so a rent item never reads 'sold'", () => {
    expect(availabilityOf('3', 'rent')).toBe('rented')
    expect(availabilityOf('4', 'sale')).toBe('sold')
  })

  it('treats unknown or missing marquees as available', () => {
    for (const m of [undefined, null, '', '2', 'x', {}]) expect(availabilityOf(m, 'sale')).toBe('available')
  })
})

describe('marqueeAllowedFor', () => {
  it('offers 1 and 3 on sale items, 4 on rent items', () => {
    expect(marqueeAllowedFor('sale')).toEqual(['1', '3'])
    expect(marqueeAllowedFor('rent')).toEqual(['1', '4'])
    expect(marqueeAllowedFor(0)).toEqual(['1', '3'])
    expect(marqueeAllowedFor(2)).toEqual(['1', '4'])
  })
})

describe('goalOf', () => {
  it('reads 0 as sale and any non-zero value as rent', () => {
    expect(goalOf(0)).toBe('sale')
    expect(goalOf('0')).toBe('sale')
    expect(goalOf(1)).toBe('rent')
    expect(goalOf('2')).toBe('rent')
    expect(goalOf('rent')).toBe('rent')
    expect(goalOf('sale')).toBe('sale')
    expect(goalOf(null)).toBe('sale')
  })
})

describe('isOpenForEnquiry', () => {
  it('is false for sold and rented items, true otherwise', () => {
    expect(isOpenForEnquiry('1')).toBe(true)
    expect(isOpenForEnquiry('3')).toBe(false)
    expect(isOpenForEnquiry('4')).toBe(false)
    expect(isOpenForEnquiry(3)).toBe(false)
    expect(isOpenForEnquiry(undefined)).toBe(true)
  })
})
