import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload/payload-types'
import { coverSizes, fileFor, imageOf, imagesOf, narrowestSlot, sourcesOf } from './image'
import { MEDIA_SIZES } from './sizes'

/** A media document as Payload returns it for a 1600 × 1067 JPEG upload. */
const house: Media = {
  id: 7,
  alt: ' Front of the house ',
  url: '/api/media/file/house.jpg',
  mimeType: 'image/jpeg',
  width: 1600,
  height: 1067,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sizes: {
    w100: { url: '/api/media/file/house-100x67.webp', width: 100, height: 67 },
    w400: { url: '/api/media/file/house-400x267.webp', width: 400, height: 267 },
    w600: { url: '/api/media/file/house-600x400.webp', width: 600, height: 400 },
    w1360: { url: '/api/media/file/house-1360x907.webp', width: 1360, height: 907 },
  },
}

describe('imageOf', () => {
  it('keeps the original, every rendition and the trimmed alt text', () => {
    expect(imageOf(house)).toEqual({
      id: 7,
      alt: 'Front of the house',
      original: { url: '/api/media/file/house.jpg', width: 1600, height: 1067, mimeType: 'image/jpeg' },
      sizes: {
        w100: { url: '/api/media/file/house-100x67.webp', width: 100, height: 67 },
        w400: { url: '/api/media/file/house-400x267.webp', width: 400, height: 267 },
        w600: { url: '/api/media/file/house-600x400.webp', width: 600, height: 400 },
        w1360: { url: '/api/media/file/house-1360x907.webp', width: 1360, height: 907 },
      },
    })
  })

  it('takes the alt text of the asked language from a document read in every language', () => {
    // Read with locale 'all', Payload returns one value per language.
    const all = { ...house, alt: { nl: 'Voorgevel', fr: 'Façade', en: 'Front', de: 'Vorderseite' } }
    expect(imageOf(all, 'fr')?.alt).toBe('Façade')
    expect(imageOf(all, 'de')?.alt).toBe('Vorderseite')
    expect(imageOf({ ...all, alt: { nl: 'Voorgevel' } }, 'en')?.alt).toBe('')
    // Read in one language, the document's own text is that language's.
    expect(imageOf({ ...house, alt: 'Voorgevel' }, 'nl')?.alt).toBe('Voorgevel')
    expect(imageOf({ ...house, alt: null })?.alt).toBe('')
  })

  it('is null for an unpopulated relation or a document without a file', () => {
    expect(imageOf(7)).toBeNull()
    expect(imageOf(null)).toBeNull()
    expect(imageOf(undefined)).toBeNull()
    expect(imageOf({ ...house, url: null })).toBeNull()
    expect(imagesOf([7, house, { ...house, id: 8, url: null }]).map((i) => i.id)).toEqual([7])
  })
})

