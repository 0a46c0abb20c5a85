import type { Payload, PayloadRequest } from 'payload'
import { relationId } from '@/domain/relation'
import type { NewMail } from '@/platform/mail/outbox'
import { defaultLocale, isLocale } from '@/i18n/locales'
import type { Lead, NewsletterSubscriber } from '@/payload/payload-types'
import { mailLink } from './links'
import { alertsTranslator } from './texts'

/**
 * Newsletter sign-up with double opt-in: a sign-up keeps one record per address (pending until
 * its owner follows the signed link of the opt-in mail); a repeat sign-up never duplicates it.
 */

const find = async (payload: Payload, email: string, req?: PayloadRequest) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email.trim().toLowerCase() } },
      depth: 0,
      limit: 1,
      req,
    })
  ).docs[0] ?? null

/**
 * The subscriber of a sign-up lead: created pending, or found (a confirmed address stays
 * confirmed; one that unsubscribed asks again, pending). Safe to call more than once per lead.
 */
export async function subscribeToNewsletter(
  payload: Payload,
  lead: Lead,
  req?: PayloadRequest,
): Promise<NewsletterSubscriber | null> {
  if (!lead.email) return null
  const locale = isLocale(lead.locale) ? lead.locale : defaultLocale
  const current = await find(payload, lead.email, req)
  if (current?.status === 'confirmed' || (current?.status === 'pending' && relationId(current.lead) === lead.id))
    return current
  if (current)
    return payload.update({
      collection: 'newsletter-subscribers',
      id: current.id,
      data: { status: 'pending', locale, lead: lead.id, unsubscribedAt: null },
      req,
    })
  try {
    return await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: lead.email, locale, status: 'pending', lead: lead.id },
      req,
    })
  } catch (error) {
    // Two sign-ups of one address at the same moment: the unique address keeps one record.
    const again = await find(payload, lead.email, req)
    if (again) return again
    throw error
  }
}

/**
 * The visitor's mail of a sign-up, in place of the usual confirmation: the opt-in mail with its
 * signed confirmation link, or, for an address already confirmed, a note saying so (with the
 * unsubscribe link) so that a repeat sign-up neither duplicates nor leaves the visitor waiting.
 */
export async function newsletterMail(
  payload: Payload,
  lead: Lead,
  siteName: string,
  replyTo: string | undefined,
  req?: PayloadRequest,
): Promise<NewMail | null> {
  const subscriber = await subscribeToNewsletter(payload, lead, req)
  if (!subscriber) return null
  const locale = isLocale(lead.locale) ? lead.locale : defaultLocale
  const t = await alertsTranslator(locale)
  const unsubscribeUrl = mailLink('unsubscribe', 'n', subscriber.id, locale)
  if (subscriber.status === 'confirmed') {
    return {
      purpose: 'confirmation',
      lead: lead.id,
      locale,
      to: subscriber.email,
      replyTo,
      subject: t('newsletter.already.subject', { site: siteName }),
      blocks: [
        { text: t('newsletter.already.body') },
        { text: t('newsletter.unsubscribeText', { url: unsubscribeUrl }) },
        { text: siteName },
      ],
      unsubscribeUrl,
    }
  }
  const confirmUrl = mailLink('confirm', 'n', subscriber.id, locale)
  return {
    purpose: 'opt-in',
    lead: lead.id,
    locale,
    to: subscriber.email,
    replyTo,
    subject: t('newsletter.optIn.subject', { site: siteName }),
    blocks: [
      { text: t('newsletter.optIn.body', { site: siteName }) },
      { button: { href: confirmUrl, label: t('newsletter.confirm.button') } },
      { text: t('newsletter.optIn.ignore') },
      { text: siteName },
    ],
    // A pending address may leave at once too: the link stops any mail to it.
    unsubscribeUrl,
  }
}
