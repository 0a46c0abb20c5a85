import type { APIRequestContext, Page } from '@playwright/test'
import de from '../../messages/consent/de.json' with { type: 'json' }
import en from '../../messages/consent/en.json' with { type: 'json' }
import fr from '../../messages/consent/fr.json' with { type: 'json' }
import nl from '../../messages/consent/nl.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { apiLogin, locales } from './support'

/*
 * Cookie consent on Google Consent Mode v2 (docs/rules/privacy-and-security.md), with the network observed. The
 * tag hosts are answered by local stubs: gtag.js records the consent commands it reads from
 * the data layer and sends a page view to a collect URL, as the real one does, so a test sees
 * which scripts were fetched and which page views left.
 */

const texts = { nl, fr, en, de }
const t = en
const ids = {
  googleAnalyticsId: 'G-E2ETEST1',
  googleAdsId: 'AW-123456789',
  googleTagManagerId: 'GTM-E2E123',
  socialPixelId: '1234567890',
}
const tagHosts = /(googletagmanager\.com|google-analytics\.com|facebook\.net|facebook\.com)/

const gtagStub = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  window.__consentCommands = window.__consentCommands || [];
  function handle(a) {
    if (!a || typeof a !== 'object' || !('length' in a)) return;
    if (a[0] === 'consent') window.__consentCommands.push([a[1], JSON.parse(JSON.stringify(a[2]))]);
    if (a[0] === 'event' && a[1] === 'page_view')
      fetch('https://www.google-analytics.com/g/collect?en=page_view&dl=' + encodeURIComponent(a[2].page_location), { mode: 'no-cors' });
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function () { for (var j = 0; j < arguments.length; j++) handle(arguments[j]); return push.apply(dl, arguments); };
})();`

interface Observed {
  /** Every request to a tag host, in order. */
  tagRequests: string[]
  /** The page views sent (their page_location). */
  pageViews: string[]
}

async function observeTags(page: Page): Promise<Observed> {
  const observed: Observed = { tagRequests: [], pageViews: [] }
  // Registered after the fixture's route, so these hosts are answered here instead of blocked.
  await page.route(
    (url) => tagHosts.test(url.hostname),
    (route) => {
      const url = new URL(route.request().url())
      observed.tagRequests.push(url.toString())
      if (url.pathname === '/g/collect') {
        observed.pageViews.push(url.searchParams.get('dl') ?? '')
        return route.fulfill({ status: 204, body: '' })
      }
      const body = url.pathname.startsWith('/gtag/js') ? gtagStub : '/* stub */'
      return route.fulfill({ contentType: 'text/javascript', body })
    },
  )
  return observed
}

async function setTagIds(request: APIRequestContext, values: Record<string, string>) {
  const auth = await apiLogin(request)
  const res = await request.post('/api/globals/site-settings', {
    headers: auth,
    data: { analytics: values },
    timeout: 30_000,
  })
  expect(res.status(), `POST /api/globals/site-settings: ${await res.text()}`).toBe(200)
}

/**
 * Proves that the page sent nothing more to the tag hosts: the test sends a request of its own to
 * one and waits until the route has seen it. A script the page had added before would have asked
 * before it, so once the sentinel is seen, the recorded requests are complete.
 */
async function sentinel(page: Page, observed: Observed): Promise<string> {
  const url = `https://www.google-analytics.com/e2e-sentinel?at=${Date.now()}`
  await page.evaluate((u) => fetch(u, { mode: 'no-cors' }).then(() => undefined), url)
  await expect.poll(() => observed.tagRequests.includes(url)).toBe(true)
  return url
}

/** The tag scripts the page added (every tag loads through one). */
const tagScripts = (page: Page) => page.locator('script[data-consent-tag]')

/** The page views in the data layer: what the tags are told to send. */
const pageViewEvents = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter(
        (a) => a && a[0] === 'event' && a[1] === 'page_view',
      ).length,
  )

const dialog = (page: Page) => page.getByRole('dialog', { name: t.title })
const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vitrine-consent') ?? 'null') as unknown)
const consentCommands = (page: Page) =>
  page.evaluate(() => (window as unknown as { __consentCommands?: unknown[] }).__consentCommands ?? [])
const dataLayerConsent = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .filter((a) => a && a[0] === 'consent')
      .map((a) => [a[1], a[2]]),
  )

const granted = {
  ad_user_data: 'granted',
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_personalization: 'granted',
}
const denied = {
  ad_user_data: 'denied',
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_personalization: 'denied',
}

