import { expect, test } from './fixtures'
import { TestContent } from './support'

/*
 * Cache on second sight: a property list filtered in a way never asked before, or a property
 * page never asked before, is rendered for that request and kept nowhere; from its second
 * request on it is a cached page like any other.
 */

const content = new TestContent()
/** Property pages nobody else asks for, one per test. */
const pages: Record<'cached' | 'browser', number> = { cached: 0, browser: 0 }
test.beforeAll(async ({ request }) => {
  const city = await content.create(request, 'cities', { name: 'Sightvale', zip: '9311', country: '10' })
  const type = await content.create(request, 'property-types', { name: 'Sight house', webId: 1 })
  const property = (title: string, reference: string) =>
    content.create(request, 'properties', {
      goal: 'sale',
      type,
      city,
      title,
      reference,
      price: 412000,
      _status: 'published',
    })
  await property('Second-sight villa', 'VT-SIGHT-1')
  pages.cached = await property('Second-sight cottage', 'VT-SIGHT-2')
  pages.browser = await property('Second-sight loft', 'VT-SIGHT-3')
})
test.afterAll(async ({ request }) => content.removeAll(request))

test('a list filtered for the first time is rendered for that request, and cached from its second', async ({
  request,
}) => {
  const list = '/en/for-sale/?city=Sightvale%7C9311&maxPrice=450000'
  const get = async () => {
    const res = await request.get(list, { maxRedirects: 0 })
    return { status: res.status(), headers: res.headers(), html: await res.text() }
  }

  const first = await get()
  expect(first.status).toBe(200)
  expect(first.html).toContain('Second-sight villa')
  // Rendered for this request: kept by no cache, its scripts allowed by a nonce of its own.
  expect(first.headers['x-nextjs-cache']).toBeUndefined()
  expect(first.headers['cache-control']).toBe('private, no-store')
  const nonce = /'nonce-([^']+)'/.exec(first.headers['content-security-policy'] ?? '')?.[1]
  expect(nonce, 'a script nonce in the Content-Security-Policy').toBeTruthy()
  expect(first.html).toContain(`nonce="${nonce}"`)

  const second = await get()
  expect(second.status).toBe(200)
  expect(second.html).toContain('Second-sight villa')
  expect(second.headers['x-nextjs-cache']).toBe('MISS')
  expect(second.headers['cache-control']).toBe(
    'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=2, stale-if-error=86400',
  )

  const third = await get()
  expect(third.headers['x-nextjs-cache']).toBe('HIT')
  expect(third.html).toContain('Second-sight villa')
})

test('a list filtered for the first time works in the browser (its scripts run)', async ({ page, request }) => {
  const list = '/en/for-sale/?city=Sightvale%7C9311&maxPrice=987654'
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/en/for-sale/')
  // The fixture's goto waits until the page has hydrated, and fails on a CSP violation.
  await page.goto(list)
  expect((await answer).headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByRole('link', { name: /Second-sight villa/ }).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  expect((await request.get(list)).headers()['x-nextjs-cache']).toBe('MISS')
})

test('the per-request copy of the page route cannot be asked for directly', async ({ request }) => {
  const res = await request.get('/en/_fresh/for-sale/')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Page not found')
})

test('other pages with list parameters stay cached pages', async ({ request }) => {
  const res = await request.get('/en/contact/?page=3')
  expect(res.status()).toBe(200)
  expect(res.headers()['x-nextjs-cache']).toMatch(/^(MISS|HIT)$/)
})

test('a property page asked for the first time is rendered for that request, and cached from its second', async ({
  request,
}) => {
  const path = `/en/for-sale/sightvale/second-sight-cottage/${pages.cached}/`
  const get = async (headers: Record<string, string> = {}) => {
    const res = await request.get(path, { maxRedirects: 0, headers })
    return { status: res.status(), headers: res.headers(), html: await res.text() }
  }

  const first = await get()
  expect(first.status).toBe(200)
  expect(first.html).toContain('Second-sight cottage')
  expect(first.headers['x-nextjs-cache']).toBeUndefined()
  expect(first.headers['cache-control']).toBe('private, no-store')
  const nonce = /'nonce-([^']+)'/.exec(first.headers['content-security-policy'] ?? '')?.[1]
  expect(nonce, 'a script nonce in the Content-Security-Policy').toBeTruthy()
  expect(first.html).toContain(`nonce="${nonce}"`)

  const second = await get()
  expect(second.headers['x-nextjs-cache']).toBe('MISS')
  expect(second.headers['cache-control']).toBe(
    'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=2, stale-if-error=86400',
  )
  expect((await get()).headers['x-nextjs-cache']).toBe('HIT')
  // The server entry's mark cannot be sent by a visitor: the page stays the cached one.
  const forged = await get({ 'x-vitrine-first-sight': '1' })
  expect(forged.headers['x-nextjs-cache']).toBe('HIT')
  expect(forged.headers['content-security-policy']).not.toContain("'nonce-")
})

test('a property page seen for the first time works in the browser, at its own address', async ({ page }) => {
  const path = `/en/for-sale/sightvale/second-sight-loft/${pages.browser}/`
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === path)
  // The fixture's goto waits until the page has hydrated, and fails on a CSP violation.
  await page.goto(path)
  expect((await answer).headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByRole('heading', { level: 1, name: 'Second-sight loft' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  expect(new URL(page.url()).pathname).toBe(path)
})

test('a property address never asked before: a missing property is the site’s 404, another spelling redirects', async ({
  request,
}) => {
  const missing = await request.get('/en/for-sale/sightvale/no-such-house/987654321/', { maxRedirects: 0 })
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Property not found')

  const spelled = await request.get(`/en/for-sale/elsewhere/old-title/${pages.cached}/`, { maxRedirects: 0 })
  expect(spelled.status()).toBe(308)
  expect(spelled.headers()['location']).toBe(`/en/for-sale/sightvale/second-sight-cottage/${pages.cached}/`)
})
