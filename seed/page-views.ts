import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { addDays, dayIn } from '../src/domain/appointments'
import { sampleOwner, samplePageViews } from './data/owners'

const DAYS = 60

/** The sample owner's properties' page views over the last 60 days (until yesterday). */
export async function samplePageViewRows(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'properties',
    where: { reference: { in: sampleOwner.properties } },
    depth: 0,
    limit: sampleOwner.properties.length,
    overrideAccess: true,
  })
  const today = dayIn(new Date())
  for (const [index, property] of docs.entries()) {
    const views = samplePageViews(DAYS, index)
    for (const [i, count] of views.entries()) {
      const day = addDays(today, -(i + 1))
      await payload.db.drizzle.execute(sql`
        INSERT INTO page_views (property_id, day, views) VALUES (${property.id}, ${day}, ${count})
        ON CONFLICT (property_id, day) DO NOTHING`)
    }
  }
}
