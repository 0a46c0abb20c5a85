/**
 * Back-office texts of the page modules, in the four staff languages. A block carries its own
 * labels this way, so the admin-labels walker (src/payload/admin-labels) keeps them as they are.
 */
export type AdminText = { en: string; nl: string; fr: string; de: string }

/** One back-office text, in the order en, nl, fr, de. */
export const l = (en: string, nl: string, fr: string, de: string): AdminText => ({ en, nl, fr, de })

/** Select options from [value, label] pairs. */
export const options = (entries: [string, AdminText][]) => entries.map(([value, label]) => ({ value, label }))

/** The text of `text` in the staff member's language, English when that is not one of the four. */
export const inLanguage = (text: AdminText, language: string | undefined): string =>
  text[(language ?? 'en') as keyof AdminText] ?? text.en
