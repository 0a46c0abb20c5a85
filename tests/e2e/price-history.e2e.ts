import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { resetEditView, staff, TestContent } from './support'

/*
 * The price history and the news badges: staff lower a published property's price in the back
 * office; its page then shows the old and new price with the reduction, and the property page
 * and its list card say 'Price lowered'. A property just published reads 'New' on its card.
 * Every property is made here through REST.
 */

const content = new TestContent()
const ids = { lowered: 0, fresh: 0 }
const stamp = Date.now().toString(36)
const CITY = 'Prijsveld|9963'
const list = `/en/for-sale/?city=${encodeURIComponent(CITY)}`

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const city = await content.create(request, 'cities', { name: 'Prijsveld', zip: '9963', country: '10' }, 'en')
  const type = await content.create(request, 'property-types', { name: 'Prijshuis', webId: 1 }, 'en')
  const base = { goal: 'sale', marquee: '1', type, city }
  // Created through REST by staff: published at once.
  ids.lowered = await content.create(
    request,
    'properties',
    { ...base, title: 'House with a lower price', reference: `PH-1-${stamp}`, price: 385000 },
    'en',
  )
  ids.fresh = await content.create(
    request,
    'properties',
    { ...base, title: 'House just published', reference: `PH-2-${stamp}`, price: 299000 },
    'en',
  )
  await content.update(request, 'properties', ids.fresh, { title: 'Pas gepubliceerd huis' }, 'nl')
})

test.afterAll(async ({ request }) => content.removeAll(request))

const cardOf = (page: Page, title: string) => page.getByTestId('property-card').filter({ hasText: title })

async function open(page: Page, url: string) {
  const res = await page.goto(url, { timeout: 30_000 })
  expect(res?.status(), `status of ${url}`).toBe(200)
}

test('staff lower a price in the back office: the page shows its history and the card says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // A first visit: one price, no history yet, and the card reads 'New'.
  const visitor = await browser.newContext()
  const tab = await visitor.newPage()
  await open(tab, `/en/property/${ids.lowered}/`)
  await expect(tab.getByTestId('property-title')).toHaveText('House with a lower price')
  await expect(tab.getByTestId('price-history')).toHaveCount(0)
  await expect(tab.getByTestId('news-badge')).toHaveText('New')

  // The back office, in English: the price tab, a lower price, published.
  await page.goto('/admin/login', { waitUntil: 'domcontentloaded' })
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[name="password"]').fill(staff.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page.locator('a[href="/admin/collections/properties"]').first()).toBeVisible({ timeout: 20_000 })
  await resetEditView(page, 'properties')
  await page.goto(`/admin/collections/properties/${ids.lowered}?locale=en`)
  await page.locator('.tabs-field__tab-button', { hasText: /^Price$/ }).click()
  const price = page.locator('#field-price')
  await expect(price).toHaveValue('385000')
  await price.fill('365000')
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/api/properties/${ids.lowered}?`) &&
      !/draft=true/.test(r.url()),
  )
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await saved).ok()).toBe(true)

  // The visitor's page: the history, newest first, and the badge.
  await open(tab, `/en/property/${ids.lowered}/`)
  const history = tab.getByTestId('price-history')
  await expect(history.getByRole('heading', { level: 2 })).toHaveText('Price history')
  await expect(history.getByRole('columnheader')).toHaveText(['Date', 'Price', 'Change'])
  const rows = history.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('€\u00a0365.000')
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText('Lowered by €\u00a020.000')
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText('€\u00a0385.000')
  await expect(rows.nth(1).locator('td').nth(2)).toHaveText('First published')
  await expect(tab.getByTestId('news-badge')).toHaveText('Price lowered')
  await expect(tab.getByTestId('property-price')).toHaveText('€\u00a0365.000')

  // The list card says it too.
  await open(tab, list)
  await expect(cardOf(tab, 'House with a lower price').locator('.property-card-news')).toHaveText('Price lowered')
  await visitor.close()
})

test('a property just published reads "New" on its card, in the language of the page', async ({ page }) => {
  await open(page, list)
  await expect(cardOf(page, 'House just published').locator('.property-card-news')).toHaveText('New')
  await open(page, `/nl/te-koop/?city=${encodeURIComponent(CITY)}`)
  await expect(cardOf(page, 'Pas gepubliceerd huis').locator('.property-card-news')).toHaveText('Nieuw')
})
