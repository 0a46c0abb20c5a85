import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

/** A text of the `alerts` namespace (messages/alerts/{locale}.json) in one language. */
export type AlertsT = (key: string, values?: Record<string, string | number>) => string

/** Texts of the alert mails and the subscription pages, outside any page render (jobs, routes). */
export async function alertsTranslator(locale: Locale): Promise<AlertsT> {
  const translate = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'alerts' })
  // Keys are checked by `npm test -- messages` (every key in all four languages).
  return (key, values) => translate(key as never, values as never)
}
