import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  asStaff,
  staffToken,
  startSiteBehindVarnish,
  uploadPicture,
  type SiteBehindVarnish,
} from './support/shared-cache'
import { acceptInvitation, ownerSessionCookie } from '../../scripts/bench/owner-session'

/*
 * A shared HTTP cache in front: the app's Cache-Control (src/platform/http/cache-control.ts) lets
 * Varnish (deploy/varnish/vitrine.vcl) keep public pages, photos and public JSON, and never what
 * belongs to one visitor; a price saved in the back office shows through Varnish within 5 s.
 */

const APP_PORT = 4110
const VARNISH_PORT = 4111

const SHARED_SHORT = 'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=2, stale-if-error=86400'
const MEDIA_FILE = 'public, max-age=86400, s-maxage=3600, stale-if-error=86400'
const PER_VISITOR = 'private, no-store'

let site: SiteBehindVarnish
let token: string
let propertyPath: string
let propertyId: number
let picture: string
let owner: { email: string; password: string; cookie: string }

/** The headers of a browser logged in to the back office (Payload reads the cookie of a same-origin request). */
const staffBrowser = () => ({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' })

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: 'manual' })
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    xCache: res.headers.get('x-cache'),
    location: res.headers.get('location'),
    encoding: res.headers.get('content-encoding'),
    text: await res.text(),
  }
}

