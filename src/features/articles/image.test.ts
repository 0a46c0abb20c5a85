import { describe, expect, it } from 'vitest'
import { imageView, sourcesOf } from './image'

const media = {
  url: '/api/media/file/a.jpg',
  alt: ' Living room ',
  width: 1600,
  height: 1067,
  sizes: {
    w100: { url: '/a-100.webp', width: 100 },
    w400: { url: '/a-400.webp', width: 400 },
    w600: { url: '/a-600.webp', width: 600 },
    w1360: { url: null, width: null },
  },
}

describe('imageView and sourcesOf', () => {
  it('offers the 400 and 600 renditions as srcset, the larger as src', () => {
    const image = imageView(media)!
    expect(image.alt).toBe('Living room')
    expect(sourcesOf(image, ['w400', 'w600'])).toEqual({
      src: '/a-600.webp',
      srcSet: '/a-400.webp 400w, /a-600.webp 600w',
    })
  })

  it('skips missing renditions and falls back to the original', () => {
    const image = imageView(media)!
    expect(sourcesOf(image, ['w600', 'w1360'])).toEqual({ src: '/a-600.webp', srcSet: '/a-600.webp 600w' })
    expect(sourcesOf(imageView({ url: '/b.jpg' })!, ['w400'])).toEqual({ src: '/b.jpg' })
  })

  it('is null for an unpopulated relation', () => {
    expect(imageView(34)).toBeNull()
    expect(imageView(null)).toBeNull()
    expect(imageView({ alt: 'x' })).toBeNull()
  })
})
