import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

/** A text of the `owners` namespace (messages/owners/{locale}.json) in one language. */
export type OwnersT = (key: string, values?: Record<string, string | number>) => string

const byLocale = new Map<Locale, Promise<OwnersT>>()

/** Texts of the owners' account mails, outside any page render (jobs, endpoints). */
export function ownersTranslator(locale: Locale): Promise<OwnersT> {
  let made = byLocale.get(locale)
  if (!made) {
    made = loadMessages(locale).then((messages) => {
      const translate = createTranslator({ locale, messages, namespace: 'owners' })
      // Keys are checked by `npm test -- messages` (every key in all four languages).
      return (key, values) => translate(key as never, values as never)
    })
    byLocale.set(locale, made)
  }
  return made
}
