/**
 * What a published property's URL needs in every language, in one SQL statement: its goal and
 * marquee, and its title and city name per language (json objects by language). The canonical
 * check, the language alternates and the metadata ask for it in each of the four languages on a
 * page's first render; read through Payload that was a document with its relations per language.
 * Apart, without server-only, so `npm run bench` can time it.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'

export type PropertyRouteRecord = {
  id: number
  goal: string | null
  marquee: string | null
  titles: Record<string, string | null> | null
  cities: Record<string, string | null> | null
}

export function propertyRouteSql(id: number): SQL {
  return sql`SELECT p.id, p.goal, p.marquee,
      (SELECT json_object_agg(l._locale, l.title) FROM properties_locales l WHERE l._parent_id = p.id) AS titles,
      (SELECT json_object_agg(c._locale, c.name) FROM cities_locales c WHERE c._parent_id = p.city_id) AS cities
    FROM properties p
    WHERE p.id = ${id} AND p._status = 'published' AND p.deleted_at IS NULL`
}
