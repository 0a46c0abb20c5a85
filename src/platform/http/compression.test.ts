import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Transform } from 'node:stream'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BuildFileCopies, CompressedBodies, compressAnswer, pickEncoding } from './compression'

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

describe("the build's scripts and styles", () => {
  const script = `self.chunk=${JSON.stringify('function house(){return "a garden"}'.repeat(300))};\n`
  let dir: string
  let copies: BuildFileCopies
  let server: http.Server
  let base: string

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-'))
    fs.mkdirSync(path.join(dir, 'chunks'))
    fs.writeFileSync(path.join(dir, 'chunks/a1b2.js'), script)
    copies = new BuildFileCopies(dir)
    // Stands in for Next: its own headers, the file streamed in pieces, 404 for a missing one.
    server = http.createServer((req, res) => {
      copies.apply(req, res)
      const file = path.join(dir, (req.url ?? '').replace('/_next/static/', '').split('?')[0])
      res.setHeader('X-Content-Type-Options', 'nosniff')
      if (!fs.existsSync(file)) {
        res.statusCode = 404
        res.end('not found')
        return
      }
      res.setHeader('Content-Type', 'application/javascript; charset=UTF-8')
      fs.createReadStream(file, { highWaterMark: 1024 }).pipe(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, encoding: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${base}${url}`, { method, headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })

  it('go out as the server wrote them until their copy is made, then in Brotli with the same headers', async () => {
    const first = await get('/_next/static/chunks/a1b2.js', 'gzip, br')
    expect(first.headers['content-encoding']).toBeUndefined()
    expect(first.body.toString()).toBe(script)

    await copies.make('chunks/a1b2.js')
    const second = await get('/_next/static/chunks/a1b2.js', 'gzip, br')
    expect(second.status).toBe(200)
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(Number(second.headers['content-length'])).toBe(second.body.length)
    expect(second.body.length).toBeLessThan(script.length / 10)
    expect(zlib.brotliDecompressSync(second.body).toString()).toBe(script)
  })

  it('go out as written to a client without Brotli, to HEAD, and for a file that is not there', async () => {
    await copies.make('chunks/a1b2.js')
    const plain = await get('/_next/static/chunks/a1b2.js', 'gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    const head = await get('/_next/static/chunks/a1b2.js', 'br', 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.body.length).toBe(0)
    const missing = await get('/_next/static/chunks/gone.js', 'br')
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe('not found')
  })
})

describe('an answer compressed as it streams', () => {
  it('frees its compression stream when the client leaves before the end', async () => {
    const bodies = new CompressedBodies()
    const freed = new Promise<boolean>((resolve) => {
      const server = http.createServer((req, res) => {
        compressAnswer(req, res, bodies)
        // Not a page (those are held whole up to a size): a feed, streamed as it is made.
        res.setHeader('Content-Type', 'application/xml; charset=utf-8')
        res.write(`<?xml version="1.0"?><feed>${'<entry>A house with a garden</entry>'.repeat(200)}`)
        // As Next does while it streams a page: what is compressed so far goes out.
        ;(res as http.ServerResponse & { flush(): void }).flush()
        // The middleware hands out its zlib stream for 'drain' listeners: the stream itself.
        const stream = res.on('drain', () => undefined) as unknown as zlib.BrotliCompress
        expect(stream).toBeInstanceOf(Transform)
        res.once('close', () => {
          server.close()
          resolve(stream.destroyed)
        })
      })
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        const req = http.get(`http://127.0.0.1:${port}/`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('br')
          res.once('data', () => req.destroy())
        })
        req.on('error', () => undefined)
      })
    })
    expect(await freed).toBe(true)
  })
})

