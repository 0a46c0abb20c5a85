import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { TestContent } from './support'

// The sale list on a phone: the filters fold behind one button, a change applies at once, empty
// fields never reach the URL and the language switch keeps the filters. The tests make their
// own properties in a town of their own (Pocketon, 9974), so every count below is known.

const phone = { width: 390, height: 844 }
test.use({ viewport: phone })

/** For the first assertion after something that loads another list URL. */
const afterNavigation = { timeout: 20_000 }

const content = new TestContent()

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const city = await content.create(request, 'cities', { name: 'Pocketon', zip: '9974', country: '10' }, 'en')
  for (const [locale, name] of [
    ['nl', 'Zakdorp'],
    ['fr', 'Pochette-Ville'],
    ['de', 'Taschenstadt'],
  ])
    await content.update(request, 'cities', city, { name }, locale)
  const type = await content.create(request, 'property-types', { name: 'Pocket house', webId: 1, sale: true }, 'en')
  for (const [reference, price, bedrooms] of [
    ['PH-1', 150000, 1],
    ['PH-2', 250000, 2],
    ['PH-3', 350000, 3],
  ] as const) {
    const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3b6ea5' } })
      .jpeg()
      .toBuffer()
    const name = `lists-phone-${reference}-${Date.now()}.jpg`
    const photo = await content.upload(request, { name, mimeType: 'image/jpeg', buffer }, `Front of ${reference}`)
    await content.create(
      request,
      'properties',
      {
        title: `Pocket ${reference}`,
        reference,
        goal: 'sale',
        type,
        city,
        price,
        rooms: { bedrooms },
        photos: [photo],
      },
      'en',
    )
  }
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

const inTown = '/en/for-sale/?city=Pocketon%7C9974'
const cards = (page: Page) => page.getByTestId('property-card')
const count = (page: Page) => page.getByTestId('result-count')
const filtersButton = (page: Page) => page.locator('summary').filter({ hasText: 'Filters' })

async function open(page: Page, url: string) {
  const response = await page.goto(url, { timeout: 30_000 })
  expect(response?.status(), `status of ${url}`).toBe(200)
}

test('the first result shows in the first screen, the filters behind one button', async ({ page }) => {
  await open(page, inTown)
  await expect(count(page)).toHaveText('3 properties')
  // The first card's whole photo shows without scrolling, not only its top edge.
  const photo = await cards(page).first().locator('.property-card-media').boundingBox()
  expect(photo).not.toBeNull()
  expect(photo!.y + photo!.height).toBeLessThanOrEqual(phone.height)
  // That photo is the page's largest paint: fetched first, not lazily; the next ones lazily.
  const img = (n: number) => cards(page).nth(n).locator('.property-card-media img')
  await expect(img(0)).toHaveAttribute('fetchpriority', 'high')
  await expect(img(0)).not.toHaveAttribute('loading', 'lazy')
  await expect(img(1)).toHaveAttribute('loading', 'lazy')
  // One filter is set: the button says so.
  await expect(filtersButton(page)).toHaveText('Filters11 filter active')
  await expect(page.locator('#list-max-price')).toBeHidden()

  await filtersButton(page).click()
  await expect(page.locator('#list-max-price')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show 3 properties' })).toBeVisible()
})

test('a changed filter applies at once: clean URL, new results and count', async ({ page }) => {
  await open(page, inTown)
  await filtersButton(page).click()
  await page.locator('#list-bedrooms').selectOption('2')
  await expect(page).toHaveURL('/en/for-sale/?city=Pocketon%7C9974&bedrooms=2', afterNavigation)
  await expect(count(page)).toHaveText('2 properties', afterNavigation)
  await expect(cards(page)).toHaveCount(2)
  // The panel stays open with the new count in its button.
  await expect(page.getByRole('button', { name: 'Show 2 properties' })).toBeVisible()
  await expect(filtersButton(page)).toHaveText('Filters22 filters active')

  // A price applies when the field is left; the town goes back to all towns.
  await page.locator('#list-max-price').fill('300000')
  await page.locator('#list-max-price').blur()
  await expect(page).toHaveURL('/en/for-sale/?city=Pocketon%7C9974&maxPrice=300000&bedrooms=2', afterNavigation)
  await expect(count(page)).toHaveText('1 property', afterNavigation)
  await expect(cards(page)).toHaveText([/Pocket PH-2/])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form submits with its empty fields left out of the URL', async ({ page }) => {
    await open(page, inTown)
    await filtersButton(page).click()
    await page.locator('#list-max-price').fill('300000')
    await page.getByRole('button', { name: 'Show 3 properties' }).click()
    await expect(page).toHaveURL('/en/for-sale/?city=Pocketon%7C9974&maxPrice=300000', afterNavigation)
    await expect(count(page)).toHaveText('2 properties')

    // Every field emptied: the plain list.
    await filtersButton(page).click()
    await page.locator('#list-city').selectOption('')
    await page.locator('#list-max-price').fill('')
    await page.getByRole('button', { name: 'Show 2 properties' }).click()
    await expect(page).toHaveURL('/en/for-sale/', afterNavigation)
    await expect(filtersButton(page)).toHaveText('Filters')
  })

  test('on a desktop the filters show open, without the button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, inTown)
    await expect(filtersButton(page)).toBeHidden()
    await expect(page.locator('#list-max-price')).toBeVisible()
  })
})

