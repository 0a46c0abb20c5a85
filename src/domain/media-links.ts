/**
 * Media link checks (docs/rules/content-and-modules.md#media). Links come from free-text CMS fields, so every check accepts any
 * value, tolerates a missing scheme ('youtu.be/…') and answers false/null instead of throwing.
 */
const VIDEO_EXTENSIONS = /\.(mp4|mov|wmv|avi|flv|webm)$/i
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
/** Matterport plus two other virtual-tour hosts used by Belgian agencies. */
export const TOUR_HOSTS = ['matterport.com', 'kuula.co', 'nodalview.com'] as const

function parse(input: unknown): URL | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (!text) return null
  try {
    return new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
}

/** Exact host or a subdomain of it: 'my.matterport.com' matches, 'evilmatterport.com' does not. */
function hostIs(url: URL, domain: string): boolean {
  const host = url.hostname.toLowerCase()
  return host === domain || host.endsWith(`.${domain}`)
}

function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean)
}

export function isVideoFile(input: unknown): boolean {
  if (typeof input !== 'string') return false
  // The extension is judged on the path only, so 'clip.mp4?t=3' counts and '?f=a.mp4' does not.
  return VIDEO_EXTENSIONS.test(input.trim().replace(/[?#].*$/, ''))
}

export function youtubeId(input: unknown): string | null {
  const url = parse(input)
  if (!url) return null
  const path = segments(url)
  let id: string | null | undefined
  if (hostIs(url, 'youtu.be')) id = path[0]
  else if (hostIs(url, 'youtube.com') || hostIs(url, 'youtube-nocookie.com')) {
    if (path[0] === 'watch') id = url.searchParams.get('v')
    else if (['embed', 'v', 'shorts'].includes(path[0])) id = path[1]
    // Old user-channel form /u/{letter}/{id}: the id is the last segment.
    else if (path[0] === 'u' && path.length >= 3) id = path[path.length - 1]
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

export type ThumbnailQuality = 'high' | 'medium' | 'low'
const THUMBNAIL_FILES: Record<ThumbnailQuality, string> = {
  high: 'hqdefault',
  medium: 'mqdefault',
  low: 'default',
}

export function youtubeThumbnail(id: string, quality: ThumbnailQuality = 'high'): string {
  return `https://img.youtube.com/vi/${id}/${THUMBNAIL_FILES[quality] ?? THUMBNAIL_FILES.high}.jpg`
}

export function vimeoId(input: unknown): string | null {
  const url = parse(input)
  if (!url || !hostIs(url, 'vimeo.com')) return null
  const path = segments(url)
  // vimeo.com/{number}, and the player form player.vimeo.com/video/{number}.
  const id = path[0] === 'video' ? path[1] : path[0]
  return id && /^\d+$/.test(id) ? id : null
}

export function facebookVideo(input: unknown): string | null {
  const url = parse(input)
  if (!url) return null
  const path = segments(url)
  if (hostIs(url, 'fb.watch')) return path[0] && /^[\w-]+$/.test(path[0]) ? path[0] : null
  if (!hostIs(url, 'facebook.com')) return null
  const at = path.indexOf('videos')
  const id = at >= 0 ? path[at + 1] : undefined
  return id && /^\d+$/.test(id) ? id : null
}

export function isTourLink(input: unknown): boolean {
  const url = parse(input)
  return !!url && TOUR_HOSTS.some((domain) => hostIs(url, domain))
}

export type MediaKind = 'youtube' | 'vimeo' | 'facebook' | 'tour' | 'file'

export function mediaKind(input: unknown): MediaKind | false {
  if (youtubeId(input)) return 'youtube'
  if (vimeoId(input)) return 'vimeo'
  if (facebookVideo(input)) return 'facebook'
  if (isTourLink(input)) return 'tour'
  if (isVideoFile(input)) return 'file'
  return false
}
