/**
 * Back-office texts in the four staff languages. Every collection, global, field, option, tab
 * and block writes its labels and descriptions with `l` where it is declared; Payload shows the
 * one of the staff member's language (src/payload/labels.test.ts checks that none is missing).
 */

/** The languages of the back office (payload.config.ts i18n). */
export const ADMIN_LANGUAGES = ['en', 'nl', 'fr', 'de'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

/** One back-office text in every admin language. */
export type AdminText = Record<AdminLanguage, string>

/** One back-office text, in the order en, nl, fr, de. */
export const l = (en: string, nl: string, fr: string, de: string): AdminText => ({ en, nl, fr, de })

/** Select options from [value, label] pairs. */
export const options = (entries: [string, AdminText][]) => entries.map(([value, label]) => ({ value, label }))

/** The text of `text` in the staff member's language, English when that is not one of the four. */
export const inLanguage = (text: AdminText, language: string | undefined): string =>
  text[(language ?? 'en') as AdminLanguage] ?? text.en
