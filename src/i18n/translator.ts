import { LRUCache } from 'lru-cache'
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
      keepingTexts(createTranslator({ locale, messages, namespace, timeZone: AGENCY_TIME_ZONE })),
    )
    made.set(key, translator)
  }
  // The key names the namespace, so the cached translator is the one of `N`.
  return translator as Promise<NamespaceTranslator<N>>
}

/** Finished texts a translator keeps (of messages with values): a few per card, filter and count. */
const KEPT_TEXTS = 2000

type Values = Record<string, unknown>
type Translate = ((key: string, values?: Values, formats?: unknown) => unknown) & {
  rich: unknown
  markup: unknown
  raw: unknown
  has: unknown
}

/** A key for a message and its values when every value is a string, number or boolean; else null. */
function textKey(key: string, values: Values): string | null {
  let out = key
  for (const name in values) {
    const value = values[name]
    const type = typeof value
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null
    out += `\u0001${name}\u0002${type[0]}${String(value)}`
  }
  return out
}

/**
 * The translator, keeping the texts it finished from a message and plain values (a count, an
 * area, a price already formatted): the same message with the same values gives the same text
 * for the life of the process (the messages, the language and the time zone are fixed). use-intl
 * otherwise builds its cache key on every such call from the message, the language and every
 * format, serialized as JSON: about a twentieth of a list page's first render, whose cards and
 * filters ask for the same few dozen texts each time. Rich texts, raw messages and calls with
 * formats of their own go to use-intl as they are.
 */
function keepingTexts<T>(translator: T): T {
  const t = translator as unknown as Translate
  const kept = new LRUCache<string, string>({ max: KEPT_TEXTS })
  const keeping = (key: string, values?: Values, formats?: unknown) => {
    if (!values || formats !== undefined) return t(key, values, formats)
    const id = textKey(key, values)
    if (id === null) return t(key, values)
    const known = kept.get(id)
    if (known !== undefined) return known
    const text = t(key, values)
    if (typeof text === 'string') kept.set(id, text)
    return text
  }
  return Object.assign(keeping, { rich: t.rich, markup: t.markup, raw: t.raw, has: t.has }) as unknown as T
}
