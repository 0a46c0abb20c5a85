import { describe, expect, it } from 'vitest'
import { regionOfPostcode } from './region'

// Postcode ranges of docs/rules/listings.md#region-from-the-postcode; Luxembourg is country id 50.
describe('regionOfPostcode', () => {
  it('places Belgian postcodes in their region, with or without a B- prefix', () => {
    expect(regionOfPostcode('1050')).toBe('brussels')
    expect(regionOfPostcode('1300', '10')).toBe('wallonia')
    expect(regionOfPostcode(4000)).toBe('wallonia')
    expect(regionOfPostcode('B-9000')).toBe('flanders')
    expect(regionOfPostcode('3000', 10)).toBe('flanders')
  })

  it('tells Luxembourg apart by its country id or its L- prefix, whatever the digits', () => {
    expect(regionOfPostcode('1450', '50')).toBe('luxembourg')
    expect(regionOfPostcode('L-1450')).toBe('luxembourg')
    expect(regionOfPostcode('l-9999')).toBe('luxembourg')
  })

  it('places nothing for another country or a postcode that is not Belgian', () => {
    expect(regionOfPostcode('1000', '20')).toBeNull()
    expect(regionOfPostcode('999')).toBeNull()
    expect(regionOfPostcode('75001')).toBeNull()
    expect(regionOfPostcode('')).toBeNull()
    expect(regionOfPostcode(null)).toBeNull()
  })
})
