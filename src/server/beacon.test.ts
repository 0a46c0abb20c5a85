import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ViewCount } from '@/features/page-views/mutations'
import { pageViewCounter, setViewWriter } from '@/features/page-views/process-counter'
import { requestListeners, type NextHandler } from './request'

/*
 * The view beacon answered by the server itself, before Next: counted by the rules of its Next
 * route (features/page-views) into the process's counter, with the answer's usual policies.
 */

// One proxy in front (the unit tests' TRUSTED_PROXIES, vitest.config.ts, and the server's option
// below), so each test names its visitor's address.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** The requests the stand-in for Next received. */
const reachedNext: string[] = []
const next: NextHandler = async (req, res) => {
  reachedNext.push(`${req.method} ${req.url}`)
  res.writeHead(401, { 'Content-Type': 'application/json' }).end('{}')
}

/** The batches the counter wrote. */
const written: ViewCount[][] = []

let server: http.Server
let port = 0
beforeAll(async () => {
  setViewWriter(async (counts) => {
    written.push(counts.map((c) => ({ ...c })))
  })
  const listeners = requestListeners(next, { trustedProxies: 1, logAnswers: false, dev: false, staticDir: os.tmpdir() })
  server = http.createServer(listeners.request)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

let visitors = 0
/** A beacon as `navigator.sendBeacon` sends it, from a visitor of its own unless one is given. */
function post(body: string, headers: http.OutgoingHttpHeaders = {}, path = '/api/views') {
  const n = ++visitors
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        path,
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': CHROME,
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': `10.7.${(n >> 8) & 255}.${n & 255}`,
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (d: Buffer) => (text += d.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** What the counter holds, written now. */
async function flushed(): Promise<ViewCount[]> {
  written.length = 0
  await pageViewCounter().flush()
  return written.flat().sort((a, b) => a.propertyId - b.propertyId)
}

describe('the view beacon, answered by the server', () => {
  it('counts each visitor once a day per property, without Next', async () => {
    await flushed()
    const visitor = { 'x-forwarded-for': '10.8.0.1' }
    for (const path of ['/api/views', '/api/views/', '/api/views?x=1']) {
      const res = await post('501', visitor, path)
      expect(res.status).toBe(204)
      expect(res.body).toBe('')
      // Every API answer is for its caller alone (platform/http/cache-control.ts), with the security headers.
      expect(res.headers['cache-control']).toBe('private, no-store')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-request-id']).toBeTruthy()
    }
    expect((await post('501', { 'x-forwarded-for': '10.8.0.2' })).status).toBe(204)
    expect(await flushed()).toEqual([{ propertyId: 501, day: expect.any(String), views: 2 }])
    expect(reachedNext).toEqual([])
  })

  it('does not count crawlers, prefetches or other sites, counted beside a view that counts', async () => {
    expect((await post('502', { 'user-agent': GOOGLEBOT })).status).toBe(204)
    expect((await post('502', { 'sec-purpose': 'prefetch' })).status).toBe(204)
    expect((await post('502', { 'sec-fetch-site': 'cross-site' })).status).toBe(204)
    expect((await post('503', {})).status).toBe(204)
    expect((await flushed()).map((c) => [c.propertyId, c.views])).toEqual([[503, 1]])
  })

  it('refuses a body that is not an id with a translated 400', async () => {
    for (const body of ['abc', '', '1'.repeat(40)]) {
      const res = await post(body, { 'accept-language': 'nl' })
      expect(res.status).toBe(400)
      expect(res.headers['content-type']).toBe('application/json')
      expect(JSON.parse(res.body)).toEqual({ errors: [{ message: 'De parameter “id” heeft een ongeldige waarde.' }] })
    }
    expect(await flushed()).toEqual([])
  })

  it('leaves every other request to Next: the staff read of the counts', async () => {
    const res = await new Promise<number>((resolve) =>
      http.get({ port, host: '127.0.0.1', path: '/api/views?property=501' }, (r) => {
        r.resume()
        resolve(r.statusCode ?? 0)
      }),
    )
    expect(res).toBe(401)
    expect(reachedNext).toEqual(['GET /api/views?property=501'])
  })
})
