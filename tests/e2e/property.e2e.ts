import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { cities } from '../../seed/data/cities'
import { properties } from '../../seed/data/properties'
import { slugify } from '../../src/i18n/routes'
import { expect, test } from './fixtures'
import { expectPath, here, pathOf, type Locale } from './support'

/** The property page's own texts (messages/property), per language. */
const texts = (locale: Locale) =>
  JSON.parse(fs.readFileSync(`messages/property/${locale}.json`, 'utf8')) as {
    badge: Record<'sold' | 'rented', string>
    notFound: { title: string; text: string }
  }

interface SeedProperty {
  id: number
  reference: string
  title: string
  price: number | null
  goal: 'sale' | 'rent'
  marquee: string
  city: { name: string }
}

/**
 * A seeded property by its reference, in a language, from the seed data itself (the server is
 * busy enough). The seed creates them in order, so the id is the position; every page visited
 * checks the reference it shows, so a different order fails loudly rather than silently.
 */
function byReference(reference: string, locale: Locale): SeedProperty {
  const at = properties.findIndex((p) => p.reference === reference)
  const seed = properties[at]
  const city = cities.find((c) => c.key === seed?.cityKey)
  if (!seed || !city) throw new Error(`No seeded property ${reference}`)
  return {
    id: at + 1,
    reference,
    title: seed.title.get(locale),
    price: seed.price,
    goal: seed.goal,
    marquee: seed.marquee,
    city: { name: city.name.get(locale) },
  }
}

/** Opens the property's canonical page and checks it is the expected property. */
async function openProperty(page: Page, p: SeedProperty, locale: Locale) {
  const res = await page.goto(canonicalOf(p, locale), { timeout: 30_000 })
  await expect(page.getByTestId('property-reference')).toHaveText(p.reference)
  return res
}

/** The canonical path, as the route table builds it: /{locale}/{sale|rent}/{city}/{title}/{id}/. */
function canonicalOf(p: SeedProperty, locale: Locale): string {
  const list = pathOf(p.goal === 'rent' ? 'for-rent' : 'for-sale', locale)
  return `${list}${slugify(p.city.name)}/${slugify(p.title)}/${p.id}/`
}

