/**
 * The owner a portal session belongs to, in one SQL statement: the account's fields the portal
 * shows or acts on, and its properties' ids in the order staff gave them, only while the session
 * the token names is still on the account (a logout, a password change or its expiry removes
 * it). Payload's JWT strategy read the whole account through its document machinery for this on
 * every portal request: about a fifth of a portal page's server time. The token itself is checked
 * as that strategy checks it (features/owners/session.ts); tests/int/owner-session.int.test.ts
 * compares the two for valid, ended, forged and foreign tokens.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Owner } from '@/payload/payload-types'

/** What the portal reads of the session's owner. */
export type SessionOwner = Pick<Owner, 'id' | 'name' | 'email' | 'language' | 'weeklyReport'> & {
  /** The ids of the owner's properties, as the account holds them now. */
  properties: number[]
}

export type SessionOwnerRecord = {
  id: number
  name: string
  email: string
  language: Owner['language']
  weekly_report: boolean | null
  properties: number[]
}

export function sessionOwnerSql(id: number, sessionId: string): SQL {
  return sql`SELECT o.id, o.name, o.email, o.language, o.weekly_report,
      coalesce((SELECT array_agg(r.properties_id ORDER BY r."order") FROM owners_rels r
        WHERE r.parent_id = o.id AND r.path = 'properties' AND r.properties_id IS NOT NULL), '{}') AS properties
    FROM owners o
    WHERE o.id = ${id} AND EXISTS (SELECT 1 FROM owners_sessions s
      WHERE s._parent_id = o.id AND s.id = ${sessionId} AND s.expires_at > now())`
}

export const sessionOwnerOf = (row: SessionOwnerRecord): SessionOwner => ({
  id: row.id,
  name: row.name,
  email: row.email,
  language: row.language,
  weeklyReport: row.weekly_report,
  properties: row.properties,
})
