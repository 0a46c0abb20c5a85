import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin } from './support'

/*
 * Menu-page layout fields of SPEC §3: breadcrumb (with schema.org BreadcrumbList), page banner,
 * page CSS classes, and pages of type 'redirect'. The pages are created for the test.
 */

let auth: Record<string, string>
const made: number[] = []

async function createPage(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/menu-pages?locale=en', {
    headers: auth,
    data: { _status: 'published', showInMenu: false, ...data },
    timeout: 30_000,
  })
  expect(res.status(), await res.text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number } }
  made.unshift(doc.id)
  return doc.id
}

test.beforeAll(async ({ request }) => {
  auth = await apiLogin(request)
  const parent = await createPage(request, { title: 'Test parent', key: 'e2e-parent', path: 'e2e-parent' })
  await createPage(request, {
    title: 'Test child',
    key: 'e2e-child',
    path: 'e2e-parent/e2e-child',
    parent,
    showBreadCrumb: true,
    showPageBanner: true,
    bannerTitle: 'Banner title',
    bannerDescription: 'Banner text',
    css: 'landing-test "><b>bold</b>',
  })
  await createPage(request, { title: 'No crumbs', key: 'e2e-plain', path: 'e2e-plain', showBreadCrumb: false })
  await createPage(request, {
    title: 'Old page',
    key: 'e2e-old',
    path: 'e2e-old',
    type: 'redirect',
    redirectUrl: '/en/e2e-parent/',
  })
})

test.afterAll(async ({ request }) => {
  for (const id of made) await request.delete(`/api/menu-pages/${id}`, { headers: auth })
  if (photo) await request.delete(`/api/media/${photo}`, { headers: auth })
})

/** A 4x3 grey PNG, uploaded as the background of a banner module. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAADklEQVR4nGPoQAIMODkAdSYTIQhO1JcAAAAASUVORK5CYII=',
  'base64',
)
let photo: number | undefined

test.describe('modules', () => {
  test.beforeAll(async ({ request }) => {
    const upload = await request.post('/api/media', {
      headers: auth,
      multipart: { file: { name: 'module-bg.png', mimeType: 'image/png', buffer: png }, _payload: '{"alt":"x"}' },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    photo = ((await upload.json()) as { doc: { id: number } }).doc.id
    await createPage(request, {
      title: 'Modules page',
      key: 'e2e-modules',
      path: 'e2e-modules',
      modules: [
        {
          blockType: 'banner',
          title: 'Coloured half',
          col: { sm: 12, md: 6, lg: 6 },
          backgroundType: 'color',
          colorBackground: '#0a7',
        },
        {
          blockType: 'banner',
          title: 'Pictured half',
          col: { sm: 12, md: 6, lg: 6 },
          backgroundType: 'image',
          image: photo,
        },
        { blockType: 'banner', title: 'Hidden module', status: false },
      ],
    })
  })

  test('modules take their columns per breakpoint and their backgrounds', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/en/e2e-modules/')
    const coloured = page.getByTestId('banner-module').filter({ hasText: 'Coloured half' })
    const pictured = page.getByTestId('banner-module').filter({ hasText: 'Pictured half' })
    await expect(coloured).toHaveCSS('background-color', 'rgb(0, 170, 119)')
    await expect(pictured.locator('img')).toHaveAttribute('src', /^\/api\/media\/file\/module-bg.*\.png$/)
    await expect(page.getByText('Hidden module')).toHaveCount(0)

    // Desktop: side by side, each about half of the grid.
    const grid = (await page.getByTestId('modules').boundingBox())!
    let a = (await coloured.boundingBox())!
    let b = (await pictured.boundingBox())!
    expect(Math.abs(a.y - b.y)).toBeLessThan(2)
    expect(b.x).toBeGreaterThan(a.x + a.width)
    expect(a.width).toBeLessThan(grid.width * 0.55)

    // Phone: the full width, one under the other.
    await page.setViewportSize({ width: 375, height: 800 })
    a = (await coloured.boundingBox())!
    b = (await pictured.boundingBox())!
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height)
    expect(Math.abs(a.x - b.x)).toBeLessThan(2)
  })
})

test('a child page shows its breadcrumb, also as BreadcrumbList, its banner and its classes', async ({
  page,
  baseURL,
}) => {
  await page.goto('/en/e2e-parent/e2e-child/')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Test parent'])
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/')
  await expect(crumbs.getByRole('link', { name: 'Test parent' })).toHaveAttribute('href', '/en/e2e-parent/')
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Test child')

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const list = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'BreadcrumbList')
  expect(list).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/en/` },
      { '@type': 'ListItem', position: 2, name: 'Test parent', item: `${baseURL}/en/e2e-parent/` },
      { '@type': 'ListItem', position: 3, name: 'Test child', item: `${baseURL}/en/e2e-parent/e2e-child/` },
    ],
  })

  const banner = page.getByTestId('page-banner')
  await expect(banner).toContainText('Banner title')
  await expect(banner).toContainText('Banner text')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test child')

  // Only the class name survives; the rest of what was typed never reaches the markup.
  await expect(page.locator('div.landing-test')).toHaveCount(1)
  expect(await page.locator('div.landing-test').getAttribute('class')).toBe('landing-test')
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0)
})

test('a page with the breadcrumb switched off shows none', async ({ page }) => {
  await page.goto('/en/e2e-plain/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No crumbs')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
})

test('a page of type redirect sends visitors on', async ({ request }) => {
  const res = await request.get('/en/e2e-old/', { maxRedirects: 0 })
  expect(res.status()).toBe(307)
  expect(res.headers()['location']).toBe('/en/e2e-parent/')
})
