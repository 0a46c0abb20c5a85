import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { apiLogin, staffGet, TestContent } from './support'

/*
 * The property page's key facts under its title, and a way to contact the agency always in
 * reach: a bar at the bottom of a phone, a panel beside the photos on a desktop. The property
 * and the agency's phone and e-mail are set here (the settings are put back after).
 */

const content = new TestContent()
let id = 0
const PHONE = '+32 9 876 54 32'
const EMAIL = 'kantoor@contacttest.be'
let saved: { phone: string | null; email: string | null } = { phone: null, email: null }

async function setContact(request: APIRequestContext, data: { phone: string | null; email: string | null }) {
  const res = await request.post('/api/globals/site-settings', {
    headers: await apiLogin(request),
    data,
    timeout: 30_000,
  })
  expect(res.status(), `POST /api/globals/site-settings: ${await res.text()}`).toBe(200)
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const settings = await staffGet<{ phone?: string | null; email?: string | null }>(
    request,
    '/api/globals/site-settings?depth=0',
  )
  saved = { phone: settings.phone ?? null, email: settings.email ?? null }
  await setContact(request, { phone: PHONE, email: EMAIL })
  const city = await content.create(request, 'cities', { name: 'Contactdorp', zip: '9971', country: '10' }, 'en')
  const type = await content.create(request, 'property-types', { name: 'Contacthuis', webId: 1 }, 'en')
  const photos: number[] = []
  for (const [n, colour] of ['#3b6ea5', '#a55b3b'].entries()) {
    const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
      .jpeg()
      .toBuffer()
    const name = `property-contact-${n + 1}-${Date.now()}.jpg`
    photos.push(await content.upload(request, { name, mimeType: 'image/jpeg', buffer }, `Contact photo ${n + 1}`))
  }
  const paragraph = 'A bright family house on a quiet street, close to the schools and the station. '.repeat(6)
  id = await content.create(
    request,
    'properties',
    {
      title: 'Family house near the park',
      reference: 'PC-1',
      goal: 'sale',
      marquee: '1',
      type,
      city,
      price: 385000,
      photos,
      description: [paragraph, paragraph, paragraph, paragraph].join('\n\n'),
      rooms: { bedrooms: 3 },
      // No plot area: it must not show at all.
      surfaces: { living: 145 },
      energy: { epcLabelText: 'B' },
    },
    'en',
  )
  await content.update(request, 'properties', id, { title: 'Gezinswoning bij het park' }, 'nl')
})

test.afterAll(async ({ request }) => {
  await setContact(request, saved)
  await content.removeAll(request)
})

async function open(page: Page, path: string) {
  const res = await page.goto(path, { timeout: 30_000 })
  expect(res?.status()).toBe(200)
  await expect(page.getByTestId('property-reference')).toHaveText('PC-1')
}

const fact = (page: Page, key: string) => page.getByTestId('key-facts').locator(`[data-fact="${key}"]`)

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, 'a box on the page').not.toBeNull()
  return b!
}

