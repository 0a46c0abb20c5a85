import { AGENCY_TIME_ZONE } from '@/i18n/locales'

// Made once per time zone: building an Intl.DateTimeFormat costs far more than using one, and a
// list asks for the day of every card's dates.
const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formats.set(timeZone, format)
  }
  return format
}

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone (the agency's: Brussels). */
export function calendarDay(at: Date, timeZone = AGENCY_TIME_ZONE): string {
  // en-CA writes a date as YYYY-MM-DD (calendar.test.ts holds it to that).
  return formatIn(timeZone).format(at)
}
