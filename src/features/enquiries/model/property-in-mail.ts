import type { Payload } from 'payload'
import { absoluteUrl } from '@/domain/site-urls'
import { publicView } from '@/domain/visibility'
import type { Locale } from '@/i18n/locales'
import { getRouteTable } from '@/platform/routing/queries'
import { env } from '@/platform/env'

/**
 * A property as a mail names it: 'VT-1001 – Title – City' and the absolute address of its page,
 * in one language; null when it no longer exists.
 */
export async function propertyInMail(
  payload: Payload,
  id: number,
  locale: Locale,
): Promise<{ name: string; url: string } | null> {
  const found = await payload.findByID({ collection: 'properties', id, locale, depth: 1, disableErrors: true })
  if (!found) return null
  // Visitors and their friends read this: the public view (domain/visibility).
  const p = publicView(found)
  const city = typeof p.city === 'object' && p.city ? String(p.city.name ?? '') : ''
  const table = await getRouteTable()
  const href = table.href({ kind: 'property', id: p.id, goal: p.goal ?? 'sale', city, title: p.title ?? '' }, locale)
  return { name: [p.reference, p.title, city].filter(Boolean).join(' – '), url: absoluteUrl(env().siteUrl, href) }
}
