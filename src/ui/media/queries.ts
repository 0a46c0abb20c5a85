import 'server-only'
import { cachedByArgs } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'
import { imageOf, type Image } from './image'

/**
 * The images of some media documents in the page's language, by id (those without a file left
 * out). Read through Payload, which knows each file's address (local folder or S3).
 */
export async function readImages(ids: readonly number[], locale: Locale): Promise<Array<[number, Image]>> {
  if (ids.length === 0) return []
  const p = await payload()
  const res = await p.find({
    collection: 'media',
    where: { id: { in: [...ids] } },
    // `url` is computed on read from `filename`, which must be read too.
    select: { filename: true, url: true, width: true, height: true, mimeType: true, sizes: true, alt: true },
    locale,
    depth: 0,
    pagination: false,
    limit: 0,
  })
  return res.docs.flatMap((m) => {
    const image = imageOf(m)
    return image ? [[m.id, image] as [number, Image]] : []
  })
}

/**
 * `readImages`, cached by the set of ids: a list page whose cards were shown before (the same
 * properties under another filter) reads no media.
 */
export const getImages = cachedByArgs(readImages, ['media-images'], () => [tags.media])

/** The images of `ids` in that order, those without a file left out. */
export async function imagesInOrder(ids: readonly number[], locale: Locale): Promise<Image[]> {
  const byId = new Map(await readImages(ids, locale))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