describe('sourcesOf', () => {
  it('offers every rendition for screens needing up to a quarter more than its width, the widest as src', () => {
    // A 600 px file serves a 412 px phone slot at pixel ratio 1.75 (721 device px): 750w.
    expect(sourcesOf(imageOf(house)!)).toEqual({
      src: '/api/media/file/house-1360x907.webp',
      srcSet:
        '/api/media/file/house-100x67.webp 125w, /api/media/file/house-400x267.webp 500w, ' +
        '/api/media/file/house-600x400.webp 750w, /api/media/file/house-1360x907.webp 1700w',
      width: 1360,
      height: 907,
    })
  })

  it('offers only the renditions asked for', () => {
    expect(sourcesOf(imageOf(house)!, ['w400', 'w600'])).toEqual({
      src: '/api/media/file/house-600x400.webp',
      srcSet: '/api/media/file/house-400x267.webp 500w, /api/media/file/house-600x400.webp 750w',
      width: 600,
      height: 400,
    })
    // One candidate needs no srcset.
    expect(sourcesOf(imageOf(house)!, ['w400'])).toEqual({
      src: '/api/media/file/house-400x267.webp',
      width: 400,
      height: 267,
    })
  })

  it('lets a narrower original stand in for the renditions Payload did not make', () => {
    // An 800 px original: Payload makes no 1360 px rendition (it never enlarges).
    const small = imageOf({
      ...house,
      url: '/api/media/file/small.jpg',
      width: 800,
      height: 600,
      sizes: {
        w100: { url: '/api/media/file/small-100x75.webp', width: 100, height: 75 },
        w400: { url: '/api/media/file/small-400x300.webp', width: 400, height: 300 },
        w600: { url: '/api/media/file/small-600x450.webp', width: 600, height: 450 },
        w1360: { url: null, width: null, height: null },
      },
    })!
    expect(sourcesOf(small, ['w600', 'w1360'])).toEqual({
      src: '/api/media/file/small.jpg',
      srcSet: '/api/media/file/small-600x450.webp 750w, /api/media/file/small.jpg 1000w',
      width: 800,
      height: 600,
    })
  })

  it('leaves out candidates narrower than the narrowest slot of sizes, never the widest', () => {
    // A card: at least 50vw of a 280 px phone (140 px) wide, so the 100 px file is never needed.
    expect(sourcesOf(imageOf(house)!, undefined, '(min-width: 1280px) 380px, (min-width: 767px) 50vw, 100vw')).toEqual({
      src: '/api/media/file/house-1360x907.webp',
      srcSet:
        '/api/media/file/house-400x267.webp 500w, /api/media/file/house-600x400.webp 750w, ' +
        '/api/media/file/house-1360x907.webp 1700w',
      width: 1360,
      height: 907,
    })
    // A thumbnail of a quarter of a phone's width (70 px) keeps it.
    expect(sourcesOf(imageOf(house)!, undefined, '(min-width: 768px) 16vw, 25vw').srcSet).toContain(
      'house-100x67.webp 125w',
    )
    // Wider than every file: the widest alone remains.
    expect(sourcesOf(imageOf(house)!, ['w100', 'w400'], '100vw')).toEqual({
      src: '/api/media/file/house-400x267.webp',
      width: 400,
      height: 267,
    })
  })

  it('falls back to the original when there are no renditions at all', () => {
    const logo = imageOf({ ...house, url: '/api/media/file/logo.png', width: 90, height: 30, sizes: {} })!
    expect(sourcesOf(logo)).toEqual({ src: '/api/media/file/logo.png', width: 90, height: 30 })
    // A large original without renditions (uploaded before they existed) is still shown.
    const old = imageOf({ ...house, sizes: undefined })!
    expect(sourcesOf(old, ['w400', 'w600'])).toEqual({ src: '/api/media/file/house.jpg', width: 1600, height: 1067 })
  })
})

describe('narrowestSlot', () => {
  it('is the least length of sizes, vw taken at a 280 px viewport, rem at 16 px', () => {
    expect(narrowestSlot('(min-width: 1280px) 380px, (min-width: 767px) 50vw, 100vw')).toBe(140)
    expect(narrowestSlot('112px')).toBe(112)
    expect(narrowestSlot('12rem')).toBe(192)
  })

  it('is 0 (nothing left out) for a length it does not read', () => {
    expect(narrowestSlot('calc(100vw - 2rem)')).toBe(0)
    expect(narrowestSlot('')).toBe(0)
  })
})

describe('fileFor', () => {
  it('picks the narrowest file wide enough, else the widest', () => {
    const image = imageOf(house)!
    expect(fileFor(image, 400)).toEqual({ url: '/api/media/file/house-400x267.webp', width: 400, height: 267 })
    expect(fileFor(image, 1000)).toEqual({ url: '/api/media/file/house-1360x907.webp', width: 1360, height: 907 })
    expect(fileFor(image, 2000)).toEqual({ url: '/api/media/file/house.jpg', width: 1600, height: 1067 })
  })
})

describe('MEDIA_SIZES', () => {
  it('are the four widths the site renders, narrowest first', () => {
    expect(MEDIA_SIZES.map((s) => s.width)).toEqual([100, 400, 600, 1360])
  })
})

describe('coverSizes', () => {
  it("is the box's height times the image's shape on a tall screen, the screen's width otherwise", () => {
    // 1360 × 907 in a box of 70vh: a phone held upright draws it 105vh wide (865 px of 823).
    expect(coverSizes(imageOf(house)!, 70)).toBe('(max-aspect-ratio: 952/907) 105vh, 100vw')
  })

  it("is the screen's width when the image's size is unknown", () => {
    expect(coverSizes(imageOf({ ...house, width: null, height: null, sizes: {} })!, 70)).toBe('100vw')
  })
})
