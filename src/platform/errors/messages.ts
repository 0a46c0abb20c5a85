import { pickLocale } from '@/domain/locale-negotiation'
import { locales, type Locale } from '@/i18n/locales'
import de from '../../../messages/errors/de.json'
import en from '../../../messages/errors/en.json'
import fr from '../../../messages/errors/fr.json'
import nl from '../../../messages/errors/nl.json'

/**
 * Texts of clean error answers (bad API requests, malformed URLs, refused logins). They are read outside React
 * (route handlers, the proxy), so the four small files are imported directly.
 */
export type ErrorKey = keyof typeof en
const texts: Record<Locale, Record<ErrorKey, string>> = { nl, fr, en, de }

/**
 * The language of an error answer: the `locale` parameter, then the back office's language
 * (`payload-lng`, when given), then Accept-Language, else English.
 */
export function errorLocale(
  query: string | null | undefined,
  acceptLanguage: string | null | undefined,
  backOffice?: string | null,
): Locale {
  return pickLocale({ query, cookie: backOffice, acceptLanguage }, locales, 'en')
}

/** The back office's language as Payload keeps it (the `payload-lng` cookie). */
export const backOfficeLanguage = (headers: Headers): string | undefined =>
  /(?:^|;\s*)payload-lng=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1]

/** The back office's language (Payload's `payload-lng` cookie), else the browser's, else English. */
export function staffLocale(headers: Headers): Locale {
  return errorLocale(null, headers.get('accept-language'), backOfficeLanguage(headers))
}

export function errorText(locale: Locale, key: ErrorKey, values: Record<string, string | number> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
