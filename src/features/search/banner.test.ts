import { describe, expect, it } from 'vitest'
import { bannerMedia, MAX_GALLERY_IMAGES, selfHostedPath } from './banner'

const site = 'https://www.vitrine.example'
const img = (id: number) => ({ id, url: `/api/media/file/${id}.jpg` })

describe('bannerMedia (a banner of type image, gallery or video)', () => {
  it('shows the image of an image banner', () => {
    expect(bannerMedia({ type: 'image', image: img(1) }, site)).toEqual({ kind: 'image', images: [img(1)] })
  })

  it('crossfades the gallery pictures, at most six; one picture is a plain image', () => {
    const images = Array.from({ length: 8 }, (_, i) => img(i + 1))
    const gallery = bannerMedia({ type: 'gallery', images }, site)
    expect(gallery.kind).toBe('gallery')
    expect(gallery.images).toHaveLength(MAX_GALLERY_IMAGES)
    expect(bannerMedia({ type: 'gallery', images: [img(2)] }, site)).toEqual({ kind: 'image', images: [img(2)] })
    // Unpopulated ids are left out.
    expect(bannerMedia({ type: 'gallery', images: [3, img(4)] }, site)).toEqual({ kind: 'image', images: [img(4)] })
  })

  it('plays a video file of this site with the image as poster', () => {
    expect(bannerMedia({ type: 'video', videoUrl: '/media/home.mp4', image: img(1) }, site)).toEqual({
      kind: 'video',
      video: '/media/home.mp4',
      images: [img(1)],
    })
    expect(bannerMedia({ type: 'video', videoUrl: `${site}/media/home.webm` }, site)).toEqual({
      kind: 'video',
      video: '/media/home.webm',
      images: [],
    })
  })

  it('falls back to the image for a video elsewhere or a link that is not a video file', () => {
    for (const videoUrl of [
      'https://cdn.example/home.mp4',
      '//cdn.example/home.mp4',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      '/media/home.html',
      '',
      null,
    ])
      expect(bannerMedia({ type: 'video', videoUrl, image: img(1) }, site), String(videoUrl)).toEqual({
        kind: 'image',
        images: [img(1)],
      })
  })

  it('shows no picture for colour and none banners', () => {
    expect(bannerMedia({ type: 'color', image: img(1), color: '#123' }, site).kind).toBe('none')
    expect(bannerMedia({ type: 'none', image: img(1) }, site).kind).toBe('none')
    expect(bannerMedia(null, site).kind).toBe('none')
  })
})

describe('selfHostedPath', () => {
  it('keeps paths and same-origin URLs only', () => {
    expect(selfHostedPath('/a/b.mp4', site)).toBe('/a/b.mp4')
    expect(selfHostedPath('https://www.vitrine.example/a.mp4?x=1', site)).toBe('/a.mp4?x=1')
    expect(selfHostedPath('https://other.example/a.mp4', site)).toBeNull()
    expect(selfHostedPath('a.mp4', site)).toBeNull()
    expect(selfHostedPath('javascript:alert(1)//.mp4', site)).toBeNull()
  })
})
