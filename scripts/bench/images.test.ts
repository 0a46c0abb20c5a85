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
      widest: true,
    })
    expect(card.modernFormat).toBe(true)
    expect(card.ratio).toBeCloseTo(2.05, 2)
    expect(card.wastedBytes).toBe(30886)
    expect(card.sizeOk).toBe(false)
  })

  it('passes a gallery thumbnail too wide by less than 4 KiB, and a file a little narrower than its box', () => {
    const thumb = judgeImage({
      src: 'http://localhost:4000/api/media/file/living-2-400x267.webp',
      contentType: 'image/webp',
      fileWidth: 400,
      neededWidth: 157,
      bytes: 4562,
      widest: false,
    })
    expect(thumb.wastedBytes).toBe(3859)
    expect(thumb.sizeOk).toBe(true)
    const small = judgeImage({
      src: 'a.avif',
      contentType: 'image/avif',
      fileWidth: 600,
      neededWidth: 721,
      bytes: 50_000,
      widest: false,
    })
    expect(small).toMatchObject({ modernFormat: true, wastedBytes: 0, sizeOk: true })
  })

  it('fails a file stretched by more than 1.25 times, unless no wider file is offered', () => {
    const stretched = { src: 'd.webp', contentType: 'image/webp', fileWidth: 400, neededWidth: 721, bytes: 20_000 }
    expect(judgeImage({ ...stretched, widest: false }).sizeOk).toBe(false)
    // A landscape banner covering a tall phone box: its 1360 px file is all there is.
    expect(judgeImage({ ...stretched, fileWidth: 1360, neededWidth: 2653, widest: true }).sizeOk).toBe(true)
  })

  it('passes a file up to 1.25 times the width shown, and fails a JPEG', () => {
    const close = judgeImage({
      src: 'b.webp',
      contentType: 'image/webp',
      fileWidth: 800,
      neededWidth: 663,
      bytes: 60_000,
      widest: false,
    })
    expect(close.sizeOk).toBe(true)
    const jpeg = judgeImage({
      src: 'c.jpg',
      contentType: 'image/jpeg',
      fileWidth: 600,
      neededWidth: 600,
      bytes: 9000,
      widest: true,
    })
    expect(jpeg).toMatchObject({ modernFormat: false, sizeOk: true })
  })
})
