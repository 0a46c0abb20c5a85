import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import type { SearchResult } from '../../src/features/search/types'
import { expect as baseExpect, test } from './fixtures'
import { expectPath, TestContent } from './support'

// The home search block (docs/rules/listings.md#home-search-block), in French: 'lieville' finds Liéville.
const texts = JSON.parse(fs.readFileSync('messages/search/fr.json', 'utf8')) as Record<string, string>
const fill = (template: string, count: number) => template.replace('{count}', String(count))

// The dev server can be slow to answer the first searches.
const expect = baseExpect.configure({ timeout: 30_000 })

async function openHome(page: Page) {
  await page.goto('/fr/', { timeout: 30_000 })
  const input = page.getByTestId('search-input')
  await expect(input).toBeVisible()
  // Hydrated: focusing the input opens the panel with the types.
  await expect(async () => {
    await input.blur()
    await input.focus()
    await expect(page.getByTestId('search-panel')).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 30_000 })
  return { input, panel: page.getByTestId('search-panel') }
}

async function api(page: Page, q: string): Promise<SearchResult> {
  const res = await page.request.get(`/search.json?locale=fr&q=${encodeURIComponent(q)}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as SearchResult
}

/*
 * A town of the tests' own with an accent in its name ('lieville' must find Liéville), one
 * property for sale with a photo and one for rent, made through REST and removed after.
 */
const town = new TestContent()
const made = { sale: 0 }

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const city = await town.create(request, 'cities', { name: 'Liéville', zip: '9975', country: '10' }, 'nl')
  const type = await town.create(request, 'property-types', { name: 'Maison test', webId: 1 }, 'fr')
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3b6ea5' } })
    .jpeg()
    .toBuffer()
  const photo = await town.upload(
    request,
    { name: `search-e2e-${Date.now()}.jpg`, mimeType: 'image/jpeg', buffer },
    'Façade',
    'fr',
  )
  const property = { type, city, publishAddress: true }
  made.sale = await town.create(
    request,
    'properties',
    { ...property, title: 'Maison de recherche', reference: 'SR-1', goal: 'sale', price: 300000, photos: [photo] },
    'fr',
  )
  await town.create(
    request,
    'properties',
    { ...property, title: 'Appartement de recherche', reference: 'SR-2', goal: 'rent', price: 900 },
    'fr',
  )
})

test.afterAll(async ({ request }) => {
  await town.removeAll(request)
})

test('the types are listed when the input is focused and empty, again once it is emptied', async ({
  page,
  offsite,
}) => {
  const { types } = await api(page, '')
  expect(types.length).toBeGreaterThan(0)
  const { input, panel } = await openHome(page)
  await expect(panel.getByRole('heading', { name: texts.types })).toBeVisible()
  await expect(panel.getByTestId('search-type')).toHaveCount(types.length)
  await expect(panel.getByTestId('search-type').first()).toContainText(types[0].name)

  await input.fill('lieville')
  await expect(panel.getByTestId('search-type')).toHaveCount(0)
  await input.fill('')
  await expect(panel.getByTestId('search-type')).toHaveCount(types.length)
  expect(offsite).toEqual([])
})

test("typing 'lieville' shows Liéville with its sale and rent lists", async ({ page }) => {
  const { input, panel } = await openHome(page)
  await input.pressSequentially('lieville', { delay: 30 })
  const row = panel.getByTestId('search-city').filter({ hasText: 'Liéville' })
  await expect(row).toBeVisible()
  await expect(panel.getByRole('heading', { name: texts.cities })).toBeVisible()
  await expect(row.getByRole('link', { name: 'À vendre (1)' })).toHaveAttribute(
    'href',
    '/fr/a-vendre/?city=Li%C3%A9ville%7C9975',
  )
  await expect(row.getByRole('link', { name: 'À louer (1)' })).toHaveAttribute(
    'href',
    '/fr/a-louer/?city=Li%C3%A9ville%7C9975',
  )
  await expect(page.getByTestId('search-status')).toHaveText('1 résultat')
})

test.describe('types in the panel', () => {
  const content = new TestContent()
  const create = (request: APIRequestContext, collection: string, data: object) =>
    content.create(request, collection, data, 'fr')

  test.beforeAll(async ({ request }) => {
    const city = await create(request, 'cities', { name: 'Typeville', zip: '9961', country: '10' })
    // For sale only, with one property for sale: land icon (WebID 4), no rent list at all.
    const plot = await create(request, 'property-types', { name: 'Parcelle test', webId: 4, sale: true, rent: false })
    // For sale and for rent, with one property for sale: its rent list is empty.
    const hall = await create(request, 'property-types', { name: 'Halle test', webId: 3, sale: true, rent: true })
    for (const [type, reference] of [
      [plot, 'TY-1'],
      [hall, 'TY-2'],
    ] as const)
      await create(request, 'properties', { title: `Test ${reference}`, reference, goal: 'sale', type, city })
  })

  test.afterAll(async ({ request }) => {
    await content.removeAll(request)
  })

  test('each type shows the icon of its WebID and only the lists it is offered for; an empty list is disabled', async ({
    page,
  }) => {
    const { panel } = await openHome(page)
    const plot = panel.getByTestId('search-type').filter({ hasText: 'Parcelle test' })
    await expect(plot.locator('.type-icon-land')).toHaveCount(1)
    await expect(plot.getByRole('link', { name: fill(texts.forSale, 1) })).toHaveAttribute(
      'href',
      /^\/fr\/a-vendre\/\?type=\d+$/,
    )
    await expect(plot.getByText(fill(texts.forRent, 0))).toHaveCount(0)

    const hall = panel.getByTestId('search-type').filter({ hasText: 'Halle test' })
    await expect(hall.locator('.type-icon-industrial')).toHaveCount(1)
    const empty = hall.getByText(fill(texts.forRent, 0), { exact: true })
    await expect(empty).toHaveAttribute('aria-disabled', 'true')
    await expect(hall.getByRole('link', { name: fill(texts.forRent, 0) })).toHaveCount(0)
  })
})

test('a property id shows that property, and its link leads to its page', async ({ page }) => {
  const { input, panel } = await openHome(page)
  await input.fill(String(made.sale))
  const row = panel.getByTestId('search-property')
  await expect(row).toContainText('Réf. SR-1')
  await expect(row.locator('img')).toHaveAttribute('width', '60')
  const link = row.getByRole('link')
  await expect(link).toHaveAttribute('href', `/fr/a-vendre/lieville/maison-de-recherche/${made.sale}/`)
  await link.click()
  await expectPath(page, `/fr/a-vendre/lieville/maison-de-recherche/${made.sale}/`)
})

test('the keyboard moves through the results; Escape closes and returns to the input', async ({ page }) => {
  const { input, panel } = await openHome(page)
  await input.fill('lieville')
  await expect(panel.getByTestId('search-city').first()).toBeVisible()
  await input.press('ArrowDown')
  // Liéville's two lists.
  const links = panel.getByRole('link')
  await expect(links).toHaveCount(2)
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(input).toBeFocused()
  await input.press('ArrowDown')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(input).toBeFocused()
  await expect(input).toHaveValue('lieville')
  // Typing again opens it.
  await input.press('End')
  await input.press('Backspace')
  await expect(panel).toBeVisible()
})

test('the panel hides when the focus leaves the search box', async ({ page }) => {
  const { input, panel } = await openHome(page)
  await input.fill('lieville')
  await expect(panel.getByTestId('search-city').first()).toBeVisible()
  // A click on the panel's own text keeps it open.
  await panel.getByRole('heading', { name: texts.cities }).click()
  await expect(panel).toBeVisible()
  await page.getByTestId('home-banner').locator('p').first().click()
  await expect(panel).toBeHidden()
  await input.focus()
  await expect(panel).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await expect(panel).toBeHidden()
})

test('bad requests answer 400 with a JSON error', async ({ request }) => {
  for (const query of ['locale=xx&q=liege', 'q=liege', `locale=fr&q=${'a'.repeat(101)}`]) {
    const res = await request.get(`/search.json?${query}`)
    expect(res.status(), query).toBe(400)
    expect(((await res.json()) as { error?: string }).error, query).toBeTruthy()
  }
  const odd = await request.get('/search.json?locale=fr&q=%25%00%27%22%3C')
  expect(odd.status()).toBe(200)
})
