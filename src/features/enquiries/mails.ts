import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { env } from '@/lib/env'
import type { NewMail } from '@/features/mail/outbox'
import type { Lead } from '@/payload/payload-types'
import type { ImplementedForm } from './kinds'
import { siteContactFields } from './fields'

/**
 * The two mails of a lead: the agency's notification (in the site's default language, with
 * everything the visitor filled in) and the visitor's confirmation (in the visitor's language).
 */
type T = (key: string, values?: Record<string, string>) => string

async function translator(locale: Locale): Promise<T> {
  const translate = createTranslator({ locale, messages: await loadMessages(locale) })
  // Keys are checked by `npm test -- messages` (every key in all four languages).
  return (key, values) => translate(`enquiries.${key}` as never, values as never)
}
type Values = Record<string, unknown>

/** 'Label: value' lines of what was filled in, in the order of the form. */
function summary(t: T, fields: Values, consents: Values): string[] {
  const lines: string[] = []
  for (const name of siteContactFields) {
    const raw = name === 'newsletter' || name === 'privacy' ? consents[name] : fields[name]
    if (raw === undefined || raw === null || raw === '') continue
    let value = String(raw)
    if (typeof raw === 'boolean') value = raw ? t('mail.yes') : t('mail.no')
    else if (name === 'salutation') value = t(`form.salutations.${value as 'mr'}`)
    else if (name === 'contactTime') value = t(`form.contactTimes.${value as '10-13'}`)
    lines.push(`${t(`form.fields.${name}`)}: ${value}`)
  }
  return lines
}

export async function leadMails(payload: Payload, lead: Lead): Promise<NewMail[]> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const site = String(settings.siteName ?? '')
  const agencyLocale = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : defaultLocale
  const visitorLocale = isLocale(lead.locale) ? lead.locale : defaultLocale
  const fields = (lead.fields ?? {}) as Values
  const consents = (lead.consents ?? {}) as Values
  const form = lead.type as ImplementedForm
  const name = String(lead.name ?? '')
  const mails: NewMail[] = []

  if (settings.email) {
    const t = await translator(agencyLocale)
    const text = [
      t('mail.notification.intro', { form: t(`mail.forms.${form}`) }),
      ...(lead.verification === 'unverified' ? ['', t('mail.notification.unverified')] : []),
      '',
      ...summary(t, fields, consents),
      '',
      t('mail.notification.language', { language: visitorLocale.toUpperCase() }),
      ...(lead.sourcePage ? [t('mail.notification.page', { page: `${env().siteUrl}${lead.sourcePage}` })] : []),
      t('mail.notification.open', { url: `${env().siteUrl}/admin/collections/leads/${lead.id}` }),
    ].join('\n')
    mails.push({
      purpose: 'notification',
      lead: lead.id,
      locale: agencyLocale,
      to: settings.email,
      replyTo: lead.email ?? undefined,
      subject: t('mail.notification.subject', { form: t(`mail.forms.${form}`), name }),
      text,
    })
  }

  if (lead.email) {
    const t = await translator(visitorLocale)
    const text = [
      t('mail.confirmation.greeting', { name }),
      '',
      t('mail.confirmation.body'),
      '',
      t('mail.confirmation.summary'),
      ...summary(t, fields, consents),
      '',
      t('mail.confirmation.closing'),
      site,
    ].join('\n')
    mails.push({
      purpose: 'confirmation',
      lead: lead.id,
      locale: visitorLocale,
      to: lead.email,
      replyTo: settings.email || undefined,
      subject: t('mail.confirmation.subject', { site }),
      text,
    })
  }
  return mails
}
