import 'server-only'
import { cachedByArgs } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'
import { imageOf, type Image } from './image'
import { mediaDocOf, mediaImagesSql, type MediaImageRow } from './images-sql'

/**
 * The images of some media documents in the page's language, by id (those without a file left
 * out), in one SQL statement (images-sql.ts: the same images as Payload's read, without its
 * query building and hooks, about 5 % of a property page's first render here).
 */
export async function readImages(ids: readonly number[], locale: Locale): Promise<Array<[number, Image]>> {
  if (ids.length === 0) return []
  const p = await payload()
  const { rows } = await p.db.drizzle.execute<MediaImageRow>(mediaImagesSql(ids, locale))
  return imagesOfRows(rows)
}

/** The image of a row read by images-sql.ts; null when it has no file. */
export const imageOfRow = (row: MediaImageRow): Image | null => imageOf(mediaDocOf(row))

/** The images of rows read by images-sql.ts, by id (those without a file left out). */
function imagesOfRows(rows: readonly MediaImageRow[]): Array<[number, Image]> {
  return rows.flatMap((row) => {
    const image = imageOfRow(row)
    return image ? [[row.id, image] as [number, Image]] : []
  })
}

/**
 * `readImages`, cached by the set of ids: a list page whose cards were shown before (the same
 * properties under another filter) reads no media.
 */
export const getImages = cachedByArgs(readImages, ['media-images'], () => [tags.media])

/** The images of `ids` in that order from rows read by images-sql.ts, those without a file left out. */
export function imagesInOrderOf(ids: readonly number[], rows: readonly MediaImageRow[]): Image[] {
  const byId = new Map(imagesOfRows(rows))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
