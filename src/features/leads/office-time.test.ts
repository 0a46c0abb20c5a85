import { describe, expect, it } from 'vitest'
import { belgianDateTime } from './office-time'

describe('belgianDateTime', () => {
  it('writes day-month-year and the hour in Belgian time, winter and summer', () => {
    expect(belgianDateTime('2026-11-28T13:05:00.000Z')).toBe('28-11-2026 14:05')
    expect(belgianDateTime('2026-07-01T22:30:00.000Z')).toBe('02-07-2026 00:30')
  })

  it('writes nothing for a missing or broken date', () => {
    expect(belgianDateTime(undefined)).toBe('')
    expect(belgianDateTime('not a date')).toBe('')
  })
})
