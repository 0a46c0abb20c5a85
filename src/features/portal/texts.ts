import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

/** A text of the `portal` namespace (messages/portal/{locale}.json) in one language. */
export type PortalT = (key: string, values?: Record<string, string | number>) => string

const byLocale = new Map<Locale, Promise<PortalT>>()

/** Texts of the owners' weekly mail, outside any page render (the jobs). */
export function portalTranslator(locale: Locale): Promise<PortalT> {
  let made = byLocale.get(locale)
  if (!made) {
    made = loadMessages(locale).then((messages) => {
      const translate = createTranslator({ locale, messages, namespace: 'portal' })
      // Keys are checked by `npm test -- messages` (every key in all four languages).
      return (key, values) => translate(key as never, values as never)
    })
    byLocale.set(locale, made)
  }
  return made
}
