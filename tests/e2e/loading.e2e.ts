import { expect, test } from './fixtures'

/*
 * How a page loads: it paints before it asks for its scripts (a cached page lists
 * them on a small inline loader instead of script tags), then hydrates; the scripts it runs as
 * it loads carry V8's compile hint.
 */

test('a cached page paints first, then asks for its scripts, then hydrates', async ({ page, request }) => {
  const html = await (await request.get('/en/for-sale/')).text()
  // No script tag of the build's own in the page: one loader lists them.
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/)
  const listed = html.match(/<script data-scripts-after-paint="([^"]*)"/)?.[1].split(' ') ?? []
  expect(listed.length).toBeGreaterThan(3)

  await page.goto('/en/for-sale/', { waitUntil: 'load' })
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/_next/static/chunks/') && e.name.endsWith('.js'))
    return { paint: paint?.startTime, firstScript: Math.min(...scripts.map((e) => e.startTime)), count: scripts.length }
  })
  expect(timing.paint).toBeGreaterThan(0)
  expect(timing.count).toBeGreaterThanOrEqual(listed.length)
  expect(timing.firstScript).toBeGreaterThan(timing.paint!)

  // Hydrated: a link of the menu is followed without reloading the document.
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
  await page.getByRole('banner').getByRole('link', { name: 'For rent', exact: true }).first().click()
  await expect(page).toHaveURL(/\/en\/for-rent\/$/)
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
})

test('the scripts a page runs as it loads carry the compile hint', async ({ request }) => {
  const html = await (await request.get('/en/')).text()
  const listed = html.match(/<script data-scripts-after-paint="([^"]*)"/)?.[1].split(' ') ?? []
  expect(listed.length).toBeGreaterThan(3)
  for (const script of listed) {
    const body = await (await request.get(script)).text()
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true)
  }
})

test('a button pressed before the page has hydrated acts once it has, once', async ({ page, request }) => {
  // A filtered list is a cached page from its second request on (the first is rendered for its
  // request alone: src/platform/routing/first-sight.ts); cached pages hold their scripts until
  // after the first paint.
  await request.get('/en/for-sale/?view=map')
  const html = await (await request.get('/en/for-sale/?view=map')).text()
  expect(html).toContain('data-scripts-after-paint=')
  // Every script waits until the button has been pressed.
  const held: Array<() => Promise<void>> = []
  let heldOne: () => void = () => {}
  const asked = new Promise<void>((resolve) => (heldOne = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    held.push(() => route.continue())
    heldOne()
  })
  await page.goto('/en/for-sale/?view=map', { waitUntil: 'domcontentloaded' })
  const box = page.getByTestId('map-frame-box')
  await asked
  await box.getByRole('button', { name: 'Show the map' }).click()
  await expect(box.locator('iframe')).toHaveCount(0)
  await page.unroute('**/_next/static/chunks/*.js')
  await Promise.all(held.map((release) => release()))
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(box.locator('iframe')).toHaveCount(1)
  await expect(box.locator('iframe')).toBeVisible()
})
