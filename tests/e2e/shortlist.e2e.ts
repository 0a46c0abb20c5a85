import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { HtmlValidate, type ConfigData } from 'html-validate'
import { expect, test } from './fixtures'
import { apiLogin, staffDelete, TestContent } from './support'

/*
 * The shortlist without an account: hearts on the cards and on the property page save a
 * property in the browser, the header counts them on every page, the shortlist page lists them
 * with their price and state and compares up to four, and its link shows the same list in a
 * browser that never saw it. Then "alert me for this search": a filtered list's link opens the
 * search alert form filled in with its filters, also without JavaScript. The tests make their
 * own properties in a city of their own (Bewaardorp, 9969).
 */

const content = new TestContent()
const ids = { villa: 0, flat: 0, cottage: 0, loft: 0, barn: 0, studio: 0 }
let type = 0

const inCity = `city=${encodeURIComponent('Bewaardorp|9969')}`

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const city = await content.create(request, 'cities', { name: 'Bewaardorp', zip: '9969', country: '10' })
  type = await content.create(request, 'property-types', { name: 'Bewaarhuis', webId: 1, sale: true, rent: true })
  const make = (title: string, reference: string, data: object) =>
    content.create(request, 'properties', { title, reference, goal: 'sale', type, city, ...data })
  ids.villa = await make('Shortlist villa', 'SL-01', {
    price: 400000,
    surfaces: { living: 200, plot: 800 },
    rooms: { bedrooms: 4 },
    energy: { epcValue: 150 },
  })
  ids.flat = await make('Shortlist flat', 'SL-02', { price: 250000, surfaces: { living: 100 }, rooms: { bedrooms: 2 } })
  ids.cottage = await make('Shortlist cottage', 'SL-03', { price: 300000, marquee: '3', rooms: { bedrooms: 3 } })
  ids.loft = await make('Shortlist loft', 'SL-04', { price: 320000, rooms: { bedrooms: 2 } })
  ids.studio = await make('Shortlist studio', 'SL-05', { price: 150000, rooms: { bedrooms: 1 } })
  // Saved, then taken off the site: the list keeps it as no longer available. (Made outside
  // `content`, which would delete it a second time.)
  const made = await request.post('/api/properties?locale=en', {
    headers: await apiLogin(request),
    data: { title: 'Shortlist barn', reference: 'SL-06', goal: 'sale', type, city, price: 200000 },
  })
  expect(made.status()).toBe(201)
  ids.barn = ((await made.json()) as { doc: { id: number } }).doc.id
  await staffDelete(request, `/api/properties/${ids.barn}`)
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

const heartOf = (page: Page, title: string) => page.getByRole('button', { name: `Save “${title}” to your shortlist` })

test('hearts on a card and on the property page save to the shortlist, counted in the header on every page', async ({
  page,
}) => {
  await page.goto(`/en/for-sale/?${inCity}&sort=price-desc`)
  const link = page.getByTestId('shortlist-link')
  await expect(link).toBeHidden()

  const villa = heartOf(page, 'Shortlist villa')
  await expect(villa).toHaveAttribute('aria-pressed', 'false')
  await villa.click()
  await expect(villa).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: 'Shortlist 1' })).toBeVisible()

  await page.getByRole('link', { name: 'Shortlist flat' }).click()
  await expect(page.getByTestId('property-title')).toHaveText('Shortlist flat')
  const save = page.getByRole('button', { name: 'Save to shortlist' })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: 'Shortlist 2' })).toBeVisible()

  // Another page, loaded afresh: the count comes from the browser's list.
  await page.goto('/en/')
  await expect(page.getByRole('link', { name: 'Shortlist 2' })).toBeVisible()
  await page.goto(`/en/for-sale/?${inCity}&sort=price-desc`)
  await expect(heartOf(page, 'Shortlist villa')).toHaveAttribute('aria-pressed', 'true')
  await expect(heartOf(page, 'Shortlist flat')).toHaveAttribute('aria-pressed', 'true')
  await expect(heartOf(page, 'Shortlist loft')).toHaveAttribute('aria-pressed', 'false')

  // The header's link opens the list, newest first.
  await page.getByRole('link', { name: 'Shortlist 2' }).click()
  await expect(page).toHaveURL(`/en/shortlist/?ids=${ids.flat},${ids.villa}`)
  const items = page.getByTestId('shortlist-item')
  await expect(items.getByRole('heading')).toHaveText(['Shortlist flat', 'Shortlist villa'])
  await expect(items.getByTestId('shortlist-price')).toHaveText(['€ 250.000', '€ 400.000'])

  // Taken off the list on its page (once its script has read the list): the page follows.
  await expect(heartOf(page, 'Shortlist flat')).toHaveAttribute('aria-pressed', 'true')
  await heartOf(page, 'Shortlist flat').click()
  await expect(page).toHaveURL(`/en/shortlist/?ids=${ids.villa}`)
  await expect(items.getByRole('heading')).toHaveText(['Shortlist villa'])
  await expect(page.getByRole('link', { name: 'Shortlist 1' })).toBeVisible()
})

