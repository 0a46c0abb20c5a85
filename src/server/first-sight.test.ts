import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { FIRST_SIGHT_HEADER, OWN_ROUTE_SEGMENTS } from '@/platform/routing/first-sight'
import { propertyFirstSight as firstSight } from './first-sight'

const request = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') =>
  ({ url, method, headers: { ...headers } }) as http.IncomingMessage

/** The server entry's marker, as it runs on a request and its (real, unsent) answer. */
function propertyFirstSight(dev = false) {
  const mark = firstSight(dev)
  return (req: http.IncomingMessage) => {
    const incoming = new http.IncomingMessage(new Socket())
    const res = new http.ServerResponse(incoming)
    mark(req, res)
    return res
  }
}

describe('property pages on first sight', () => {
  it('marks the first GET of a property page, and not the next ones', () => {
    const mark = propertyFirstSight()
    const first = request('/en/for-sale/gent/a-house/12/')
    mark(first)
    expect(first.headers[FIRST_SIGHT_HEADER]).toBe('1')
    const again = request('/en/for-sale/gent/a-house/12/')
    mark(again)
    expect(again.headers[FIRST_SIGHT_HEADER]).toBeUndefined()
    const other = request('/nl/te-koop/gent/een-huis/13/')
    mark(other)
    expect(other.headers[FIRST_SIGHT_HEADER]).toBe('1')
  })

  it('removes the header a client sent, so nobody has pages rendered per request at will', () => {
    const mark = propertyFirstSight()
    mark(request('/en/for-sale/gent/a-house/12/'))
    const forged = request('/en/for-sale/gent/a-house/12/', { [FIRST_SIGHT_HEADER]: '1' })
    mark(forged)
    expect(forged.headers[FIRST_SIGHT_HEADER]).toBeUndefined()
    const elsewhere = request('/en/contact/', { [FIRST_SIGHT_HEADER]: '1' })
    mark(elsewhere)
    expect(elsewhere.headers[FIRST_SIGHT_HEADER]).toBeUndefined()
  })

  it('gives the marked request a script nonce, and the answer the same policy', () => {
    const mark = propertyFirstSight()
    const first = request('/en/for-sale/gent/a-house/21/', { 'content-security-policy': 'forged' })
    const res = mark(first)
    const policy = String(res.getHeader('content-security-policy'))
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' /)
    expect(first.headers['content-security-policy']).toBe(policy)
    const other = request('/en/for-sale/gent/a-house/22/')
    mark(other)
    expect(other.headers['content-security-policy']).not.toBe(policy)
    const again = request('/en/for-sale/gent/a-house/21/')
    expect(mark(again).getHeader('content-security-policy')).toBeUndefined()
  })

  it("leaves the site's own routes alone: an owner's document has a property page's shape", () => {
    const mark = propertyFirstSight()
    for (const url of [
      '/en/portal/12/documents/34/',
      '/nl/portal/12/documents/34/',
      '/en/_fresh/for-sale/gent/12/',
      '/en/preview/for-sale/gent/12/',
    ]) {
      const req = request(url)
      mark(req)
      expect(req.headers[FIRST_SIGHT_HEADER], url).toBeUndefined()
    }
  })

  it('knows every route folder of the site under a language', () => {
    const dir = path.resolve(import.meta.dirname, '../app/(site)/[locale]')
    const folders = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== '[[...path]]')
      .map((e) => decodeURIComponent(e.name))
    expect([...OWN_ROUTE_SEGMENTS].sort()).toEqual(folders.sort())
  })

  it('leaves other paths, query strings, router requests and other methods the usual way', () => {
    const mark = propertyFirstSight()
    for (const req of [
      request('/en/for-sale/'),
      request('/en/for-sale/gent/'),
      request('/en/property/12/'),
      request('/en/for-sale/gent/a-house/12'),
      request('/en/for-sale/gent/a-house/0/'),
      request('/xx/for-sale/gent/a-house/12/'),
      request('/en/for-sale/gent/a-house/14/?utm_source=mail'),
      request('/en/for-sale/gent/a-house/15/', { rsc: '1' }),
      request('/en/for-sale/gent/a-house/16/', { 'next-router-prefetch': '1' }),
      request('/en/for-sale/gent/a-house/17/', {}, 'HEAD'),
      request('/en/for-sale/gent/a-house/18/', {}, 'POST'),
    ]) {
      mark(req)
      expect(req.headers[FIRST_SIGHT_HEADER], `${req.method} ${req.url}`).toBeUndefined()
    }
  })
})
