import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { easeInOut, scrollLevel, scrollState, throttle } from './scroll'

describe('scrollState (header fixed past 30 px, back to top from 10 px)', () => {
  it('fixes the header only after more than 30 px', () => {
    expect(scrollState(0).headerFixed).toBe(false)
    expect(scrollState(30).headerFixed).toBe(false)
    expect(scrollState(31).headerFixed).toBe(true)
  })
  it('shows back-to-top from 10 px', () => {
    expect(scrollState(9).backToTop).toBe(false)
    expect(scrollState(10).backToTop).toBe(true)
  })
  it('has one level per state', () => {
    expect([0, 9, 10, 30, 31, 5000].map(scrollLevel)).toEqual([0, 0, 1, 1, 2, 2])
  })
})

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at once, then at most once per window with a trailing call', () => {
    const fn = vi.fn()
    const t = throttle(fn, 100)
    t()
    t()
    t()
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(2)
    t()
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('does not run a trailing call after cancel', () => {
    const fn = vi.fn()
    const t = throttle(fn, 100)
    t()
    t()
    t.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

describe('easeInOut', () => {
  it('goes from 0 to 1 through the middle', () => {
    expect(easeInOut(0)).toBe(0)
    expect(easeInOut(0.5)).toBe(0.5)
    expect(easeInOut(1)).toBe(1)
    expect(easeInOut(2)).toBe(1)
  })
})
