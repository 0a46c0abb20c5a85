import { describe, it, expect } from 'vitest'
import { formatPhone, telHref, unbrokenPhone } from './phone'

describe('formatPhone', () => {
  it('groups 10 digits 4-2-2-2', () => {
    expect(formatPhone('0470123456')).toBe('0470 12 34 56')
  })

  it('groups 9 digits 3-2-2-2', () => {
    expect(formatPhone('092104567')).toBe('092 10 45 67')
  })

  it('keeps digits only before grouping', () => {
    expect(formatPhone('0470/12.34.56')).toBe('0470 12 34 56')
    expect(formatPhone('(09) 210-45-67')).toBe('092 10 45 67')
  })

  it('returns other lengths unchanged', () => {
    expect(formatPhone('+32 470 12 34 56')).toBe('+32 470 12 34 56')
    expect(formatPhone('12345')).toBe('12345')
    expect(formatPhone('')).toBe('')
  })

  it('returns an empty string for missing input', () => {
    expect(formatPhone(null)).toBe('')
    expect(formatPhone(undefined)).toBe('')
  })
})

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+32 478 21 56 90')).toBe('tel:+32478215690')
    expect(telHref('09/210.45.67')).toBe('tel:092104567')
  })
})

describe('unbrokenPhone', () => {
  it('makes a number’s spaces non-breaking', () => {
    expect(unbrokenPhone('+32 9 123 45 67')).toBe('+32\u00a09\u00a0123\u00a045\u00a067')
  })
})
