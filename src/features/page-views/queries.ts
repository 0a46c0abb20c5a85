import 'server-only'
import type { Payload } from 'payload'

/** A calendar day as the table stores it (the agency's day, Europe/Brussels): `YYYY-MM-DD`. */
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Views of a property's page per day, from `fromDay` to `toDay` inclusive (`YYYY-MM-DD`, the
 * agency's days). Days without a view are absent from the map. Counts reach the table in
 * batches (features/page-views/counter.ts): the last second or so may not be in yet.
 */
export async function viewsPerDay(
  payload: Payload,
  propertyId: number,
  fromDay: string,
  toDay: string,
): Promise<Map<string, number>> {
  if (!DAY.test(fromDay) || !DAY.test(toDay)) throw new RangeError(`Not a day range: ${fromDay}..${toDay}`)
  // to_char: node-postgres would turn a date into a Date at the server's midnight, shifting the day.
  const { rows } = (await payload.db.pool.query({
    text: `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "views" FROM "page_views"
      WHERE "property_id" = $1 AND "day" BETWEEN $2::date AND $3::date ORDER BY "day"`,
    values: [propertyId, fromDay, toDay],
  })) as { rows: Array<{ day: string; views: number }> }
  return new Map(rows.map((r) => [r.day, Number(r.views)]))
}