test.describe('cookie consent', () => {
  // A first visit: nothing stored.
  test.use({ storageState: { cookies: [], origins: [] } })

  test.beforeAll(async ({ request }) => {
    await setTagIds(request, ids)
  })
  test.afterAll(async ({ request }) => {
    await setTagIds(request, { googleAnalyticsId: '', googleAdsId: '', googleTagManagerId: '', socialPixelId: '' })
  })

  test('asks on the first visit, with decline as prominent as accept, and loads nothing before', async ({ page }) => {
    const observed = await observeTags(page)
    await page.goto('/en/for-sale/')
    await expect(dialog(page)).toBeVisible()
    const accept = dialog(page).getByRole('button', { name: t.agreeAll })
    const decline = dialog(page).getByRole('button', { name: t.decline })
    await expect(accept).toBeVisible()
    await expect(decline).toBeVisible()
    // Same size and colours: declining is no harder than accepting.
    const look = (el: typeof accept) =>
      el.evaluate((b) => {
        const s = getComputedStyle(b)
        return { bg: s.backgroundColor, color: s.color, height: b.getBoundingClientRect().height, font: s.fontWeight }
      })
    expect(await look(decline)).toEqual(await look(accept))
    // A real modal: the dialog holds the focus and the page behind it is inert.
    await expect(dialog(page)).toHaveJSProperty('open', true)
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    // The dialog shows once the consent code has run: it set the defaults and loaded no tag.
    expect(await dataLayerConsent(page)).toEqual([['default', { ...denied, wait_for_update: 500 }]])
    await expect(tagScripts(page)).toHaveCount(0)
    expect(observed.tagRequests).toEqual([await sentinel(page, observed)])
  })

  test("'agree all' grants the four categories, loads the tags and sends one page view", async ({ page }) => {
    const observed = await observeTags(page)
    await page.goto('/en/for-sale/?utm_source=newsletter&utm_campaign=spring')
    await dialog(page).getByRole('button', { name: t.agreeAll }).click()
    await expect(dialog(page)).toBeHidden()
    expect(await storedChoice(page)).toEqual({ consent: true, ...granted })
    await expect.poll(() => observed.pageViews.length).toBe(1)
    expect(await consentCommands(page)).toEqual([
      ['default', { ...denied, wait_for_update: 500 }],
      ['update', granted],
    ])
    // The page view carries the landing page's UTM parameters.
    expect(new URL(observed.pageViews[0]).searchParams.get('utm_source')).toBe('newsletter')
    await expect
      .poll(() => observed.tagRequests.map((u) => new URL(u).hostname + new URL(u).pathname))
      .toEqual(
        expect.arrayContaining([
          'www.googletagmanager.com/gtag/js',
          'www.googletagmanager.com/gtm.js',
          'connect.facebook.net/en_US/fbevents.js',
        ]),
      )
    // One page view asked of the tags, and no other sent once the requests so far are all seen.
    expect(await pageViewEvents(page)).toBe(1)
    await sentinel(page, observed)
    expect(observed.pageViews).toHaveLength(1)

    // The next page of the visit: no dialog, the stored choice applied, the UTM kept.
    await page.goto('/en/for-rent/')
    await expect.poll(() => observed.pageViews.length).toBe(2)
    expect(new URL(observed.pageViews[1]).pathname).toBe('/en/for-rent/')
    expect(new URL(observed.pageViews[1]).searchParams.get('utm_campaign')).toBe('spring')
    await expect(dialog(page)).toBeHidden()
    expect(await consentCommands(page)).toEqual([
      ['default', { ...denied, wait_for_update: 500 }],
      ['update', granted],
    ])
  })

  test("'decline' stores only the necessary category and no tag request is ever made", async ({ page }) => {
    const observed = await observeTags(page)
    await page.goto('/en/')
    await dialog(page).getByRole('button', { name: t.decline }).click()
    await expect(dialog(page)).toBeHidden()
    expect(await storedChoice(page)).toEqual({ consent: true, ...denied })
    expect(await dataLayerConsent(page)).toEqual([
      ['default', { ...denied, wait_for_update: 500 }],
      ['update', denied],
    ])
    await page.reload()
    // The stored choice was read and applied (the update below), and with it nothing loaded.
    await expect
      .poll(() => dataLayerConsent(page))
      .toEqual([
        ['default', { ...denied, wait_for_update: 500 }],
        ['update', denied],
      ])
    await expect(tagScripts(page)).toHaveCount(0)
    expect(observed.tagRequests).toEqual([await sentinel(page, observed)])
    await expect(dialog(page)).toBeHidden()
  })

  test("'agree partly' stores exactly the toggled values and loads only what they allow", async ({ page }) => {
    const observed = await observeTags(page)
    await page.goto('/en/')
    await dialog(page).getByRole('button', { name: t.settings }).click()
    const settings = page.getByRole('dialog', { name: t.settingsTitle })
    const necessary = settings.getByRole('switch', { name: new RegExp(t.categories.necessary.label) })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    // Nothing else is ticked for the visitor.
    for (const c of ['ad_user_data', 'ad_storage', 'analytics_storage', 'ad_personalization'] as const) {
      await expect(settings.getByRole('switch', { name: t.categories[c].label })).not.toBeChecked()
    }
    await settings.getByRole('switch', { name: t.categories.analytics_storage.label }).check()
    await settings.getByRole('button', { name: t.agreePartly }).click()
    await expect(settings).toBeHidden()
    expect(await storedChoice(page)).toEqual({ consent: true, ...denied, analytics_storage: 'granted' })
    await expect.poll(() => observed.pageViews.length).toBe(1)
    const fetched = observed.tagRequests.map((u) => new URL(u))
    // Analytics and the tag manager (analytics storage); no ads tag and no social pixel.
    expect(fetched.some((u) => u.pathname === '/gtag/js' && u.searchParams.get('id') === ids.googleAnalyticsId)).toBe(
      true,
    )
    expect(fetched.some((u) => u.searchParams.get('id') === ids.googleAdsId)).toBe(false)
    expect(fetched.some((u) => u.hostname === 'connect.facebook.net')).toBe(false)
  })

  test('a reload keeps the choice, the footer reopens the settings, ?setcookies asks again', async ({ page }) => {
    await observeTags(page)
    await page.goto('/en/')
    await dialog(page).getByRole('button', { name: t.agreeAll }).click()
    await page.reload()
    // The stored choice was read and applied without asking (the footer button below would be
    // out of reach behind an open modal dialog).
    await expect
      .poll(() => consentCommands(page))
      .toEqual([
        ['default', { ...denied, wait_for_update: 500 }],
        ['update', granted],
      ])
    await expect(dialog(page)).toBeHidden()

    await page.getByRole('button', { name: t.footerLink }).click()
    const settings = page.getByRole('dialog', { name: t.settingsTitle })
    await expect(settings).toBeVisible()
    // The stored choice shows; changing it is saved.
    await expect(settings.getByRole('switch', { name: t.categories.ad_storage.label })).toBeChecked()
    await settings.getByRole('button', { name: t.decline }).click()
    expect(await storedChoice(page)).toEqual({ consent: true, ...denied })

    await page.goto('/en/for-sale/?setcookies')
    await expect(dialog(page)).toBeVisible()
    expect(await storedChoice(page)).toBeNull()
    // The parameter is gone from the address, so a reload does not forget again.
    expect(new URL(page.url()).searchParams.has('setcookies')).toBe(false)
  })

  test('the footer’s cookie settings, clicked before the dialog’s code has arrived, open once it has', async ({
    page,
    request,
  }) => {
    await observeTags(page)
    await page.goto('/en/')
    await dialog(page).getByRole('button', { name: t.agreeAll }).click()
    // The page's own scripts (listed on its loader) pass; what it loads later waits for the click.
    const html = await (await request.get('/en/')).text()
    const firstLoad = new Set(html.match(/data-scripts-after-paint="([^"]*)"/)?.[1].split(' '))
    expect(firstLoad.size).toBeGreaterThan(0)
    const held: Array<() => Promise<void>> = []
    let heldOne: () => void = () => {}
    const somethingHeld = new Promise<void>((resolve) => (heldOne = resolve))
    // Routing turns the browser's cache off: the dialog's chunk is asked for again.
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (firstLoad.has(new URL(route.request().url()).pathname)) return route.continue()
      held.push(() => route.continue())
      heldOne()
    })
    await page.reload()
    // A later chunk asked for: the page has hydrated, and its footer button answers.
    await somethingHeld
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: t.footerLink }).click()
    await Promise.all(held.map((release) => release()))
    const settings = page.getByRole('dialog', { name: t.settingsTitle })
    await expect(settings).toBeVisible()
    await expect(settings.getByRole('switch', { name: t.categories.ad_storage.label })).toBeChecked()
  })

  for (const locale of locales) {
    test(`the dialog speaks ${locale}`, async ({ page }) => {
      const c = texts[locale]
      await page.goto(`/${locale}/`)
      const d = page.getByRole('dialog', { name: c.title })
      await expect(d).toBeVisible()
      await expect(d.getByRole('button', { name: c.agreeAll })).toBeVisible()
      await expect(d.getByRole('button', { name: c.decline })).toBeVisible()
      await d.getByRole('button', { name: c.settings }).click()
      await expect(page.getByRole('dialog', { name: c.settingsTitle })).toBeVisible()
    })
  }

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/en/')
    await expect(dialog(page)).toBeVisible()
    // Tab stays inside the dialog: the page behind is inert.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    }
    // Escape does not dismiss an undecided dialog: one of its buttons decides.
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeVisible()
    await dialog(page).getByRole('button', { name: t.decline }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeHidden()
    expect(await storedChoice(page)).toEqual({ consent: true, ...denied })
  })
})
