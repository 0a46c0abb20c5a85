import { describe, expect, it } from 'vitest'
import { mediaData, responsiveImage } from './images'

const photo = {
  url: '/api/media/file/block.jpg',
  alt: ' Block with balconies ',
  width: 1600,
  height: 1067,
  sizes: {
    w100: { url: '/api/media/file/block-100x67.webp', width: 100, height: 67 },
    w400: { url: '/api/media/file/block-400x267.webp', width: 400, height: 267 },
    w600: { url: '/api/media/file/block-600x400.webp', width: 600, height: 400 },
    w1360: { url: null, width: null, height: null },
  },
}

describe('responsiveImage', () => {
  it('gives the card its 400 and 600 px renditions as a srcset (SPEC §9 widths)', () => {
    expect(responsiveImage(mediaData(photo), ['w400', 'w600'])).toEqual({
      src: '/api/media/file/block-400x267.webp',
      srcSet: '/api/media/file/block-400x267.webp 400w, /api/media/file/block-600x400.webp 600w',
      width: 400,
      height: 267,
      alt: 'Block with balconies',
    })
  })

  it('skips a rendition that was not made and falls back to the original', () => {
    expect(responsiveImage(mediaData(photo), ['w600', 'w1360'])).toMatchObject({
      src: '/api/media/file/block-600x400.webp',
      srcSet: undefined,
    })
    const svg = mediaData({ url: '/api/media/file/logo.svg', alt: null, sizes: {} })
    expect(responsiveImage(svg, ['w400', 'w600'])).toEqual({
      src: '/api/media/file/logo.svg',
      srcSet: undefined,
      width: undefined,
      height: undefined,
      alt: '',
    })
  })

  it('has no image for an unpopulated relation', () => {
    expect(mediaData(12)).toBeNull()
    expect(mediaData(null)).toBeNull()
    expect(responsiveImage(null, ['w400'])).toBeNull()
  })
})
