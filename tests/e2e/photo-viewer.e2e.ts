import AxeBuilder from '@axe-core/playwright'
import type { CDPSession, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { TestContent } from './support'

/*
 * The property page's photos on a phone (390 × 844, touch): the page's strip is swiped sideways
 * one photo at a time, even without JavaScript, where each photo is a link to its file; tapping
 * a photo opens the viewer, where a swipe changes photo, a pinch or a double tap zooms, the page
 * does not show through, and Escape closes it. The test makes its own property with four photos
 * (800 × 600: Payload makes no 1360 px rendition, so a photo's full-size file is its original).
 */

const content = new TestContent()
const stamp = Date.now()
const photos = [
  { colour: '#3b6ea5', alt: 'Street front' },
  { colour: '#a55b3b', alt: 'Open kitchen' },
  { colour: '#5ba53b', alt: 'Roof terrace' },
  { colour: '#8b3ba5', alt: 'Bathroom' },
].map((p, i) => ({ ...p, name: `photo-viewer-${i + 1}-${stamp}.jpg` }))
let url = ''
let propertyId = 0

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  const city = await content.create(request, 'cities', { name: 'Swipeham', zip: '9968', country: '10' })
  const type = await content.create(request, 'property-types', { name: 'Swipeloft', webId: 1 })
  const ids: number[] = []
  for (const { colour, alt, name } of photos) {
    const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
      .jpeg()
      .toBuffer()
    ids.push(await content.upload(request, { name, mimeType: 'image/jpeg', buffer }, alt))
  }
  const id = await content.create(request, 'properties', {
    title: 'Loft with four photos',
    reference: 'PV-1',
    goal: 'sale',
    type,
    city,
    price: 295000,
    photos: ids,
  })
  propertyId = id
  url = `/en/for-sale/swipeham/loft-with-four-photos/${id}/`
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

const phone = { width: 390, height: 844 }

async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<[number, number]>) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map(([x, y], id) => ({ x, y, id })),
  })
}

/** One finger from `from` to `to` in small steps, as a hand swipes. */
async function swipe(cdp: CDPSession, from: [number, number], to: [number, number]) {
  await touch(cdp, 'touchStart', [from])
  for (let i = 1; i <= 10; i++)
    await touch(cdp, 'touchMove', [[from[0] + ((to[0] - from[0]) * i) / 10, from[1] + ((to[1] - from[1]) * i) / 10]])
  await touch(cdp, 'touchEnd', [])
}

/** The scale of an element's transform (1 without one). */
const scaleOf = (el: Locator) =>
  el.evaluate((node) => {
    const { transform } = getComputedStyle(node)
    return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a
  })

/** The alpha (0–255) a colour has once painted, whatever its notation (rgb, oklch …). */
const paintedAlpha = (page: Page, colour: string) =>
  page.evaluate((c) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const g = canvas.getContext('2d')!
    g.fillStyle = c
    g.fillRect(0, 0, 1, 1)
    return g.getImageData(0, 0, 1, 1).data[3]
  }, colour)

