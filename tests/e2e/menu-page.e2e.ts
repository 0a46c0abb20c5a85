import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin } from './support'

/*
 * Menu-page layout fields: breadcrumb (with schema.org BreadcrumbList), page banner,
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
  for (const id of photos) await request.delete(`/api/media/${id}`, { headers: auth })
})

/** A 4x3 grey PNG, uploaded as the background of a banner module. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAADklEQVR4nGPoQAIMODkAdSYTIQhO1JcAAAAASUVORK5CYII=',
  'base64',
)
const photos: number[] = []

async function uploadPhoto(request: APIRequestContext): Promise<number> {
  const upload = await request.post('/api/media', {
    headers: auth,
    multipart: { file: { name: 'module-bg.png', mimeType: 'image/png', buffer: png }, _payload: '{"alt":"x"}' },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { id } = ((await upload.json()) as { doc: { id: number } }).doc
  photos.push(id)
  return id
}

test.describe('modules', () => {
  test.beforeAll(async ({ request }) => {
    const photo = await uploadPhoto(request)
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

/** A rich-text field holding one paragraph. */
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

test.describe('module fields of every kind', () => {
  test.beforeAll(async ({ request }) => {
    const photo = await uploadPhoto(request)
    const id = await createPage(request, {
      title: 'Module fields',
      key: 'e2e-module-fields',
      path: 'e2e-module-fields',
      modules: [
        {
          blockType: 'richText',
          title: 'Third of the row',
          col: { sm: 12, md: 6, lg: 4 },
          backgroundType: 'color',
          colorBackground: '#1e3a8a',
          content: paragraph('Plain words on dark blue.'),
        },
        {
          blockType: 'contactForm',
          form: 'site-contact',
          title: 'Right-hand form',
          description: 'Write to us.',
          col: { sm: 12, md: 6, lg: 4 },
          position: 'end',
          backgroundType: 'image',
          image: photo,
        },
        {
          blockType: 'contactForm',
          form: 'site-contact',
          title: 'Only in French',
          condition: { field: 'language', logic: 'equals', compareWithValue: 'fr' },
        },
        {
          blockType: 'richText',
          title: 'Phones only',
          condition: { field: 'isMobile', logic: 'equals', compareWithValue: 'true' },
        },
        { blockType: 'contactForm', form: 'site-contact', title: 'Switched off', status: false },
      ],
    })
    // The French version: module titles are per language, like the page's.
    const en = await request.get(`/api/menu-pages/${id}?locale=en&depth=0`, { headers: auth })
    const { modules } = (await en.json()) as { modules: { title?: string }[] }
    const french: Record<string, string> = { 'Only in French': 'Seulement en français' }
    const fr = await request.patch(`/api/menu-pages/${id}?locale=fr`, {
      headers: auth,
      data: {
        _status: 'published',
        title: 'Champs des modules',
        path: 'e2e-champs-modules',
        modules: modules.map((m) => ({ ...m, title: french[m.title ?? ''] ?? m.title })),
      },
      timeout: 30_000,
    })
    expect(fr.status(), await fr.text()).toBe(200)
  })

  test('a text module takes its columns, a form module sits at the right, backgrounds show as set', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/en/e2e-module-fields/')
    const text = page.getByTestId('rich-text-module').filter({ hasText: 'Third of the row' })
    const form = page.getByTestId('contact-module').filter({ hasText: 'Right-hand form' })
    await expect(text.getByRole('heading', { level: 2, name: 'Third of the row' })).toBeVisible()
    await expect(text).toHaveCSS('background-color', 'rgb(30, 58, 138)')
    // Dark blue: white text reads better than dark.
    await expect(text.getByText('Plain words on dark blue.')).toHaveCSS('color', 'rgb(255, 255, 255)')
    await expect(form.locator('img')).toHaveAttribute('src', /^\/api\/media\/file\/module-bg.*\.png$/)
    await expect(form.getByText('Write to us.')).toHaveCSS('color', 'rgb(255, 255, 255)')
    await expect(page.getByText('Switched off')).toHaveCount(0)

    // Desktop: a third of the grid each, the form against the right edge, on the same row.
    const grid = (await page.getByTestId('modules').boundingBox())!
    let a = (await text.boundingBox())!
    const b = (await form.boundingBox())!
    expect(a.width).toBeGreaterThan(grid.width * 0.28)
    expect(a.width).toBeLessThan(grid.width * 0.36)
    expect(Math.abs(a.x - grid.x)).toBeLessThan(2)
    expect(Math.abs(b.x + b.width - (grid.x + grid.width))).toBeLessThan(2)
    expect(Math.abs(a.y - b.y)).toBeLessThan(2)

    // Phone: the full width.
    await page.setViewportSize({ width: 375, height: 800 })
    const phoneGrid = (await page.getByTestId('modules').boundingBox())!
    a = (await text.boundingBox())!
    expect(Math.abs(a.width - phoneGrid.width)).toBeLessThan(2)
  })

  test('a module for phones only shows on a phone and not on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/en/e2e-module-fields/')
    const phonesOnly = page.getByRole('heading', { name: 'Phones only' })
    await expect(phonesOnly).toBeHidden()
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(phonesOnly).toBeVisible()
  })

  test('a module with a language condition shows in that language only', async ({ page }) => {
    await page.goto('/en/e2e-module-fields/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module fields')
    await expect(page.getByText('Only in French')).toHaveCount(0)
    await page.goto('/fr/e2e-champs-modules/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Champs des modules')
    await expect(page.getByRole('heading', { level: 2, name: 'Seulement en français' })).toBeVisible()
  })

  test('modules on backgrounds have no serious accessibility problems', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    await page.goto('/en/e2e-module-fields/', { waitUntil: 'load' })
    const result = await new AxeBuilder({ page })
      .include('[data-testid="modules"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    expect(serious).toEqual([])
    await context.close()
  })
})

test('a background colour that is not #hex is refused with a message in the staff language', async ({ request }) => {
  const res = await request.post('/api/menu-pages?locale=en', {
    headers: { ...auth, 'Accept-Language': 'nl' },
    data: {
      _status: 'published',
      showInMenu: false,
      title: 'Bad colour',
      key: 'e2e-bad-colour',
      path: 'e2e-bad-colour',
      modules: [{ blockType: 'banner', title: 'Teal', backgroundType: 'color', colorBackground: 'teal' }],
    },
  })
  expect(res.status()).toBe(400)
  expect(await res.text()).toContain('Geef een kleur in als #rgb of #rrggbb, bv. #0a7.')
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
