import { isVideoFile } from '@/domain/media-links'

/**
 * What the home banner shows (an image, a gallery or a video), decided from the site settings.
 * A video must be a file on this site: one on another host would make every visit contact it.
 */
export const MAX_GALLERY_IMAGES = 6

export interface BannerSettings<M> {
  type?: string | null
  image?: M | number | null
  images?: Array<M | number> | null
  videoUrl?: string | null
  color?: string | null
}

export type BannerMedia<M> =
  | { kind: 'image'; images: [M] }
  | { kind: 'gallery'; images: M[] }
  | { kind: 'video'; video: string; images: [M] | [] }
  | { kind: 'none'; images: [] }

/** A root-relative path or a URL on the site's own origin, as a path; null otherwise. */
export function selfHostedPath(url: string | null | undefined, siteUrl: string): string | null {
  const text = (url ?? '').trim()
  if (!text) return null
  try {
    const site = new URL(siteUrl)
    const parsed = new URL(text, site)
    if (parsed.origin !== site.origin) return null
    if (!text.startsWith('/') && !/^https?:\/\//i.test(text)) return null
    return parsed.pathname + parsed.search
  } catch {
    return null
  }
}

export function bannerMedia<M extends object>(
  banner: BannerSettings<M> | null | undefined,
  siteUrl: string,
): BannerMedia<M> {
  const populated = (v: unknown): v is M => !!v && typeof v === 'object'
  const image = populated(banner?.image) ? banner.image : undefined
  const images = (banner?.images ?? []).filter(populated)
  const first = image ?? images[0]
  switch (banner?.type) {
    case 'gallery': {
      const list = (images.length ? images : image ? [image] : []).slice(0, MAX_GALLERY_IMAGES)
      if (list.length > 1) return { kind: 'gallery', images: list }
      return list[0] ? { kind: 'image', images: [list[0]] } : { kind: 'none', images: [] }
    }
    case 'video': {
      const video = isVideoFile(banner.videoUrl) ? selfHostedPath(banner.videoUrl, siteUrl) : null
      if (video) return { kind: 'video', video, images: first ? [first] : [] }
      return first ? { kind: 'image', images: [first] } : { kind: 'none', images: [] }
    }
    case 'color':
    case 'none':
      return { kind: 'none', images: [] }
    default:
      return first ? { kind: 'image', images: [first] } : { kind: 'none', images: [] }
  }
}
