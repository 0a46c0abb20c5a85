/** Payload media renditions (SPEC §9 image widths) as `<img>` attributes with a srcset. */
export type MediaSize = 'w100' | 'w400' | 'w600' | 'w1360'

export interface MediaData {
  url: string | null
  alt: string
  width: number | null
  height: number | null
  sizes: Partial<Record<MediaSize, { url: string; width: number; height: number }>>
}

export interface ResponsiveImage {
  src: string
  srcSet?: string
  width?: number
  height?: number
  alt: string
}

/** The fields of a populated media document this feature keeps; null for an unpopulated id. */
export function mediaData(media: unknown): MediaData | null {
  if (!media || typeof media !== 'object') return null
  const m = media as {
    url?: string | null
    alt?: string | null
    width?: number | null
    height?: number | null
    sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined>
  }
  const sizes: MediaData['sizes'] = {}
  for (const size of ['w100', 'w400', 'w600', 'w1360'] as const) {
    const s = m.sizes?.[size]
    if (s?.url && s.width && s.height) sizes[size] = { url: s.url, width: s.width, height: s.height }
  }
  if (!m.url && Object.keys(sizes).length === 0) return null
  return { url: m.url ?? null, alt: (m.alt ?? '').trim(), width: m.width ?? null, height: m.height ?? null, sizes }
}

/**
 * `src` is the first listed size that exists (the original when none does: SVGs and small
 * originals get no renditions); `srcSet` lists every listed size that exists.
 */
export function responsiveImage(media: MediaData | null, sizes: readonly MediaSize[]): ResponsiveImage | null {
  if (!media) return null
  const present = sizes.map((s) => media.sizes[s]).filter((s) => s !== undefined)
  const first = present[0]
  const src = first?.url ?? media.url
  if (!src) return null
  return {
    src,
    srcSet: present.length > 1 ? present.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined,
    width: first?.width ?? media.width ?? undefined,
    height: first?.height ?? media.height ?? undefined,
    alt: media.alt,
  }
}
