import { createTranslator } from 'next-intl'
import type { Locale } from './locales'
import { loadMessages } from './messages'

/** Texts of one message namespace in one language, outside a page render (mails, jobs, routes). */
export type NamespaceTranslator = (key: string, values?: Record<string, string | number>) => string

const made = new Map<string, Promise<NamespaceTranslator>>()

/** The translator of `namespace` in `locale`, made once per pair. */
export function translatorOf(locale: Locale, namespace: string): Promise<NamespaceTranslator> {
  const key = `${locale}/${namespace}`
  let translator = made.get(key)
  if (!translator) {
    translator = loadMessages(locale).then((messages) => {
      const translate = createTranslator({ locale, messages })
      // Keys are checked by `npm test -- messages` (every key in all four languages).
      return (k, values) => translate(`${namespace}.${k}` as never, values as never)
    })
    made.set(key, translator)
  }
  return translator
}
