import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { staffGet, TestContent } from './support'

/*
 * The page-view counter (features/page-views): each visit of a property page sends one beacon
 * from the browser, and the count of the day in `page_views` (read as staff through
 * GET /api/views) rises by one for a person's first visit of the day (however many follow, from
 * the same address), and not at all for a crawler.
 * Counts are written in batches about every second: "no more than that" is proven by a later
 * view of another property having been written, never by waiting a while.
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

// A person's browser: the default headless one names itself HeadlessChrome, which is a bot.
test.use({ userAgent: CHROME })

const content = new TestContent()
const ids = { a: 0, b: 0, c: 0, d: 0 }

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const city = await content.create(request, 'cities', { name: 'Teltstad', zip: '9971', country: '10' }, 'en')
  const type = await content.create(request, 'property-types', { name: 'Teltype', webId: 1 }, 'en')
  const house = (title: string, reference: string) => ({
    title,
    reference,
    goal: 'sale',
    marquee: '1',
    type,
    city,
    price: 310000,
    _status: 'published',
  })
  ids.a = await content.create(request, 'properties', house('Counted house', 'PV-A'), 'en')
  ids.b = await content.create(request, 'properties', house('Signal house', 'PV-B'), 'en')
  ids.c = await content.create(request, 'properties', house('Crawled house', 'PV-C'), 'en')
  ids.d = await content.create(request, 'properties', house('Second signal house', 'PV-D'), 'en')
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

/** Today's views of a property as staff read them (the server's day: the agency's). */
async function viewsToday(request: APIRequestContext, id: number): Promise<number> {
  const body = await staffGet<{ to: string; days: Record<string, number> }>(request, `/api/views?property=${id}`)
  return body.days[body.to] ?? 0
}

const pollViews = (request: APIRequestContext, id: number) =>
  expect.poll(() => viewsToday(request, id), { timeout: 20_000, intervals: [250] })

/** Opens a property page by its short URL and waits for its beacon's answer. */
async function visit(page: Page, id: number, reference: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/views')
  await page.goto(`/en/property/${id}/`, { timeout: 30_000 })
  await expect(page.getByTestId('property-reference')).toHaveText(reference)
  const res = await answered
  expect(res.request().method()).toBe('POST')
  expect(res.status()).toBe(204)
}

test('a person viewing a property page three times adds one view; a crawler adds none', async ({
  page,
  browser,
  request,
}) => {
  const views = async () =>
    Object.fromEntries(
      await Promise.all(Object.entries(ids).map(async ([k, id]) => [k, await viewsToday(request, id)])),
    )
  const before = (await views()) as Record<keyof typeof ids, number>
  for (let i = 0; i < 3; i++) await visit(page, ids.a, 'PV-A')
  await pollViews(request, ids.a).toBe(before.a + 1)

  // Signal: a later view of another property is written; the repeated visits added nothing.
  await visit(page, ids.b, 'PV-B')
  await pollViews(request, ids.b).toBe(before.b + 1)
  expect(await viewsToday(request, ids.a)).toBe(before.a + 1)

  // A crawler's browser runs the page and sends the beacon too; the server does not count it.
  const bot = await browser.newContext({ userAgent: GOOGLEBOT })
  try {
    const botPage = await bot.newPage()
    await visit(botPage, ids.c, 'PV-C')
  } finally {
    await bot.close()
  }
  await visit(page, ids.d, 'PV-D')
  await pollViews(request, ids.d).toBe(before.d + 1)
  expect(await viewsToday(request, ids.c)).toBe(before.c)
})

test('the counts are for staff only', async ({ request }) => {
  const res = await request.get(`/api/views?property=${ids.a}`)
  expect(res.status()).toBe(401)
  // Every answer of the API is for its caller alone (src/platform/http/cache-control.ts).
  expect(res.headers()['cache-control']).toBe('private, no-store')
})
