import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

describe('the favicon browsers ask for at /favicon.ico', () => {
  const ico = fs.readFileSync(path.resolve(import.meta.dirname, '../src/app/favicon.ico'))

  it('is an ICO file holding images of 16, 32 and 48 pixels that decode', async () => {
    expect(ico.readUInt16LE(2)).toBe(1)
    const count = ico.readUInt16LE(4)
    expect(count).toBe(3)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i
      const length = ico.readUInt32LE(entry + 8)
      const offset = ico.readUInt32LE(entry + 12)
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata()
      expect(meta.width).toBe(ico.readUInt8(entry))
      expect(meta.height).toBe(ico.readUInt8(entry + 1))
      sizes.push(meta.width!)
    }
    expect(sizes).toEqual([16, 32, 48])
  })
})
