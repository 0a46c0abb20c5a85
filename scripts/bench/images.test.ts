import { describe, expect, it } from 'vitest'
import { judgeImage } from './images'

/** Photos as measured on the sample list and property pages at Lighthouse's mobile screen. */
describe('judgeImage', () => {
  it('fails a list card photo whose 1360 px file fills 663 device pixels', () => {
    const card = judgeImage({
      src: 'http://localhost:4000/api/media/file/townhouse-2-1360x907.webp',
      contentType: 'image/webp',
      fileWidth: 1360,
      neededWidth: 663,
      bytes: 40514,
    })
    expect(card.modernFormat).toBe(true)
    expect(card.ratio).toBeCloseTo(2.05, 2)
    expect(card.wastedBytes).toBe(30886)
    expect(card.sizeOk).toBe(false)
  })

  it('passes a gallery thumbnail too wide by less than 4 KiB, and a file narrower than its box', () => {
    const thumb = judgeImage({
      src: 'http://localhost:4000/api/media/file/living-2-400x267.webp',
      contentType: 'image/webp',
      fileWidth: 400,
      neededWidth: 157,
      bytes: 4562,
    })
    expect(thumb.wastedBytes).toBe(3859)
    expect(thumb.sizeOk).toBe(true)
    const small = judgeImage({
      src: 'a.avif',
      contentType: 'image/avif',
      fileWidth: 600,
      neededWidth: 721,
      bytes: 50_000,
    })
    expect(small).toMatchObject({ modernFormat: true, wastedBytes: 0, sizeOk: true })
  })

  it('passes a file up to 1.25 times the width shown, and fails a JPEG', () => {
    const close = judgeImage({
      src: 'b.webp',
      contentType: 'image/webp',
      fileWidth: 800,
      neededWidth: 663,
      bytes: 60_000,
    })
    expect(close.sizeOk).toBe(true)
    const jpeg = judgeImage({ src: 'c.jpg', contentType: 'image/jpeg', fileWidth: 600, neededWidth: 600, bytes: 9000 })
    expect(jpeg).toMatchObject({ modernFormat: false, sizeOk: true })
  })
})
