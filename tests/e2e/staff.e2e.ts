/*
 * Staff and the back office. This file sorts last on purpose: it changes content (and restores
 * it), so the read-only tests of the other files run first.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, pathOf, staff, TestContent } from './support'

/** A back-office call answers well within this; a hung one fails with its own message. */
const apiTimeout = 15_000

interface MenuPageDoc {
  id: number | string
  key: string
  title?: string | null
  _status: 'published' | 'draft'
  showInMenu?: boolean | null
}

/** A menu page by key as stored in English (no fallback to another language). */
async function menuPage(request: APIRequestContext, auth: Record<string, string>, key: string): Promise<MenuPageDoc> {
  const res = await request.get('/api/menu-pages', {
    headers: auth,
    timeout: apiTimeout,
    params: { 'where[key][equals]': key, locale: 'en', 'fallback-locale': 'none', depth: 0, limit: 1 },
  })
  expect(res.status(), await res.text()).toBe(200)
  const { docs } = (await res.json()) as { docs: MenuPageDoc[] }
  expect(docs, `menu page with key ${key}`).toHaveLength(1)
  return docs[0]
}

async function patchMenuPage(
  request: APIRequestContext,
  auth: Record<string, string>,
  id: MenuPageDoc['id'],
  data: Partial<MenuPageDoc>,
): Promise<void> {
  const res = await request.patch(`/api/menu-pages/${id}?locale=en`, { headers: auth, data, timeout: apiTimeout })
  expect(res.status(), `PATCH /api/menu-pages/${id}: ${await res.text()}`).toBe(200)
}

/** Runs `change`, then always `restore`; a failing restore does not hide the first failure. */
async function thenRestore(change: () => Promise<void>, restore: () => Promise<void>): Promise<void> {
  let failed = false
  try {
    await change()
  } catch (error) {
    failed = true
    throw error
  } finally {
    await restore().catch((error: unknown) => {
      if (!failed) throw error
      console.error(`Restoring the content failed too: ${(error as Error).message}`)
    })
  }
}

/** The visible main menu of the English sale list, reloaded until `check` passes (at most ~10 s). */
async function eventuallyInMenu(page: Page, check: (menu: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await expect(async () => {
    await page.goto(pathOf('for-sale', 'en'), { waitUntil: 'domcontentloaded' })
    await check(page.getByTestId('main-menu').filter({ visible: true }).first())
  }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] })
}

test('the sample staff user logs in to /admin', async ({ page }) => {
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[name="password"]').fill(staff.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
  await expect(page.locator('.dashboard')).toBeVisible()
  await expect(page.locator('a[href="/admin/collections/menu-pages"]').first()).toBeVisible()
})

test('a wrong password in /admin gets the same message as an unknown e-mail, in the back office language', async ({
  page,
}) => {
  await page.goto('/admin/login', { waitUntil: 'domcontentloaded' })
  const expected =
    'The e-mail address or the password is not correct, or this login is locked for a while after too many attempts. Try again later, or ask an administrator to unlock it.'
  for (const [email, password] of [
    [staff.email, 'not-the-password'],
    ['nobody@vitrine.example', staff.password],
  ]) {
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/users/login'))
    await page.locator('form button[type="submit"]').click()
    expect((await answer).status()).toBe(401)
    await expect(page.getByText(expected).last()).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  }
})

const jobsPath = pathOf('jobs', 'en')

test('an unpublished menu page is not in the menu and not on the site', async ({ page, request }) => {
  const auth = await apiLogin(request)
  expect((await menuPage(request, auth, 'jobs'))._status).toBe('draft')

  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  const menu = page.getByTestId('main-menu').filter({ visible: true }).first()
  await expect(menu.locator(`a[href="${pathOf('for-sale', 'en')}"]`)).toBeVisible()
  await expect(menu.locator(`a[href="${jobsPath}"]`)).toHaveCount(0)

  const response = await page.goto(jobsPath, { waitUntil: 'domcontentloaded' })
  expect(response?.status()).toBe(404)
})

