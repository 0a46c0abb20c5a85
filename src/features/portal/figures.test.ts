import { describe, expect, it } from 'vitest'
import { axisStep, daysEnding, daysOnMarket, reportedThisWeek, weekStart } from './figures'

describe('the portal’s calendar', () => {
  it('the chart’s 30 days end with today, oldest first, across a month end', () => {
    const days = daysEnding('2026-03-02', 30)
    expect(days).toHaveLength(30)
    expect(days[0]).toBe('2026-02-01')
    expect(days.at(-1)).toBe('2026-03-02')
  })

  it('days on the market count Brussels days from the first publication', () => {
    // 23:30 UTC on 1 March is already 2 March in Brussels.
    expect(daysOnMarket('2026-03-01T23:30:00.000Z', '2026-03-12')).toBe(10)
    expect(daysOnMarket('2026-03-12T08:00:00.000Z', '2026-03-12')).toBe(0)
    expect(daysOnMarket('2026-04-01T08:00:00.000Z', '2026-03-12')).toBe(0)
    expect(daysOnMarket(null, '2026-03-12')).toBeNull()
    expect(daysOnMarket('not a date', '2026-03-12')).toBeNull()
  })

  it('weeks start on Monday; an owner mailed since then has had this week’s report', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23') // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23') // the Sunday after
    const monday = new Date('2026-11-23T06:00:00Z')
    expect(reportedThisWeek('2026-11-23T06:00:00Z', monday)).toBe(true)
    expect(reportedThisWeek('2026-11-22T20:00:00Z', monday)).toBe(false)
    expect(reportedThisWeek(null, monday)).toBe(false)
    // Sunday 23:30 UTC is Monday in Brussels: the new week.
    expect(reportedThisWeek('2026-11-22T23:30:00Z', new Date('2026-11-24T10:00:00Z'))).toBe(true)
  })

  it('the value axis takes round whole steps that reach the highest bar', () => {
    expect(axisStep(0)).toBe(1)
    expect(axisStep(3)).toBe(1)
    expect(axisStep(7)).toBe(2)
    expect(axisStep(30)).toBe(10)
    expect(axisStep(95)).toBe(25)
    expect(axisStep(101)).toBe(50)
    for (const max of [1, 5, 9, 17, 42, 99, 250, 1234]) expect(axisStep(max) * 4).toBeGreaterThanOrEqual(max)
  })
})