/** Scrolls the window to a share (0–1) of what it can scroll. */
async function scrollToShare(page: Page, share: number) {
  const y = await page.evaluate((s) => {
    const top = Math.round((document.documentElement.scrollHeight - window.innerHeight) * s)
    window.scrollTo({ top, behavior: 'instant' })
    return top
  }, share)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

test.describe('key facts under the title', () => {
  test('in English: price, bedrooms, living area, energy label and reference; no plot area', async ({ page }) => {
    await open(page, `/en/property/${id}/`)
    const strip = page.getByTestId('key-facts')
    await expect(strip).toHaveAccessibleName('Key facts')
    await expect(page.getByTestId('property-price')).toHaveText('€\u00a0385.000')
    await expect(fact(page, 'bedrooms')).toHaveText('3 bedrooms')
    await expect(fact(page, 'living')).toHaveText('145 m² living area')
    await expect(fact(page, 'energyLabel')).toHaveText('Energy label B')
    await expect(fact(page, 'reference')).toHaveText('Reference: PC-1')
    await expect(fact(page, 'plot')).toHaveCount(0)
    await expect(strip).not.toContainText('plot')
    await expect(strip).not.toContainText(/\b0 m²/)
    // Under the title, above the photos.
    const title = await box(page.getByTestId('property-title'))
    const facts = await box(strip)
    const photo = await box(page.getByTestId('main-photo'))
    expect(facts.y).toBeGreaterThan(title.y + title.height - 1)
    expect(facts.y + facts.height).toBeLessThanOrEqual(photo.y)
  })

  test('in Dutch, written the Belgian way', async ({ page }) => {
    await open(page, `/nl/pand/${id}/`)
    await expect(page.getByTestId('property-title')).toHaveText('Gezinswoning bij het park')
    await expect(page.getByTestId('key-facts')).toHaveAccessibleName('In het kort')
    await expect(page.getByTestId('property-price')).toHaveText('€\u00a0385.000')
    await expect(fact(page, 'bedrooms')).toHaveText('3 slaapkamers')
    await expect(fact(page, 'living')).toHaveText('145 m² bewoonbare oppervlakte')
    await expect(fact(page, 'energyLabel')).toHaveText('Energielabel B')
    await expect(fact(page, 'reference')).toHaveText('Referentie: PC-1')
    await expect(fact(page, 'plot')).toHaveCount(0)
    await expect(page.getByTestId('key-facts')).not.toContainText('Perceel')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the contact bar stays in view, leads to the phone and the forms, and leaves the footer reachable', async ({
    page,
  }) => {
    await open(page, `/en/property/${id}/`)
    const bar = page.getByRole('navigation', { name: 'Contact the agency' })
    await expect(bar).toBeInViewport({ ratio: 1 })
    const barBox = await box(bar)
    expect(Math.round(barBox.y + barBox.height)).toBe(844)
    await expect(bar.getByRole('link')).toHaveText(['Call', 'Message', 'Visit'])
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+3298765432')
    await expect(bar.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `/en/property/${id}/contact/`)
    await expect(bar.getByRole('link', { name: 'Visit' })).toHaveAttribute('href', `/en/property/${id}/visit/`)
    for (const link of await bar.getByRole('link').all()) {
      expect((await box(link)).height).toBeGreaterThanOrEqual(44)
    }
    // The desktop panel is not beside the photos here: it follows the page's content.
    await expect(page.getByTestId('contact-panel')).not.toBeInViewport()

    await scrollToShare(page, 0.5)
    await expect(bar).toBeInViewport({ ratio: 1 })

    await scrollToShare(page, 1)
    await expect(bar).toBeInViewport({ ratio: 1 })
    const last = page.getByTestId('site-footer').locator('a, button').last()
    await expect(last).toBeInViewport({ ratio: 1 })
    const lastBox = await box(last)
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual((await box(bar)).y)
    const hit = await last.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return top !== null && el.contains(top)
    })
    expect(hit, 'the footer’s last link is on top at its centre').toBe(true)

    await bar.getByRole('link', { name: 'Visit' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/property/${id}/visit/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a visit')
  })

  for (const { locale, segment, label, links } of [
    { locale: 'nl', segment: 'pand', label: 'Contacteer het kantoor', links: ['Bellen', 'Bericht', 'Bezoek'] },
    { locale: 'fr', segment: 'bien', label: 'Contacter l’agence', links: ['Appeler', 'Écrire', 'Visiter'] },
    { locale: 'en', segment: 'property', label: 'Contact the agency', links: ['Call', 'Message', 'Visit'] },
    {
      locale: 'de',
      segment: 'immobilie',
      label: 'Agentur kontaktieren',
      links: ['Anrufen', 'Nachricht', 'Besichtigen'],
    },
  ]) {
    test(`in ${locale}: a contact action is in view at the top and halfway down the page`, async ({ page }) => {
      await open(page, `/${locale}/${segment}/${id}/`)
      const bar = page.getByRole('navigation', { name: label })
      await expect(bar.getByRole('link')).toHaveText(links)
      await expect(bar).toBeInViewport({ ratio: 1 })
      await scrollToShare(page, 0.5)
      await expect(bar).toBeInViewport({ ratio: 1 })
    })
  }

  test('a French visitor gets the bar in French', async ({ page }) => {
    await open(page, `/fr/bien/${id}/`)
    const bar = page.getByRole('navigation', { name: 'Contacter l’agence' })
    await expect(bar.getByRole('link')).toHaveText(['Appeler', 'Écrire', 'Visiter'])
    await expect(bar.getByRole('link', { name: 'Écrire' })).toHaveAttribute('href', `/fr/bien/${id}/contact/`)
    await expect(bar.getByRole('link', { name: 'Visiter' })).toHaveAttribute('href', `/fr/bien/${id}/visite/`)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the bar’s links are there and work', async ({ page }) => {
      await open(page, `/en/property/${id}/`)
      const bar = page.getByRole('navigation', { name: 'Contact the agency' })
      await expect(bar).toBeInViewport({ ratio: 1 })
      await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+3298765432')
      await expect(bar.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `/en/property/${id}/contact/`)
      await bar.getByRole('link', { name: 'Message' }).click()
      await expect(page).toHaveURL(new RegExp(`/en/property/${id}/contact/$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask about this property')
    })
  })

  test.describe('a first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } })

    test('the cookie consent dialog is not covered by the bar, which returns once the choice is made', async ({
      page,
    }) => {
      await page.goto(`/en/property/${id}/`, { timeout: 30_000 })
      const dialog = page.getByTestId('consent-dialog')
      await expect(dialog).toBeVisible()
      await expect(page.getByTestId('contact-bar')).toBeHidden()
      await dialog.getByRole('button', { name: 'Decline' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('contact-bar')).toBeInViewport({ ratio: 1 })
    })
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the contact panel stands beside the photos above the fold and stays in view', async ({ page }) => {
    await open(page, `/en/property/${id}/`)
    const panel = page.getByRole('complementary', { name: 'Contact the agency' })
    await expect(page.getByTestId('contact-bar')).toBeHidden()
    await expect(panel).toBeInViewport()
    await expect(panel.getByRole('link', { name: PHONE })).toBeInViewport({ ratio: 1 })
    const panelBox = await box(panel)
    const photo = await box(page.getByTestId('main-photo'))
    expect(panelBox.x).toBeGreaterThanOrEqual(photo.x + photo.width)
    expect(panelBox.y).toBeLessThan(photo.y + photo.height)
    expect(panelBox.y + panelBox.height).toBeGreaterThan(photo.y)

    await expect(panel.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+3298765432')
    await expect(panel.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`)
    await expect(panel.getByRole('link', { name: 'Contact us about this property' })).toHaveAttribute(
      'href',
      `/en/property/${id}/contact/`,
    )
    await expect(panel.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', `/en/property/${id}/visit/`)
    await expect(panel.getByRole('link', { name: 'Make an offer' })).toHaveAttribute(
      'href',
      `/en/property/${id}/offer/`,
    )

    await scrollToShare(page, 0.5)
    await expect(page.getByTestId('main-photo')).not.toBeInViewport()
    await expect(panel.getByRole('link', { name: PHONE })).toBeInViewport({ ratio: 1 })
    await expect(panel.getByRole('link', { name: 'Book a visit' })).toBeInViewport({ ratio: 1 })
  })
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the property page has no serious accessibility problems at ${viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, locale: 'de-BE' })
    const page = await context.newPage()
    const res = await page.goto(`/de/immobilie/${id}/`, { waitUntil: 'load' })
    expect(res?.status()).toBe(200)
    await expect(page.getByTestId('key-facts')).toHaveAccessibleName('Auf einen Blick')
    await expect(page.getByTestId('key-facts').locator('[data-fact="bedrooms"]')).toHaveText('3 Schlafzimmer')
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    expect(serious).toEqual([])
    await context.close()
  })
}
