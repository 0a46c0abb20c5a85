import { describe, expect, it } from 'vitest'
import { judgeImage, neededWidth } from './images'

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

describe('neededWidth', () => {
  it('judges the header logo at the top of the page, where it is drawn larger than once scrolled', () => {
    // 48 px high and 192 px wide (12rem) at the top, 36 px high and 147 px wide after scrolling.
    const logo = [
      { width: 192, height: 47.2 },
      { width: 146.6, height: 36 },
    ]
    expect(neededWidth(logo, false, 1360 / 334, 1.75)).toBe(336)
    expect(
      judgeImage({
        src: 'logo-400x98.webp',
        contentType: 'image/webp',
        fileWidth: 400,
        neededWidth: 336,
        bytes: 7160,
        widest: false,
      }).sizeOk,
    ).toBe(true)
  })

  it('needs the width that covers the box at the file’s aspect ratio when the photo is cropped to cover it', () => {
    // A 3:2 photo covering a 200 × 200 box needs 300 CSS px of width.
    expect(neededWidth([{ width: 200, height: 200 }], true, 1.5, 2)).toBe(600)
    expect(neededWidth([{ width: 200, height: 200 }], false, 1.5, 2)).toBe(400)
  })
})
