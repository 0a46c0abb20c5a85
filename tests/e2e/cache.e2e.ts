import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin } from './support'

/*
 * Editing one property through the API, as staff do, refreshes the pages that show it at once,
 * and leaves every other page in Next's page cache: an edit no longer empties the whole site.
 */

const apiTimeout = 30_000

let created: { auth: Record<string, string>; cities: number[]; type: number; properties: number[] } | undefined

test.afterAll(async ({ request }) => {
  if (!created) return
  const { auth } = created
  for (const id of created.properties) await request.delete(`/api/properties/${id}`, { headers: auth })
  await request.delete(`/api/property-types/${created.type}`, { headers: auth })
  for (const id of created.cities) await request.delete(`/api/cities/${id}`, { headers: auth })
})

async function createData(request: APIRequestContext) {
  const auth = await apiLogin(request)
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers: auth, data, timeout: apiTimeout })
    expect(res.status(), `POST ${url}: ${await res.text()}`).toBe(201)
    return ((await res.json()) as { doc: { id: number } }).doc.id
  }
  created = { auth, cities: [], type: 0, properties: [] }
  const cachebrook = await post('/api/cities?locale=en', { name: 'Cachebrook', zip: '9301', country: '10' })
  const keepford = await post('/api/cities?locale=en', { name: 'Keepford', zip: '9302', country: '10' })
  created.cities.push(cachebrook, keepford)
  created.type = await post('/api/property-types?locale=en', { name: 'Cache house', webId: 1 })
  const property = async (data: object) => {
    const id = await post('/api/properties?locale=en', { goal: 'sale', type: created!.type, ...data })
    created!.properties.push(id)
    return id
  }
  const edited = await property({ title: 'Edited villa', reference: 'VT-CACHE-1', city: cachebrook, price: 310000 })
  const unrelated = await property({
    title: 'Unrelated cottage',
    reference: 'VT-CACHE-2',
    city: keepford,
    price: 220000,
  })
  return { auth, edited, unrelated }
}

test('an edited property shows at once on its page and its list; an unrelated page stays cached', async ({
  request,
}) => {
  const { auth, edited, unrelated } = await createData(request)
  const editedPage = `/en/for-sale/cachebrook/edited-villa/${edited}/`
  const unrelatedPage = `/en/for-sale/keepford/unrelated-cottage/${unrelated}/`
  const list = '/en/for-sale/?city=Cachebrook%7C9301'
  const get = async (path: string) => {
    const res = await request.get(path, { timeout: apiTimeout, maxRedirects: 0 })
    return { status: res.status(), cache: res.headers()['x-nextjs-cache'], html: await res.text() }
  }

  // Every page rendered and cached before the edit, as visitors would have.
  await expect.poll(async () => (await get(list)).status, { message: 'the new city is a list' }).toBe(200)
  // A property page and a filtered list are kept from their second request on
  // (src/platform/routing/first-sight.ts).
  for (const path of [editedPage, unrelatedPage, list]) {
    expect((await get(path)).status, path).toBe(200)
    expect((await get(path)).status, path).toBe(200)
    expect((await get(path)).cache, `${path} is served from the cache`).toBe('HIT')
  }
  expect((await get(editedPage)).html).toContain('310.000')
  expect((await get(list)).html).toContain('310.000')

  const res = await request.patch(`/api/properties/${edited}?locale=en`, {
    headers: auth,
    data: { price: 325000 },
    timeout: apiTimeout,
  })
  expect(res.status(), `PATCH /api/properties/${edited}: ${await res.text()}`).toBe(200)

  // The edited property's page and its list show the new price on the next request.
  const page = await get(editedPage)
  expect(page.status).toBe(200)
  // The new price is the page's price; the old one stays only in its price history.
  expect(page.html).toMatch(/data-testid="property-price">€\s325\.000</)
  const history = page.html.match(/<section[^>]*data-testid="price-history"[\s\S]*?<\/section>/)?.[0] ?? ''
  expect(history).toMatch(/€\s325\.000<\/td><td[^>]*>Raised by €\s15\.000</)
  const listed = await get(list)
  expect(listed.html).toContain('Edited villa')
  expect(listed.html).toContain('325.000')
  expect(listed.html).not.toContain('310.000')

  // The unrelated property's page, requested before the edit, is still the cached one.
  const other = await get(unrelatedPage)
  expect(other.status).toBe(200)
  expect(other.cache, `${unrelatedPage} is served from the cache`).toBe('HIT')
  expect(other.html).toContain('220.000')
})
