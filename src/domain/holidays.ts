/**
 * Belgian public holidays (the ten legal ones), as 'YYYY-MM-DD' days. Easter-based days follow
 * the Gregorian Easter Sunday; the others are fixed dates.
 */

const pad = (n: number) => String(n).padStart(2, '0')
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return day(year, month, date)
}

/** `days` after Easter Sunday of `year`, without the time zone games of local Dates. */
function afterEaster(year: number, days: number): string {
  const [y, m, d] = easterSunday(year).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export type BelgianHoliday =
  | 'newYear'
  | 'easterMonday'
  | 'labourDay'
  | 'ascension'
  | 'whitMonday'
  | 'nationalDay'
  | 'assumption'
  | 'allSaints'
  | 'armistice'
  | 'christmas'

/** The ten Belgian public holidays of a year, in calendar order. */
export function belgianHolidays(year: number): { day: string; holiday: BelgianHoliday }[] {
  return [
    { day: day(year, 1, 1), holiday: 'newYear' },
    { day: afterEaster(year, 1), holiday: 'easterMonday' },
    { day: day(year, 5, 1), holiday: 'labourDay' },
    // Ascension: the 40th day of Easter, counting Easter Sunday as the first.
    { day: afterEaster(year, 39), holiday: 'ascension' },
    { day: afterEaster(year, 50), holiday: 'whitMonday' },
    { day: day(year, 7, 21), holiday: 'nationalDay' },
    { day: day(year, 8, 15), holiday: 'assumption' },
    { day: day(year, 11, 1), holiday: 'allSaints' },
    { day: day(year, 11, 11), holiday: 'armistice' },
    { day: day(year, 12, 25), holiday: 'christmas' },
  ].sort((x, y) => x.day.localeCompare(y.day)) as { day: string; holiday: BelgianHoliday }[]
}

/** Whether a 'YYYY-MM-DD' day is a Belgian public holiday. */
export function isBelgianHoliday(value: string): boolean {
  const year = Number(value.slice(0, 4))
  if (!Number.isInteger(year)) return false
  return belgianHolidays(year).some((h) => h.day === value)
}
