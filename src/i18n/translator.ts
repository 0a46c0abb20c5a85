import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl'
import type { Locale } from './locales'
import { AGENCY_TIME_ZONE } from './locales'
import { loadMessages } from './messages'

/** A message namespace: a feature folder or a group of keys in it (`offer.pdf`). */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>

/** Texts of one message namespace in one language: pages, mails, jobs and routes alike. */
export type NamespaceTranslator<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>

const made = new Map<string, Promise<unknown>>()

/**
 * The translator of `namespace` in `locale`, made once per pair and process. Pages use it rather
 * than next-intl's `getTranslations`, whose translators live for one request: each request then
 * parsed every message it used again and made its number and plural formatters anew, about a
 * tenth of a list page's first render. A message parsed here serves every later request.
 */
export function translatorOf<N extends Namespace>(locale: Locale, namespace: N): Promise<NamespaceTranslator<N>> {
  const key = `${locale}/${namespace}`
  let translator = made.get(key)
  if (!translator) {
    translator = loadMessages(locale).then((messages) =>
      createTranslator({ locale, messages, namespace, timeZone: AGENCY_TIME_ZONE }),
    )
    made.set(key, translator)
  }
  // The key names the namespace, so the cached translator is the one of `N`.
  return translator as Promise<NamespaceTranslator<N>>
}
