import { createSearchAlert } from '@/features/alerts/alerts'
import { mailLink } from '@/features/alerts/links'
import { alertsTranslator } from '@/features/alerts/texts'
import type { KindHandler } from './types'

/**
 * Demand register ('keep me informed'): the lead becomes a search alert (features/alerts), and
 * the visitor's confirmation already carries the alert's unsubscribe link, in its text and as
 * the List-Unsubscribe headers.
 */
export const demandRegister: KindHandler = {
  async afterStore(payload, lead) {
    await createSearchAlert(payload, lead)
  },
  async mails(payload, lead, ctx, defaults) {
    const alert = (
      await payload.find({
        collection: 'search-alerts',
        where: { lead: { equals: lead.id } },
        depth: 0,
        limit: 1,
        select: {},
      })
    ).docs[0]
    if (!alert) return defaults
    const locale = ctx.visitorLocale
    const unsubscribeUrl = mailLink('unsubscribe', 'a', alert.id, locale)
    const t = await alertsTranslator(locale)
    return defaults.map((mail) =>
      mail.purpose === 'confirmation'
        ? { ...mail, text: `${mail.text}\n\n${t('mail.unsubscribeText', { url: unsubscribeUrl })}`, unsubscribeUrl }
        : mail,
    )
  },
}
