'use client'

import { useMemo, useSyncExternalStore, type ComponentProps } from 'react'
import { dayIn, openVisitDays, zonedInstant, type SlotRules } from '@/domain/appointments'
import { intlTags, isLocale } from '@/i18n/locales'

/** A day as the visitor reads it: 'vendredi 26 mars 2027'. */
const dayLabel = (day: string, locale: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlTags[locale] : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))

/** The visit form's days, from the visit slots settings (visit-calendar.ts). */
export interface VisitDayRules {
  rules: SlotRules
  /** When the server rendered the page (ISO): its list, until the browser counts its own. */
  renderedAt: string
}

const noChange = () => () => {}

interface VisitDaysProps extends VisitDayRules, Omit<ComponentProps<'select'>, 'children'> {
  locale: string
  /** The empty choice ('Choose…'). */
  choose: string
  /** Said when no day is open (staff take no visits in any slot, or close every day). */
  empty: string
}

/**
 * The visit's day as a list of the days the agency takes visits (closed weekdays, closing days
 * and public holidays left out), from tomorrow up to the booking horizon. The page is cached
 * for days: the server's list is the one shown without JavaScript, and the browser counts again
 * from its own today once the form runs.
 */
export function VisitDays({ rules, renderedAt, locale, choose, empty, ...select }: VisitDaysProps) {
  // The server's day while hydrating (so its HTML and the first render agree), then the browser's.
  const today = useSyncExternalStore(
    noChange,
    () => dayIn(new Date()),
    () => dayIn(new Date(renderedAt)),
  )
  const days = useMemo(() => openVisitDays(rules, zonedInstant(today, 12)), [rules, today])
  return (
    <>
      <select {...select}>
        <option value="">{choose}</option>
        {days.map((day) => (
          <option key={day} value={day}>
            {dayLabel(day, locale)}
          </option>
        ))}
      </select>
      {days.length === 0 && empty ? <p className="mt-1 text-sm text-slate-700">{empty}</p> : null}
    </>
  )
}
