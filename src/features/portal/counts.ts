import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { isLeadType, type LeadType } from '@/features/enquiries/model/kinds'

/*
 * The counts behind the portal's figures and the weekly report, for one property the caller
 * has already found to be the owner's. No 'server-only' here: the weekly report's task is part
 * of the Payload config, which the database preparation loads outside Next.
 */

type ViewRow = { day: string; views: number | string }

/** Page views per day between two days (both included), from the beacon's table. */
export async function viewsByDay(payload: Payload, propertyId: number, from: string, to: string) {
  const result = await payload.db.drizzle.execute<ViewRow>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, views FROM page_views
    WHERE property_id = ${propertyId} AND day BETWEEN ${from}::date AND ${to}::date`)
  return new Map(result.rows.map((r) => [r.day, Number(r.views)]))
}

export async function totalViews(payload: Payload, propertyId: number): Promise<number> {
  const result = await payload.db.drizzle.execute<{ n: number | string | null }>(sql`
    SELECT coalesce(sum(views), 0) AS n FROM page_views WHERE property_id = ${propertyId}`)
  return Number(result.rows[0]?.n ?? 0)
}

interface LeadRow {
  id: number
  type: LeadType
  createdAt: string
}

/** The enquiries about a property (form type and date only), newest first; from `since` when given. */
export async function enquiriesAbout(
  payload: Payload,
  propertyId: number,
  { since, before, req }: { since?: Date; before?: Date; req?: PayloadRequest } = {},
): Promise<LeadRow[]> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { property: { equals: propertyId } },
        ...(since ? [{ createdAt: { greater_than_equal: since.toISOString() } }] : []),
        ...(before ? [{ createdAt: { less_than: before.toISOString() } }] : []),
      ],
    },
    // Only what an owner may see: never the name, address, phone or message.
    select: { type: true, createdAt: true },
    depth: 0,
    pagination: false,
    sort: '-createdAt',
    overrideAccess: true,
    req,
  })
  return docs
    .filter((d) => isLeadType(d.type))
    .map((d) => ({ id: d.id, type: d.type as LeadType, createdAt: String(d.createdAt) }))
}

/** The visits of a property between two instants (or all of them). */
export async function countVisits(
  payload: Payload,
  propertyId: number,
  { since, before, req }: { since?: Date; before?: Date; req?: PayloadRequest } = {},
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'visits',
    where: {
      and: [
        { property: { equals: propertyId } },
        ...(since ? [{ date: { greater_than_equal: since.toISOString() } }] : []),
        ...(before ? [{ date: { less_than: before.toISOString() } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs
}