beforeAll(async () => {
  site = await startSiteBehindVarnish(APP_PORT, VARNISH_PORT)
  token = await staffToken(site.app)

  const city = await asStaff(site.app, token, 'POST', '/api/cities?locale=en', { name: 'Varnish Hill', zip: '9997' })
  const type = await asStaff(site.app, token, 'POST', '/api/property-types?locale=en', {
    name: 'Varnish house',
    webId: 1,
  })
  expect(city.status, JSON.stringify(city.json)).toBe(201)
  expect(type.status, JSON.stringify(type.json)).toBe(201)
  const property = await asStaff(site.app, token, 'POST', '/api/properties?locale=en', {
    title: 'Cached cottage',
    reference: `VT-VARNISH-${Date.now()}`,
    goal: 'sale',
    type: (type.json.doc as { id: number }).id,
    city: (city.json.doc as { id: number }).id,
    price: 425000,
    _status: 'published',
  })
  expect(property.status, JSON.stringify(property.json)).toBe(201)
  propertyId = (property.json.doc as { id: number }).id
  propertyPath = `/en/for-sale/varnish-hill/cached-cottage/${propertyId}/`

  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer()
  picture = await uploadPicture(site.app, token, `varnish-${Date.now()}.png`, png)

  // An owner of the property, invited by staff, who chose a password from the invitation mail.
  const email = `varnish-owner-${Date.now()}@test.example`
  const created = await asStaff(site.app, token, 'POST', '/api/owners/new', {
    name: 'Vera Varnish',
    email,
    language: 'en',
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const linked = await asStaff(site.app, token, 'PATCH', `/api/owners/${created.json.id as number}`, {
    properties: [propertyId],
  })
  expect(linked.status, JSON.stringify(linked.json)).toBe(200)
  const password = 'varnish-owner-2026'
  await acceptInvitation(site.app, site.varDir, email, password)
  owner = { email, password, cookie: await ownerSessionCookie(site.app, 'en', { email, password }) }
})

afterAll(async () => {
  await site?.stop()
})

describe('the app’s Cache-Control', () => {
  it('public pages, the public JSON and the proxy’s redirects: kept a second by a shared cache, not by browsers', async () => {
    // A property page's first answer is rendered for that request alone and kept by no cache
    // (src/platform/routing/first-sight.ts); from its second on it is a page like the others.
    const first = await get(`${site.app}${propertyPath}`)
    expect(first.status).toBe(200)
    expect(first.cacheControl).toBe(PER_VISITOR)
    for (const path of ['/en/', '/en/for-sale/', propertyPath, '/languages.json', '/search.json?locale=en&q=var']) {
      const res = await get(`${site.app}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.cacheControl, path).toBe(SHARED_SHORT)
    }
    const slash = await get(`${site.app}/en/for-sale`)
    expect(slash.status).toBe(308)
    expect(slash.cacheControl).toBe(SHARED_SHORT)
  })

  it('a photo: a day in browsers, an hour in a shared cache', async () => {
    const res = await get(`${site.app}${picture}`)
    expect(res.status).toBe(200)
    expect(res.cacheControl).toBe(MEDIA_FILE)
  })

  it('the portal, the login, preview, the map frame, the back office and the REST API are for one visitor', async () => {
    const portal = await get(`${site.app}/en/portal/`, { cookie: owner.cookie })
    expect(portal.status).toBe(200)
    expect(portal.text).toContain('Cached cottage')
    expect(portal.cacheControl).toBe(PER_VISITOR)

    const preview = await get(`${site.app}/en/preview/for-sale/varnish-hill/cached-cottage/${propertyId}/`, {
      ...staffBrowser(),
    })
    expect(preview.status).toBe(200)
    expect(preview.cacheControl).toBe(PER_VISITOR)

    for (const path of ['/en/login/', '/en/map-frame/', '/admin', '/api/users/me']) {
      const res = await get(`${site.app}${path}`, staffBrowser())
      expect(res.cacheControl, path).toBe(PER_VISITOR)
    }
    // The language negotiation reads the visitor's cookie and languages.
    const negotiated = await get(`${site.app}/`, { 'accept-language': 'de' })
    expect(negotiated.status).toBe(307)
    expect(negotiated.cacheControl).toBe('private, no-cache')
  })
})

describe('through Varnish', () => {
  it('a public page and a photo are served from the cache on the second request, whatever cookies come along', async () => {
    for (const path of ['/en/for-sale/', picture]) {
      const first = await get(`${site.varnish}${path}`, { 'accept-encoding': 'gzip, br' })
      expect(first.status, path).toBe(200)
      const again = await get(`${site.varnish}${path}`, { 'accept-encoding': 'gzip, br', cookie: '_ga=GA1.1.42' })
      expect(again.xCache, path).toBe('HIT')
    }
    // Stored compressed, served compressed to browsers and plain to a client that takes no gzip.
    const gzip = await get(`${site.varnish}/en/for-sale/`, { 'accept-encoding': 'gzip, br' })
    expect(gzip.encoding).toBe('gzip')
    const plain = await get(`${site.varnish}/en/for-sale/`, { 'accept-encoding': 'identity' })
    expect(plain.encoding).toBeNull()
    expect(plain.text).toContain('Cached cottage')
  })

  it('an owner’s portal passes every time and is never handed to another visitor', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`${site.varnish}/en/portal/`, { cookie: owner.cookie })
      expect(res.status).toBe(200)
      expect(res.text).toContain('Vera Varnish')
      expect(res.xCache).toBe('PASS')
    }
    const stranger = await get(`${site.varnish}/en/portal/`)
    expect(stranger.xCache).toBe('PASS')
    expect(stranger.text).not.toContain('Vera Varnish')
    expect(stranger.text).not.toContain('Cached cottage')
  })

  it('the back office, preview and the API pass; so do posts', async () => {
    for (const path of ['/admin', `/en/preview/for-sale/varnish-hill/cached-cottage/${propertyId}/`, '/api/users/me']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(`${site.varnish}${path}`, staffBrowser())
        expect(res.xCache, path).toBe('PASS')
      }
    }
    const login = await fetch(`${site.varnish}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@test.example', password: 'wrong-password' }),
    })
    expect(login.status).toBe(401)
    expect(login.headers.get('x-cache')).toBe('PASS')
  })

  it('the language negotiation on / follows each visitor’s cookie and languages', async () => {
    const german = await get(`${site.varnish}/`, { 'accept-language': 'de' })
    expect(german.location).toBe('/de/')
    const french = await get(`${site.varnish}/`, { 'accept-language': 'fr' })
    expect(french.location).toBe('/fr/')
    const remembered = await get(`${site.varnish}/`, { 'accept-language': 'de', cookie: 'NEXT_LOCALE=en' })
    expect(remembered.location).toBe('/en/')
    expect(remembered.xCache).toBe('PASS')
  })

  it('a price saved through the REST API shows through Varnish within 5 seconds', async () => {
    const url = `${site.varnish}${propertyPath}`
    await get(url)
    const cached = await get(url)
    expect(cached.xCache).toBe('HIT')
    expect(cached.text).toContain('€\u00a0425.000')

    const saved = await asStaff(site.app, token, 'PATCH', `/api/properties/${propertyId}?locale=en`, {
      price: 436789,
      _status: 'published',
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const savedAt = Date.now()
    let seen: number | undefined
    while (Date.now() - savedAt < 5000) {
      if ((await get(url)).text.includes('€\u00a0436.789')) {
        seen = Date.now()
        break
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(seen, 'the new price through Varnish within 5 s of the save').toBeDefined()
  })
})
