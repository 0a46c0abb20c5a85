import type { Payload } from 'payload'
import { absoluteUrl } from '@/domain/site-urls'
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'
import { newsletterMail } from '@/features/alerts/newsletter'
import { getRouteTable } from '@/platform/routing/queries'
import { env } from '@/platform/env'
import type { NewMail } from '@/platform/mail/outbox'
import type { Lead } from '@/payload/payload-types'
import { fieldLabel, fieldsOf } from './forms'
import { kindHandlers } from './handlers'
import { propertyInMail } from './model/property-in-mail'
import type { MailContext, MailTranslator } from './handlers/types'
import type { LeadType } from './model/kinds'
import { shown, translator } from './values'
import { relationId } from '@/domain/relation'

/*
 * The mails of a lead: the agency's notification (in the site's default language, with
 * everything the visitor filled in) and the visitor's confirmation (in the visitor's language);
 * a kind's handler may attach files or change the pair (handlers/).
 */

type Values = Record<string, unknown>

/** 'Label: value' lines of what was filled in, in the order of the form. */
async function summary(payload: Payload, t: MailTranslator, locale: Locale, lead: Lead): Promise<string[]> {
  const fields = (lead.fields ?? {}) as Values
  const consents = (lead.consents ?? {}) as Values
  const lines: string[] = []
  for (const name of fieldsOf(lead.type as LeadType)) {
    const raw = name === 'newsletter' || name === 'privacy' ? consents[name] : fields[name]
    if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && !raw.length)) continue
    lines.push(
      `${t(`form.fields.${fieldLabel(lead.type as LeadType, name)}`)}: ${await shown(payload, t, locale, name, raw)}`,
    )
  }
  return lines
}

/** 'About: VT-1001 Title, City – https://…' for a request about a property or project. */
async function aboutLine(payload: Payload, t: MailTranslator, locale: Locale, lead: Lead): Promise<string[]> {
  const table = await getRouteTable()
  const propertyId = relationId(lead.property)
  if (propertyId) {
    const property = await propertyInMail(payload, propertyId, locale)
    return property ? [t('mail.about', property)] : []
  }
  const projectId = relationId(lead.project)
  if (projectId) {
    const p = await payload.findByID({ collection: 'projects', id: projectId, locale, depth: 0, disableErrors: true })
    if (!p) return []
    const href = table.href({ kind: 'project', id: p.id, title: p.title ?? '' }, locale)
    return [t('mail.about', { name: String(p.title ?? ''), url: absoluteUrl(env().siteUrl, href) })]
  }
  return []
}

export async function leadMails(payload: Payload, lead: Lead): Promise<NewMail[]> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const ctx: MailContext = {
    siteName: String(settings.siteName ?? ''),
    agencyEmail: settings.email || undefined,
    agencyLocale: isLocale(settings.defaultLanguage) ? settings.defaultLanguage : defaultLocale,
    visitorLocale: isLocale(lead.locale) ? lead.locale : defaultLocale,
    translator,
  }
  const kind = lead.type as LeadType
  const name = String(lead.name ?? '')
  const handler = kindHandlers[kind]
  const attachments = (await handler?.attachments?.(payload, lead, ctx)) ?? []
  const notes = async (t: MailTranslator, audience: 'agency' | 'visitor') => {
    const lines = (await handler?.mailNotes?.(payload, lead, t, audience)) ?? []
    return lines.length ? ['', ...lines] : []
  }
  const mails: NewMail[] = []

  if (ctx.agencyEmail) {
    const locale = ctx.agencyLocale
    const t = await translator(locale)
    const text = [
      t('mail.notification.intro', { form: t(`kinds.${kind}.title`) }),
      ...(await notes(t, 'agency')),
      ...(lead.verification === 'unverified' ? ['', t('mail.notification.unverified')] : []),
      '',
      ...(await aboutLine(payload, t, locale, lead)),
      ...(await summary(payload, t, locale, lead)),
      '',
      t('mail.notification.language', { language: ctx.visitorLocale.toUpperCase() }),
      ...(lead.sourcePage ? [t('mail.notification.page', { page: `${env().siteUrl}${lead.sourcePage}` })] : []),
      t('mail.notification.open', { url: `${env().siteUrl}/admin/collections/leads/${lead.id}` }),
    ].join('\n')
    mails.push({
      purpose: 'notification',
      lead: lead.id,
      locale,
      to: ctx.agencyEmail,
      replyTo: lead.email ?? undefined,
      subject: t('mail.notification.subject', { form: t(`kinds.${kind}.title`), name: name || (lead.email ?? '') }),
      text,
      attachments: attachments.length ? attachments : undefined,
    })
  }

  if (lead.email) {
    const locale = ctx.visitorLocale
    const t = await translator(locale)
    const text = [
      t('mail.confirmation.greeting', { name: name || lead.email }),
      '',
      t(`kinds.${kind}.confirmation`),
      ...(await notes(t, 'visitor')),
      '',
      ...(await aboutLine(payload, t, locale, lead)),
      t('mail.confirmation.summary'),
      ...(await summary(payload, t, locale, lead)),
      '',
      t('mail.confirmation.closing'),
      ctx.siteName,
    ].join('\n')
    mails.push({
      purpose: 'confirmation',
      lead: lead.id,
      locale,
      to: lead.email,
      replyTo: ctx.agencyEmail,
      subject: t('mail.confirmation.subject', { form: t(`kinds.${kind}.title`), site: ctx.siteName }),
      text,
      attachments: attachments.length ? attachments : undefined,
    })
  }
  const all = handler?.mails ? await handler.mails(payload, lead, ctx, mails) : mails
  // The newsletter ticked on any other form signs the visitor up with the same double opt-in
  // (someone already subscribed gets nothing more).
  if (kind !== 'sign-newsletter' && lead.consents?.newsletter) {
    const optIn = await newsletterMail(payload, lead, ctx.siteName, ctx.agencyEmail)
    if (optIn?.purpose === 'opt-in') all.push(optIn)
  }
  return all
}
