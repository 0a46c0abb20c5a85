import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, TestContent } from './support'

/*
 * What a property page states is what the agent filled in: a legal fact nobody answered is not
 * shown (never "No"), an answered "no" is; the flood scores carry their official letters. And a
 * sold property's price stays hidden on its page, in its JSON-LD offer and on its list card
 * unless the agency's setting shows it. Every property is made here through REST.
 */

const content = new TestContent()
const ids = { blank: 0, answered: 0, sold: 0 }
const CITY = 'Feitenwijk|9979'
const SOLD_PRICE = /275[.,\u00a0 ]?000/

async function setShowClosedPrices(request: APIRequestContext, value: boolean) {
  const res = await request.post('/api/globals/site-settings', {
    headers: await apiLogin(request),
    data: { showClosedPrices: value },
    timeout: 30_000,
  })
  expect(res.status(), `POST /api/globals/site-settings: ${await res.text()}`).toBe(200)
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await setShowClosedPrices(request, false)
  const city = await content.create(request, 'cities', { name: 'Feitenwijk', zip: '9979', country: '10' }, 'en')
  const type = await content.create(request, 'property-types', { name: 'Feitenhuis', webId: 1 }, 'en')
  const base = { goal: 'sale', marquee: '1', type, city, price: 320000 }
  ids.blank = await content.create(
    request,
    'properties',
    { ...base, title: 'House nobody described', reference: 'PF-1' },
    'en',
  )
  ids.answered = await content.create(
    request,
    'properties',
    {
      ...base,
      title: 'House with its legal answers',
      reference: 'PF-2',
      legal: { preemptionRight: 'no', floodZone: 'no', floodPlotScore: 'B', floodBuildingScore: 'A' },
    },
    'en',
  )
  ids.sold = await content.create(
    request,
    'properties',
    { ...base, title: 'House already sold', reference: 'PF-3', marquee: '3', price: 275000 },
    'en',
  )
})

test.afterAll(async ({ request }) => {
  await setShowClosedPrices(request, false)
  await content.removeAll(request)
})

async function open(page: Page, id: number, reference: string) {
  const res = await page.goto(`/en/property/${id}/`, { timeout: 30_000 })
  expect(res?.status()).toBe(200)
  await expect(page.getByTestId('property-reference')).toHaveText(reference)
}

const offerOf = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const listing = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((d) => d['@type'] === 'RealEstateListing')
  expect(listing, 'a RealEstateListing block').toBeTruthy()
  return listing!.offers as Record<string, unknown>
}

test.describe('legal facts', () => {
  test('a new listing whose legal facts nobody filled in states none of them', async ({ page }) => {
    await open(page, ids.blank, 'PF-1')
    const main = page.locator('main')
    await expect(page.getByTestId('section-legal')).toHaveCount(0)
    await expect(main).not.toContainText('Flood')
    await expect(main).not.toContainText('Pre-emption')
    await expect(main).not.toContainText('P-score')
    await expect(main).not.toContainText('G-score')
  })

  test('a "no" the agent gave reads No, and the flood scores their official letters', async ({ page }) => {
    await open(page, ids.answered, 'PF-2')
    const legal = page.getByTestId('section-legal')
    await expect(legal.locator('[data-fact="floodZone"]')).toHaveText(/Flood-prone area\s*No/)
    await expect(legal.locator('[data-fact="preemptionRight"]')).toHaveText(/Pre-emption right\s*No/)
    await expect(legal.locator('[data-fact="floodPlotScore"] dt')).toHaveText('Flood score of the plot (P-score)')
    await expect(legal.locator('[data-fact="floodBuildingScore"] dt')).toHaveText(
      'Flood score of the building (G-score)',
    )
    await expect(legal.locator('[data-fact="floodBuildingScore"] dd')).toHaveText('A')
    await expect(page.locator('main')).not.toContainText('B-score')
  })

  test('the Dutch page says P-score and G-score', async ({ page }) => {
    const res = await page.goto(`/nl/pand/${ids.answered}/`, { timeout: 30_000 })
    expect(res?.status()).toBe(200)
    const legal = page.getByTestId('section-legal')
    await expect(legal.locator('[data-fact="floodPlotScore"] dt')).toHaveText(
      'Overstromingsgevoeligheid perceel (P-score)',
    )
    await expect(legal.locator('[data-fact="floodBuildingScore"] dt')).toHaveText(
      'Overstromingsgevoeligheid gebouw (G-score)',
    )
    await expect(legal.locator('[data-fact="floodZone"] dd')).toHaveText('Nee')
  })
})

test.describe('the price of a sold property', () => {
  const soldCard = (page: Page) => page.getByTestId('property-card').filter({ hasText: 'House already sold' })
  const list = `/en/for-sale/?city=${encodeURIComponent(CITY)}`

  test('is hidden by default on its page, in its JSON-LD offer and on its card', async ({ page }) => {
    await open(page, ids.sold, 'PF-3')
    await expect(page.getByTestId('property-price')).toHaveText('Sold')
    await expect(page.locator('main')).not.toContainText(SOLD_PRICE)
    const offer = await offerOf(page)
    expect(offer.price).toBeUndefined()
    expect(offer.availability).toBe('https://schema.org/SoldOut')

    const res = await page.goto(list, { timeout: 30_000 })
    expect(res?.status()).toBe(200)
    await expect(soldCard(page)).toHaveCount(1)
    await expect(soldCard(page)).not.toContainText(SOLD_PRICE)
    await expect(soldCard(page)).not.toContainText('Price on request')
    // The available ones beside it keep theirs.
    await expect(page.getByTestId('property-card').filter({ hasText: 'House nobody described' })).toContainText(
      /320[.,\u00a0 ]?000/,
    )
  })

  test('shows when the agency setting says so', async ({ page, request }) => {
    await setShowClosedPrices(request, true)
    // The setting expires the cached pages that show prices; poll past the shared cache's second.
    await expect
      .poll(
        async () => {
          await open(page, ids.sold, 'PF-3')
          return page.getByTestId('property-price').textContent()
        },
        { timeout: 20_000 },
      )
      .toMatch(SOLD_PRICE)
    expect((await offerOf(page)).price).toBe(275000)

    await expect
      .poll(
        async () => {
          await page.goto(list, { timeout: 30_000 })
          return soldCard(page).textContent()
        },
        { timeout: 20_000 },
      )
      .toMatch(SOLD_PRICE)
  })
})
