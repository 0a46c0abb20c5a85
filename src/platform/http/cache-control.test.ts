import { describe, expect, it } from 'vitest'
import { cacheControlFor, type Exchange } from './cache-control'

// Next's header on a page or route it serves from its cache, and on a page rendered per request.
const NEXT_CACHED = 's-maxage=31536000'
const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate'

// Kept a second by a shared cache, two more while it fetches again, a day while the app cannot answer.
const SHARED = 'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=2, stale-if-error=86400'
// A day in browsers, an hour in shared caches, and a day more there while the app cannot answer.
const MEDIA = 'public, max-age=86400, s-maxage=3600, stale-if-error=86400'

const answer = (url: string, extra: Partial<Exchange> = {}) =>
  cacheControlFor({ method: 'GET', url, status: 200, setsCookie: false, ...extra })

describe('what a shared cache may keep', () => {
  it('cached public pages: one second in a shared cache, two more while it fetches again, a day while the app fails, none in browsers', () => {
    for (const url of ['/en/', '/nl/te-koop/', '/en/for-sale/city-2/', '/en/for-sale/?_rsc=abc', '/fr/bien/x/12/'])
      expect(answer(url, { cacheControl: NEXT_CACHED }), url).toBe(SHARED)
    expect(answer('/en/nothing-here/', { status: 404, cacheControl: NEXT_CACHED })).toBe(SHARED)
  })

  it('the public JSON, robots.txt and the sitemap: the same short policy; their errors are asked again', () => {
    for (const url of [
      '/languages.json',
      '/list-filters.json',
      '/redirects.json',
      '/search.json?locale=en&q=liege',
      '/robots.txt',
      '/sitemap.xml',
    ])
      expect(
        answer(url, { cacheControl: url.endsWith('.json') ? undefined : 'public, max-age=0, must-revalidate' }),
        url,
      ).toBe(SHARED)
    expect(answer('/search.json?locale=xx', { status: 400 })).toBe('no-cache')
  })

  it('uploaded photos: a day in browsers, an hour in shared caches (a day more while the app fails), never immutable', () => {
    expect(answer('/api/media/file/house-400x267.webp')).toBe(MEDIA)
    expect(answer('/api/media/file/house.jpg', { status: 206 })).toBe(MEDIA)
    expect(answer('/api/media/file/gone.jpg', { status: 404 })).toBe('no-cache')
  })

  it('the proxy’s redirects are the same for everyone; the language negotiation is not', () => {
    expect(answer('/en', { status: 308 })).toBe(SHARED)
    expect(answer('/old-page.html', { status: 301 })).toBe(SHARED)
    expect(answer('/', { status: 307, vary: 'Cookie, Accept-Language' })).toBe('private, no-cache')
  })

  it('Next’s build files keep their own year', () => {
    expect(answer('/_next/static/chunks/app.js', { cacheControl: 'public, max-age=31536000, immutable' })).toBe(
      undefined,
    )
  })
})

describe('what is for one visitor only', () => {
  const perVisitor = 'private, no-store'

  it('posts (Server Actions, logins, page views) and anything that sets a cookie', () => {
    expect(answer('/en/contact/', { method: 'POST', cacheControl: NEXT_CACHED })).toBe(perVisitor)
    expect(answer('/api/views', { method: 'POST' })).toBe(perVisitor)
    expect(answer('/en/', { cacheControl: NEXT_CACHED, setsCookie: true })).toBe(perVisitor)
  })

  it('the back office and the REST API, whoever asks', () => {
    for (const url of [
      '/admin',
      '/admin/collections/properties',
      '/api/properties?limit=5',
      '/api/users/me',
      '/api/views',
    ])
      expect(answer(url), url).toBe(perVisitor)
    expect(answer('/api/altcha/challenge', { cacheControl: 'public, max-age=60' })).toBe(perVisitor)
  })

  it('pages rendered per request: preview, map frame, login, portal, the links of mails', () => {
    for (const url of [
      '/en/preview/for-sale/x/12/',
      '/en/map-frame/',
      '/nl/login/',
      '/nl/login/forgot/',
      '/en/portal/',
      '/en/portal/12/documents/3/',
      '/fr/confirm/abc/',
      '/de/unsubscribe/abc/',
    ])
      expect(answer(url, { cacheControl: NEXT_DYNAMIC }), url).toBe(perVisitor)
  })

  it('any other answer Next renders per request, and one with no policy at all', () => {
    expect(answer('/en/some-dynamic/', { cacheControl: NEXT_DYNAMIC })).toBe(perVisitor)
    expect(answer('/en/confirmed/')).toBe('no-cache')
  })
})
