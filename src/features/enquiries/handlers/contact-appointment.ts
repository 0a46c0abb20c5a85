import 'server-only'
import { isVisitSlot, slotTimes, visitDateProblem, visitProblem } from '@/domain/appointments'
import { claimSeat, reserveSeat, slotRules, visitStatusOf } from '../model/visit-bookings'
import { visitAttachment } from '../model/visit-mail'
import type { KindHandler } from './types'
import { relationId } from '@/domain/relation'

/**
 * Visit booking (docs/rules/forms-and-leads.md): a day the agency is closed (a closed weekday,
 * a closing day, a public holiday it closes on) or a slot it takes no visit in is refused
 * whatever was posted ('visit closed', 422); otherwise a seat of the chosen slot is taken before
 * the lead is stored, or the visitor reads 'appointments full' and nothing is stored. The seat
 * is requested until staff confirm it, or confirmed at once when the agency says so; both mails
 * say which and carry the visit as a calendar invitation, tentative until it is confirmed; staff's
 * confirmation mails the visitor the confirmed invitation (model/visit-mail.ts).
 */
export const contactAppointment: KindHandler = {
  async refuse(payload, submission) {
    const { date, slot } = submission.data
    // The form's schema has checked both; a day no longer bookable has no seat either.
    if (!isVisitSlot(slot) || visitDateProblem(date, new Date()) !== null) return 'appointmentsFull'
    const rules = await slotRules(payload)
    if (visitProblem(rules, date as string, slot) !== null) return 'visitClosed'
    return (await reserveSeat(payload, date as string, slot, rules)) === null ? 'appointmentsFull' : null
  },

  async afterStore(payload, lead) {
    const { date, slot } = (lead.fields ?? {}) as Record<string, unknown>
    if (typeof date !== 'string' || !isVisitSlot(slot)) return
    await claimSeat(payload, lead.id, date, slot)
    // The visit in the property's history, where staff write the feedback its owners read.
    const property = relationId(lead.property)
    if (property) {
      await payload.create({
        collection: 'visits',
        data: { property, date: slotTimes(date, slot).start.toISOString(), lead: lead.id },
        overrideAccess: true,
      })
    }
  },

  async mailNotes(payload, lead, t, audience) {
    const status = await visitStatusOf(payload, lead.id)
    return [t(`mail.visit.${audience}.${status}`)]
  },

  async attachments(payload, lead, ctx) {
    const confirmed = (await visitStatusOf(payload, lead.id)) === 'confirmed'
    const ics = await visitAttachment(payload, lead, ctx.visitorLocale, { confirmed, sequence: 0 })
    return ics ? [ics] : []
  },
}
