import type { APIRequestContext, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { apiLogin } from './support'

/*
 * Photos are served in the size shown: a property's card and its gallery's first photo offer
 * Payload's renditions in `srcset`, each for screens needing up to a quarter more than its width
 * (its descriptor is its width × 1.25, src/ui/media/image.ts), and every file answers as
 * an image. The test uploads its own photo, 1000 × 750: Payload makes
 * the 100, 400 and 600 px renditions and no 1360 one (it never enlarges), so the original stands
 * in for that one. Card and gallery photo are never shown narrower than 140 px (half the
 * narrowest phone), so the 100 px file, which no browser would pick there, is not offered.
 */

const apiTimeout = 30_000
const alt = { nl: 'Voorgevel met blauwe deur', fr: 'Façade à la porte bleue' }

let created: { auth: Record<string, string>; media: number; city: number; type: number; property: number } | undefined

async function createProperty(request: APIRequestContext): Promise<number> {
  if (created) return created.property
  const auth = await apiLogin(request)
  const json = async (url: string, method: 'post' | 'patch', data: object) => {
    const res = await request[method](url, { headers: auth, data, timeout: apiTimeout })
    expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(method === 'post' ? 201 : 200)
    return ((await res.json()) as { doc: { id: number } }).doc.id
  }
  const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3b6ea5' } })
    .jpeg()
    .toBuffer()
  const upload = await request.post('/api/media?locale=nl', {
    headers: auth,
    multipart: {
      file: { name: `media-e2e-${Date.now()}.jpg`, mimeType: 'image/jpeg', buffer: photo },
      _payload: JSON.stringify({ alt: alt.nl }),
    },
    timeout: apiTimeout,
  })
  expect(upload.status(), `POST /api/media: ${await upload.text()}`).toBe(201)
  const media = ((await upload.json()) as { doc: { id: number } }).doc.id
  await json(`/api/media/${media}?locale=fr`, 'patch', { alt: alt.fr })
  const city = await json('/api/cities?locale=nl', 'post', { name: 'Fotodorp', zip: '9997', country: '10' })
  const type = await json('/api/property-types?locale=nl', 'post', { name: 'Fotohuis', webId: 1 })
  const property = await json('/api/properties?locale=nl', 'post', {
    title: 'Huis met blauwe deur',
    reference: 'VT-MEDIA-1',
    goal: 'sale',
    type,
    city,
    price: 310000,
    photos: [media],
  })
  await json(`/api/properties/${property}?locale=fr`, 'patch', { title: 'Maison à la porte bleue' })
  created = { auth, media, city, type, property }
  return property
}

test.afterAll(async ({ request }) => {
  if (!created) return
  const { auth } = created
  await request.delete(`/api/properties/${created.property}`, { headers: auth })
  await request.delete(`/api/property-types/${created.type}`, { headers: auth })
  await request.delete(`/api/cities/${created.city}`, { headers: auth })
  await request.delete(`/api/media/${created.media}`, { headers: auth })
})

/** The candidates of an `<img>`'s srcset, as URL and declared width. */
async function candidates(img: Locator): Promise<Array<{ url: string; width: number }>> {
  const srcset = (await img.getAttribute('srcset')) ?? ''
  return srcset.split(',').map((entry) => {
    const [url, descriptor] = entry.trim().split(/\s+/)
    expect(descriptor, `srcset entry '${entry}'`).toMatch(/^\d+w$/)
    return { url, width: Number.parseInt(descriptor, 10) }
  })
}

/**
 * Every candidate answers 200 with an image type, and is its descriptor's width less the quarter
 * it may be stretched (the browser decodes it: a wrong descriptor makes it pick a blurred or a
 * needlessly heavy file).
 */
async function expectFilesAsDeclared(page: Page, img: Locator) {
  const list = await candidates(img)
  expect(list.map((c) => c.width)).toEqual([500, 750, 1250])
  const fileWidths: Record<number, number> = { 500: 400, 750: 600, 1250: 1000 }
  for (const { url, width: descriptor } of list) {
    const width = fileWidths[descriptor]
    const res = await page.request.get(url, { timeout: apiTimeout })
    expect(res.status(), url).toBe(200)
    // The renditions are WebP; the original stands in for the 1360 px one as the JPEG it was.
    expect(res.headers()['content-type'], url).toBe(width === 1000 ? 'image/jpeg' : 'image/webp')
    const natural = await page.evaluate(async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      return { width: image.naturalWidth, height: image.naturalHeight }
    }, url)
    expect(natural, url).toEqual({ width, height: width * 0.75 })
  }
  // Its size is known before the file arrives: nothing below it moves.
  await expect(img).toHaveAttribute('width', '1000')
  await expect(img).toHaveAttribute('height', '750')
  await expect(img).toHaveAttribute('sizes', /\S/)
}

test("the property gallery's first photo offers the renditions, loads first, and has the page language's alt text", async ({
  page,
  request,
}) => {
  const id = await createProperty(request)
  const res = await page.goto(`/nl/te-koop/fotodorp/huis-met-blauwe-deur/${id}/`, { timeout: apiTimeout })
  expect(res?.status()).toBe(200)
  const main = page.getByTestId('main-photo')
  await expectFilesAsDeclared(page, main)
  // The page's largest paint: fetched first, never lazily.
  await expect(main).toHaveAttribute('fetchpriority', 'high')
  expect(await main.getAttribute('loading')).toBeNull()
  await expect(main).toHaveAttribute('alt', alt.nl)

  await page.goto(`/fr/a-vendre/fotodorp/maison-a-la-porte-bleue/${id}/`, { timeout: apiTimeout })
  await expect(page.getByTestId('main-photo')).toHaveAttribute('alt', alt.fr)
})

test('a property card offers the renditions; the first card of a list is fetched first', async ({ page, request }) => {
  await createProperty(request)
  await page.goto(`/nl/te-koop/?city=${encodeURIComponent('Fotodorp|9997')}`, { timeout: apiTimeout })
  const card = page.getByTestId('property-card').filter({ hasText: 'Huis met blauwe deur' })
  await expect(card).toHaveCount(1)
  const img = card.locator('img')
  await expectFilesAsDeclared(page, img)
  // The town's only property is the list's first card: on a phone its photo is the largest paint
  // (the cards after it load lazily: lists-phone.e2e.ts).
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  expect(await img.getAttribute('loading')).toBeNull()
  await expect(img).toHaveAttribute('alt', alt.nl)
})

test('a phone of pixel ratio 1.75 downloads the 600 px file for a photo across its screen, not the widest', async ({
  browser,
  request,
}) => {
  await createProperty(request)
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.goto(`/nl/te-koop/?city=${encodeURIComponent('Fotodorp|9997')}`, { timeout: apiTimeout })
    const img = page.getByTestId('property-card').filter({ hasText: 'Huis met blauwe deur' }).locator('img')
    await img.scrollIntoViewIfNeeded()
    // The file the browser chose, once it has loaded it.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? new URL(el.currentSrc).pathname : '')))
      .toMatch(/-600x450\.webp$/)
  } finally {
    await context.close()
  }
})
