import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The map frame, driven the way a page that embeds it does: a JSON text posted to it.
const texts = JSON.parse(fs.readFileSync('messages/map/nl.json', 'utf8')) as Record<string, string>
const FRAME = '/nl/map-frame/'

const marker = (id: number, lat: number, lng: number, extra: Record<string, unknown> = {}) => ({
  id,
  lat,
  lng,
  title: `Testpand ${id}`,
  href: `/nl/pand/${id}/`,
  price: '€ 385.000',
  marquee: '1',
  ...extra,
})

const message = (propsList: unknown[], extra: Record<string, unknown> = {}) => ({
  propsList,
  messageInfo: { title: 'Panden op de kaart', noMarkers: texts.noMarkers, openLink: texts.openLink },
  mapType: 'list',
  customMarker: null,
  marqueeIgnore: ['3'],
  ...extra,
})

// Gent and Liège: far enough apart to stay two markers once the map fits them.
const two = message([
  marker(1, 51.0543, 3.7174),
  marker(2, 50.6326, 5.5797),
  // Sold: its marquee is ignored, so it is not shown.
  marker(3, 50.8467, 4.3525, { marquee: '3' }),
])

/** Posts until the frame (hydrating in dev) has taken the message and reached `state`. */
async function post(page: Page, data: unknown, state: string) {
  const frame = page.getByTestId('map-frame')
  await expect(async () => {
    await page.evaluate((text) => window.postMessage(text, window.location.origin), JSON.stringify(data))
    await expect(frame).toHaveAttribute('data-state', state, { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * From now on, records every state the frame takes and every message its window receives (a
 * listener added after the frame's own, so it runs once the frame has handled the message).
 */
async function watchFrame(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __states: string[]; __messages: string[] }
    const frame = document.querySelector('[data-testid="map-frame"]')!
    w.__states = []
    w.__messages = []
    new MutationObserver(() => w.__states.push(frame.getAttribute('data-state') ?? '')).observe(frame, {
      attributes: true,
      attributeFilter: ['data-state'],
    })
    window.addEventListener('message', (event) => w.__messages.push(event.origin))
  })
}
const statesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __states: string[] }).__states)
const messagesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __messages: string[] }).__messages)

/**
 * A same-origin message that the frame takes without markers, under a title of its own: once the
 * title shows, every message posted before it has been handled and rendered.
 */
async function postSentinel(page: Page, title: string) {
  const data = message([], { messageInfo: { title, noMarkers: texts.noMarkers, openLink: texts.openLink } })
  await page.evaluate((text) => window.postMessage(text, window.location.origin), JSON.stringify(data))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
}

const isTile = (url: string) => /\/\d+\/\d+\/\d+(@2x)?\.png(\?.*)?$/.test(url)

test('the frame is a bare page that is not indexed and waits for a message', async ({ page }) => {
  const response = await page.goto(FRAME)
  expect(response?.status()).toBe(200)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByTestId('site-header')).toHaveCount(0)
  await expect(page.getByTestId('map-frame')).toHaveAttribute('data-state', 'waiting')
})

