import 'server-only'
import type { Payload } from 'payload'

/** Views counted in memory for one property on one day (the agency's day, `YYYY-MM-DD`). */
export interface ViewCount {
  propertyId: number
  day: string
  views: number
}

/**
 * Adds a batch of counts to `page_views` in one statement. Ids of properties that do not exist
 * (any more) are dropped here: the beacon's id is whatever a client sent. One plain statement,
 * no transaction and no name: the embedded database serves every connection on one session.
 */
export async function addViews(payload: Payload, counts: readonly ViewCount[]): Promise<void> {
  if (!counts.length) return
  await payload.db.pool.query({
    text: `INSERT INTO "page_views" ("property_id", "day", "views")
      SELECT b.property_id, b.day, b.views
      FROM unnest($1::int[], $2::date[], $3::int[]) AS b(property_id, day, views)
      WHERE EXISTS (SELECT 1 FROM "properties" p WHERE p."id" = b.property_id)
      ON CONFLICT ("property_id", "day") DO UPDATE SET "views" = "page_views"."views" + excluded."views"`,
    values: [counts.map((c) => c.propertyId), counts.map((c) => c.day), counts.map((c) => c.views)],
  })
}
