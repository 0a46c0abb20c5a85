import { describe, expect, it } from 'vitest'
import { belgianHolidays, easterSunday, isBelgianHoliday } from './holidays'

describe('easterSunday', () => {
  it('gives the Gregorian Easter Sunday, early and late ones included', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    // The earliest and latest of this century's range.
    expect(easterSunday(2008)).toBe('2008-03-23')
    expect(easterSunday(2038)).toBe('2038-04-25')
  })
})

describe('belgianHolidays', () => {
  it('lists the ten public holidays of 2027 in calendar order', () => {
    expect(belgianHolidays(2027)).toEqual([
      { day: '2027-01-01', holiday: 'newYear' },
      { day: '2027-03-29', holiday: 'easterMonday' },
      { day: '2027-05-01', holiday: 'labourDay' },
      { day: '2027-05-06', holiday: 'ascension' },
      { day: '2027-05-17', holiday: 'whitMonday' },
      { day: '2027-07-21', holiday: 'nationalDay' },
      { day: '2027-08-15', holiday: 'assumption' },
      { day: '2027-11-01', holiday: 'allSaints' },
      { day: '2027-11-11', holiday: 'armistice' },
      { day: '2027-12-25', holiday: 'christmas' },
    ])
  })

  it('moves the Easter-based days with Easter', () => {
    const moving = (year: number) =>
      belgianHolidays(year)
        .filter((h) => ['easterMonday', 'ascension', 'whitMonday'].includes(h.holiday))
        .map((h) => h.day)
    expect(moving(2025)).toEqual(['2025-04-21', '2025-05-29', '2025-06-09'])
    expect(moving(2026)).toEqual(['2026-04-06', '2026-05-14', '2026-05-25'])
  })
})

describe('isBelgianHoliday', () => {
  it('knows holidays and ordinary days', () => {
    expect(isBelgianHoliday('2026-07-21')).toBe(true)
    expect(isBelgianHoliday('2027-03-29')).toBe(true)
    expect(isBelgianHoliday('2027-03-28')).toBe(false)
    expect(isBelgianHoliday('2026-12-24')).toBe(false)
    expect(isBelgianHoliday('nonsense')).toBe(false)
  })
})
