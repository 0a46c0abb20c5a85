import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import os from 'node:os'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noteDatabaseError, noteDatabaseSuccess } from '@/platform/outage/state'
import { requestListeners, type NextHandler } from './request'

/** What the stand-in for Next saw of the last request. */
let seen: http.IncomingHttpHeaders = {}

const page = `<!DOCTYPE html><html lang="en"><body>${'<p>A house with a garden</p>'.repeat(500)}</body></html>`

/** Stands in for Next: answers as Next does for a few paths. */
const next: NextHandler = async (req, res) => {
  seen = { ...req.headers }
  await Promise.resolve()
  if (req.url === '/en/for-sale/') {
    // A cached page: Next's year of s-maxage, its policy from the page cache, the HTML at once.
    res.setHeader('Cache-Control', 's-maxage=31536000')
    res.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-abc'")
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(page)
  } else if (req.url === '/en/property/') {
    // Its query could not reach the database: Next answers its empty error shell.
    noteDatabaseError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    res.statusCode = 500
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>')
  } else if (req.url === '/en/contact/') {
    // A form posted without JavaScript.
    req.resume()
    req.on('end', () => res.writeHead(204).end())
  } else {
    throw new Error('no route')
  }
}

let server: http.Server
let port = 0
beforeAll(async () => {
  const listeners = requestListeners(next, {
    trustedProxies: 0,
    logAnswers: false,
    dev: false,
    staticDir: os.tmpdir(),
  })
  server = http.createServer(listeners.request)
  server.on('checkContinue', listeners.checkContinue)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** One request written by hand; resolves with what the server sent before closing or going quiet. */
function raw(request: string) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    let text = ''
    socket.on('data', (d) => (text += d.toString()))
    const done = () => resolve(text)
    socket.on('close', done)
    setTimeout(() => {
      socket.destroy()
      done()
    }, 1000)
  })
}

describe('what Next is handed', () => {
  it('the address of the connection as X-Forwarded-For, not one the client wrote', async () => {
    await get('/en/for-sale/', { 'X-Forwarded-For': '203.0.113.9' })
    expect(seen['x-forwarded-for']).toBe('127.0.0.1')
  })

  it('no Content-Security-Policy request header, which only the proxy may set', async () => {
    await get('/en/for-sale/', { 'Content-Security-Policy': "script-src 'nonce-chosen-by-client'" })
    expect(seen['content-security-policy']).toBeUndefined()
  })

  it('a request id, the one a proxy in front sent or a new one', async () => {
    const given = await get('/en/for-sale/', { 'X-Request-Id': 'nginx-7f3a9c2e41' })
    expect(seen['x-request-id']).toBe('nginx-7f3a9c2e41')
    expect(given.headers['x-request-id']).toBe('nginx-7f3a9c2e41')
    const fresh = await get('/en/for-sale/')
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen['x-request-id']).toBe(fresh.headers['x-request-id'])
  })
})

describe('the answer', () => {
  it('of a cached page: a second in a shared cache, its own policy, compressed once in Brotli', async () => {
    const first = await get('/en/for-sale/', { 'Accept-Encoding': 'gzip, br' })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=2, stale-if-error=86400',
    )
    expect(first.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'")
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers.vary).toContain('Accept-Encoding')
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(page)
    const gzip = await get('/en/for-sale/', { 'Accept-Encoding': 'gzip' })
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page)
  })

  it('of an error of the server itself: 500, with the default policy', async () => {
    const res = await get('/nowhere/')
    expect(res.status).toBe(500)
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('of a page whose database is unreachable: 503, Retry-After and the translated page', async () => {
    const res = await get('/en/property/', { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' })
    noteDatabaseSuccess()
    expect(res.status).toBe(503)
    expect(res.headers['retry-after']).toBe('60')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toContain('<h1>Temporarily unavailable</h1>')
  })
})

describe('a body too large for its route', () => {
  it('is refused from its Content-Length, before it is read', async () => {
    const answer = await raw(
      'POST /api/views HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 5000000\r\n\r\n',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/\r\nConnection: close\r\n/i)
    expect(answer).toMatch(/\r\nContent-Security-Policy: [^\r]*frame-ancestors/i)
  })

  it('asked about first (Expect: 100-continue) is refused without being told to send it', async () => {
    const answer = await raw(
      'POST /api/views HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n',
    )
    expect(answer).not.toContain('100 Continue')
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
  })

  it('that fits, asked about first, is told to continue and reaches Next', async () => {
    const answer = await raw(
      'POST /en/contact/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n{}',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 204 /)
  })
})
