import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { staffGet, TestContent } from './support'

// Sale and rent lists: filters, sort, page and view live in the URL and are rendered
// by the server. The tests make their own properties in a city of their own (Checkton, 9972),
// so every filter on that city selects exactly them and every number below is known.

// Each filtered URL is a page of its own: on a busy dev server its first render takes a while.
/** For the first assertion after a click that loads another list URL. */
const afterNavigation = { timeout: 20_000 }

const sale = '/en/for-sale/'
/** The test city in the list's city parameter ("name|postcode"). */
const inCity = `city=${encodeURIComponent('Checkton|9972')}`

const content = new TestContent()
const ids = { house: 0, flat: 0 }

/**
 * Fourteen for sale (two pages of twelve) and one for rent. Type, price, bedrooms and availability
 * vary so that each filter below selects a known subset.
 */
const forSale: Array<[reference: string, type: keyof typeof ids, price: number, bedrooms: number, marquee?: '3']> = [
  ['LT-01', 'house', 150000, 1],
  ['LT-02', 'house', 180000, 2],
  ['LT-03', 'flat', 210000, 2],
  ['LT-04', 'house', 240000, 3],
  ['LT-05', 'flat', 270000, 3, '3'],
  ['LT-06', 'house', 300000, 4],
  ['LT-07', 'flat', 330000, 2],
  ['LT-08', 'house', 360000, 3],
  ['LT-09', 'flat', 390000, 1],
  ['LT-10', 'house', 450000, 5],
  ['LT-11', 'flat', 520000, 3],
  ['LT-12', 'house', 610000, 4],
  ['LT-13', 'flat', 700000, 2],
  ['LT-14', 'house', 800000, 2],
]

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  // Names in every language, so that a link from another language's page still finds the city.
  const city = await content.create(request, 'cities', { name: 'Toetsdorp', zip: '9972', country: '10' }, 'nl')
  for (const [locale, name] of [
    ['fr', 'Vérifville'],
    ['en', 'Checkton'],
    ['de', 'Prüfstadt'],
  ])
    await content.update(request, 'cities', city, { name }, locale)
  for (const [key, nl, en] of [
    ['house', 'Toetshuis', 'Checkton house'],
    ['flat', 'Toetsflat', 'Checkton flat'],
  ] as const) {
    ids[key] = await content.create(request, 'property-types', { name: nl, webId: 1, sale: true, rent: true }, 'nl')
    await content.update(request, 'property-types', ids[key], { name: en }, 'en')
  }
  for (const [reference, type, price, bedrooms, marquee = '1'] of forSale) {
    await content.create(
      request,
      'properties',
      {
        title: `Lijsttest ${reference}`,
        reference,
        goal: 'sale',
        marquee,
        type: ids[type],
        city,
        price,
        // The dearest one's price is 'on request': it counts in no price range and sorts last.
        publishPrice: reference !== 'LT-14',
        rooms: { bedrooms },
      },
      'nl',
    )
  }
  await content.create(
    request,
    'properties',
    { title: 'Huurtest', reference: 'LT-R1', goal: 'rent', type: ids.house, city, price: 1150, rooms: { bedrooms: 2 } },
    'nl',
  )
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

const cards = (page: Page) => page.getByTestId('property-card')
const count = (page: Page) => page.getByTestId('result-count')
const pageOf = (page: Page) => page.getByTestId('page-of')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' })
const prices = async (page: Page) =>
  (await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-price')))).map(Number)

async function open(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 })
  expect(response?.status(), `status of ${url}`).toBe(200)
}

/** Every published sale property, the sample agency's and the test's: the REST API counts them. */
async function publishedSaleCount(request: APIRequestContext): Promise<number> {
  const url = '/api/properties?where[goal][equals]=sale&where[_status][equals]=published&limit=1&depth=0'
  return (await staffGet<{ totalDocs: number }>(request, url)).totalDocs
}

test('the sale list shows every published sale property over its pages of twelve', async ({ page, request }) => {
  const total = await publishedSaleCount(request)
  expect(total).toBeGreaterThanOrEqual(forSale.length)
  await open(page, sale)
  await expect(count(page)).toHaveText(`${total} properties`)
  await expect(cards(page)).toHaveCount(12)
  await expect(pageOf(page)).toHaveText(`Page 1/${Math.ceil(total / 12)}`)
})

