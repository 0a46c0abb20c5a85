import { createHash } from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import sharp from 'sharp'
import { SECURITY_HEADERS } from '../../src/platform/http/response-headers'
import { expect, test } from './fixtures'
import { staffGet, TestContent } from './support'

/*
 * The Content Security Policy of public pages: Next's inline scripts are allowed by their hashes
 * on cached pages (stored with the page, so it stays cached and the same for everyone) and by a
 * nonce on pages rendered per request; never by 'unsafe-inline'. With it, the other security
 * headers every answer carries (src/platform/http/response-headers.ts).
 */

const apiTimeout = 30_000

/** The sources of one directive of an answer's policy (empty when the policy lacks it). */
function sourcesOf(res: APIResponse, name: string): string[] {
  const policy = res.headers()['content-security-policy'] ?? ''
  const directive = policy.split(';').find((d) => d.trim().split(/\s+/)[0] === name) ?? ''
  return directive.trim().split(/\s+/).slice(1)
}

const scriptSources = (res: APIResponse) => sourcesOf(res, 'script-src')

/** The inline scripts a browser would run, with the attributes of each. */
function inlineScripts(html: string): Array<{ attributes: string; text: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map((m) => ({ attributes: m[1] ?? '', text: m[2] ?? '' }))
    .filter((s) => s.text && !/\ssrc=/.test(s.attributes) && !/type="application\/ld\+json"/.test(s.attributes))
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const content = new TestContent()

async function createProperty(request: APIRequestContext): Promise<number> {
  const city = await content.create(request, 'cities', { name: 'Observatory Hill', zip: '9998', country: '10' })
  const type = await content.create(request, 'property-types', { name: 'Observatory house', webId: 1 })
  return content.create(request, 'properties', {
    title: 'Villa with a view',
    reference: 'VT-OBS-1',
    goal: 'sale',
    type,
    city,
    price: 425000,
  })
}

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

test('home, list and property pages: hashed scripts, cached, with every security header', async ({ request }) => {
  const id = await createProperty(request)
  for (const path of ['/en/', '/en/for-sale/', `/en/for-sale/observatory-hill/villa-with-a-view/${id}/`]) {
    const first = await request.get(path, { timeout: apiTimeout })
    expect(first.status(), path).toBe(200)
    // A property page is kept from its second request on (src/platform/routing/first-sight.ts).
    const kept = await request.get(path, { timeout: apiTimeout })
    expect(kept.status(), path).toBe(200)
    const again = await request.get(path, { timeout: apiTimeout })
    // Still a cached page: the policy travels with it.
    expect(again.headers()['x-nextjs-cache'], `${path} served from the cache`).toBe('HIT')
    expect(again.headers()['content-security-policy'], path).toBe(kept.headers()['content-security-policy'])

    const sources = scriptSources(again)
    expect(sources, path).toContain("'self'")
    expect(sources, path).not.toContain("'unsafe-inline'")
    expect(sources, path).not.toContain("'unsafe-eval'")
    const html = await again.text()
    const scripts = inlineScripts(html)
    expect(scripts.length, `${path} has inline scripts`).toBeGreaterThan(0)
    for (const script of scripts)
      expect(sources, `${path}: hash of ${script.text.slice(0, 60)}…`).toContain(sha256(script.text))

    // Every source of the policy over HTTPS; nothing but the page's own origin for plugins, frames
    // around it and its base URL.
    const policy = again.headers()['content-security-policy']!
    const names = policy.split(';').map((d) => d.trim().split(/\s+/)[0])
    expect(new Set(names).size, `${path}: each directive once`).toBe(names.length)
    expect(policy, path).not.toMatch(/(^|\s)(http|ftp):/)
    expect(sourcesOf(again, 'default-src'), path).toEqual(["'self'"])
    expect(sourcesOf(again, 'object-src'), path).toEqual(["'none'"])
    expect(sourcesOf(again, 'frame-ancestors'), path).toEqual(["'self'"])
    expect(sourcesOf(again, 'base-uri'), path).toEqual(["'self'"])
    expect(sourcesOf(again, 'style-src'), path).not.toContain("'unsafe-eval'")
    // The scripts it loads come from the site itself (no third party to vouch for with SRI).
    for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/gi))
      expect(src, `${path}: script ${src}`).toMatch(/^\/(?!\/)/)

    const headers = again.headers()
    for (const { key, value } of SECURITY_HEADERS) expect(headers[key.toLowerCase()], `${path}: ${key}`).toBe(value)
    // The same page for everyone: no cookie, and nothing shared with other sites' scripts.
    expect(headers['set-cookie'], path).toBeUndefined()
    expect(headers['access-control-allow-origin'], path).toBeUndefined()
  }
})

