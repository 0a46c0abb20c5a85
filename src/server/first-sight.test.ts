import type http from 'node:http'
import { describe, expect, it } from 'vitest'
import { FIRST_SIGHT_HEADER } from '@/platform/routing/first-sight'
import { propertyFirstSight } from './first-sight'

const request = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') =>
  ({ url, method, headers: { ...headers } }) as http.IncomingMessage

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
