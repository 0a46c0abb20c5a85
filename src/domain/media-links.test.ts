import { describe, it, expect } from 'vitest'
import { facebookVideo, isTourLink, isVideoFile, mediaKind, vimeoId, youtubeId, youtubeThumbnail } from './media-links'

const ID = 'dQw4w9WgXcQ'

describe('isVideoFile', () => {
  it('recognises the six extensions, case-insensitively', () => {
    for (const ext of ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'])
      expect(isVideoFile(`https://x.be/a.${ext}`)).toBe(true)
    expect(isVideoFile('https://x.be/TOUR.MP4')).toBe(true)
  })

  it('ignores query strings and fragments', () => {
    expect(isVideoFile('https://x.be/a.mp4?token=1&x=y')).toBe(true)
    expect(isVideoFile('https://x.be/a.webm#t=10')).toBe(true)
    expect(isVideoFile('https://x.be/page?file=a.mp4')).toBe(false)
  })

  it('rejects other files and malformed input', () => {
    expect(isVideoFile('https://x.be/a.jpg')).toBe(false)
    expect(isVideoFile('https://x.be/mp4')).toBe(false)
    expect(isVideoFile('')).toBe(false)
    expect(isVideoFile(null)).toBe(false)
    expect(isVideoFile(42)).toBe(false)
  })
})

describe('youtubeId', () => {
  it('reads the id from every supported form', () => {
    expect(youtubeId(`https://youtu.be/${ID}`)).toBe(ID)
    expect(youtubeId(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID)
    expect(youtubeId(`https://www.youtube.com/watch?feature=share&v=${ID}`)).toBe(ID)
    expect(youtubeId(`https://www.youtube.com/embed/${ID}`)).toBe(ID)
    expect(youtubeId(`https://www.youtube.com/v/${ID}?version=3`)).toBe(ID)
    expect(youtubeId(`https://www.youtube.com/u/1/${ID}`)).toBe(ID)
    expect(youtubeId(`https://youtube.com/shorts/${ID}`)).toBe(ID)
    expect(youtubeId(`youtu.be/${ID}`)).toBe(ID)
    expect(youtubeId(`https://m.youtube.com/watch?v=${ID}`)).toBe(ID)
  })

  it('requires an 11-character id', () => {
    expect(youtubeId('https://youtu.be/short')).toBeNull()
    expect(youtubeId(`https://youtu.be/${ID}x`)).toBeNull()
    expect(youtubeId('https://www.youtube.com/watch')).toBeNull()
  })

  it('returns null for other hosts and malformed input', () => {
    expect(youtubeId(`https://evilyoutube.com/watch?v=${ID}`)).toBeNull()
    expect(youtubeId(`https://vimeo.com/${ID}`)).toBeNull()
    expect(youtubeId('http://[bad')).toBeNull()
    expect(youtubeId('')).toBeNull()
    expect(youtubeId(undefined)).toBeNull()
  })
})

describe('youtubeThumbnail', () => {
  it('uses high quality by default', () => {
    expect(youtubeThumbnail(ID)).toBe(`https://img.youtube.com/vi/${ID}/hqdefault.jpg`)
  })

  it('gives medium or low on request', () => {
    expect(youtubeThumbnail(ID, 'medium')).toBe(`https://img.youtube.com/vi/${ID}/mqdefault.jpg`)
    expect(youtubeThumbnail(ID, 'low')).toBe(`https://img.youtube.com/vi/${ID}/default.jpg`)
  })
})

describe('vimeoId', () => {
  it('reads {host}/{number}', () => {
    expect(vimeoId('https://vimeo.com/123456789')).toBe('123456789')
    expect(vimeoId('https://player.vimeo.com/video/987654')).toBe('987654')
  })

  it('rejects non-numeric paths, other hosts and malformed input', () => {
    expect(vimeoId('https://vimeo.com/channels/staff')).toBeNull()
    expect(vimeoId('https://notvimeo.com/123')).toBeNull()
    expect(vimeoId('::::')).toBeNull()
    expect(vimeoId(null)).toBeNull()
  })
})

describe('facebookVideo', () => {
  it('reads /videos/{number} and fb.watch/{id}', () => {
    expect(facebookVideo('https://www.facebook.com/agency/videos/1234567890/')).toBe('1234567890')
    expect(facebookVideo('https://fb.watch/aBc12-3/')).toBe('aBc12-3')
  })

  it('rejects other forms', () => {
    expect(facebookVideo('https://www.facebook.com/agency/videos/abc')).toBeNull()
    expect(facebookVideo('https://www.facebook.com/agency')).toBeNull()
    expect(facebookVideo('https://fb.watch/')).toBeNull()
    expect(facebookVideo('https://example.com/videos/123')).toBeNull()
    expect(facebookVideo({})).toBeNull()
  })
})

describe('isTourLink', () => {
  it('matches the tour hosts and their subdomains', () => {
    expect(isTourLink('https://matterport.com/show/?m=abc')).toBe(true)
    expect(isTourLink('https://my.matterport.com/show/?m=abc')).toBe(true)
    expect(isTourLink('https://kuula.co/share/abc')).toBe(true)
    expect(isTourLink('https://tour.nodalview.com/xyz')).toBe(true)
  })

  it('matches the host suffix properly', () => {
    expect(isTourLink('https://evilmatterport.com/show')).toBe(false)
    expect(isTourLink('https://matterport.com.evil.be/show')).toBe(false)
    expect(isTourLink('https://evil.be/?u=matterport.com')).toBe(false)
    expect(isTourLink('not a url')).toBe(false)
    expect(isTourLink(null)).toBe(false)
  })
})

describe('mediaKind', () => {
  it('classifies each kind of link', () => {
    expect(mediaKind(`https://youtu.be/${ID}`)).toBe('youtube')
    expect(mediaKind('https://vimeo.com/123')).toBe('vimeo')
    expect(mediaKind('https://fb.watch/xyz')).toBe('facebook')
    expect(mediaKind('https://my.matterport.com/show/?m=abc')).toBe('tour')
    expect(mediaKind('https://cdn.x.be/tour.mp4?v=2')).toBe('file')
  })

  it('returns false for anything else, never throwing', () => {
    expect(mediaKind('https://example.com/page')).toBe(false)
    expect(mediaKind('')).toBe(false)
    expect(mediaKind('http://[bad')).toBe(false)
    expect(mediaKind(undefined)).toBe(false)
    expect(mediaKind(12)).toBe(false)
  })
})