test('a page rendered per request gets a fresh nonce on each of its scripts', async ({ request }) => {
  const nonces: string[] = []
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/en/map-frame/', { timeout: apiTimeout })
    expect(res.status()).toBe(200)
    const sources = scriptSources(res)
    expect(sources).not.toContain("'unsafe-inline'")
    const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
    expect(nonce, 'a nonce in the policy').toBeTruthy()
    nonces.push(nonce!)
    const scripts = inlineScripts(await res.text())
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`)
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test('a script injected into a page is refused', async ({ page, cspViolations }) => {
  await page.goto('/en/for-sale/')
  const directive = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true })
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
      }),
  )
  expect(directive).toBe('script-src-elem')
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
  await expect.poll(() => cspViolations.length).toBe(1)
  cspViolations.length = 0
})

test('the page’s own scripts run: a menu link navigates without reloading the document', async ({ page }) => {
  await page.goto('/en/')
  // Survives only a client-side navigation, which needs the hydrated page (Next's inline scripts).
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
  await page.getByRole('banner').getByRole('link', { name: 'For sale', exact: true }).first().click()
  await expect(page).toHaveURL(/\/en\/for-sale\/$/)
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
})

test('public pages ask for no client hints; the back office still does', async ({ request }) => {
  // A hint asked for with Critical-CH makes Chrome restart a visitor's first navigation.
  for (const path of ['/en/', '/nl/te-koop/', '/en/no-such-page-e2e/']) {
    const headers = (await request.get(path, { timeout: apiTimeout })).headers()
    expect(headers['accept-ch'], path).toBeUndefined()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['vary'] ?? '', path).not.toContain('Sec-CH-Prefers-Color-Scheme')
  }
  const admin = await request.get('/admin/login', { timeout: apiTimeout })
  expect(admin.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('/favicon.ico is the site’s icon', async ({ request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toBe('image/x-icon')
  // An ICO file: reserved 0, type 1 (icon).
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
})

test('every answer carries a request id; one sent by a proxy in front is kept', async ({ request }) => {
  const ids = await Promise.all(
    ['/en/', '/en/', '/api/properties?limit=1'].map(
      async (path) => (await request.get(path)).headers()['x-request-id'],
    ),
  )
  for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
  expect(new Set(ids).size).toBe(3)
  const given = await request.get('/en/', { headers: { 'X-Request-Id': 'nginx-7f3a9c2e41' } })
  expect(given.headers()['x-request-id']).toBe('nginx-7f3a9c2e41')
  const forged = await request.get('/en/', { headers: { 'X-Request-Id': 'bad id\twith spaces' } })
  expect(forged.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

/** One GET as a browser or a tool sends it, the body left as it came (Playwright would decode it). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

test('a cached page comes in Brotli, gzip or plain, the same page each way', async ({ baseURL }) => {
  const url = `${baseURL}/en/for-sale/`
  await rawGet(url) // rendered and cached
  const plain = await rawGet(url)
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString()).toContain('<html lang="en"')
  const br = await rawGet(url, 'gzip, deflate, br, zstd')
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers['vary']).toContain('Accept-Encoding')
  expect(Number(br.headers['content-length'])).toBe(br.body.length)
  const gzip = await rawGet(url, 'gzip, deflate')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString())
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString())
  expect(br.body.length).toBeLessThan(plain.body.length / 4)
})

test('scripts and styles come compressed: gzip to a browser without Brotli, Brotli to the others once made', async ({
  baseURL,
  request,
}) => {
  const html = await (await request.get('/en/')).text()
  // The first of the scripts the page adds once painted (src/platform/page-cache/scripts-after-paint.mjs).
  const script = html.match(/data-scripts-after-paint="(\/_next\/static\/[^" ]+\.js)[ "]/)?.[1]
  expect(script).toBeDefined()
  const gzip = await rawGet(`${baseURL}${script}`, 'gzip')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  const source = zlib.gunzipSync(gzip.body)
  expect(source.length).toBeGreaterThan(gzip.body.length)
  // The Brotli copy is made in the background after the file is first served.
  await expect
    .poll(async () => (await rawGet(`${baseURL}${script}`, 'gzip, br')).headers['content-encoding'])
    .toBe('br')
  const br = await rawGet(`${baseURL}${script}`, 'gzip, br')
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(br.body.length).toBeLessThan(gzip.body.length)
  expect(zlib.brotliDecompressSync(br.body).equals(source)).toBe(true)
})

test('who may keep each answer: public pages a second in a shared cache, photos a day, what is per visitor nowhere', async ({
  request,
}) => {
  const shared = 'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=2, stale-if-error=86400'
  for (const path of ['/en/', '/en/for-sale/', '/languages.json', '/list-filters.json', '/sitemap.xml']) {
    const res = await request.get(path, { timeout: apiTimeout })
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'], path).toBe(shared)
  }

  const buffer = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer()
  const id = await content.upload(request, { name: 'cache-policy.jpg', mimeType: 'image/jpeg', buffer }, 'Cache policy')
  const { url } = await staffGet<{ url: string }>(request, `/api/media/${id}`)
  // The file's path on this server (the document's URL may name the configured site).
  const photo = await request.get(new URL(url, 'http://localhost').pathname, { timeout: apiTimeout })
  expect(photo.status()).toBe(200)
  expect(photo.headers()['cache-control']).toBe('public, max-age=86400, s-maxage=3600, stale-if-error=86400')

  for (const path of ['/en/login/', '/en/map-frame/', '/en/portal/', '/en/preview/', '/admin', '/api/users/me']) {
    const res = await request.get(path, { timeout: apiTimeout, maxRedirects: 0 })
    expect(res.headers()['cache-control'], path).toBe('private, no-store')
  }
  const negotiation = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'de' } })
  expect(negotiation.status()).toBe(307)
  expect(negotiation.headers()['cache-control']).toBe('private, no-cache')
})
