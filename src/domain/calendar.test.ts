import { describe, expect, it } from 'vitest'
import { calendarDay } from './calendar'

describe('calendarDay', () => {
  it('gives the day in Brussels, around midnight, in winter and in summer time', () => {
    expect(calendarDay(new Date('2026-01-05T22:59:59Z'))).toBe('2026-01-05')
    expect(calendarDay(new Date('2026-01-05T23:00:00Z'))).toBe('2026-01-06')
    expect(calendarDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14')
    expect(calendarDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15')
    expect(calendarDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })

  it('gives the day in another time zone when asked', () => {
    expect(calendarDay(new Date('2026-03-01T03:00:00Z'), 'America/New_York')).toBe('2026-02-28')
  })
})