test('the shortlist page shows states, compares four side by side, and its link shows the same list in a fresh browser', async ({
  page,
  browser,
}) => {
  const saved = [ids.villa, ids.flat, ids.cottage, ids.barn, ids.loft, ids.studio]
  await page.goto('/en/')
  await page.evaluate((list) => localStorage.setItem('vitrine-shortlist', JSON.stringify(list)), saved)
  // The page without ids shows the browser's own list.
  await page.goto('/en/shortlist/')
  await expect(page).toHaveURL(`/en/shortlist/?ids=${saved.join(',')}`)
  await expect(page.getByRole('link', { name: 'Shortlist 6' })).toBeVisible()

  const items = page.getByTestId('shortlist-item')
  await expect(items.getByRole('heading')).toHaveText([
    'Shortlist villa',
    'Shortlist flat',
    'Shortlist cottage',
    `Property ${ids.barn}`,
    'Shortlist loft',
    'Shortlist studio',
  ])
  await expect(items.getByTestId('shortlist-status')).toHaveText([
    'Available',
    'Available',
    'Sold',
    'No longer available',
    'Available',
    'Available',
  ])
  // Its own list: nothing to save again.
  await expect(page.getByRole('button', { name: 'Save these properties to my shortlist' })).toBeHidden()

  const table = page.getByTestId('shortlist-compare').getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText([
    'Property',
    'Shortlist villa',
    'Shortlist flat',
    'Shortlist cottage',
    'Shortlist loft',
  ])
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
  await expect(row('Price').getByRole('cell')).toHaveText(['€ 400.000', '€ 250.000', 'Sold', '€ 320.000'])
  await expect(row('Price per m²').getByRole('cell')).toHaveText(['€ 2.000', '€ 2.500', '–', '–'])
  await expect(row('Bedrooms').getByRole('cell')).toHaveText(['4', '2', '3', '2'])
  await expect(row('Living space').getByRole('cell')).toHaveText(['200 m²', '100 m²', '–', '–'])
  await expect(row('EPC').getByRole('cell')).toHaveText(['B · 150 kWh/m²/year', '–', '–', '–'])
  // More saved than compared: the first four are ticked, and the visitor may tick others.
  await expect(page.getByText('Up to four properties are compared.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Compare “Shortlist villa”' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Compare “Shortlist studio”' })).not.toBeChecked()

  // The link to share, opened in a browser that never saw the list.
  const shared = await page.getByTestId('shortlist-share-link').getAttribute('href')
  expect(shared).toMatch(new RegExp(`/en/shortlist/\\?ids=${saved.join(',')}$`))
  const fresh = await browser.newContext({ locale: 'en-GB' })
  try {
    const other = await fresh.newPage()
    await other.goto(shared!)
    await expect(other.getByTestId('shortlist-item').getByRole('heading')).toHaveText([
      'Shortlist villa',
      'Shortlist flat',
      'Shortlist cottage',
      `Property ${ids.barn}`,
      'Shortlist loft',
      'Shortlist studio',
    ])
    await expect(other.getByTestId('shortlist-link')).toBeHidden()
    await other.getByRole('button', { name: 'Save these properties to my shortlist' }).click()
    await expect(other.getByRole('status').filter({ hasText: 'Saved to your shortlist.' })).toBeVisible()
    await expect(other.getByRole('link', { name: 'Shortlist 6' })).toBeVisible()
  } finally {
    await fresh.close()
  }
})

test('ticking which ones to compare puts those side by side, also without JavaScript', async ({ browser }) => {
  const saved = [ids.villa, ids.flat, ids.cottage, ids.loft, ids.studio]
  const noScript = await browser.newContext({ locale: 'en-GB', javaScriptEnabled: false })
  try {
    const page = await noScript.newPage()
    await page.goto(`/en/shortlist/?ids=${saved.join(',')}`)
    await expect(page.getByTestId('shortlist-pick')).toHaveCount(5)
    const box = (title: string) => page.getByRole('checkbox', { name: `Compare “${title}”` })
    for (const title of ['Shortlist villa', 'Shortlist cottage', 'Shortlist loft']) await box(title).uncheck()
    await box('Shortlist studio').check()
    await page.getByRole('button', { name: 'Compare', exact: true }).click()
    // The boxes come before the form's own field in the page, so they lead the query.
    await expect(page).toHaveURL(`/en/shortlist/?compare=${ids.flat}&compare=${ids.studio}&ids=${saved.join('%2C')}`)
    const table = page.getByTestId('shortlist-compare').getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Property', 'Shortlist flat', 'Shortlist studio'])
    await expect(box('Shortlist studio')).toBeChecked()
    await expect(box('Shortlist villa')).not.toBeChecked()
    // Five ticked: the first four of the list are compared, and the page says so.
    await page.goto(`/en/shortlist/?ids=${saved.join(',')}&compare=${[...saved].reverse().join(',')}`)
    await expect(table.getByRole('columnheader')).toHaveText([
      'Property',
      'Shortlist villa',
      'Shortlist flat',
      'Shortlist cottage',
      'Shortlist loft',
    ])
    await expect(page.getByText('Only the first four you ticked are compared.')).toBeVisible()
  } finally {
    await noScript.close()
  }
})

test('a shortlist link with what is not an id says so, and is no error', async ({ page }) => {
  const res = await page.goto('/en/shortlist/?ids=abc,0')
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Part of this link was not a property number and was left out.',
  )
  await expect(page.getByTestId('shortlist-empty')).toHaveText(
    'Your shortlist is empty. Use the heart on a property to save it here.',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
})

test('the shortlist page is valid HTML and has no serious accessibility problems, on a phone and a desktop', async ({
  browser,
  request,
}) => {
  const path = `/en/shortlist/?ids=${[ids.villa, ids.flat, ids.cottage, ids.barn].join(',')}`
  const validator = new HtmlValidate(JSON.parse(fs.readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData)
  for (const url of [path, '/en/shortlist/', `/en/for-sale/?${inCity}`]) {
    const report = validator.validateStringSync(await (await request.get(url)).text())
    expect(
      report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
      url,
    ).toEqual([])
  }
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1366, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport, locale: 'en-GB' })
    const page = await context.newPage()
    await page.goto(path, { waitUntil: 'load' })
    await expect(page.getByTestId('shortlist-compare')).toBeVisible()
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    expect(serious, `${viewport.width} px`).toEqual([])
    await context.close()
  }
})