test.describe('filters through the URL', () => {
  test('city "name|postcode" narrows the list and shows as chosen', async ({ page }) => {
    await open(page, `${sale}?${inCity}`)
    await expect(count(page)).toHaveText('14 properties')
    await expect(cards(page)).toHaveCount(12)
    for (const card of await cards(page).all()) await expect(card).toContainText('Checkton')
    await expect(page.locator('#list-city')).toHaveValue('Checkton|9972')
  })

  test('a city created a moment ago filters the list at once', async ({ page, request }) => {
    // The first list asks for the cities staff have; the new city comes right after.
    await open(page, `${sale}?${inCity}`)
    const city = await content.create(request, 'cities', { name: 'Justmadeton', zip: '9973', country: '10' }, 'en')
    await content.create(
      request,
      'properties',
      { title: 'Nieuwe stad', reference: 'LT-N1', goal: 'sale', type: ids.house, city, price: 199000 },
      'nl',
    )
    await open(page, `${sale}?city=${encodeURIComponent('Justmadeton|9973')}`)
    await expect(count(page)).toHaveText('1 property')
    await expect(cards(page)).toHaveCount(1)
  })

  test('a city name matches without accents, in any case and in another language', async ({ page }) => {
    for (const city of ['verifville|9972', 'TOETSDORP|', 'Prüfstadt|9972']) {
      await open(page, `${sale}?city=${encodeURIComponent(city)}`)
      await expect(count(page), city).toHaveText('14 properties')
    }
  })

  test('type narrows the list and shows as chosen', async ({ page }) => {
    await open(page, `${sale}?type=${ids.flat}`)
    await expect(count(page)).toHaveText('6 properties')
    await expect(page.locator('#list-type')).toHaveValue(String(ids.flat))
    await expect(cards(page)).toHaveCount(6)
    for (const card of await cards(page).all()) await expect(card).toContainText('Checkton flat')
  })

  test('price range and bedrooms narrow the list and show in the form', async ({ page }) => {
    await open(page, `${sale}?${inCity}&minPrice=200000&maxPrice=500000`)
    // The sold LT-05 (270000) is left out: its price is not public (the agency's default).
    await expect(count(page)).toHaveText('7 properties')
    expect((await prices(page)).sort((a, b) => a - b)).toEqual([210000, 240000, 300000, 330000, 360000, 390000, 450000])
    await expect(page.locator('#list-min-price')).toHaveValue('200000')
    await expect(page.locator('#list-max-price')).toHaveValue('500000')

    await open(page, `${sale}?${inCity}&bedrooms=3`)
    await expect(count(page)).toHaveText('7 properties')
    await expect(page.locator('#list-bedrooms')).toHaveValue('3')
  })

  test('a changed filter applies at once, keeps the city and sort and starts at page 1', async ({ page }) => {
    await open(page, `${sale}?${inCity}&sort=price-asc&page=2`)
    await expect(pageOf(page)).toHaveText('Page 2/2')
    await expect(page.getByRole('button', { name: 'Show 14 properties' })).toBeVisible()
    await Promise.all([
      page.waitForURL(/type=/, afterNavigation),
      page.locator('#list-type').selectOption(String(ids.flat)),
    ])
    const url = new URL(page.url())
    expect(url.searchParams.get('type')).toBe(String(ids.flat))
    expect(url.searchParams.get('city')).toBe('Checkton|9972')
    expect(url.searchParams.get('sort')).toBe('price-asc')
    expect(url.searchParams.has('page')).toBe(false)
    await expect(count(page)).toHaveText('6 properties')
    await expect(page.getByRole('button', { name: 'Show 6 properties' })).toBeVisible()
  })

  test('a filter with no match shows the no-results state and a way back', async ({ page }) => {
    // (An unknown city is a 404, see bad-input.e2e.ts; none of the test's properties costs a billion.)
    await open(page, `${sale}?${inCity}&minPrice=1000000000`)
    await expect(page.getByTestId('no-results')).toContainText('No results found')
    await expect(cards(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'Clear all filters' }).click()
    await expect(cards(page).first()).toBeVisible(afterNavigation)
  })
})

test('sorting by price ascending gives ascending prices across pages, price on request last', async ({ page }) => {
  await open(page, `${sale}?${inCity}&sort=price-asc`)
  expect(await prices(page)).toEqual([
    150000, 180000, 210000, 240000, 300000, 330000, 360000, 390000, 450000, 520000, 610000, 700000,
  ])
  await expect(page.getByRole('link', { name: 'Price (low to high)' })).toHaveAttribute('aria-current', 'page')
  await pager(page).getByRole('link', { name: 'Next' }).click()
  await expect(pageOf(page)).toHaveText('Page 2/2', afterNavigation)
  // Last, with no price to compare: LT-14's is 'on request', the sold LT-05's is not public.
  expect(await prices(page)).toEqual([0, 0])
  await expect(cards(page).filter({ hasText: 'Lijsttest LT-14' })).toHaveCount(1)
  await expect(cards(page).filter({ hasText: 'Lijsttest LT-05' })).toHaveCount(1)
})

