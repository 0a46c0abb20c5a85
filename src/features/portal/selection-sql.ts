/**
 * The owner portal's selection in one SQL statement: for each of some properties (the ids the
 * owner's account holds, checked before), what its card shows from its newest version, draft
 * included (owners follow their listing before it is published), trashed ones left out: title
 * in the page's language (the default language's when left empty), reference, goal, marquee,
 * status, city name and first photo. Payload's draft read built the same from the versions
 * table through its document machinery at about a fifth of the portal page's render.
 *
 * The newest version is the row Payload marks `latest` (its own draft read filters on it).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { mediaImagesIn, type MediaImageRow } from '@/ui/media/images-sql'

export type OwnerSummaryRecord = {
  id: number
  title: string | null
  reference: string | null
  goal: string | null
  marquee: string | null
  status: string | null
  city: string | null
  /** The first photo's image (images-sql.ts); null without a photo, or when it is in the trash. */
  photo: MediaImageRow | null
}

export function ownerSummariesSql(ids: readonly number[], locale: Locale): SQL {
  const list = `{${ids.map(Number).join(',')}}`
  return sql`SELECT v.parent_id AS id, coalesce(nullif(l.version_title, ''), d.version_title) AS title,
      v.version_reference AS reference, v.version_goal AS goal, v.version_marquee AS marquee,
      v.version__status AS status,
      (SELECT coalesce(nullif(cl.name, ''), cd.name) FROM cities c
        LEFT JOIN cities_locales cl ON cl._parent_id = c.id AND cl._locale = ${locale}
        LEFT JOIN cities_locales cd ON cd._parent_id = c.id AND cd._locale = ${defaultLocale}
        WHERE c.id = v.version_city_id AND c.deleted_at IS NULL) AS city,
      (SELECT row_to_json(i) FROM (${mediaImagesIn(
        sql`SELECT r.media_id FROM _properties_v_rels r
          WHERE r.parent_id = v.id AND r.path = 'version.photos' AND r.media_id IS NOT NULL
          ORDER BY r."order" LIMIT 1`,
        locale,
      )}) i) AS photo
    FROM _properties_v v
    LEFT JOIN _properties_v_locales l ON l._parent_id = v.id AND l._locale = ${locale}
    LEFT JOIN _properties_v_locales d ON d._parent_id = v.id AND d._locale = ${defaultLocale}
    WHERE v.parent_id = ANY(${list}::int[]) AND v.latest = true AND v.version_deleted_at IS NULL
    ORDER BY title, v.parent_id`
}
