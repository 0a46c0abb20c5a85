import 'server-only'
import { rentFigures } from '@/domain/rent'
import { leadProperty } from '../model/lead-property'
import { translatorOf } from '@/i18n/translator'
import { rentTermLines } from '../model/rent-terms'
import type { KindHandler } from './types'

/**
 * Rent application (docs/rules/listings.md#rental-terms-and-offers): the property's conditions (minimum income, occupants, first
 * month's rent, charges, inventory share, three months' deposit) are added to both mails, in
 * each mail's language, so staff weigh the application against them without opening the
 * property. The figures are the property's when the mail is written.
 */
export const rentApplication: KindHandler = {
  async mails(payload, lead, _ctx, defaults) {
    const property = await leadProperty(payload, lead, defaults[0]?.locale ?? 'nl')
    const figures = property ? rentFigures(property.doc) : null
    if (!figures) return defaults
    return Promise.all(
      defaults.map(async (mail) => {
        const t = await translatorOf(mail.locale, 'rent')
        const lines = rentTermLines(figures, t)
        const heading = `${t('title')} (${property?.reference})`
        return { ...mail, text: [mail.text, '', heading, ...lines.map((l) => `- ${l}`)].join('\n') }
      }),
    )
  },
}
