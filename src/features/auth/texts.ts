import { createTranslator } from 'next-intl'
import { pickLocale } from '@/domain/locale-negotiation'
import { locales, type Locale } from '@/i18n/locales'
import de from '../../../messages/auth/de.json'
import en from '../../../messages/auth/en.json'
import fr from '../../../messages/auth/fr.json'
import nl from '../../../messages/auth/nl.json'

const messages = { nl, fr, en, de } satisfies Record<Locale, typeof en>

/** The back office's language (Payload's `payload-lng` cookie), else the browser's, else English. */
export function staffLocale(headers: Headers): Locale {
  const cookie = /(?:^|;\s*)payload-lng=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1]
  return pickLocale({ cookie, acceptLanguage: headers.get('accept-language') }, locales, 'en')
}

export function authTexts(headers: Headers) {
  const locale = staffLocale(headers)
  return createTranslator({ locale, messages: { auth: messages[locale] }, namespace: 'auth' })
}