test.describe('property detail', () => {
  test('the short form /{locale}/{property}/{id}/ redirects permanently to the canonical URL', async ({ request }) => {
    const p = byReference('VT-1001', 'nl')
    for (const locale of ['nl', 'fr'] as const) {
      const res = await request.get(`${pathOf('property', locale)}${p.id}/`, { maxRedirects: 0, timeout: 30_000 })
      // permanentRedirect answers 308, the method-keeping twin of 301.
      expect([301, 308]).toContain(res.status())
      // Next 16 repeats the Location header on the first (uncached) render of a redirect; the
      // copies are identical, which browsers accept, and the HTTP client joins them with ', '.
      const location = (res.headers().location ?? '').split(', ')
      expect(new Set(location).size).toBe(1)
      expect(new URL(location[0], 'http://x').pathname).toBe(canonicalOf(byReference('VT-1001', locale), locale))
    }
  })

  test('a sale property asked under the rent list redirects to its canonical URL', async ({ page }) => {
    const p = byReference('VT-1001', 'nl')
    await page.goto(`${pathOf('for-rent', 'nl')}${slugify(p.city.name)}/${slugify(p.title)}/${p.id}/`, {
      timeout: 30_000,
      waitUntil: 'commit',
    })
    await expectPath(page, canonicalOf(p, 'nl'))
  })

  test('a wrong slug redirects to the canonical URL', async ({ page }) => {
    const p = byReference('VT-1001', 'nl')
    await page.goto(`${pathOf('for-sale', 'nl')}${slugify(p.city.name)}/an-old-title/${p.id}/`, {
      timeout: 30_000,
      waitUntil: 'commit',
    })
    await expectPath(page, canonicalOf(p, 'nl'))
  })

  test('the gallery opens a lightbox on a photo; next moves the counter; Escape closes it', async ({ page }) => {
    const p = byReference('VT-1001', 'en')
    await openProperty(page, p, 'en')
    const gallery = page.getByTestId('gallery')
    const first = gallery.locator('[data-photo-index="0"]').first()
    await first.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible({ timeout: 20_000 })
    const counter = page.getByTestId('lightbox-counter')
    await expect(counter).toHaveText(/^1 \/ \d+$/)
    const count = Number((await counter.textContent())?.split('/')[1])
    expect(count).toBeGreaterThan(1)
    await dialog.getByRole('button', { name: 'Next photo' }).click()
    await expect(counter).toHaveText(`2 / ${count}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`3 / ${count}`)
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`2 / ${count}`)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Focus goes back to the photo that opened the lightbox.
    await expect(first).toBeFocused()
  })

  test('the lightbox slideshow plays and pauses', async ({ page }) => {
    const p = byReference('VT-1001', 'en')
    await openProperty(page, p, 'en')
    await page.getByTestId('gallery-slideshow').click()
    const counter = page.getByTestId('lightbox-counter')
    await expect(counter).toHaveText(/^1 \//, { timeout: 20_000 })
    await expect(counter).toHaveText(/^2 \//, { timeout: 10_000 })
    const play = page.getByTestId('lightbox-play')
    await expect(play).toHaveAttribute('aria-pressed', 'true')
    await play.click()
    await expect(play).toHaveAttribute('aria-pressed', 'false')
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('the slideshow does not start by itself', async ({ page }) => {
      const p = byReference('VT-1001', 'en')
      await openProperty(page, p, 'en')
      await page.getByTestId('gallery-slideshow').click()
      await expect(page.getByTestId('lightbox-play')).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 })
    })
  })

  test('printing hides the site chrome and buttons and keeps the brochure', async ({ page }) => {
    const p = byReference('VT-1001', 'nl')
    await openProperty(page, p, 'nl')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByTestId('site-header')).toBeHidden()
    await expect(page.getByTestId('site-footer')).toBeHidden()
    await expect(page.getByTestId('print-button')).toBeHidden()
    await expect(page.getByTestId('enquiry-contact')).toBeHidden()
    await expect(page.getByTestId('share')).toBeHidden()
    await expect(page.getByTestId('property-title')).toHaveText(p.title)
    await expect(page.getByTestId('property-price')).toBeVisible()
    await expect(page.getByTestId('main-photo')).toBeVisible()
    await expect(page.getByTestId('print-url')).toContainText(canonicalOf(p, 'nl'))
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByTestId('print-button')).toBeVisible()
    await expect(page.getByTestId('print-url')).toBeHidden()
  })

  test('switching language lands on the same property, translated', async ({ page }) => {
    const nl = byReference('VT-1001', 'nl')
    const fr = byReference('VT-1001', 'fr')
    await openProperty(page, nl, 'nl')
    await page.getByTestId('language-switcher').first().getByRole('link', { name: 'FR', exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 30_000 })
    await expectPath(page, canonicalOf(fr, 'fr'))
    expect(here(page)).toMatch(new RegExp(`/${nl.id}/$`))
    await expect(page.getByTestId('property-title')).toHaveText(fr.title)
    expect(fr.title).not.toBe(nl.title)
  })

  test('an unknown property answers 404 with the property-not-found text', async ({ page }) => {
    for (const locale of ['en', 'nl'] as const) {
      const res = await page.goto(`${pathOf('property', locale)}999999/`, { timeout: 30_000 })
      expect(res?.status()).toBe(404)
      await expect(page.getByText(texts(locale).notFound.text)).toBeVisible()
    }
    // Any other missing page keeps the generic text.
    await page.goto('/en/no-such-page-here/')
    await expect(page.getByText(texts('en').notFound.text)).toHaveCount(0)
  })

  test('a sold property keeps its page with the badge and no enquiry links', async ({ page }) => {
    const p = byReference('VT-1004', 'nl')
    expect(p.marquee).toBe('3')
    const res = await openProperty(page, p, 'nl')
    expect(res?.status()).toBe(200)
    await expect(page.getByTestId('marquee-badge')).toHaveText(texts('nl').badge.sold)
    await expect(page.locator('main a[href*="?property="]')).toHaveCount(0)
    await expect(page.getByTestId('print-button')).toBeVisible()
  })

  test('an available property links to the enquiry forms with its id', async ({ page }) => {
    const p = byReference('VT-1001', 'en')
    await openProperty(page, p, 'en')
    await expect(page.getByTestId('enquiry-contact')).toHaveAttribute(
      'href',
      `${pathOf('contact', 'en')}?property=${p.id}`,
    )
    await expect(page.getByTestId('enquiry-visit')).toHaveAttribute('href', new RegExp(`\\?property=${p.id}&form=`))
    await expect(page.getByTestId('enquiry-friend')).toHaveAttribute('href', new RegExp(`\\?property=${p.id}&form=`))
  })

  test('JSON-LD describes the listing with an Offer at its price', async ({ page }) => {
    const p = byReference('VT-1001', 'en')
    await openProperty(page, p, 'en')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const listing = blocks
      .map((b) => JSON.parse(b) as Record<string, unknown>)
      .find((d) => d['@type'] === 'RealEstateListing')
    expect(listing, 'a RealEstateListing block').toBeTruthy()
    expect(listing?.offers).toMatchObject({
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    })
  })

  test('nothing leaves the machine on page view; play video inserts the player', async ({ page, offsite }) => {
    const p = byReference('VT-1001', 'en')
    await openProperty(page, p, 'en')
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
  const map = JSON.parse(fs.readFileSync('messages/map/en.json', 'utf8')) as Record<string, string>
  const isTile = (url: string) => /\/\d+\/\d+\/\d+(@2x)?\.png/.test(url)

  test('asks before loading tiles from another site, then remembers; ?setcookies forgets', async ({
    page,
    offsite,
  }) => {
    const p = byReference('VT-1001', 'en')
    await openProperty(page, p, 'en')
    const box = page.getByTestId('map-frame-box')
    await box.scrollIntoViewIfNeeded()
    await expect(box.getByText('tile.openstreetmap.org')).toBeVisible()
    await expect(box.locator('iframe')).toHaveCount(0)
    expect(offsite).toEqual([])

    await box.getByRole('button', { name: map.show }).click()
    await expect(box.locator('iframe')).toBeVisible()
    await expect.poll(() => offsite.filter(isTile).length).toBeGreaterThan(0)
    expect(offsite.filter((u) => !isTile(u))).toEqual([])

    await page.reload()
    await page.getByTestId('map-frame-box').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('map-frame-box').locator('iframe')).toBeVisible()

    await page.goto(`${page.url()}?setcookies`)
    await page.getByTestId('map-frame-box').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('map-frame-box').getByRole('button', { name: map.show })).toBeVisible()
  })
})
