import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl'
import type { Locale } from './locales'
import { loadMessages } from './messages'

/** A message namespace: a feature folder or a group of keys in it (`offer.pdf`). */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>

/** Texts of one message namespace in one language, outside a page render (mails, jobs, routes). */
export type NamespaceTranslator<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>

const made = new Map<string, Promise<unknown>>()

/** The translator of `namespace` in `locale`, made once per pair. */
export function translatorOf<N extends Namespace>(locale: Locale, namespace: N): Promise<NamespaceTranslator<N>> {
  const key = `${locale}/${namespace}`
  let translator = made.get(key)
  if (!translator) {
    translator = loadMessages(locale).then((messages) => createTranslator({ locale, messages, namespace }))
    made.set(key, translator)
  }
  // The key names the namespace, so the cached translator is the one of `N`.
  return translator as Promise<NamespaceTranslator<N>>
}
