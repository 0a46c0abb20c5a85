import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import { addDays, dayIn, type SlotRules, type VisitStatus } from '@/domain/appointments'
import { tags } from '@/platform/cache/tags'
import { payload } from '@/payload/local-api'
import { slotRules } from './model/visit-bookings'

/**
 * What the visit form and its thank-you page show of the visit slots settings, cached until
 * staff save them (tag `visit-rules`). The form's page is cached for days, so the browser works
 * out the open days itself from these rules (form-fields.tsx).
 */
export interface VisitCalendar {
  rules: SlotRules
  confirmation: VisitStatus
}

export const getVisitCalendar = cachedRead(
  async (): Promise<VisitCalendar> => {
    const { confirmation, ...rules } = await slotRules(await payload())
    // Closing days long past are of no use to the form; keep its props small.
    const from = addDays(dayIn(new Date()), -7)
    return { rules: { ...rules, closedDays: (rules.closedDays ?? []).filter((d) => d >= from) }, confirmation }
  },
  ['visit-calendar'],
  { tags: [tags.visitRules] },
)
