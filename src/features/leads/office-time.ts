import { AGENCY_TIME_ZONE } from '@/i18n/locales'

/** Staff read every time of a lead in the agency's (Belgian) time, made once for every lead. */
const officeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

interface OfficeParts {
  year: string
  month: string
  day: string
  hour: string
  minute: string
}

/** The calendar parts of an instant in Belgian time, or undefined when it is not a date. */
export function officeParts(iso: string | null | undefined): OfficeParts | undefined {
  if (!iso) return undefined
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return undefined
  const parts = Object.fromEntries(officeFormat.formatToParts(date).map((p) => [p.type, p.value]))
  return parts as unknown as OfficeParts
}

/** 'DD-MM-YYYY HH:mm' in Belgian time, as Belgians write a date and time (the back office's lists). */
export function belgianDateTime(iso: string | null | undefined): string {
  const p = officeParts(iso)
  return p ? `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}` : ''
}
