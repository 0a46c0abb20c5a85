/**
 * The images of some media documents in one SQL statement: the fields `imageOf` reads, as
 * Payload's read gives them. Payload makes a file's address on read (its upload fields'
 * afterRead): with this site's settings (serverURL '', the default API route, no storage
 * adapter that serves files itself, an empty prefix) that is `/api/media/file/{filename}`
 * for the original and for each rendition, S3 or not (src/payload/payload.config.ts). The alt
 * text falls back to the default language's when empty, as Payload's localized read does;
 * trashed media are left out, as Payload's find leaves them out.
 * tests/int/media-images.int.test.ts compares this read with Payload's.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { MEDIA_SIZES, type MediaSizeName } from './sizes'
import type { MediaDoc } from './image'

/** Payload's address of a stored file (uploads' generateFilePathOrURL, relative, API at /api). */
const mediaFileUrl = (filename: string) => `/api/media/file/${encodeURIComponent(filename)}`

// Widths and heights are read as float8, which the driver gives as numbers.
type SizeColumns = { [K in `${MediaSizeName}_filename`]: string | null } & {
  [K in `${MediaSizeName}_${'width' | 'height'}`]: number | null
}

export type MediaImageRow = SizeColumns & {
  id: number
  filename: string | null
  mime_type: string | null
  width: number | null
  height: number | null
  alt: string | null
}

export function mediaImagesSql(ids: readonly number[], locale: Locale): SQL {
  return mediaImagesIn(
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    ),
    locale,
  )
}

/**
 * The same read for the media whose ids `idSet` gives (a list of values, or a subquery): a
 * statement of its own, or a part of a larger one (a property's photos with its document).
 */
export function mediaImagesIn(idSet: SQL, locale: Locale): SQL {
  const sizes = MEDIA_SIZES.map(({ name }) =>
    sql.raw(`m.sizes_${name}_filename AS ${name}_filename, m.sizes_${name}_width::float8 AS ${name}_width,
        m.sizes_${name}_height::float8 AS ${name}_height`),
  )
  return sql`SELECT m.id, m.filename, m.mime_type, m.width::float8 AS width, m.height::float8 AS height,
      ${sql.join(sizes, sql`, `)},
      coalesce(nullif(l.alt, ''), d.alt) AS alt
    FROM media m
    LEFT JOIN media_locales l ON l._parent_id = m.id AND l._locale = ${locale}
    LEFT JOIN media_locales d ON d._parent_id = m.id AND d._locale = ${defaultLocale}
    WHERE m.id IN (${idSet}) AND m.deleted_at IS NULL`
}

/** A row as the fields of Payload's media document that `imageOf` reads. */
export function mediaDocOf(row: MediaImageRow): MediaDoc {
  const size = (name: MediaSizeName) => {
    const filename = row[`${name}_filename`]
    return {
      url: filename ? mediaFileUrl(filename) : null,
      width: row[`${name}_width`],
      height: row[`${name}_height`],
    }
  }
  return {
    id: row.id,
    url: row.filename ? mediaFileUrl(row.filename) : null,
    width: row.width,
    height: row.height,
    mimeType: row.mime_type,
    alt: row.alt ?? null,
    sizes: Object.fromEntries(MEDIA_SIZES.map(({ name }) => [name, size(name)])),
  }
}
