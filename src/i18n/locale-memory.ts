/** Where the visitor's language is remembered (docs/rules/urls-and-languages.md). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365
export const LANGUAGE_STORAGE_KEY = 'vitrine-language'
