import { addDays, dayIn, weekdayOf, weekdays, zonedInstant } from '@/domain/appointments'

/**
 * The owner portal's calendar arithmetic, without I/O. Days are 'YYYY-MM-DD' in the agency's
 * time zone (Europe/Brussels), as the page-views table counts them.
 */

/** The owner's chart covers 30 days. */
export const CHART_DAYS = 30
/** The weekly report covers the 7 whole days before the day it is sent. */
export const REPORT_DAYS = 7

/** The `count` days ending with `last`, oldest first. */
export function daysEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1))
}

/** Where the instant falls: the agency's calendar day of a stored timestamp. */
export const dayOf = (instant: string | Date): string => dayIn(instant instanceof Date ? instant : new Date(instant))

/** The instant the agency's day begins (midnight in Brussels), for range queries on timestamps. */
export const startOfDay = (day: string): Date => zonedInstant(day, 0)

/**
 * Days on the market: whole days from the listing's first publication to `today` (0 on the day
 * itself); null when it was never listed. A date in the future (set by staff) counts as 0.
 */
export function daysOnMarket(listedAt: string | null | undefined, today: string): number | null {
  if (!listedAt) return null
  const listed = Date.parse(listedAt)
  if (Number.isNaN(listed)) return null
  const from = Date.parse(`${dayOf(new Date(listed))}T12:00:00Z`)
  const to = Date.parse(`${today}T12:00:00Z`)
  return Math.max(0, Math.round((to - from) / 86_400_000))
}

/** The Monday of the agency's week `day` falls in: one weekly report per owner per such week. */
export function weekStart(day: string): string {
  return addDays(day, -weekdays.indexOf(weekdayOf(day)))
}

/** Whether an owner last mailed at `lastReportAt` has had this week's report already. */
export function reportedThisWeek(lastReportAt: string | null | undefined, now: Date): boolean {
  if (!lastReportAt) return false
  const last = new Date(lastReportAt)
  if (Number.isNaN(last.getTime())) return false
  return dayOf(last) >= weekStart(dayIn(now))
}

/**
 * The value axis of a chart with four gridlines: the step between them is a "round" whole number
 * (1, 2, 2.5, 5 × 10ⁿ) and four steps reach at least the highest value.
 */
export function axisStep(max: number): number {
  const quarter = max / 4
  if (!(quarter > 1)) return 1
  const magnitude = 10 ** Math.floor(Math.log10(quarter))
  for (const factor of [1, 2, 2.5, 5, 10]) {
    const step = factor * magnitude
    if (step >= quarter && Number.isInteger(step)) return step
  }
  return 10 * magnitude
}
