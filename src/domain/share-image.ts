/*
 * The picture a page shares (Open Graph, Twitter, the agency's JSON-LD logo), chosen from media
 * documents. Pure: the documents come in as data.
 */

/** A picture to share: absolute or site-relative URL with its size when known. */
export interface SeoImage {
  url: string
  width?: number
  height?: number
  alt: string
}

interface MediaLike {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined>
}

/** Originals wider than this are too heavy to share; the 1360 px rendition is used instead. */
const MAX_SHARE_WIDTH = 2400
const SHARE_SIZE = 'w1360'

/**
 * The shared picture of a populated media document. Social crawlers handle JPEG and PNG best,
 * so a reasonably sized original wins; otherwise the 1360 px WebP rendition; null for an
 * unpopulated id or a document without a file.
 */
export function mediaImage(media: unknown): SeoImage | null {
  if (!media || typeof media !== 'object') return null
  const m = media as MediaLike
  const alt = (m.alt ?? '').trim()
  const classic = m.mimeType === 'image/jpeg' || m.mimeType === 'image/png'
  if (m.url && classic && (m.width ?? 0) <= MAX_SHARE_WIDTH) {
    return { url: m.url, width: m.width ?? undefined, height: m.height ?? undefined, alt }
  }
  const size = m.sizes?.[SHARE_SIZE]
  if (size?.url) return { url: size.url, width: size.width ?? undefined, height: size.height ?? undefined, alt }
  return m.url ? { url: m.url, width: m.width ?? undefined, height: m.height ?? undefined, alt } : null
}

/** The first picture that exists, in order of preference (own photo, page image, logo). */
export function pickImage(...candidates: Array<SeoImage | null | undefined>): SeoImage | null {
  return candidates.find((c): c is SeoImage => !!c && !!c.url) ?? null
}