test('publishing and unpublishing a menu page in the back office shows on the site within seconds', async ({
  page,
  request,
}) => {
  const auth = await apiLogin(request)
  const jobs = await menuPage(request, auth, 'jobs')
  expect(jobs._status).toBe('draft')
  const link = (menu: ReturnType<Page['getByTestId']>) => menu.locator(`a[href="${jobsPath}"]`)

  await thenRestore(
    async () => {
      // The sample page is also kept out of the menu by showInMenu: switch that on too, so that
      // unpublishing alone is what must hide it again.
      await patchMenuPage(request, auth, jobs.id, { _status: 'published', showInMenu: true })
      await eventuallyInMenu(page, (menu) => expect(link(menu)).toBeVisible({ timeout: 1000 }))
      const published = await page.goto(jobsPath, { waitUntil: 'domcontentloaded' })
      expect(published?.status()).toBe(200)

      await patchMenuPage(request, auth, jobs.id, { _status: 'draft' })
      await eventuallyInMenu(page, (menu) => expect(link(menu)).toHaveCount(0, { timeout: 1000 }))
      const unpublished = await page.goto(jobsPath, { waitUntil: 'domcontentloaded' })
      expect(unpublished?.status()).toBe(404)
    },
    () => patchMenuPage(request, auth, jobs.id, { _status: jobs._status, showInMenu: jobs.showInMenu ?? false }),
  )
})

test('renaming a published menu page in the back office shows on the site within seconds', async ({
  page,
  request,
}) => {
  const auth = await apiLogin(request)
  const forRent = await menuPage(request, auth, 'for-rent')
  expect(forRent._status).toBe('published')
  const link = (menu: ReturnType<Page['getByTestId']>) => menu.locator(`a[href="${pathOf('for-rent', 'en')}"]`)
  const renamed = `To let ${Date.now().toString(36)}`

  await thenRestore(
    async () => {
      await patchMenuPage(request, auth, forRent.id, { title: renamed })
      await eventuallyInMenu(page, (menu) => expect(link(menu)).toContainText(renamed, { timeout: 1000 }))
    },
    () => patchMenuPage(request, auth, forRent.id, { title: forRent.title ?? null }),
  )
  // Restored: the menu no longer shows the new name.
  await eventuallyInMenu(page, async (menu) => {
    await expect(link(menu)).toBeVisible({ timeout: 1000 })
    await expect(link(menu)).not.toContainText(renamed, { timeout: 1000 })
  })
})

interface PropertyDoc {
  id: number
  reference: string
  price: number
  _status: 'published' | 'draft'
}

async function patchProperty(
  request: APIRequestContext,
  auth: Record<string, string>,
  id: number,
  data: Partial<PropertyDoc>,
): Promise<void> {
  const res = await request.patch(`/api/properties/${id}`, { headers: auth, data, timeout: apiTimeout })
  expect(res.status(), `PATCH /api/properties/${id}: ${await res.text()}`).toBe(200)
}

test.describe('a property edited in the back office', () => {
  const content = new TestContent()
  let id = 0

  test.beforeAll(async ({ request }) => {
    const city = await content.create(request, 'cities', { name: 'Wijzigdorp', zip: '9976', country: '10' }, 'nl')
    const type = await content.create(request, 'property-types', { name: 'Wijzighuis', webId: 1 }, 'nl')
    id = await content.create(
      request,
      'properties',
      { title: 'Huis dat van prijs verandert', reference: 'ST-1', goal: 'sale', type, city, price: 333000 },
      'nl',
    )
  })

  test.afterAll(async ({ request }) => {
    await content.removeAll(request)
  })

  test('a price change and unpublishing show on the property page and the list at once', async ({ page, request }) => {
    const auth = await apiLogin(request)
    const detail = `/en/property/${id}/`
    // The list narrowed to exactly the new price: only this property can be on it.
    const list = '/en/for-sale/?minPrice=345345&maxPrice=345345'

    // Pages are cached: both are rendered before the change so the change must expire them.
    await page.goto(detail)
    await expect(page.getByTestId('property-price')).toHaveText('€\u00a0333.000')
    await page.goto(list)
    await expect(page.getByTestId('result-count')).toHaveText('0 properties')
    await patchProperty(request, auth, id, { price: 345345 })
    await expect(async () => {
      await page.goto(detail)
      await expect(page.getByTestId('property-price')).toHaveText('€\u00a0345.345', { timeout: 1000 })
      await page.goto(list)
      await expect(page.getByTestId('result-count')).toHaveText('1 property', { timeout: 1000 })
      await expect(page.getByTestId('property-card')).toContainText('345.345', { timeout: 1000 })
    }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] })

    await patchProperty(request, auth, id, { _status: 'draft' })
    await expect(async () => {
      expect((await page.goto(detail))?.status()).toBe(404)
      await page.goto(list)
      await expect(page.getByTestId('result-count')).toHaveText('0 properties', { timeout: 1000 })
    }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] })
  })
})
