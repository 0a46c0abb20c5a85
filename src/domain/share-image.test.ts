import { describe, expect, it } from 'vitest'
import { mediaImage, pickImage } from './share-image'

const photo = {
  url: '/api/media/file/house.jpg',
  alt: 'Voorgevel',
  mimeType: 'image/jpeg',
  width: 1600,
  height: 1067,
  sizes: { w1360: { url: '/api/media/file/house-1360x907.webp', width: 1360, height: 907 } },
}

describe('mediaImage', () => {
  it('shares a JPEG or PNG original with its size', () => {
    expect(mediaImage(photo)).toEqual({ url: '/api/media/file/house.jpg', width: 1600, height: 1067, alt: 'Voorgevel' })
  })

  it('shares the 1360 px rendition of a very large original', () => {
    expect(mediaImage({ ...photo, width: 6000, height: 4000 })).toEqual({
      url: '/api/media/file/house-1360x907.webp',
      width: 1360,
      height: 907,
      alt: 'Voorgevel',
    })
  })

  it('shares the rendition of a WebP original, or the original when there is none', () => {
    expect(mediaImage({ ...photo, mimeType: 'image/webp' })?.url).toBe('/api/media/file/house-1360x907.webp')
    expect(mediaImage({ url: '/a.webp', mimeType: 'image/webp', width: 300, height: 200 })).toEqual({
      url: '/a.webp',
      width: 300,
      height: 200,
      alt: '',
    })
  })

  it('has nothing for an unpopulated id or a document without a file', () => {
    expect(mediaImage(12)).toBeNull()
    expect(mediaImage(null)).toBeNull()
    expect(mediaImage({ alt: 'x' })).toBeNull()
  })
})

describe('pickImage', () => {
  const logo = { url: '/logo.png', alt: 'Logo' }
  const og = { url: '/og.jpg', alt: '' }
  const main = { url: '/main.jpg', alt: '' }

  it('prefers the property photo, then the page image, then the logo', () => {
    expect(pickImage(main, og, logo)).toBe(main)
    expect(pickImage(null, og, logo)).toBe(og)
    expect(pickImage(null, undefined, logo)).toBe(logo)
    expect(pickImage(null, undefined, null)).toBeNull()
  })
})
