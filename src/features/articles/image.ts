/**
 * A Payload media document reduced to what an <img> needs. Renditions come from the media
 * collection (w100/w400/w600/w1360, SPEC §9); an image without them falls back to the original.
 */
export type Rendition = 'w400' | 'w600' | 'w1360'
const renditions: Rendition[] = ['w400', 'w600', 'w1360']

export interface ImageView {
  url: string
  width: number | null
  height: number | null
  alt: string
  sizes: Partial<Record<Rendition, { url: string; width: number }>>
}

type Size = { url?: string | null; width?: number | null } | null | undefined

export function imageView(media: unknown): ImageView | null {
  if (!media || typeof media !== 'object') return null
  const m = media as {
    url?: string | null
    alt?: string | null
    width?: number | null
    height?: number | null
    sizes?: Partial<Record<string, Size>>
  }
  if (!m.url) return null
  const sizes: ImageView['sizes'] = {}
  for (const name of renditions) {
    const s = m.sizes?.[name]
    if (s?.url && s.width) sizes[name] = { url: s.url, width: s.width }
  }
  return { url: m.url, width: m.width ?? null, height: m.height ?? null, alt: (m.alt ?? '').trim(), sizes }
}

/** src and srcset from the given renditions (in width order), the original when none exist. */
export function sourcesOf(image: ImageView, use: Rendition[]): { src: string; srcSet?: string } {
  const list = use.map((n) => image.sizes[n]).filter((s): s is { url: string; width: number } => !!s)
  if (!list.length) return { src: image.url }
  return { src: list[list.length - 1].url, srcSet: list.map((s) => `${s.url} ${s.width}w`).join(', ') }
}
