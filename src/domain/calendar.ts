import { AGENCY_TIME_ZONE } from '@/i18n/locales'
import { madeOnce } from './made-once'

// Made once per time zone: a list asks for the day of every card's dates.
const formatIn = madeOnce(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
)

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone (the agency's: Brussels). */
export function calendarDay(at: Date, timeZone = AGENCY_TIME_ZONE): string {
  // en-CA writes a date as YYYY-MM-DD (calendar.test.ts holds it to that).
  return formatIn(timeZone).format(at)
}
