import { propertyInMail } from '../model/property-in-mail'
import type { KindHandler } from './types'
import { relationId } from '@/domain/relation'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * Send to a friend: the friend gets the property's link, in the sender's language, with the
 * sender's address to reply to; the agency gets its usual notification. The sender gets no
 * confirmation: the thank-you page says the mail is on its way.
 */
export const sendToFriend: KindHandler = {
  async mails(payload, lead, ctx, defaults) {
    const fields = (lead.fields ?? {}) as Record<string, unknown>
    const propertyId = relationId(lead.property)
    const friendEmail = text(fields.friendEmail)
    const notification = defaults.filter((m) => m.purpose === 'notification')
    if (!propertyId || !friendEmail) return notification
    const locale = ctx.visitorLocale
    const property = await propertyInMail(payload, propertyId, locale)
    if (!property) return notification
    const t = await ctx.translator(locale)
    const sender = String(lead.name ?? '')
    const remark = text(fields.remark)
    const body = [
      t('mail.friend.greeting', { name: text(fields.friendName) || friendEmail }),
      '',
      t('mail.friend.body', { sender, email: lead.email ?? '', site: ctx.siteName }),
      property.name,
      property.url,
      ...(remark ? ['', t('mail.friend.message'), remark] : []),
      '',
      t('mail.friend.note', { sender }),
    ].join('\n')
    return [
      ...notification,
      {
        purpose: 'friend',
        lead: lead.id,
        locale,
        to: friendEmail,
        replyTo: lead.email ?? undefined,
        subject: t('mail.friend.subject', { name: sender }),
        text: body,
      },
    ]
  },
}
