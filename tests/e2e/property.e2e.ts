import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { expectPath, TestContent } from './support'

/*
 * The property detail page, on properties the tests make through REST and remove
 * after: an available house for sale with three photos, a video, a published address and
 * coordinates, and a sold one. Their URLs are written out as the site must build them.
 */

const content = new TestContent()
const ids = { house: 0, sold: 0 }

/** Canonical paths: /{locale}/{sale list}/{city}/{title}/{id}/, slugs of the names in that language. */
const houseUrl = {
  nl: () => `/nl/te-koop/detailgem/rijwoning-met-stadstuin/${ids.house}/`,
  fr: () => `/fr/a-vendre/detailville/maison-de-ville-avec-jardin/${ids.house}/`,
  en: () => `/en/for-sale/detailham/terraced-house-with-city-garden/${ids.house}/`,
}
const soldUrl = () => `/nl/te-koop/detailgem/verkochte-testwoning/${ids.sold}/`

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  const city = await content.create(request, 'cities', { name: 'Detailgem', zip: '9973', country: '10' }, 'nl')
  await content.update(request, 'cities', city, { name: 'Détailville' }, 'fr')
  await content.update(request, 'cities', city, { name: 'Detailham' }, 'en')
  const type = await content.create(request, 'property-types', { name: 'Testwoning', webId: 1 }, 'nl')
  const photos: number[] = []
  for (const [n, colour] of ['#3b6ea5', '#a55b3b', '#5ba53b'].entries()) {
    const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
      .jpeg()
      .toBuffer()
    const name = `property-e2e-${n + 1}-${Date.now()}.jpg`
    photos.push(await content.upload(request, { name, mimeType: 'image/jpeg', buffer }, `Testfoto ${n + 1}`, 'nl'))
  }
  ids.house = await content.create(
    request,
    'properties',
    {
      title: 'Rijwoning met stadstuin',
      reference: 'PD-1',
      goal: 'sale',
      marquee: '1',
      type,
      city,
      price: 385000,
      photos,
      publishAddress: true,
      street: 'Proefstraat',
      houseNumber: '5',
      latitude: 51.05,
      longitude: 3.72,
      videoUrl: 'https://youtu.be/kT4mWq9ZrB2',
    },
    'nl',
  )
  await content.update(request, 'properties', ids.house, { title: 'Maison de ville avec jardin' }, 'fr')
  await content.update(request, 'properties', ids.house, { title: 'Terraced house with city garden' }, 'en')
  ids.sold = await content.create(
    request,
    'properties',
    { title: 'Verkochte testwoning', reference: 'PD-2', goal: 'sale', marquee: '3', type, city, price: 250000 },
    'nl',
  )
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

/** Opens a canonical page and checks it is the expected property. */
async function openProperty(page: Page, url: string, reference = 'PD-1') {
  const res = await page.goto(url, { timeout: 30_000 })
  await expect(page.getByTestId('property-reference')).toHaveText(reference)
  return res
}

