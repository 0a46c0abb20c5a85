import { expect, test } from './fixtures'
import { TestContent } from './support'

/*
 * Cache on second sight: a property list filtered in a way never asked before is rendered for
 * that request and kept nowhere; from its second request on it is a cached page like any other.
 */

const content = new TestContent()
test.beforeAll(async ({ request }) => {
  const city = await content.create(request, 'cities', { name: 'Sightvale', zip: '9311', country: '10' })
  const type = await content.create(request, 'property-types', { name: 'Sight house', webId: 1 })
  await content.create(request, 'properties', {
    goal: 'sale',
    type,
    city,
    title: 'Second-sight villa',
    reference: 'VT-SIGHT-1',
    price: 412000,
    _status: 'published',
  })
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
