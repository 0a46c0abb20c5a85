import { test as base, expect, type Page } from '@playwright/test'

/** A 1x1 light-grey PNG: what a map tile looks like in tests. */
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
)

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

/**
 * A cached page asks for its scripts after its first paint (src/platform/page-cache/scripts-after-paint.mjs), so
 * its load event can come before them. A test that goes to a page acts on it once the page says
 * it has hydrated (src/platform/page-cache/hydration-signal.mjs), as a test did when the load event waited for
 * the scripts. Pages without the loader, and pages opened with JavaScript off, are not waited for.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[data-scripts-after-paint]') ||
      document.documentElement.hasAttribute('data-hydrated'),
  )
}

type Goto = Page['goto']
type Reload = Page['reload']

/**
 * The browser never leaves this machine: map tiles are answered with a blank tile, and any
 * other request to another host is aborted and recorded in `offsite`, so a test can assert
 * what the page tried to load.
 *
 * Every test also checks that the Content Security Policy refused nothing: a page whose own
 * scripts were refused would not work. (`cspViolations` collects Chromium's reports; a test
 * that provokes one on purpose empties it once it has checked it.)
 */
export const test = base.extend<{ offsite: string[]; cspViolations: string[] }>({
  offsite: async ({}, provide) => {
    await provide([])
  },
  cspViolations: async ({}, provide) => {
    const violations: string[] = []
    await provide(violations)
    expect(violations, 'Content Security Policy violations').toEqual([])
  },
  page: async ({ page, offsite, cspViolations, javaScriptEnabled }, provide) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspViolations.push(`${page.url()}: ${message.text()}`)
    })
    await page.route(
      (url) => !isLoopback(url),
      (route) => {
        const url = route.request().url()
        offsite.push(url)
        if (/\/\d+\/\d+\/\d+(@2x)?\.png/.test(url)) return route.fulfill({ contentType: 'image/png', body: tile })
        return route.abort('blockedbyclient')
      },
    )
    const goto: Goto = page.goto.bind(page)
    const reload: Reload = page.reload.bind(page)
    // Without JavaScript there is nothing to wait for.
    const waits = (waitUntil: string | undefined) =>
      javaScriptEnabled !== false && (waitUntil === undefined || waitUntil === 'load')
    const thenHydrated = async <T>(response: Promise<T>, waitUntil: string | undefined) => {
      const answer = await response
      if (waits(waitUntil)) await hydrated(page)
      return answer
    }
    page.goto = (url, options) => thenHydrated(goto(url, options), options?.waitUntil)
    page.reload = (options) => thenHydrated(reload(options), options?.waitUntil)
    await provide(page)
  },
})

export { expect }