test.describe('on a touch phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true })

  async function openViewer(page: Page) {
    await page.goto(url, { timeout: 30_000 })
    const opener = page.getByTestId('gallery-strip').getByRole('link', { name: 'Enlarge photo 1 of 4' })
    await opener.tap()
    const dialog = page.getByRole('dialog', { name: 'Photos: Loft with four photos' })
    await expect(dialog).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('lightbox-counter')).toHaveText('1 / 4')
    return { opener, dialog, cdp: await page.context().newCDPSession(page) }
  }

  test('a swipe left shows the next photo, a swipe right the previous one; the count follows, spoken too', async ({
    page,
  }) => {
    const { cdp } = await openViewer(page)
    const photo = page.getByTestId('lightbox-photo')
    const counter = page.getByTestId('lightbox-counter')
    const spoken = page.getByTestId('lightbox-counter-spoken')
    await expect(photo).toHaveAttribute('alt', 'Street front')
    await expect(spoken).toHaveText('Photo 1 of 4')

    await swipe(cdp, [320, 420], [60, 430])
    await expect(counter).toHaveText('2 / 4')
    await expect(spoken).toHaveText('Photo 2 of 4')
    await expect(photo).toHaveAttribute('alt', 'Open kitchen')

    await swipe(cdp, [60, 420], [320, 410])
    await expect(counter).toHaveText('1 / 4')
    await expect(photo).toHaveAttribute('alt', 'Street front')

    // A mostly vertical move is no swipe.
    await swipe(cdp, [200, 250], [150, 600])
    await swipe(cdp, [320, 420], [60, 430])
    await expect(counter).toHaveText('2 / 4')
  })

  for (const { locale, segment, second } of [
    { locale: 'nl', segment: 'pand', second: 'Foto 2 van 4' },
    { locale: 'fr', segment: 'bien', second: 'Photo 2 sur 4' },
    { locale: 'en', segment: 'property', second: 'Photo 2 of 4' },
    { locale: 'de', segment: 'immobilie', second: 'Foto 2 von 4' },
  ]) {
    test(`in ${locale}: a swipe left shows the second photo and says so`, async ({ page }) => {
      await page.goto(`/${locale}/${segment}/${propertyId}/`, { timeout: 30_000 })
      await page.getByTestId('gallery-strip').getByRole('link').first().tap()
      await expect(page.getByTestId('lightbox-counter')).toHaveText('1 / 4', { timeout: 20_000 })
      await swipe(await page.context().newCDPSession(page), [320, 420], [60, 430])
      await expect(page.getByTestId('lightbox-counter')).toHaveText('2 / 4')
      await expect(page.getByTestId('lightbox-counter-spoken')).toHaveText(second)
    })
  }

  test('two fingers pinch the photo larger; a double tap zooms in and out', async ({ page }) => {
    const { cdp } = await openViewer(page)
    const photo = page.getByTestId('lightbox-photo')
    expect(await scaleOf(photo)).toBe(1)

    await touch(cdp, 'touchStart', [
      [170, 420],
      [220, 440],
    ])
    for (let i = 1; i <= 10; i++)
      await touch(cdp, 'touchMove', [
        [170 - 10 * i, 420 - 5 * i],
        [220 + 10 * i, 440 + 5 * i],
      ])
    await touch(cdp, 'touchEnd', [])
    await expect.poll(() => scaleOf(photo)).toBeGreaterThan(1.5)
    // Zoomed, a sideways drag pans the photo and does not change it.
    await swipe(cdp, [300, 420], [100, 420])
    await expect(page.getByTestId('lightbox-counter')).toHaveText('1 / 4')

    // A double tap on the zoomed photo goes back to its whole; another enlarges it again.
    const doubleTap = async () => {
      for (let i = 0; i < 2; i++) {
        await touch(cdp, 'touchStart', [[195, 420]])
        await touch(cdp, 'touchEnd', [])
      }
    }
    await doubleTap()
    await expect.poll(() => scaleOf(photo)).toBe(1)
    await doubleTap()
    await expect.poll(() => scaleOf(photo)).toBeGreaterThan(2)
  })

  test('the backdrop hides the page; Escape closes the viewer and gives focus back to the photo', async ({ page }) => {
    const { opener, dialog } = await openViewer(page)
    const colours = await dialog.evaluate((d) => [
      getComputedStyle(d).backgroundColor,
      getComputedStyle(d, '::backdrop').backgroundColor,
    ])
    for (const colour of colours) expect(await paintedAlpha(page, colour), colour).toBe(255)
    // Every corner of the screen is the viewer's, not the page's.
    const corners: Array<[number, number]> = [
      [1, 1],
      [phone.width - 2, 1],
      [1, phone.height - 2],
      [phone.width - 2, phone.height - 2],
    ]
    for (const [x, y] of corners) {
      const inDialog = await dialog.evaluate((d, [px, py]) => d.contains(document.elementFromPoint(px, py)), [x, y])
      expect(inDialog, `point ${x},${y}`).toBe(true)
    }
    // Focus stays in the viewer, going round its four buttons.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `after key ${i + 1}`).toBe(true)
    }

    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('lightbox-counter')).toHaveText('2 / 4')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('the page strip shows one photo at a time with its count, and snaps to the second photo', async ({ page }) => {
    await page.goto(url, { timeout: 30_000 })
    const strip = page.getByTestId('gallery-strip')
    const items = strip.getByRole('listitem')
    await expect(items).toHaveCount(4)
    await expect(items.nth(0).getByTestId('gallery-count')).toHaveText('1 / 4')
    await expect(items.nth(0).getByTestId('gallery-count')).toBeInViewport()
    // Each photo fills the strip's width.
    const [stripBox, firstBox] = [await strip.boundingBox(), await items.nth(0).boundingBox()]
    expect(firstBox?.width).toBeCloseTo(stripBox?.width ?? 0, 0)

    // Scrolled six tenths of a photo, the strip settles on the second one.
    await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.6, behavior: 'instant' }))
    await expect.poll(async () => ((await items.nth(1).boundingBox())?.x ?? -1) - (stripBox?.x ?? 0)).toBeCloseTo(0, 0)
    await expect(items.nth(1).getByTestId('gallery-count')).toHaveText('2 / 4')
    await expect(items.nth(1).getByTestId('gallery-count')).toBeInViewport()
  })

  test('the first photo is the largest paint: fetched first, never lazily; the others load lazily', async ({
    page,
  }) => {
    await page.goto(url, { timeout: 30_000 })
    const images = page.getByTestId('gallery-strip').locator('img')
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high')
    expect(await images.nth(0).getAttribute('loading')).toBeNull()
    for (const i of [1, 2, 3]) {
      await expect(images.nth(i)).toHaveAttribute('loading', 'lazy')
      await expect(images.nth(i)).toHaveAttribute('sizes', /100vw$/)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true, javaScriptEnabled: false })

  test('the strip still scrolls to the next photo, and each photo is a link to its full-size file', async ({
    page,
  }) => {
    await page.goto(url, { timeout: 30_000 })
    const strip = page.getByTestId('gallery-strip')
    const links = strip.getByRole('link')
    await expect(links).toHaveCount(4)
    for (const [i, { name }] of photos.entries())
      await expect(links.nth(i)).toHaveAttribute('href', `/api/media/file/${name}`)
    // The buttons that only open the viewer are not offered.
    await expect(page.getByTestId('gallery-slideshow')).toBeHidden()

    const stripBox = await strip.boundingBox()
    await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.6, behavior: 'instant' }))
    await expect
      .poll(async () => ((await strip.getByRole('listitem').nth(1).boundingBox())?.x ?? -1) - (stripBox?.x ?? 0))
      .toBeCloseTo(0, 0)

    await links.nth(1).click()
    await expect(page).toHaveURL(new RegExp(`/api/media/file/${photos[1].name}$`))
  })
})

test('the property page at 390 px and its open viewer have no serious accessibility problems', async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, hasTouch: true, locale: 'en-GB' })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 })
    await page.waitForFunction(
      () =>
        !document.querySelector('script[data-scripts-after-paint]') ||
        document.documentElement.hasAttribute('data-hydrated'),
    )
    const check = async () => {
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    }
    expect(await check()).toEqual([])
    await page.getByRole('link', { name: 'Enlarge photo 1 of 4' }).tap()
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 })
    expect(await check()).toEqual([])
  } finally {
    await context.close()
  }
})
