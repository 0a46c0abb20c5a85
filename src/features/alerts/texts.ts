import type { Locale } from '@/i18n/locales'
import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'

/** A text of the `alerts` namespace (messages/alerts/{locale}.json) in one language. */
export type AlertsT = NamespaceTranslator<'alerts'>

/** Texts of the alert mails and the subscription pages, outside any page render (jobs, routes). */
export const alertsTranslator = (locale: Locale): Promise<AlertsT> => translatorOf(locale, 'alerts')
