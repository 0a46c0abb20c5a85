/**
 * The search panel's SQL, apart from the code that runs it, so `npm run bench` times the exact
 * statement the site sends (scripts/bench/search-database.ts). No server-only import here.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { PropertyLookup } from './match'

/** At most this many properties in the panel (an id and a reference may name different ones). */
export const MAX_PROPERTIES = 5

/**
 * The published properties a query names by id or reference, the id first, in the page's
 * language (falling back to the default language as Payload does), with their city and first
 * photo. Each of the three ways to name a property has its index (the primary key and the two
 * of migration 20261124_031500_reference_search), so the database reads a few rows whatever the
 * number of properties.
 *
 * Shaped for a statement sent on every keystroke, where planning costs more than running: the
 * matching properties are found and limited first, then each one's texts, city and photo are
 * read by a lookup of their own (scalar subqueries and one lateral join instead of six joins
 * the planner would have to order): about half the planning time, and the same rows.
 */
export function propertiesNamedSql(lookup: PropertyLookup, locale: Locale, limit: number): SQL {
  const localized = (table: 'properties_locales' | 'cities_locales', column: string, parent: SQL) => sql`coalesce(
      (SELECT l.${sql.raw(column)} FROM ${sql.raw(table)} l WHERE l._parent_id = ${parent} AND l._locale = ${locale}),
      (SELECT l.${sql.raw(column)} FROM ${sql.raw(table)} l WHERE l._parent_id = ${parent} AND l._locale = ${defaultLocale})
    )`
  return sql`
    SELECT p.id, p.reference, p.goal,
      ${localized('properties_locales', 'title', sql`p.id`)} AS title,
      ${localized('properties_locales', 'description', sql`p.id`)} AS description,
      ${localized('cities_locales', 'name', sql`p.city_id`)} AS city,
      photo.thumb, photo.original
    FROM (
      SELECT id, reference, goal, city_id FROM properties
      WHERE _status = 'published' AND (
        id = ${lookup.id}
        OR upper(regexp_replace(reference, '[^0-9A-Za-z]', '', 'g')) = ${lookup.reference}
        OR regexp_replace(reference, '[^0-9]', '', 'g') = ${lookup.digits}
      )
      ORDER BY (id = ${lookup.id}) IS TRUE DESC, reference
      LIMIT ${limit}
    ) p
    LEFT JOIN LATERAL (
      SELECT m.sizes_w100_filename AS thumb, m.filename AS original
      FROM properties_rels r JOIN media m ON m.id = r.media_id
      WHERE r.parent_id = p.id AND r.path = 'photos'
      ORDER BY r."order" LIMIT 1
    ) photo ON true
    ORDER BY (p.id = ${lookup.id}) IS TRUE DESC, p.reference
  `
}