/** The answer of a server whose `handler` answers one request, read as a browser that takes Brotli and gzip. */
async function brotliAnswer(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await new Promise<{ encoding?: string; length?: string; text: string }>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/`, { headers: { 'Accept-Encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              length: res.headers['content-length'],
              text: zlib.brotliDecompressSync(Buffer.concat(chunks)).toString(),
            }),
          )
        })
        .on('error', reject)
    })
  } finally {
    server.close()
  }
}

describe('a whole page handed over at once', () => {
  const body = `<!DOCTYPE html><html><body>${'<p>A flat with a terrace</p>'.repeat(300)}</body></html>`

  /** One answer of a server that sends `body` whole, as Next sends a page, with `cache` as its x-nextjs-cache. */
  const answer = (bodies: CompressedBodies, cache: string | undefined) =>
    brotliAnswer((req, res) => {
      compressAnswer(req, res, bodies)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (cache) res.setHeader('x-nextjs-cache', cache)
      res.end(body)
    })

  it('a first render goes out in Brotli with its length, and is not kept', async () => {
    const bodies = new CompressedBodies()
    const first = await answer(bodies, 'MISS')
    expect(first.encoding).toBe('br')
    expect(Number(first.length)).toBeGreaterThan(0)
    expect(first.text).toBe(body)
    expect(bodies.size).toBe(0)
  })

  it('a page served from the cache is compressed once and kept for the next visitors', async () => {
    const bodies = new CompressedBodies()
    expect((await answer(bodies, 'HIT')).text).toBe(body)
    expect(bodies.size).toBe(1)
    expect((await answer(bodies, undefined)).text).toBe(body)
    expect(bodies.size).toBe(1)
  })
})

describe('a page rendered for its request, streamed in pieces', () => {
  /** One answer of a server that streams `pieces` as Next streams a page (headers flushed, a flush after each piece). */
  const streamed = (pieces: string[]) =>
    brotliAnswer((req, res) => {
      compressAnswer(req, res, new CompressedBodies())
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.flushHeaders()
      const flush = () => (res as http.ServerResponse & { flush?: () => void }).flush?.()
      for (const piece of pieces) {
        res.write(piece)
        flush()
      }
      res.end()
    })

  it('goes out whole: in Brotli, with its length', async () => {
    const pieces = [
      '<!DOCTYPE html><html><body>',
      ...Array.from({ length: 40 }, (_, i) => `<p>Flat ${i} with a view</p>`),
      '</body></html>',
    ]
    const page = await streamed(pieces)
    expect(page.encoding).toBe('br')
    expect(page.length).toBeDefined()
    expect(page.text).toBe(pieces.join(''))
  })

  it('larger than a page is held: streams out as it comes, compressed all the same', async () => {
    // 1.5 MB in pieces of 30 KB, more than the server holds.
    const pieces = Array.from({ length: 50 }, (_, i) => `<p>${String(i).padStart(3, '0')}${'x'.repeat(30_000)}</p>`)
    const page = await streamed(pieces)
    expect(page.encoding).toBe('br')
    expect(page.length).toBeUndefined()
    expect(page.text).toBe(pieces.join(''))
  })
})

describe('a page rendered for its request, whole before its status goes out', () => {
  /** A server streaming a page in pieces; `whole` may change the answer once the page is whole. */
  async function plainAnswer(whole: (body: Buffer, res: http.ServerResponse) => void) {
    const server = http.createServer((req, res) => {
      compressAnswer(req, res, new CompressedBodies(), whole)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.flushHeaders()
      res.write('<!DOCTYPE html><html><body>')
      res.write('<main data-state="gone">No such flat</main>')
      res.end('</body></html>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      // No Accept-Encoding: a client that takes no compression.
      return await new Promise<{ status?: number; encoding?: string; text: string }>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/`, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () =>
              resolve({
                status: res.statusCode,
                encoding: res.headers['content-encoding'],
                text: Buffer.concat(chunks).toString(),
              }),
            )
          })
          .on('error', reject)
      })
    } finally {
      server.close()
    }
  }

  it('is handed over whole, so its status can still change, and goes out as it is to a client that takes no encoding', async () => {
    const seen: string[] = []
    const page = await plainAnswer((body, res) => {
      seen.push(body.toString())
      if (body.includes('data-state="gone"')) res.statusCode = 410
    })
    const html = '<!DOCTYPE html><html><body><main data-state="gone">No such flat</main></body></html>'
    expect(seen).toEqual([html])
    expect(page.status).toBe(410)
    expect(page.encoding).toBeUndefined()
    expect(page.text).toBe(html)
  })
})
