/**
 * The read side of the price history, as parts of other statements: the badge dates the lists
 * read in their own statement (features/listings/list-sql.ts), and the records the property page
 * reads in its own (features/property/detail-sql.ts). Apart, without server-only, as the lists'
 * SQL is.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PriceRecord } from '@/domain/price-history'

export const badgeDatesJoin = sql`LEFT JOIN LATERAL (
    SELECT min(c.at) FILTER (WHERE c.kind = 'listed') AS first_published_at,
      max(c.at) FILTER (WHERE c.kind = 'change') AS last_change_at,
      max(c.at) FILTER (WHERE c.kind = 'change' AND c.lowered) AS last_drop_at
    FROM price_changes c WHERE c.property_id = p.id) h ON true`

export type BadgeDatesRecord = {
  first_published_at: string | Date | null
  last_change_at: string | Date | null
  last_drop_at: string | Date | null
}

/**
 * The price records of the property `propertyId` (a value or a column) as one JSON array, oldest
 * first (rows as PriceRecordRow): a subquery of the property page's own statement
 * (features/property/detail-sql.ts), and the whole read of the staff preview's.
 */
export function priceRecordsJson(propertyId: SQL | number) {
  return sql`(SELECT coalesce(json_agg(json_build_object('kind', c.kind, 'at', c.at, 'old_price', c.old_price,
      'new_price', c.new_price) ORDER BY c.at, c.id), '[]'::json)
    FROM price_changes c WHERE c.property_id = ${propertyId})`
}

export type PriceRecordRow = {
  kind: string
  at: string | Date
  old_price: string | number | null
  new_price: string | number | null
}

const amount = (value: string | number | null): number | null => (value === null ? null : Number(value))

/** The records as the page shows them: times as ISO strings in UTC, prices as numbers. */
export function priceRecordsOf(rows: readonly PriceRecordRow[]): PriceRecord[] {
  return rows.map((r) => ({
    kind: r.kind === 'listed' ? 'listed' : 'change',
    at: new Date(r.at).toISOString(),
    oldPrice: amount(r.old_price),
    newPrice: amount(r.new_price),
  }))
}