test('shows the posted markers with a popup card linking out of the frame', async ({ page, offsite }) => {
  test.setTimeout(150_000)
  await page.goto(FRAME)
  await post(page, two, 'ready')
  const icons = page.locator('.leaflet-marker-icon')
  await expect(icons.first()).toBeVisible({ timeout: 30_000 })
  // Two pins, or one cluster of two (the sold one is left out either way).
  const pins = page.locator('.map-pin')
  const cluster = page.locator('.marker-cluster')
  await expect.poll(async () => (await pins.count()) + Number((await cluster.allTextContents()).join('') || 0)).toBe(2)

  // Gent and Liège are far apart: once the map fits them they are two pins, never one cluster.
  await expect(pins).toHaveCount(2)
  const card = page.getByTestId('map-card')
  // The map may still be zooming to fit the pins, and a click during the animation misses the pin.
  await expect(async () => {
    await pins.first().click()
    await expect(card).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(card).toContainText(/Testpand [12]/)
  const link = card.getByRole('link')
  await expect(link).toHaveAttribute('href', /^\/nl\/pand\/[12]\/$/)
  await expect(link).toHaveAttribute('target', '_top')
  await expect(link).toContainText(texts.openLink)
  // Tiles are the only requests that leave the machine (answered by the fixture with a blank tile).
  expect(offsite.length).toBeGreaterThan(0)
  expect(offsite.filter((url) => !isTile(url))).toEqual([])
})

test('a detail map shows one marker and its card', async ({ page }) => {
  test.setTimeout(150_000)
  await page.goto(FRAME)
  await post(
    page,
    message([marker(7, 51.0543, 3.7174, { title: 'Rijwoning in Gent' })], { mapType: 'detail' }),
    'ready',
  )
  const pin = page.locator('.map-pin')
  await expect(pin).toHaveCount(1, { timeout: 30_000 })
  await pin.click()
  await expect(page.getByTestId('map-card')).toContainText('Rijwoning in Gent')
})

test('says so when there is nothing to show', async ({ page }) => {
  await page.goto(FRAME)
  await post(page, message([marker(3, 50.8467, 4.3525, { marquee: '3' })]), 'empty')
  await expect(page.getByTestId('map-empty')).toHaveText(texts.noMarkers)
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0)
})

test('ignores messages from another origin and text that is not a message', async ({ page, baseURL }) => {
  test.setTimeout(150_000)
  await page.goto(FRAME)
  // Listening for sure: a same-origin message with no markers has been taken.
  await post(page, message([]), 'empty')
  const frame = page.getByTestId('map-frame')
  await watchFrame(page)

  // A message event as another origin's window would deliver it.
  await page.evaluate((text) => {
    window.dispatchEvent(new MessageEvent('message', { data: text, origin: 'https://evil.example', source: window }))
  }, JSON.stringify(two))
  // Not JSON, or not the message's shape.
  await page.evaluate(() => {
    window.postMessage('{"propsList": [', window.location.origin)
    window.postMessage(JSON.stringify({ propsList: [{ id: 1 }], mapType: 'globe' }), window.location.origin)
  })

  // A real window of another origin (127.0.0.1 instead of localhost) that opened the frame.
  const other = new URL(baseURL ?? 'http://localhost:3000')
  other.hostname = '127.0.0.1'
  const opener = await page.context().newPage()
  await opener.goto(new URL('/languages.json', other).href)
  const [popup] = await Promise.all([
    opener.waitForEvent('popup'),
    opener.evaluate((url) => {
      ;(window as unknown as { frameWindow: Window | null }).frameWindow = window.open(url)
    }, new URL(FRAME, baseURL).href),
  ])
  // Same origin, posted after the others: once it shows, they were handled, and none was taken.
  await postSentinel(page, 'Nog altijd leeg')
  expect(await statesSeen(page)).toEqual([])
  await expect(frame).toHaveAttribute('data-state', 'empty')
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0)

  await post(popup, message([]), 'empty')
  await watchFrame(popup)
  await opener.evaluate((text) => {
    ;(window as unknown as { frameWindow: Window }).frameWindow.postMessage(text, '*')
  }, JSON.stringify(two))
  // The other origin's message reached the frame's window (and its handler, which runs first) ...
  await expect.poll(() => messagesSeen(popup)).toEqual([other.origin])
  // ... and anything it had set would have rendered before the frame's own next message.
  await postSentinel(popup, 'Nog altijd leeg')
  expect(await statesSeen(popup)).toEqual([])
  await expect(popup.getByTestId('map-frame')).toHaveAttribute('data-state', 'empty')
  await expect(popup.locator('.leaflet-marker-icon')).toHaveCount(0)
})
