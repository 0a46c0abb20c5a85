import { describe, expect, it } from 'vitest'
import {
  addDays,
  bookableRange,
  dayIn,
  isClosedDay,
  isVisitSlot,
  openSlots,
  openVisitDays,
  slotCapacity,
  slotTimes,
  visitDateProblem,
  visitProblem,
  weekdayOf,
  zonedInstant,
  type SlotRules,
} from './appointments'

describe('visitDateProblem', () => {
  // 23:30 UTC on 9 March is already 10 March in Brussels (UTC+1 in winter).
  const now = new Date('2026-03-09T23:30:00Z')

  it('takes tomorrow (Brussels time) up to 60 days ahead', () => {
    expect(visitDateProblem('2026-03-11', now)).toBeNull()
    expect(visitDateProblem('2026-05-09', now)).toBeNull()
  })

  it('refuses today and earlier days', () => {
    expect(visitDateProblem('2026-03-10', now)).toBe('past')
    expect(visitDateProblem('2026-03-09', now)).toBe('past')
    expect(visitDateProblem('2025-12-24', now)).toBe('past')
  })

  it('refuses a day beyond the horizon', () => {
    expect(visitDateProblem('2026-05-10', now)).toBe('tooFar')
    expect(visitDateProblem('2026-03-21', now, 10)).toBe('tooFar')
    expect(visitDateProblem('2026-03-20', now, 10)).toBeNull()
  })

  it('refuses what is not a day of the calendar', () => {
    expect(visitDateProblem('2026-02-30', now)).toBe('invalid')
    expect(visitDateProblem('11-03-2026', now)).toBe('invalid')
    expect(visitDateProblem('', now)).toBe('invalid')
    expect(visitDateProblem(undefined, now)).toBe('invalid')
  })
})

describe('days', () => {
  it('counts days across months, years and clock changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('reads the calendar day in Brussels', () => {
    expect(dayIn(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02')
    expect(dayIn(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01')
  })

  it('names the weekday', () => {
    expect(weekdayOf('2026-03-09')).toBe('mon')
    expect(weekdayOf('2026-03-15')).toBe('sun')
  })

  it('offers the date picker tomorrow up to the horizon', () => {
    expect(bookableRange(new Date('2026-03-09T10:00:00Z'))).toEqual({ min: '2026-03-10', max: '2026-05-08' })
  })
})

describe('slotCapacity', () => {
  const rules: SlotRules = {
    capacity: { '10-13': 3, '14-16': 2, '16-19': 0 },
    closedWeekdays: ['sun'],
    closedDays: ['2026-04-06'],
  }

  it('is the staff capacity of the slot on an open day', () => {
    expect(slotCapacity(rules, '2026-03-10', '10-13')).toBe(3)
    expect(slotCapacity(rules, '2026-03-10', '14-16')).toBe(2)
  })

  it('is 0 for a slot without capacity, a closed weekday or a closed day', () => {
    expect(slotCapacity(rules, '2026-03-10', '16-19')).toBe(0)
    expect(slotCapacity(rules, '2026-03-15', '10-13')).toBe(0)
    expect(slotCapacity(rules, '2026-04-06', '10-13')).toBe(0)
  })

  it('knows the three opening slots only', () => {
    expect(isVisitSlot('14-16')).toBe(true)
    expect(isVisitSlot('13-16')).toBe(false)
  })
})

describe('opening days', () => {
  // The sample agency's kind of rules: closed on Sundays and on Belgian public holidays.
  const agency: SlotRules = {
    capacity: { '10-13': 2, '14-16': 2, '16-19': 0 },
    closedWeekdays: ['sun'],
    closedDays: ['2027-04-02'],
    closedOnPublicHolidays: true,
  }

  it('closes on a closed weekday, a closing day and every public holiday', () => {
    expect(isClosedDay(agency, '2027-03-28')).toBe(true) // Sunday (Easter Sunday)
    expect(isClosedDay(agency, '2027-03-29')).toBe(true) // Easter Monday
    expect(isClosedDay(agency, '2027-05-06')).toBe(true) // Ascension, a Thursday
    expect(isClosedDay(agency, '2027-05-17')).toBe(true) // Whit Monday
    expect(isClosedDay(agency, '2027-07-21')).toBe(true) // National day, a Wednesday
    expect(isClosedDay(agency, '2027-04-02')).toBe(true) // a closing day staff set
    expect(isClosedDay(agency, '2027-03-30')).toBe(false) // an ordinary Tuesday
    expect(isClosedDay(agency, '2027-03-27')).toBe(false) // Saturday
    expect(isClosedDay(agency, '2027-02-30')).toBe(true) // not a day at all
  })

  it('opens on holidays when staff did not close them', () => {
    expect(isClosedDay({ ...agency, closedOnPublicHolidays: false }, '2027-05-06')).toBe(false)
    expect(isClosedDay({ capacity: agency.capacity }, '2027-03-28')).toBe(false)
  })

  it('offers from tomorrow the open days only, and the slots that take visits', () => {
    // Thursday 25 March 2027: the next six days hold Easter Sunday and Easter Monday.
    expect(openVisitDays(agency, new Date('2027-03-25T10:00:00Z'), 6)).toEqual([
      '2027-03-26',
      '2027-03-27',
      '2027-03-30',
      '2027-03-31',
    ])
    expect(openSlots(agency)).toEqual(['10-13', '14-16'])
    expect(openVisitDays({ ...agency, capacity: { '10-13': 0, '14-16': 0, '16-19': 0 } }, new Date())).toEqual([])
  })

  it('says why a day or slot cannot be booked', () => {
    expect(visitProblem(agency, '2027-03-28', '10-13')).toBe('closed')
    expect(visitProblem(agency, '2027-11-11', '14-16')).toBe('closed')
    expect(visitProblem(agency, '2027-03-30', '16-19')).toBe('slotClosed')
    expect(visitProblem(agency, '2027-03-30', '14-16')).toBeNull()
  })
})

describe('slotTimes', () => {
  it('starts and ends at the Brussels hours of the slot, in winter (UTC+1)', () => {
    const { start, end } = slotTimes('2026-03-10', '10-13')
    expect(start.toISOString()).toBe('2026-03-10T09:00:00.000Z')
    expect(end.toISOString()).toBe('2026-03-10T12:00:00.000Z')
  })

  it('and in summer (UTC+2)', () => {
    const { start, end } = slotTimes('2026-07-14', '16-19')
    expect(start.toISOString()).toBe('2026-07-14T14:00:00.000Z')
    expect(end.toISOString()).toBe('2026-07-14T17:00:00.000Z')
  })

  it('on the days the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(zonedInstant('2026-03-29', 14).toISOString()).toBe('2026-03-29T12:00:00.000Z')
    expect(zonedInstant('2026-10-25', 14).toISOString()).toBe('2026-10-25T13:00:00.000Z')
  })
})
