import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CompressedBodies, pickEncoding } from './compression'

describe('the encoding sent', () => {
  it('is Brotli for a browser that takes it, gzip for one that takes only gzip', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, br')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('deflate, gzip;q=0.5')).toBe('gzip')
  })

  it('is none when nothing usable is offered or it is refused', () => {
    expect(pickEncoding(undefined)).toBeUndefined()
    expect(pickEncoding('')).toBeUndefined()
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined()
    expect(pickEncoding('deflate')).toBeUndefined()
  })

  it('honours a wildcard', () => {
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('br;q=0, *')).toBe('gzip')
  })
})

describe('compressed bodies', () => {
  const page = (n: number) =>
    `<!DOCTYPE html><html lang="en"><body>${`<p>House ${n} with a garden</p>`.repeat(400)}</body></html>`

  it('decode to the very body, in both encodings', () => {
    const bodies = new CompressedBodies()
    expect(zlib.brotliDecompressSync(bodies.get(page(1), 'br')).toString()).toBe(page(1))
    expect(zlib.gunzipSync(bodies.get(page(1), 'gzip')).toString()).toBe(page(1))
  })

  it('are made once per body: the same bytes come back', () => {
    const bodies = new CompressedBodies()
    const first = bodies.get(page(2), 'br')
    expect(bodies.get(`${page(2)}`, 'br')).toBe(first)
    expect(bodies.size).toBe(1)
  })

  it('keep within their budget, dropping the least recently used', () => {
    const one = page(1)
    const bodies = new CompressedBodies(one.length * 2.5)
    bodies.get(page(1), 'br')
    bodies.get(page(2), 'br')
    const kept = bodies.get(page(1), 'br') // page 1 used again: page 2 is now the oldest
    bodies.get(page(3), 'br')
    expect(bodies.size).toBe(2)
    expect(bodies.get(page(1), 'br')).toBe(kept)
  })
})
