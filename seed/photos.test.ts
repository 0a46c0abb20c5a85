import fs from 'node:fs'
import findCacheDirectory from 'find-cache-directory'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { svgToJpeg } from './photos'

describe('a drawing rendered for the seed', () => {
  it('is a JPEG of the drawing, and the same bytes when asked again (from the cache)', async () => {
    const dir = findCacheDirectory({ name: 'vitrine-seed-pictures', create: true })!
    const before = new Set(fs.readdirSync(dir))
    // A drawing no earlier run rendered: its colour is this run's own.
    const colour = `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${colour}"/></svg>`

    const first = await svgToJpeg(svg)
    const added = fs.readdirSync(dir).filter((f) => !before.has(f))
    expect(added).toHaveLength(1)
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 })

    fs.writeFileSync(`${dir}/${added[0]}`, Buffer.from('kept copy'))
    expect((await svgToJpeg(svg)).toString()).toBe('kept copy')
  })
})
