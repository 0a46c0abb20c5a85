/**
 * The lists' read side in plain SQL: the published properties a list's filters select, and the
 * fields a card or a map marker shows, read straight from the columns and the language's row of
 * `properties_locales` (falling back to the default language, as Payload does). Payload stays
 * the write side; these statements replace its document reads on the public lists, which cost
 * the page's render more than the query itself (building the query, then each document's
 * fields and hooks). Apart, without server-only, so `npm run bench` can time the statements.
 *
 * Published means what Payload's public read gives: `_status = 'published'` and not in the trash.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { badgeDatesJoin, type BadgeDatesRecord } from '../price-history/sql'

/** What decides a list's set; the city already turned into the ids it matched (null: any city). */
export interface ListSelection {
  goal: 'sale' | 'rent' | 'all'
  cityIds: number[] | null
  type?: number
  neighbourhood?: number
  minPrice?: number
  maxPrice?: number
  bedrooms?: number
  /** The agency shows the price of sold and let properties (site settings); unset: hidden. */
  showClosedPrices?: boolean
}

/** The condition on `properties p` of a selection. */
function selectionWhere(s: ListSelection): SQL {
  const and: SQL[] = [sql`p._status = 'published'`, sql`p.deleted_at IS NULL`]
  if (s.goal !== 'all') and.push(sql`p.goal = ${s.goal}`)
  if (s.cityIds) and.push(sql`p.city_id = ANY(${`{${s.cityIds.map(Number).join(',')}}`}::int[])`)
  if (s.type !== undefined) and.push(sql`p.type_id = ${s.type}`)
  if (s.neighbourhood !== undefined) and.push(sql`p.neighbourhood_id = ${s.neighbourhood}`)
  if (s.minPrice !== undefined || s.maxPrice !== undefined) {
    // A hidden price ('on request') must not be revealed by narrowing a price range around it.
    and.push(sql`p.publish_price IS NOT FALSE`)
    // Nor a sold or let one's, when the agency hides those (domain/visibility: isClosedPriceHidden).
    if (!s.showClosedPrices) and.push(sql`p.marquee NOT IN ('3', '4')`)
    if (s.minPrice !== undefined) and.push(sql`p.price >= ${s.minPrice}`)
    if (s.maxPrice !== undefined) and.push(sql`p.price <= ${s.maxPrice}`)
  }
  if (s.bedrooms !== undefined) and.push(sql`p.rooms_bedrooms >= ${s.bedrooms}`)
  return sql.join(and, sql` AND `)
}

/** One row per property of the selection: what the list's orders compare (sort-rows.ts). */
export type SortRowRecord = {
  id: number
  price: string | number | null
  publish_price: boolean | null
  goal: string | null
  marquee: string | null
  created_at: string | Date
  type_id: number | null
  city_id: number | null
}

export function sortRowsSql(s: ListSelection): SQL {
  return sql`SELECT p.id, p.price, p.publish_price, p.goal, p.marquee, p.created_at, p.type_id, p.city_id
    FROM properties p WHERE ${selectionWhere(s)}`
}

/** What a card or a marker shows of one property, its texts in the page's language. */
export type CardRecord = {
  id: number
  goal: string | null
  marquee: string | null
  type_id: number | null
  city_id: number | null
  price: string | number | null
  publish_price: boolean | null
  price_unit: string | null
  publish_address: boolean | null
  bedrooms: string | number | null
  living: string | number | null
  latitude: string | number | null
  longitude: string | number | null
  title: string | null
  price_unit_text: string | null
  description: string | null
  photo_id: number | null
} & Partial<BadgeDatesRecord>

/** A card's description and badge dates are read for lists, not for map markers. */
function cardsSql(where: SQL, locale: Locale, withDescription: boolean): SQL {
  const localized = (column: string) => sql`coalesce(l.${sql.raw(column)}, d.${sql.raw(column)})`
  return sql`SELECT p.id, p.goal, p.marquee, p.type_id, p.city_id, p.price, p.publish_price, p.price_unit,
      p.publish_address, p.rooms_bedrooms AS bedrooms, p.surfaces_living AS living, p.latitude, p.longitude,
      ${localized('title')} AS title, ${localized('price_unit_text')} AS price_unit_text,
      ${withDescription ? localized('description') : sql`NULL`} AS description,
      ${withDescription ? sql`h.first_published_at, h.last_change_at, h.last_drop_at,` : sql``}
      (SELECT r.media_id FROM properties_rels r
        WHERE r.parent_id = p.id AND r.path = 'photos' ORDER BY r."order" LIMIT 1) AS photo_id
    FROM properties p
    LEFT JOIN properties_locales l ON l._parent_id = p.id AND l._locale = ${locale}
    LEFT JOIN properties_locales d ON d._parent_id = p.id AND d._locale = ${defaultLocale}
    ${withDescription ? badgeDatesJoin : sql``}
    WHERE ${where}`
}

/** The cards of some published properties (in no particular order). */
export function cardsByIdsSql(ids: readonly number[], locale: Locale): SQL {
  const list = `{${ids.map(Number).join(',')}}`
  return cardsSql(sql`p.id = ANY(${list}::int[]) AND p._status = 'published' AND p.deleted_at IS NULL`, locale, true)
}

/** The markers of a selection: its properties with coordinates (a map shows no description). */
export function markersSql(s: ListSelection, locale: Locale): SQL {
  return cardsSql(sql`${selectionWhere(s)} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL`, locale, false)
}
