import type { Messages } from 'next-intl'
import type { Locale } from './locales'

/**
 * Messages live in `messages/{locale}.json` (shared namespaces) and in one folder per feature,
 * `messages/{namespace}/{locale}.json`, so features own their texts without sharing a file.
 * A namespace folder must be listed here; `npm test` checks the list against the folders.
 */
export const featureNamespaces = [
  'listings',
  'property',
  'search',
  'map',
  'projects',
  'articles',
  'seo',
  'consent',
  'errors',
  'enquiries',
  'alerts',
  'offer',
  'rent',
  'visit',
  'abuse',
  'owners',
  'portal',
  'failure',
  'mail',
  'costs',
  'shortlist',
  'price-history',
] as const

type Tree = Record<string, unknown>

/**
 * The catalogue of `locale`; src/i18n/message-types.ts makes tsc check that every language has its keys.
 * Read once per language and process: every request of a page asks for it (next-intl's request
 * config), and building it again each time cost about a millisecond per render. Frozen, since
 * every request shares it.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let catalogue = catalogues.get(locale)
  if (!catalogue) {
    catalogue = readMessages(locale)
    // A failed read is not kept: the next request tries again.
    catalogue.catch(() => catalogues.delete(locale))
    catalogues.set(locale, catalogue)
  }
  return catalogue
}

const catalogues = new Map<Locale, Promise<Messages>>()

async function readMessages(locale: Locale): Promise<Messages> {
  const base = ((await import(`../../messages/${locale}.json`)) as { default: Tree }).default
  const parts = await Promise.all(
    featureNamespaces.map(
      async (ns) => [ns, ((await import(`../../messages/${ns}/${locale}.json`)) as { default: Tree }).default] as const,
    ),
  )
  return Object.freeze({ ...base, ...Object.fromEntries(parts) }) as Messages
}