test.describe('property detail', () => {
  test('the short form /{locale}/{property}/{id}/ redirects permanently to the canonical URL', async ({ request }) => {
    for (const [locale, short] of [
      ['nl', `/nl/pand/${ids.house}/`],
      ['fr', `/fr/bien/${ids.house}/`],
    ] as const) {
      const res = await request.get(short, { maxRedirects: 0, timeout: 30_000 })
      // permanentRedirect answers 308, the method-keeping twin of 301.
      expect([301, 308]).toContain(res.status())
      // Next 16 repeats the Location header on the first (uncached) render of a redirect; the
      // copies are identical, which browsers accept, and the HTTP client joins them with ', '.
      const location = (res.headers().location ?? '').split(', ')
      expect(new Set(location).size).toBe(1)
      expect(new URL(location[0], 'http://x').pathname).toBe(houseUrl[locale]())
    }
  })

  test('a sale property asked under the rent list redirects to its canonical URL', async ({ page }) => {
    await page.goto(`/nl/te-huur/detailgem/rijwoning-met-stadstuin/${ids.house}/`, {
      timeout: 30_000,
      waitUntil: 'commit',
    })
    await expectPath(page, houseUrl.nl())
  })

  test('a wrong slug redirects to the canonical URL', async ({ page }) => {
    await page.goto(`/nl/te-koop/detailgem/an-old-title/${ids.house}/`, {
      timeout: 30_000,
      waitUntil: 'commit',
    })
    await expectPath(page, houseUrl.nl())
  })

  test('the gallery opens a lightbox on a photo; next moves the counter; Escape closes it', async ({ page }) => {
    await openProperty(page, houseUrl.en())
    const gallery = page.getByTestId('gallery')
    const first = gallery.locator('[data-photo-index="0"]').first()
    await first.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible({ timeout: 20_000 })
    const counter = page.getByTestId('lightbox-counter')
    await expect(counter).toHaveText('1 / 3')
    await dialog.getByRole('button', { name: 'Next photo' }).click()
    await expect(counter).toHaveText('2 / 3')
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText('3 / 3')
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText('2 / 3')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Focus goes back to the photo that opened the lightbox.
    await expect(first).toBeFocused()
  })

  test('the lightbox slideshow plays and pauses', async ({ page }) => {
    await openProperty(page, houseUrl.en())
    await page.getByTestId('gallery-slideshow').click()
    const counter = page.getByTestId('lightbox-counter')
    await expect(counter).toHaveText('1 / 3', { timeout: 20_000 })
    await expect(counter).toHaveText('2 / 3', { timeout: 10_000 })
    const play = page.getByTestId('lightbox-play')
    await expect(play).toHaveAttribute('aria-pressed', 'true')
    await play.click()
    await expect(play).toHaveAttribute('aria-pressed', 'false')
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('the slideshow does not start by itself', async ({ page }) => {
      await openProperty(page, houseUrl.en())
      await page.getByTestId('gallery-slideshow').click()
      await expect(page.getByTestId('lightbox-play')).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 })
    })
  })

  test('printing hides the site chrome and buttons and keeps the brochure', async ({ page }) => {
    await openProperty(page, houseUrl.nl())
    await page.emulateMedia({ media: 'print' })
    // Of the header only the agency's logo (or its name, without a logo) is printed.
    const header = page.getByTestId('site-header')
    await expect(header.locator('.shell-logo, .shell-logo-text').first()).toBeVisible()
    await expect(header.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByTestId('site-footer')).toBeHidden()
    await expect(page.getByTestId('print-button')).toBeHidden()
    await expect(page.getByTestId('enquiry-contact-me')).toBeHidden()
    await expect(page.getByTestId('share')).toBeHidden()
    await expect(page.getByTestId('property-title')).toHaveText('Rijwoning met stadstuin')
    await expect(page.getByTestId('property-price')).toBeVisible()
    await expect(page.getByTestId('main-photo')).toBeVisible()
    await expect(page.getByTestId('print-url')).toContainText(houseUrl.nl())
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByTestId('print-button')).toBeVisible()
    await expect(page.getByTestId('print-url')).toBeHidden()
  })

  test('switching language lands on the same property, translated', async ({ page }) => {
    await openProperty(page, houseUrl.nl())
    await page.getByTestId('language-switcher').first().getByRole('link', { name: 'FR', exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 30_000 })
    await expectPath(page, houseUrl.fr())
    await expect(page.getByTestId('property-title')).toHaveText('Maison de ville avec jardin')
  })

  test('an unknown property answers 404 with the property-not-found text', async ({ page }) => {
    for (const [url, text] of [
      ['/en/property/999999/', 'This property does not exist or has been sold.'],
      ['/nl/pand/999999/', 'Dit pand bestaat niet of is verkocht.'],
    ]) {
      const res = await page.goto(url, { timeout: 30_000 })
      expect(res?.status()).toBe(404)
      await expect(page.getByText(text)).toBeVisible()
    }
    // Any other missing page keeps the generic text.
    await page.goto('/en/no-such-page-here/')
    await expect(page.getByText('This property does not exist or has been sold.')).toHaveCount(0)
  })

  test('a sold property keeps its page with the badge and no enquiry links', async ({ page }) => {
    const res = await openProperty(page, soldUrl(), 'PD-2')
    expect(res?.status()).toBe(200)
    await expect(page.getByTestId('marquee-badge')).toHaveText('Verkocht')
    await expect(page.getByTestId('property-actions').getByRole('link')).toHaveCount(0)
    expect((await page.request.get(`/nl/pand/${ids.sold}/bezoek/`)).status()).toBe(404)
    await expect(page.getByTestId('print-button')).toBeVisible()
  })

  test('an available property links to the enquiry forms about it', async ({ page }) => {
    await openProperty(page, houseUrl.en())
    const forms: Array<[string, string]> = [
      ['contact-me', 'contact'],
      ['contact-appointment', 'visit'],
      ['document-request', 'documents'],
      ['purchase-offer', 'offer'],
      ['send-to-friend', 'send'],
    ]
    for (const [form, segment] of forms)
      await expect(page.getByTestId(`enquiry-${form}`)).toHaveAttribute('href', `/en/property/${ids.house}/${segment}/`)
  })

  test('JSON-LD describes the listing with an Offer at its price', async ({ page }) => {
    await openProperty(page, houseUrl.en())
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const listing = blocks
      .map((b) => JSON.parse(b) as Record<string, unknown>)
      .find((d) => d['@type'] === 'RealEstateListing')
    expect(listing, 'a RealEstateListing block').toBeTruthy()
    expect(listing?.offers).toMatchObject({
      '@type': 'Offer',
      price: 385000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    })
  })

  test('nothing leaves the machine on page view; play video inserts the player', async ({ page, offsite }) => {
    await openProperty(page, houseUrl.en())
    await page.waitForLoadState('networkidle')
    // Bring every lazy part into view (thumbnails, map, media posters).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    // Not even map tiles: the map waits for the visitor to ask for it.
    expect(offsite).toEqual([])
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0)
    await page.getByTestId('play-video').click()
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1)
  })
})

