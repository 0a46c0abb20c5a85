import 'server-only'
import type { Locale } from '@/i18n/locales'
import { getPropertyDetail } from '@/features/property/queries'
import type { PropertyDetail } from '@/features/property/types'

/** One entry of a shortlist: the property as the public sees it, or null when it is no longer published. */
export interface ShortlistEntry {
  id: number
  property: PropertyDetail | null
}

/**
 * The properties of a shortlist, in its order, through the property page's own cached read
 * (tagged with each property: a change shows at once). An unknown, withdrawn or deleted id is
 * an entry without a property.
 */
export async function getShortlist(ids: readonly number[], locale: Locale): Promise<ShortlistEntry[]> {
  const details = await Promise.all(ids.map((id) => getPropertyDetail(id, locale)))
  return ids.map((id, i) => ({ id, property: details[i] }))
}
