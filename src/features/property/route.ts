import 'server-only'
import { cachedByArgs } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import type { Locale } from '@/i18n/locales'
import { findProperty } from './queries'

/**
 * The few fields a property URL needs; null when unknown or not public. `drafts` (staff preview
 * only) reads unpublished properties and the newest draft too.
 */
export async function loadPropertyRoute(id: number, locale: Locale, drafts = false) {
  const doc = await findProperty(id, locale, drafts)
  if (!doc) return null
  const city = doc.city && typeof doc.city === 'object' ? (doc.city as { name?: string }).name : undefined
  return {
    id: doc.id as number,
    title: String(doc.title ?? ''),
    goal: (doc.goal === 'rent' ? 'rent' : 'sale') as 'sale' | 'rent',
    city: city ?? '',
    marquee: String(doc.marquee ?? '1'),
  }
}

export const getPropertyRoute = cachedByArgs(
  async (id: number, locale: Locale) => loadPropertyRoute(id, locale),
  ['property-route'],
  (id: number) => [tags.property(id), tags.cities],
)