test('the language switch keeps the filters', async ({ page }) => {
  await open(page, '/en/for-sale/?city=Pocketon%7C9974&maxPrice=300000')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const french = page.getByTestId('language-switcher').filter({ visible: true }).getByRole('link', { name: 'FR' })
  // The town as the list stores it (folded), which matches its name in every language.
  await expect(french).toHaveAttribute('href', '/fr/a-vendre/?city=pocketon%7C9974&maxPrice=300000')
  await french.click()
  await expect(page).toHaveURL('/fr/a-vendre/?city=pocketon%7C9974&maxPrice=300000', afterNavigation)
  await expect(count(page)).toHaveText('2 biens')
  await expect(page.locator('#list-city')).toHaveValue('Pochette-Ville|9974')
  await expect(page.locator('#list-max-price')).toHaveValue('300000')
})

test('on a desktop the filters show open, without the button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await open(page, inTown)
  await expect(filtersButton(page)).toBeHidden()
  await expect(page.locator('#list-max-price')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show 3 properties' })).toBeVisible()
})

for (const { list, toggle, show, next, nextList, menu } of [
  {
    list: '/nl/te-koop/',
    toggle: 'Filters',
    show: 'Toon 3 panden',
    next: 'FR',
    nextList: '/fr/a-vendre/',
    menu: 'Menu openen',
  },
  {
    list: '/fr/a-vendre/',
    toggle: 'Filtres',
    show: 'Afficher 3 biens',
    next: 'EN',
    nextList: '/en/for-sale/',
    menu: 'Ouvrir le menu',
  },
  {
    list: '/en/for-sale/',
    toggle: 'Filters',
    show: 'Show 3 properties',
    next: 'DE',
    nextList: '/de/zu-verkaufen/',
    menu: 'Open menu',
  },
  {
    list: '/de/zu-verkaufen/',
    toggle: 'Filter',
    show: '3 Immobilien anzeigen',
    next: 'NL',
    nextList: '/nl/te-koop/',
    menu: 'Menü öffnen',
  },
]) {
  test(`${list}: the filters' button, its count, and the language switch keeping the filter`, async ({ page }) => {
    await open(page, `${list}?city=Pocketon%7C9974`)
    const button = page.locator('summary').filter({ hasText: toggle })
    await button.click()
    await expect(page.getByRole('button', { name: show })).toBeVisible()
    await page.getByRole('button', { name: menu }).click()
    const other = page.getByTestId('language-switcher').filter({ visible: true }).getByRole('link', { name: next })
    await expect(other).toHaveAttribute('href', `${nextList}?city=pocketon%7C9974`)
  })
}
