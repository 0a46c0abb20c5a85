import { AGENCY_TIME_ZONE } from '@/i18n/locales'

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone (the agency's: Brussels). */
export function calendarDay(at: Date, timeZone = AGENCY_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}