test('alert me for this search: the search alert form opens with the list’s filters, also without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto(`/en/for-sale/?${inCity}&type=${type}&minPrice=200000&maxPrice=450000&bedrooms=2`)
  await page.getByRole('link', { name: 'Alert me for this search' }).click()
  const expected = `/en/demand-register/?goal=sale&city=bewaardorp%7C9969&type=${type}&minPrice=200000&maxPrice=450000&bedrooms=2`
  await expect(page).toHaveURL(expected)

  const check = async (p: Page) => {
    const form = p.getByTestId('enquiry-form-demand-register')
    await expect(form.getByLabel('Buy or rent?')).toHaveValue('sale')
    await expect(form.getByLabel('Bewaarhuis')).toBeChecked()
    await expect(form.getByLabel('Bewaardorp (9969)')).toBeChecked()
    await expect(form.getByLabel('Minimum price (€)')).toHaveValue('200000')
    await expect(form.getByLabel('Maximum price (€)')).toHaveValue('450000')
    await expect(form.getByLabel('Bedrooms (at least)')).toHaveValue('2')
  }
  await check(page)

  const noScript = await browser.newContext({ locale: 'en-GB', javaScriptEnabled: false })
  try {
    const other = await noScript.newPage()
    await other.goto(expected)
    await check(other)
  } finally {
    await noScript.close()
  }
})
