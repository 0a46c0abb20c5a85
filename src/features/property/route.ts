import 'server-only'
import { cachedByArgs } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'
import { findProperty } from './queries'
import { propertyRouteSql, type PropertyRouteRecord } from './route-sql'

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

export type PropertyRoute = NonNullable<Awaited<ReturnType<typeof loadPropertyRoute>>>

/**
 * A published property's route fields in every language (route-sql.ts), a language without a
 * text of its own falling back to the default language as Payload reads it; null when unknown
 * or not public. One cached entry per property for the four languages.
 */
const getPropertyRoutes = cachedByArgs(
  async (id: number): Promise<Partial<Record<Locale, PropertyRoute>> | null> => {
    const p = await payload()
    const [row] = (await p.db.drizzle.execute<PropertyRouteRecord>(propertyRouteSql(id))).rows
    if (!row) return null
    const text = (texts: Record<string, string | null> | null, l: Locale) => texts?.[l] || texts?.[defaultLocale] || ''
    return Object.fromEntries(
      locales.map((l) => [
        l,
        {
          id: Number(row.id),
          title: text(row.titles, l),
          goal: row.goal === 'rent' ? 'rent' : 'sale',
          city: text(row.cities, l),
          marquee: String(row.marquee ?? '1'),
        } satisfies PropertyRoute,
      ]),
    )
  },
  ['property-routes'],
  (id: number) => [tags.property(id), tags.cities],
)

export async function getPropertyRoute(id: number, locale: Locale): Promise<PropertyRoute | null> {
  return (await getPropertyRoutes(id))?.[locale] ?? null
}
