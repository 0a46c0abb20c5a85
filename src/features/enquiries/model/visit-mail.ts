import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { isVisitSlot, slotTimes, type VisitSlot } from '@/domain/appointments'
import { defaultLocale, intlTags, isLocale, AGENCY_TIME_ZONE, type Locale } from '@/i18n/locales'
import { translatorOf } from '@/i18n/translator'
import { env } from '@/platform/env'
import { queueMail } from '@/platform/mail/outbox'
import type { MailAttachment } from '@/platform/mail/transport'
import type { Lead } from '@/payload/payload-types'
import { leadProperty } from './lead-property'
import { ICS_CONTENT_TYPE, visitInvitation } from './visit-invitation'

/**
 * The visit's calendar invitation and the mail that tells the visitor staff confirmed it. The
 * invitation keeps one UID per lead: the first one (requested: tentative, or confirmed at once)
 * is sequence 0, the confirmation's is sequence 1, so a calendar updates the same entry.
 */

interface Visit {
  day: string
  slot: VisitSlot
}

const visitOf = (lead: Lead): Visit | null => {
  const { date, slot } = (lead.fields ?? {}) as Record<string, unknown>
  return typeof date === 'string' && isVisitSlot(slot) ? { day: date, slot } : null
}

/** The visit of a lead as an .ics attachment in `locale`; none when the lead names no visit. */
export async function visitAttachment(
  payload: Payload,
  lead: Lead,
  locale: Locale,
  { confirmed, sequence, req }: { confirmed: boolean; sequence: number; req?: PayloadRequest },
): Promise<MailAttachment | null> {
  const visit = visitOf(lead)
  if (!visit) return null
  const [t, property, settings] = await Promise.all([
    translatorOf(locale, 'visit'),
    leadProperty(payload, lead, locale),
    payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
  ])
  const agency = String(settings.siteName ?? '')
  const name = property?.title || property?.reference || agency
  const description = [
    t('invitation.description', { property: name, reference: property?.reference ?? '', agency }),
    ...(property ? [t('invitation.page', { url: property.url })] : []),
    ...(settings.phone ? [t('invitation.contact', { phone: settings.phone })] : []),
  ].join('\n')
  const { start, end } = slotTimes(visit.day, visit.slot)
  const ics = visitInvitation({
    confirmed,
    sequence,
    uid: `visit-${lead.id}@${new URL(env().siteUrl).hostname}`,
    start,
    end,
    title: t('invitation.title', { property: name }),
    description,
    location: property?.address ?? '',
    url: property?.url,
    organizer: { name: agency, email: settings.email || undefined },
    attendee: lead.email ? { name: String(lead.name ?? lead.email), email: lead.email } : undefined,
  })
  return {
    filename: t('invitation.filename'),
    contentType: ICS_CONTENT_TYPE,
    content: Buffer.from(ics, 'utf8').toString('base64'),
  }
}

/**
 * Mails the visitor, in the language of the page they booked on, that staff confirmed their
 * visit, with the updated invitation. Once per lead: a visit set back to requested and confirmed
 * again sends nothing more (the outbox keeps the first).
 */
export async function queueVisitConfirmation(payload: Payload, leadId: number, req?: PayloadRequest): Promise<void> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, disableErrors: true, req })
  const visit = lead ? visitOf(lead) : null
  if (!lead?.email || !visit) return
  const sent = await payload.count({
    collection: 'mails',
    where: { and: [{ lead: { equals: lead.id } }, { purpose: { equals: 'visit-confirmed' } }] },
    req,
  })
  if (sent.totalDocs) return
  const locale = isLocale(lead.locale) ? lead.locale : defaultLocale
  const [t, property, settings, attachment] = await Promise.all([
    translatorOf(locale, 'enquiries'),
    leadProperty(payload, lead, locale),
    payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    visitAttachment(payload, lead, locale, { confirmed: true, sequence: 1, req }),
  ])
  const site = String(settings.siteName ?? '')
  const { start, end } = slotTimes(visit.day, visit.slot)
  const tag = intlTags[locale]
  const time = (d: Date) =>
    new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: AGENCY_TIME_ZONE }).format(d)
  const date = new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  }).format(start)
  const name = property?.title || property?.reference || site
  await queueMail(
    payload,
    {
      purpose: 'visit-confirmed',
      lead: lead.id,
      locale,
      to: lead.email,
      replyTo: settings.email || undefined,
      subject: t('mail.visitConfirmed.subject', { site }),
      blocks: [
        { text: t('mail.confirmation.greeting', { name: lead.name || lead.email }) },
        { text: t('mail.visitConfirmed.body', { property: name, date, from: time(start), to: time(end) }) },
        ...(property?.address ? [{ text: t('mail.visitConfirmed.address', { address: property.address }) }] : []),
        ...(property
          ? [{ text: t('mail.about', { name: property.title || property.reference, url: property.url }) }]
          : []),
        { text: t('mail.visitConfirmed.calendar') },
        { text: [t('mail.confirmation.closing'), site].join('\n') },
      ],
      attachments: attachment ? [attachment] : undefined,
    },
    req,
  )
}
