import { facebookVideo, isTourLink, isVideoFile, vimeoId, youtubeId, youtubeThumbnail } from '@/domain/media-links'

/**
 * What the page may embed for a video or tour link. Only links that media-links recognises give
 * an embed; anything else gives null and is not shown. The embed's address is only put into an
 * iframe after the visitor asks for it (no third-party request on page view).
 */
export type Embed =
  | {
      kind: 'iframe'
      src: string
      host: string
      /** The player site's own still (YouTube), shown only once the visitor consented (MediaEmbed). */
      thumbnail?: string
    }
  | { kind: 'file'; src: string; host: string }

function https(input: string): URL | null {
  try {
    const text = input.trim()
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    url.protocol = 'https:'
    return url
  } catch {
    return null
  }
}

export function videoEmbed(link: string | null | undefined): Embed | null {
  if (typeof link !== 'string') return null
  const yt = youtubeId(link)
  // The privacy-enhanced host sets no cookies until the video plays.
  if (yt)
    return {
      kind: 'iframe',
      src: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1`,
      host: 'YouTube',
      // High quality unless asked otherwise.
      thumbnail: youtubeThumbnail(yt),
    }
  const vimeo = vimeoId(link)
  if (vimeo) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`, host: 'Vimeo' }
  if (facebookVideo(link)) {
    const url = https(link)
    if (!url) return null
    const src = `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.href)}&show_text=false`
    return { kind: 'iframe', src, host: 'Facebook' }
  }
  if (isVideoFile(link)) {
    const url = https(link)
    return url ? { kind: 'file', src: url.href, host: url.hostname } : null
  }
  return null
}

export function tourEmbed(link: string | null | undefined): Embed | null {
  if (typeof link !== 'string' || !isTourLink(link)) return null
  const url = https(link)
  if (!url) return null
  if (url.hostname.toLowerCase().endsWith('matterport.com')) {
    const model = url.searchParams.get('m')
    if (!model || !/^[A-Za-z0-9]+$/.test(model)) return null
    return { kind: 'iframe', src: `https://my.matterport.com/show/?m=${model}&play=1`, host: 'Matterport' }
  }
  return { kind: 'iframe', src: url.href, host: url.hostname.replace(/^www\./, '') }
}

/** Google Maps Street View at the coordinates (a link: nothing loads until the visitor follows it). */
export function streetViewUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat},${lng}`
}
