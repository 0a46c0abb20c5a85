/**
 * Visit booking (docs/rules/forms-and-leads.md): which days a visit may be
 * booked for, how many visits a slot takes that day, and when a slot starts and ends. Days are
 * 'YYYY-MM-DD' in the agency's time zone; instants are computed for Europe/Brussels.
 */
import { AGENCY_TIME_ZONE } from '@/i18n/locales'
import { calendarDay } from './calendar'
import { isBelgianHoliday } from './holidays'

/** The opening slots, as the hours of the day they span. */
export const visitSlots = ['10-13', '14-16', '16-19'] as const
export type VisitSlot = (typeof visitSlots)[number]

export const isVisitSlot = (value: unknown): value is VisitSlot =>
  typeof value === 'string' && (visitSlots as readonly string[]).includes(value)

// Defined with the languages (src/i18n sits below the domain); visit rules name it too.
export { AGENCY_TIME_ZONE }
/** A visit is booked at the latest this many days ahead (tomorrow is day 1). */
export const BOOKING_HORIZON_DAYS = 60

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** Noon UTC of a valid 'YYYY-MM-DD' day (away from any date line), or null. */
function noonOf(day: string): number | null {
  const m = DAY.exec(day)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const t = Date.UTC(y, mo - 1, d, 12)
  const back = new Date(t)
  // 2026-02-30 rolls over to March: not a day of the calendar.
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? t : null
}

export const isDay = (value: unknown): value is string => typeof value === 'string' && noonOf(value) !== null

const dayString = (t: number) => new Date(t).toISOString().slice(0, 10)

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const t = noonOf(day)
  if (t === null) throw new RangeError(`Not a day: ${day}`)
  return dayString(t + days * DAY_MS)
}

/** The calendar day of an instant in the agency's time zone. */
export function dayIn(instant: Date, timeZone = AGENCY_TIME_ZONE): string {
  return calendarDay(instant, timeZone)
}

export function weekdayOf(day: string): Weekday {
  const t = noonOf(day)
  if (t === null) throw new RangeError(`Not a day: ${day}`)
  // getUTCDay: 0 is Sunday.
  return weekdays[(new Date(t).getUTCDay() + 6) % 7]
}

export type VisitDateProblem = 'invalid' | 'past' | 'tooFar'

/**
 * Why a visit cannot be booked for `day` (null: it can): not a date, today or earlier (the
 * agency needs a day to plan it), or beyond the booking horizon. `now` is the request's time.
 */
export function visitDateProblem(
  day: unknown,
  now: Date,
  horizonDays: number = BOOKING_HORIZON_DAYS,
): VisitDateProblem | null {
  if (!isDay(day)) return 'invalid'
  const today = dayIn(now)
  if (day <= today) return 'past'
  if (day > addDays(today, horizonDays)) return 'tooFar'
  return null
}

/** The first and the last day a visitor may choose on `now` (for the form's date picker). */
export function bookableRange(now: Date, horizonDays: number = BOOKING_HORIZON_DAYS): { min: string; max: string } {
  const today = dayIn(now)
  return { min: addDays(today, 1), max: addDays(today, horizonDays) }
}

/**
 * Staff's settings (the appointment-slots global): visits per slot, closed weekdays and days,
 * and whether the agency closes on Belgian public holidays.
 */
export interface SlotRules {
  capacity: Record<VisitSlot, number>
  closedWeekdays?: readonly string[]
  closedDays?: readonly string[]
  closedOnPublicHolidays?: boolean
}

/** Whether the agency shows no property on that day (a closed weekday, a closing day, a holiday). */
export function isClosedDay(rules: SlotRules, day: string): boolean {
  if (!isDay(day)) return true
  if (rules.closedWeekdays?.includes(weekdayOf(day))) return true
  if (rules.closedDays?.includes(day)) return true
  return rules.closedOnPublicHolidays === true && isBelgianHoliday(day)
}

/** How many visits the slot takes on that day: 0 on a closed weekday or day. */
export function slotCapacity(rules: SlotRules, day: string, slot: VisitSlot): number {
  if (isClosedDay(rules, day)) return 0
  const n = rules.capacity[slot]
  return Number.isInteger(n) && n > 0 ? n : 0
}

/** The slots staff take visits in (a slot set to 0 visits is not offered). */
export const openSlots = (rules: SlotRules): VisitSlot[] =>
  visitSlots.filter((slot) => Number.isInteger(rules.capacity[slot]) && rules.capacity[slot] > 0)

/** The days a visitor may choose on `now`: tomorrow up to the horizon, closed days left out. */
export function openVisitDays(rules: SlotRules, now: Date, horizonDays: number = BOOKING_HORIZON_DAYS): string[] {
  if (openSlots(rules).length === 0) return []
  const { min } = bookableRange(now, horizonDays)
  const days: string[] = []
  for (let n = 0; n < horizonDays; n++) {
    const day = addDays(min, n)
    if (!isClosedDay(rules, day)) days.push(day)
  }
  return days
}

/** A booked visit is requested until staff confirm it, or confirmed at once (visit slots settings). */
export const visitStatuses = ['requested', 'confirmed'] as const
export type VisitStatus = (typeof visitStatuses)[number]

export type VisitProblem = 'closed' | 'slotClosed'

/**
 * Why a visit cannot be booked on a bookable day and slot, whatever the seats left: the agency
 * is closed that day, or staff take no visit in that slot. Null: it can, when a seat is free.
 */
export function visitProblem(rules: SlotRules, day: string, slot: VisitSlot): VisitProblem | null {
  if (isClosedDay(rules, day)) return 'closed'
  return openSlots(rules).includes(slot) ? null : 'slotClosed'
}

/** The offset of `timeZone` from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant
}

/** The instant the clocks of `timeZone` show `hour`:00 on `day`. */
export function zonedInstant(day: string, hour: number, timeZone = AGENCY_TIME_ZONE): Date {
  const noon = noonOf(day)
  if (noon === null) throw new RangeError(`Not a day: ${day}`)
  const wall = noon + (hour - 12) * 3_600_000
  // Twice: the offset at the first guess may be the other side of a clock change.
  const first = wall - offsetAt(wall, timeZone)
  return new Date(wall - offsetAt(first, timeZone))
}

/** When a visit in `slot` on `day` starts and ends (Brussels time). */
export function slotTimes(day: string, slot: VisitSlot): { start: Date; end: Date } {
  const [from, to] = slot.split('-').map(Number)
  return { start: zonedInstant(day, from), end: zonedInstant(day, to) }
}