test('paging links: next, last, previous, first and Page x/y', async ({ page }) => {
  await open(page, `${sale}?${inCity}`)
  await expect(pageOf(page)).toHaveText('Page 1/2')
  // At the start, first and previous are not links.
  await expect(pager(page).getByRole('link', { name: 'First' })).toHaveCount(0)
  await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(0)

  const go = async (name: string, expected: number) => {
    await pager(page).getByRole('link', { name }).click()
    await expect(pageOf(page)).toHaveText(`Page ${expected}/2`, afterNavigation)
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe(String(expected))
    await expect(cards(page)).toHaveCount(expected === 1 ? 12 : 2)
  }
  await go('Next', 2)
  await go('First', 1)
  await go('Last', 2)
  // At the end, next and last are not links.
  await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0)
  await expect(pager(page).getByRole('link', { name: 'Last' })).toHaveCount(0)
  await go('Previous', 1)

  // A page beyond the last shows the last.
  await open(page, `${sale}?${inCity}&page=999`)
  await expect(pageOf(page)).toHaveText('Page 2/2')
})

test('a sold property stays in the sale list with its badge', async ({ page }) => {
  // The Dutch page shows the Dutch word (VERKOCHT).
  const sold = cards(page).and(page.locator('[data-marquee="3"]'))
  let seen = 0
  for (const n of [1, 2]) {
    await open(page, `/nl/te-koop/?${inCity}&page=${n}`)
    await expect(pageOf(page)).toHaveText(`Pagina ${n}/2`)
    for (const card of await sold.all()) await expect(card).toContainText('VERKOCHT')
    seen += await sold.count()
  }
  expect(seen).toBe(1)
})

test('list/map switch keeps the filters and shows a map frame only in map view', async ({ page }) => {
  // Two bedrooms or more: twelve of the test's fourteen.
  await open(page, `${sale}?${inCity}&bedrooms=2`)
  await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('link', { name: 'Map' }).click()
  // The tiles come from OpenStreetMap: the visitor asks for the map before anything loads.
  const box = page.getByTestId('map-frame-box')
  await expect(box.getByRole('button', { name: 'Show the map' })).toBeVisible(afterNavigation)
  await expect(box.locator('iframe')).toHaveCount(0)
  await box.getByRole('button', { name: 'Show the map' }).click()
  await expect(box.locator('iframe')).toBeVisible()
  const url = new URL(page.url())
  expect(url.searchParams.get('view')).toBe('map')
  expect(url.searchParams.get('bedrooms')).toBe('2')
  // The list links carry the city as the list segment stores it: folded to lower case.
  expect(url.searchParams.get('city')).toBe('checkton|9972')
  await expect(page.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page')
  await expect(cards(page)).toHaveCount(0)
  await page.getByRole('link', { name: 'List' }).click()
  await expect(count(page)).toHaveText('12 properties', afterNavigation)
  await expect(cards(page)).toHaveCount(12)
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('bad values fall back cleanly: 200 with results', async ({ page }) => {
  for (const bad of ['page=-3', 'type=abc', 'city=|||', 'sort=zzz', 'minPrice=abc&bedrooms=-1', 'view=%00']) {
    await open(page, `${sale}?${bad}`)
    await expect(cards(page).first(), bad).toBeVisible()
  }
})

test('the rent list shows rent prices per month', async ({ page }) => {
  await open(page, `/en/for-rent/?${inCity}`)
  await expect(count(page)).toHaveText('1 property')
  await expect(cards(page)).toHaveCount(1)
  // Prices are written the Belgian way in every language (non-breaking space after the euro sign).
  await expect(cards(page)).toContainText('€\u00a01.150 / month')
})

test('home shows at most 4 cards, without list controls', async ({ page }) => {
  await open(page, '/en/')
  const list = page.getByTestId('property-list')
  await expect(list.getByTestId('property-card').first()).toBeVisible()
  expect(await list.getByTestId('property-card').count()).toBeLessThanOrEqual(4)
  await expect(page.locator('#list-city')).toHaveCount(0)
  await expect(page.getByTestId('page-of')).toHaveCount(0)
})
