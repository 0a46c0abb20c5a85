import { absoluteUrl } from '@/domain/site-urls'
import { getRouteTable } from '@/features/routing/queries'
import { env } from '@/lib/env'
import type { KindHandler } from './types'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * Send to a friend: the friend gets the property's link, in the sender's language, with the
 * sender's address to reply to; the agency gets its usual notification. The sender gets no
 * confirmation: the thank-you page says the mail is on its way.
 */
export const sendToFriend: KindHandler = {
  async mails(payload, lead, ctx, defaults) {
    const fields = (lead.fields ?? {}) as Record<string, unknown>
    const propertyId = typeof lead.property === 'object' ? lead.property?.id : lead.property
    const friendEmail = text(fields.friendEmail)
    const notification = defaults.filter((m) => m.purpose === 'notification')
    if (!propertyId || !friendEmail) return notification
    const locale = ctx.visitorLocale
    const p = await payload.findByID({
      collection: 'properties',
      id: propertyId,
      locale,
      depth: 1,
      disableErrors: true,
    })
    if (!p) return notification
    const t = await ctx.translator(locale)
    const city = typeof p.city === 'object' && p.city ? String(p.city.name ?? '') : ''
    const table = await getRouteTable()
    const url = absoluteUrl(
      env().siteUrl,
      table.href({ kind: 'property', id: p.id, goal: p.goal ?? 'sale', city, title: p.title ?? '' }, locale),
    )
    const sender = String(lead.name ?? '')
    const remark = text(fields.remark)
    const body = [
      t('mail.friend.greeting', { name: text(fields.friendName) || friendEmail }),
      '',
      t('mail.friend.body', { sender, email: lead.email ?? '', site: ctx.siteName }),
      [p.reference, p.title, city].filter(Boolean).join(' – '),
      url,
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
