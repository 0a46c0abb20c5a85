import 'server-only'
import { isVisitSlot, slotTimes, visitDateProblem } from '@/domain/appointments'
import { env } from '@/platform/env'
import { leadProperty } from '../model/lead-property'
import { translatorOf } from '@/i18n/translator'
import { claimSeat, reserveSeat } from '../model/visit-bookings'
import { ICS_CONTENT_TYPE, visitInvitation } from '../model/visit-invitation'
import type { KindHandler } from './types'
import { relationId } from '@/domain/relation'

/**
 * Visit booking (docs/rules/forms-and-leads.md): a seat of the chosen slot is taken before the lead is
 * stored, or the visitor reads 'appointments full' and nothing is stored; both mails
 * carry the visit as a calendar invitation.
 */
export const contactAppointment: KindHandler = {
  async refuse(payload, submission) {
    const { date, slot } = submission.data
    // The form's schema has checked both; a day no longer bookable has no seat either.
    if (!isVisitSlot(slot) || visitDateProblem(date, new Date()) !== null) return 'appointmentsFull'
    return (await reserveSeat(payload, date as string, slot)) === null ? 'appointmentsFull' : null
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

  async attachments(payload, lead, ctx) {
    const { date, slot } = (lead.fields ?? {}) as Record<string, unknown>
    if (typeof date !== 'string' || !isVisitSlot(slot)) return []
    const locale = ctx.visitorLocale
    const [t, property, settings] = await Promise.all([
      translatorOf(locale, 'visit'),
      leadProperty(payload, lead, locale),
      payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    ])
    const name = property?.title || property?.reference || ctx.siteName
    const description = [
      t('invitation.description', { property: name, reference: property?.reference ?? '', agency: ctx.siteName }),
      ...(property ? [t('invitation.page', { url: property.url })] : []),
      ...(settings.phone ? [t('invitation.contact', { phone: settings.phone })] : []),
    ].join('\n')
    const { start, end } = slotTimes(date, slot)
    const ics = visitInvitation({
      uid: `visit-${lead.id}@${new URL(env().siteUrl).hostname}`,
      start,
      end,
      title: t('invitation.title', { property: name }),
      description,
      location: property?.address ?? '',
      url: property?.url,
      organizer: { name: ctx.siteName, email: ctx.agencyEmail },
      attendee: lead.email ? { name: String(lead.name ?? lead.email), email: lead.email } : undefined,
    })
    return [
      {
        filename: t('invitation.filename'),
        contentType: ICS_CONTENT_TYPE,
        content: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ]
  },
}
