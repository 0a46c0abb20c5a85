import type { Translation } from '../payload/admin-labels/dictionary'

/**
 * A back-office label written where it is used, in the four languages (en, nl, fr, de): the
 * walker keeps complete labels as they are, so a collection can carry its own instead of
 * adding entries to the shared dictionary.
 */
export const label = (en: string, nl: string, fr: string, de: string): Translation => ({ en, nl, fr, de })

/** The text of a label in the staff member's language (English when unknown). */
export const inLanguage = (text: Translation, language: string | undefined): string =>
  text[language as keyof Translation] ?? text.en
