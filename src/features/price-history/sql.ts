/**
 * The badge dates of a property read in the lists' own statement (features/listings/list-sql.ts):
 * a join on `properties p` giving `h.first_published_at`, `h.last_change_at` and
 * `h.last_drop_at` (domain/price-history.ts: BadgeFacts). Apart, without server-only, as the
 * lists' SQL is.
 */
import { sql } from '@payloadcms/db-postgres'

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

/** A property's price records, oldest first (features/price-history/queries.ts). */
export function priceRecordsSql(propertyId: number) {
  return sql`SELECT c.kind, c.at, c.old_price, c.new_price FROM price_changes c
    WHERE c.property_id = ${propertyId} ORDER BY c.at, c.id`
}

export type PriceRecordRow = {
  kind: string
  at: string | Date
  old_price: string | number | null
  new_price: string | number | null
}
