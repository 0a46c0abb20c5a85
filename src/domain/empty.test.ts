import { describe, it, expect } from 'vitest'
import { firstFilled, isEmpty } from './empty'

describe('isEmpty', () => {
  it('treats null, undefined and blank strings as empty', () => {
    expect(isEmpty(null)).toBe(true)
    expect(isEmpty(undefined)).toBe(true)
    expect(isEmpty('')).toBe(true)
    expect(isEmpty('   \t\n')).toBe(true)
  })

  it('keeps 0, false and other values', () => {
    expect(isEmpty(0)).toBe(false)
    expect(isEmpty(false)).toBe(false)
    expect(isEmpty(' a ')).toBe(false)
    expect(isEmpty([])).toBe(false)
    expect(isEmpty({})).toBe(false)
  })
})

describe('firstFilled', () => {
  it('takes the first non-blank text, trimmed', () => {
    expect(firstFilled(null, '  ', ' OG title ', 'Title')).toBe('OG title')
    expect(firstFilled(undefined, '')).toBeUndefined()
  })
})
