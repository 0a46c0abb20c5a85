import { describe, it, expect } from 'vitest'
import { formatAmount, formatDate, formatPrice } from './currency'

describe('formatPrice', () => {
  it('prefixes the euro sign with a no-break space and groups in Belgian Dutch', () => {
    expect(formatPrice(385000)).toBe('€\u00a0385.000')
    expect(formatPrice(1250000)).toBe('€\u00a01.250.000')
    expect(formatPrice(950)).toBe('€\u00a0950')
    expect(formatPrice(0)).toBe('€\u00a00')
  })

  it('matches the euro prefix Intl gives for nl-BE', () => {
    const intl = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    expect(formatPrice(385000)).toBe(intl.format(385000))
  })

  it('rounds to whole euros', () => {
    expect(formatPrice(385000.6)).toBe('€\u00a0385.001')
  })

  it("returns 'NaN' for values that are not finite numbers", () => {
    expect(formatPrice(NaN)).toBe('NaN')
    expect(formatPrice(Infinity)).toBe('NaN')
    expect(formatPrice('385000')).toBe('NaN')
    expect(formatPrice(null)).toBe('NaN')
    expect(formatPrice(undefined)).toBe('NaN')
  })

  it("returns 'NaN' for an invalid locale instead of throwing", () => {
    expect(formatPrice(1, 'not a locale!')).toBe('NaN')
  })
})

describe('formatDate', () => {
  it('gives day-month-year without padding', () => {
    expect(formatDate(new Date(2026, 2, 5, 12))).toBe('5-3-2026')
    expect(formatDate(new Date(2026, 11, 25, 12))).toBe('25-12-2026')
  })

  it('uses the Belgian calendar day for UTC timestamps', () => {
    expect(formatDate('2026-03-04T23:30:00Z')).toBe('5-3-2026')
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5-3-2026')
  })

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('not a date')).toBe('')
  })
})

describe('formatAmount', () => {
  it('shows whole euros as prices', () => {
    expect(formatAmount(38500)).toBe('€\u00a038.500')
  })

  it('shows cents after a comma when there are any', () => {
    expect(formatAmount(19999.95)).toBe('€\u00a019.999,95')
    expect(formatAmount(1234.5)).toBe('€\u00a01.234,50')
  })

  it("returns 'NaN' for what is not a number", () => {
    expect(formatAmount('12')).toBe('NaN')
  })
})
