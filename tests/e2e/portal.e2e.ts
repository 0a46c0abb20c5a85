import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import portalEn from '../../messages/portal/en.json' with { type: 'json' }
import portalFr from '../../messages/portal/fr.json' with { type: 'json' }
import { pdfWith } from '../support/pdf'
import { expect, test } from './fixtures'
import { loginAsOwner, makeOwner, PASSWORD } from './owner-support'
import { apiLogin, expectPath, staffGet, TestContent } from './support'

/*
 * The owner portal as an owner meets it: two owners, each with their own properties (made
 * through REST as staff), sign in; one sees the selection of their two properties, a
 * property's figures, its 30-day chart and table, its history and a document to download, in
 * two languages, on a phone and a desktop; the other owner's property and document answer 404.
 */

const tag = `portal${Date.now().toString(36)}`
const content = new TestContent()

const world = {} as {
  mine: number[]
  theirs: number
  ownerA: { id: number; email: string }
  ownerB: { id: number; email: string }
  doc: number
  theirDoc: number
  pdf: Buffer
}

async function uploadDocument(request: APIRequestContext, property: number, title: string, file: Buffer) {
  const auth = await apiLogin(request)
  const res = await request.post('/api/property-documents', {
    headers: auth,
    multipart: {
      file: { name: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`, mimeType: 'application/pdf', buffer: file },
      _payload: JSON.stringify({ title, property, forOwners: true }),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

test.beforeAll(async ({ request, browser }) => {
  // Two invitations go through the mail queue (the test server works it every 2 s:
  // JOBS_EVERY_SECONDS in playwright.config.ts).
  test.setTimeout(150_000)
  const [type] = (await staffGet<{ docs: { id: number }[] }>(request, '/api/property-types?limit=1&depth=0')).docs
  const [city] = (await staffGet<{ docs: { id: number }[] }>(request, '/api/cities?limit=1&depth=0')).docs
  const property = (title: string) =>
    content.create(request, 'properties', {
      title,
      reference: `${tag}-${title.slice(0, 3)}`,
      goal: 'sale',
      marquee: '1',
      type: type.id,
      city: city.id,
      price: 325000,
      publishPrice: true,
      _status: 'published',
    })
  const mine = [await property(`Garden house ${tag}`), await property(`Loft ${tag}`)]
  const theirs = await property(`Other villa ${tag}`)
  // The French owner reads their listing in French and Dutch too.
  for (const locale of ['fr', 'nl'])
    await content.update(request, 'properties', theirs, { title: `Other villa ${tag}` }, locale)
  await content.create(request, 'visits', {
    property: mine[0],
    date: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    feedback: `Bright living room ${tag}`,
  })
  await content.create(request, 'publications', {
    property: mine[0],
    channel: 'Immoweb',
    url: 'https://www.immoweb.be/en/classified/e2e',
    from: new Date(Date.now() - 9 * 86_400_000).toISOString(),
  })
  const file = await pdfWith(`Mandate ${tag}`)
  const doc = await uploadDocument(request, mine[0], 'Mandate', file)
  const theirDoc = await uploadDocument(request, theirs, 'Their mandate', await pdfWith('theirs'))
  const ownerA = await makeOwner(request, browser, 'Annick', mine, 'en', tag)
  const ownerB = await makeOwner(request, browser, 'Bruno', [theirs], 'fr', tag)
  Object.assign(world, { mine, theirs, ownerA, ownerB, doc, theirDoc, pdf: file })
})

test.afterAll(async ({ request }) => {
  const auth = await apiLogin(request)
  for (const o of [world.ownerA, world.ownerB]) if (o) await request.delete(`/api/owners/${o.id}`, { headers: auth })
  for (const id of [world.doc, world.theirDoc])
    if (id) await request.delete(`/api/property-documents/${id}`, { headers: auth })
  await content.removeAll(request)
})

const t = portalEn

test('the portal asks for the login first, and is never cached', async ({ page }) => {
  const res = await page.request.get('/en/portal/', { maxRedirects: 0 })
  expect(res.status()).toBeGreaterThanOrEqual(300)
  expect(res.status()).toBeLessThan(400)
  expect(res.headers().location).toMatch(/\/en\/login\/$/)
  await loginAsOwner(page, world.ownerA.email, PASSWORD)
  const again = await page.request.get('/en/portal/')
  expect(again.headers()['cache-control']).toMatch(/private/)
  expect(again.headers()['cache-control']).toMatch(/no-store/)
  const robots = page.locator('meta[name="robots"]')
  await expect(robots).toHaveAttribute('content', /noindex/)
  // Its forms (the weekly e-mail, logging out) post to the page itself: HTML allows no empty action.
  const html = await again.text()
  expect(html).not.toContain('action=""')
  expect(html).toContain('action="/en/portal/"')
})

test('the selection shows the owner’s own properties; the weekly e-mail switches off and on', async ({ page }) => {
  await loginAsOwner(page, world.ownerA.email, PASSWORD)
  await expect(page.getByRole('heading', { level: 1, name: t.selection.title })).toBeVisible()
  const cards = page.getByTestId('portal-properties').getByRole('listitem')
  await expect(cards).toHaveCount(2)
  await expect(page.getByRole('link', { name: new RegExp(`Garden house ${tag}`) })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`Loft ${tag}`) })).toBeVisible()
  await expect(page.getByText(`Other villa ${tag}`)).toHaveCount(0)

  await page.getByRole('button', { name: t.weekly.switchOff }).click()
  await expect(page.getByRole('status')).toHaveText(t.weekly.savedOff)
  await expect(page.getByText(t.weekly.off)).toBeVisible()
  await page.getByRole('button', { name: t.weekly.switchOn }).click()
  await expect(page.getByRole('status')).toHaveText(t.weekly.savedOn)
  const owner = await staffGet<{ weeklyReport: boolean }>(page.request, `/api/owners/${world.ownerA.id}?depth=0`)
  expect(owner.weeklyReport).toBe(true)
})

test('a property’s figures, chart with its table, history and a document to download', async ({ page }) => {
  await loginAsOwner(page, world.ownerA.email, PASSWORD)
  await page.getByRole('link', { name: new RegExp(`Garden house ${tag}`) }).click()
  await expectPath(page, `/en/portal/${world.mine[0]}/`)
  await expect(page.getByRole('heading', { level: 1, name: `Garden house ${tag}` })).toBeVisible()

  const stats = page.getByTestId('portal-stats')
  await expect(stats.getByText(t.property.views, { exact: true })).toBeVisible()
  await expect(stats.getByText(t.property.visits, { exact: true })).toBeVisible()

  const chart = page.getByRole('img', { name: /Bar chart of the page views and enquiries per day/ })
  await expect(chart).toBeVisible()
  await page.getByText(t.chart.table).click()
  const table = page.getByRole('table', { name: t.chart.caption })
  await expect(table.getByRole('row')).toHaveCount(31)

  await expect(page.getByTestId('portal-visits')).toContainText(`Bright living room ${tag}`)
  await expect(page.getByTestId('portal-media').getByRole('link', { name: /Immoweb/ })).toHaveAttribute(
    'href',
    'https://www.immoweb.be/en/classified/e2e',
  )
  await expect(page.getByText(t.history.noCommunications)).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('portal-documents')
      .getByRole('link', { name: /Download.*Mandate/ })
      .click(),
  ])
  expect(download.suggestedFilename()).toBe('mandate.pdf')
  const path = await download.path()
  const { readFile } = await import('node:fs/promises')
  expect((await readFile(path)).equals(world.pdf)).toBe(true)

  await page.getByRole('link', { name: t.property.back }).click()
  await expectPath(page, '/en/portal/')
})

test('another owner’s property and document answer 404', async ({ page, request }) => {
  await loginAsOwner(page, world.ownerA.email, PASSWORD)
  const other = await page.goto(`/en/portal/${world.theirs}/`)
  expect(other?.status()).toBe(404)
  expect(await page.content()).not.toContain(`Other villa ${tag}`)
  // The site's not-found page, in the portal's language, with its title.
  await expect(page).toHaveTitle('Page not found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
  expect((await page.goto('/en/portal/999999/'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  // A page that is found carries no not-found page in its HTML (nor in React's payload there).
  const found = await page.request.get(`/en/portal/${world.mine[0]}/`)
  expect(found.status()).toBe(200)
  expect(await found.text()).not.toContain('Page not found')
  const selection = await page.request.get('/en/portal/')
  expect(selection.status()).toBe(200)
  expect(await selection.text()).not.toContain('Page not found')
  const theirs = await page.request.get(`/en/portal/${world.theirs}/documents/${world.theirDoc}/`)
  expect(theirs.status()).toBe(404)
  expect(await theirs.text()).toBe(t.documents.notFound)
  // Their document under one's own property: the same answer.
  const crossed = await page.request.get(`/en/portal/${world.mine[0]}/documents/${world.theirDoc}/`)
  expect(crossed.status()).toBe(404)
  // Without a session, even one's own document is the same 404.
  const anonymous = await request.get(`/en/portal/${world.mine[0]}/documents/${world.doc}/`)
  expect(anonymous.status()).toBe(404)
})

test('the portal in French, and the language switcher stays in the portal', async ({ page }) => {
  await loginAsOwner(page, world.ownerB.email, PASSWORD, 'fr')
  await expect(page.getByRole('heading', { level: 1, name: portalFr.selection.title })).toBeVisible()
  await page.getByRole('link', { name: new RegExp(`Other villa ${tag}`) }).click()
  await expectPath(page, `/fr/portal/${world.theirs}/`)
  await expect(page.getByRole('heading', { level: 2, name: portalFr.history.title })).toBeVisible()
  await expect(page.getByRole('img', { name: /Diagramme en barres/ })).toBeVisible()
  await expect(page.locator(`header a[href="/nl/portal/${world.theirs}/"]`).first()).toBeAttached()
  await page.goto(`/nl/portal/${world.theirs}/`)
  await expect(page.getByRole('heading', { level: 2, name: 'Geschiedenis' })).toBeVisible()
})

test('logging out ends the session, on the server too', async ({ page, playwright }) => {
  await loginAsOwner(page, world.ownerA.email, PASSWORD)
  const session = (await page.context().cookies()).find((c) => c.name === 'vitrine-owner')
  expect(session).toBeTruthy()
  await page.getByRole('button', { name: t.logout }).click()
  await page.waitForURL(/\/en\/login\/\?out=1$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have been logged out.')
  const res = await page.request.get('/en/portal/', { maxRedirects: 0 })
  expect(res.headers().location).toMatch(/\/en\/login\/$/)
  // The session's token, copied before the logout, opens nothing any more.
  const copied = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const again = await copied.get('/en/portal/', {
    maxRedirects: 0,
    headers: { cookie: `vitrine-owner=${session!.value}` },
  })
  expect(again.status()).toBe(307)
  expect(again.headers().location).toMatch(/\/en\/login\/$/)
  await copied.dispose()
})

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`axe finds no violation, and nothing scrolls sideways, at ${viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, locale: 'en-GB' })
    const page = await context.newPage()
    await loginAsOwner(page, world.ownerA.email, PASSWORD)
    for (const path of ['/en/portal/', `/en/portal/${world.mine[0]}/`]) {
      await page.goto(path, { waitUntil: 'load' })
      if (path !== '/en/portal/') await page.getByText(t.chart.table).click()
      const result = await new AxeBuilder({ page }).analyze()
      const violations = result.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      )
      expect(violations, path).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
    await context.close()
  })
}
