import type { Media } from '@/payload/payload-types'
import { MEDIA_SIZES, type MediaSizeName } from './sizes'

export type { MediaSizeName } from './sizes'

/** One file of an image: the original or one of Payload's renditions. */
export interface ImageFile {
  url: string
  width: number
  height: number
}

/**
 * A Payload media document reduced to what a page shows of it: a small plain object, since
 * cached queries store it as JSON.
 */
export interface Image {
  id: number
  /** The alt text in the page's language ('' when staff left it empty). */
  alt: string
  /** The uploaded file; its size is unknown only for a file sharp could not read. */
  original: { url: string; width: number | null; height: number | null; mimeType: string | null }
  /** The renditions Payload made; it makes none wider than the original. */
  sizes: Partial<Record<MediaSizeName, ImageFile>>
}

/**
 * The fields of a media document the adapter reads (a `select` may leave out the others). Read
 * with locale 'all', the localized alt holds one text per language, which the generated type
 * (one language's string) does not say.
 */
export type MediaDoc = Pick<Media, 'id' | 'url' | 'width' | 'height' | 'mimeType' | 'sizes'> & {
  alt?: string | Partial<Record<string, string | null>> | null
}

const ALL_SIZES: readonly MediaSizeName[] = MEDIA_SIZES.map((s) => s.name)

const positive = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null)

/**
 * The alt text: a document read in one language carries a string; one read with locale 'all'
 * carries one per language, of which `locale` picks.
 */
function altText(alt: MediaDoc['alt'], locale: string | undefined): string {
  if (typeof alt === 'string') return alt.trim()
  return (alt && locale ? alt[locale] : null)?.trim() ?? ''
}

/**
 * A media relation as an image: null for an unpopulated id (depth 0) or a document without a
 * file. `locale` is needed only for a document read with locale 'all'.
 */
export function imageOf(media: MediaDoc | number | null | undefined, locale?: string): Image | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const sizes: Image['sizes'] = {}
  for (const { name } of MEDIA_SIZES) {
    const s = media.sizes?.[name]
    const width = positive(s?.width)
    const height = positive(s?.height)
    if (s?.url && width && height) sizes[name] = { url: s.url, width, height }
  }
  return {
    id: media.id,
    alt: altText(media.alt, locale),
    original: {
      url: media.url,
      width: positive(media.width),
      height: positive(media.height),
      mimeType: media.mimeType ?? null,
    },
    sizes,
  }
}

/** Every populated image of a relation list (photos, gallery images), in order. */
export function imagesOf(list: ReadonlyArray<MediaDoc | number> | null | undefined, locale?: string): Image[] {
  return (list ?? []).map((m) => imageOf(m, locale)).filter((i): i is Image => i !== null)
}

/** The original as a file of known size, or null. */
function originalFile(image: Image): ImageFile | null {
  const { url, width, height } = image.original
  return width && height ? { url, width, height } : null
}

/**
 * The files an `<img>` may choose from, narrowest first: the renditions named in `use`. Payload
 * does not enlarge, so a rendition is missing when the original is narrower than its width: the
 * original then stands in for it (never a larger original: that one lacks its renditions for
 * another reason and may weigh megabytes).
 */
export function filesOf(image: Image, use: readonly MediaSizeName[] = ALL_SIZES): ImageFile[] {
  const original = originalFile(image)
  const files: ImageFile[] = []
  for (const { name, width } of MEDIA_SIZES) {
    if (!use.includes(name)) continue
    const file = image.sizes[name] ?? (original && original.width <= width ? original : undefined)
    if (file && !files.some((f) => f.url === file.url)) files.push(file)
  }
  return files
}

/** The attributes of an `<img>` showing `image`: everything but `sizes`, `alt` and loading. */
export interface ImgSources {
  src: string
  /** Only with two candidates or more; `sizes` must then say how wide the image is shown. */
  srcSet?: string
  width?: number
  height?: number
}

/** The narrowest viewport a page is drawn for (small phones), in CSS pixels. */
const NARROWEST_VIEWPORT = 280

/**
 * The least width in CSS pixels that an image with this `sizes` attribute is ever shown at:
 * the smallest length among its entries, a `vw` one taken at the narrowest viewport whatever
 * its media condition (a lower bound). 0 when some length is not plain px, vw, rem or em.
 */
export function narrowestSlot(sizes: string): number {
  let least = Infinity
  for (const entry of sizes.split(',')) {
    const length = /(\d+(?:\.\d+)?)(px|vw|r?em)\s*$/.exec(entry.trim())
    if (!length) return 0
    const n = Number(length[1])
    const px = length[2] === 'px' ? n : length[2] === 'vw' ? (n * NARROWEST_VIEWPORT) / 100 : n * 16
    least = Math.min(least, px)
  }
  return Number.isFinite(least) ? least : 0
}

/**
 * How far a rendition may be stretched: each is offered for screens that need up to this much
 * more width than it has (its `w` descriptor is its width times this). The renditions are few
 * (100/400/600/1360), so a phone of pixel ratio 1.75 showing a photo across its 412 px
 * (721 device px) would otherwise take the 1360 file, about twice the bytes of the 600 one,
 * for a sharpness no one sees at arm's length; the same trade as mobile banner images drawn at
 * scale 1. The page's layout does not depend on it: every `<img>` has its width and height.
 */
export const STRETCH = 1.25

/**
 * src, srcset and intrinsic size from the renditions in `use` (all of them by default). The
 * widest candidate is the `src` (for the rare browser without srcset); with no candidate at
 * all the original is. Given the `sizes` the image is shown at, candidates too narrow for the
 * narrowest slot are left out: at a pixel ratio of 1 or more a browser never needs them, and
 * each costs its URL twice in every cached page (HTML and React's payload).
 */
export function sourcesOf(image: Image, use?: readonly MediaSizeName[], sizes?: string): ImgSources {
  const all = filesOf(image, use)
  const least = sizes ? narrowestSlot(sizes) : 0
  const files = all.filter((f, i) => f.width * STRETCH >= least || i === all.length - 1)
  const widest = files.at(-1)
  if (!widest) {
    const { url, width, height } = image.original
    return { src: url, width: width ?? undefined, height: height ?? undefined }
  }
  return {
    src: widest.url,
    srcSet: files.length > 1 ? files.map((f) => `${f.url} ${Math.round(f.width * STRETCH)}w`).join(', ') : undefined,
    width: widest.width,
    height: widest.height,
  }
}

/**
 * `sizes` for an image covering (object-fit: cover) a box the screen's width wide and at least
 * `heightVh` of its height tall: on a screen tall enough that the box is of a narrower shape than
 * the image, the image is drawn wider than the screen, as wide as the box's height makes it.
 */
export function coverSizes(image: Image, heightVh: number): string {
  const file = filesOf(image).at(-1) ?? originalFile(image)
  if (!file) return '100vw'
  const tallScreen = `(max-aspect-ratio: ${Math.round((heightVh / 100) * file.width)}/${file.height})`
  return `${tallScreen} ${Math.ceil((heightVh * file.width) / file.height)}vh, 100vw`
}

/**
 * The one file to use where a single URL is wanted (a map popup, a video poster, structured
 * data): the narrowest that is at least `minWidth` wide, else the widest there is.
 */
export function fileFor(image: Image, minWidth: number): { url: string; width?: number; height?: number } {
  const files = filesOf(image)
  const original = originalFile(image)
  if (original && !files.some((f) => f.url === original.url)) files.push(original)
  const file = files.find((f) => f.width >= minWidth) ?? files.at(-1)
  return file ?? { url: image.original.url }
}