test.describe('map on a property page', () => {
  const isTile = (url: string) => /\/\d+\/\d+\/\d+(@2x)?\.png/.test(url)

  test('asks before loading tiles from another site, then remembers; ?setcookies forgets', async ({
    page,
    offsite,
  }) => {
    await openProperty(page, houseUrl.en())
    const box = page.getByTestId('map-frame-box')
    await box.scrollIntoViewIfNeeded()
    await expect(box.getByText('tile.openstreetmap.org')).toBeVisible()
    await expect(box.locator('iframe')).toHaveCount(0)
    expect(offsite).toEqual([])

    await box.getByRole('button', { name: 'Show the map' }).click()
    await expect(box.locator('iframe')).toBeVisible()
    await expect.poll(() => offsite.filter(isTile).length).toBeGreaterThan(0)
    expect(offsite.filter((u) => !isTile(u))).toEqual([])

    await page.reload()
    await page.getByTestId('map-frame-box').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('map-frame-box').locator('iframe')).toBeVisible()

    // ?setcookies forgets every choice: the consent dialog asks again, and so does the map.
    await page.goto(`${page.url()}?setcookies`)
    const consent = page.getByRole('dialog', { name: 'Cookies on this site' })
    await consent.getByRole('button', { name: 'Decline' }).click()
    await expect(consent).toBeHidden()
    await page.getByTestId('map-frame-box').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('map-frame-box').getByRole('button', { name: 'Show the map' })).toBeVisible()
  })
})
