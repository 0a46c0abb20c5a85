import { describe, it, expect } from 'vitest'
import { regionOf } from './region'

describe('regionOf', () => {
  it('places Brussels at 1000-1299', () => {
    expect(regionOf('1000')).toBe('brussels')
    expect(regionOf(1299)).toBe('brussels')
  })

  it('places Wallonia at 1300-1499 and 4000-7999', () => {
    expect(regionOf('1300')).toBe('wallonia')
    expect(regionOf('1499')).toBe('wallonia')
    expect(regionOf('4000')).toBe('wallonia')
    expect(regionOf('7999')).toBe('wallonia')
  })

  it('places Flanders at 1500-3999 and 8000-9999', () => {
    expect(regionOf('1500')).toBe('flanders')
    expect(regionOf('3999')).toBe('flanders')
    expect(regionOf('8000')).toBe('flanders')
    expect(regionOf(' 9999 ')).toBe('flanders')
  })

  it('returns null for anything else', () => {
    expect(regionOf('0999')).toBeNull()
    expect(regionOf(999)).toBeNull()
    expect(regionOf('10000')).toBeNull()
    expect(regionOf('B-1000')).toBeNull()
    expect(regionOf('abcd')).toBeNull()
    expect(regionOf('')).toBeNull()
    expect(regionOf(null)).toBeNull()
    expect(regionOf(undefined)).toBeNull()
    expect(regionOf(1000.5)).toBeNull()
  })
})
