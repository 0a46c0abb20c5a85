/** The bits of a Payload media document the shell renders. */
export interface ShellImage {
  src: string
  width?: number
  height?: number
  alt: string
}

type Size = 'w100' | 'w400' | 'w600' | 'w1360'
interface MediaLike {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Partial<Record<Size, { url?: string | null; width?: number | null; height?: number | null } | undefined>>
}

/**
 * A populated media relation as an image, preferring the given generated width (SVGs and
 * small originals have none, so the original is the fallback). Null for an unpopulated id.
 */
export function imageOf(media: unknown, size: Size): ShellImage | null {
  if (!media || typeof media !== 'object') return null
  const m = media as MediaLike
  const s = m.sizes?.[size]
  const src = s?.url || m.url
  if (!src) return null
  const dims = s?.url ? s : m
  return {
    src,
    width: dims.width ?? undefined,
    height: dims.height ?? undefined,
    alt: (m.alt ?? '').trim(),
  }
}
