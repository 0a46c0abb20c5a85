/** The languages Vitrine ships. Which of them a site uses is a site setting. */
export const locales = ['nl', 'fr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'
/** The agency's time zone: dates in texts, visit days and mails are Belgian whatever the server's. */
export const AGENCY_TIME_ZONE = 'Europe/Brussels'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Intl tags used for number and date formatting (Belgian variants). */
export const intlTags: Record<Locale, string> = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  en: 'en-GB',
  de: 'de-BE',
}
