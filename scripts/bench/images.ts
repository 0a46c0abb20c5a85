/**
 * Photos "in AVIF or WebP at the size shown", checked in Chromium the way a phone shows the page:
 * Lighthouse's mobile screen (412 × 823 CSS px, device pixel ratio 1.75). The page is scrolled to
 * its end so lazy photos load, then for every photo shown (an `<img>` with a box on screen):
 *
 * - format: the Content-Type of the file the browser chose (its `currentSrc`) must be
 *   image/avif or image/webp;
 * - size: the file's width against the device pixels it fills, i.e. its box's CSS width times
 *   the pixel ratio (with `object-fit: cover`, the width the file needs to cover the box's
 *   height too), at the largest the box is during the visit: the header's logo shrinks once
 *   the page scrolls, and its file must be sharp at the top of the page, where it was chosen.
 *   A file up to SIZE_TOLERANCE times that width passes (a few renditions must serve every
 *   screen), and so does one whose extra pixels weigh under 4 KiB (Lighthouse's
 *   threshold: a small logo a little too wide costs nothing worth a rendition). A file narrower
 *   than needed passes when it needs stretching by SIZE_TOLERANCE at most, or when it is the
 *   widest there is (the img's `src`: a cover photo on a tall phone box may want more).
 *
 * This judges what the visitor downloads (rendition widths, `sizes` and the layout together),
 * not the markup alone: a `sizes` that promises a narrower box than the layout gives, or a gap
 * between two renditions, shows as a file wider than needed.
 */
import { chromium } from '@playwright/test'
import { chromeArgs, findChrome } from '../../tests/e2e/chrome'

export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const
export const SIZE_TOLERANCE = 1.25
/** A smaller waste does not count (Lighthouse's "Properly size images" ignores under 4 KiB). */
export const WASTE_THRESHOLD_BYTES = 4096
export const MODERN_TYPES = ['image/avif', 'image/webp'] as const

export interface ShownImage {
  /** The file the browser chose. */
  src: string
  contentType: string
  /** The chosen file's width in pixels. */
  fileWidth: number
  /** Device pixels of width the file must fill at this screen. */
  neededWidth: number
  /** The file's size as transferred (0 when unknown). */
  bytes: number
  /** Whether the browser chose the widest file offered (the img's `src`). */
  widest: boolean
}

export interface ImageVerdict extends ShownImage {
  modernFormat: boolean
  /** fileWidth / neededWidth. */
  ratio: number
  /** Bytes beyond what a file of the needed width would weigh (by area, as Lighthouse estimates). */
  wastedBytes: number
  sizeOk: boolean
}

/** A box an image was seen in, in CSS pixels. */
export interface Box {
  width: number
  height: number
}

/**
 * Device pixels of width a file must have to fill the largest of the boxes its image was seen
 * in (with `object-fit: cover`, to cover the box's height as well at the file's aspect ratio).
 */
export function neededWidth(boxes: Box[], cover: boolean, aspect: number, pixelRatio: number): number {
  const cssWidth = Math.max(0, ...boxes.map((box) => (cover ? Math.max(box.width, box.height * aspect) : box.width)))
  return Math.round(cssWidth * pixelRatio)
}

export function judgeImage(image: ShownImage): ImageVerdict {
  const ratio = image.neededWidth > 0 ? image.fileWidth / image.neededWidth : Infinity
  const used = Math.min(1, image.fileWidth > 0 ? image.neededWidth / image.fileWidth : 1)
  const wastedBytes = Math.round(image.bytes * (1 - used * used))
  return {
    ...image,
    modernFormat: (MODERN_TYPES as readonly string[]).includes(image.contentType.split(';')[0].trim().toLowerCase()),
    ratio,
    wastedBytes,
    sizeOk:
      (ratio <= SIZE_TOLERANCE || wastedBytes < WASTE_THRESHOLD_BYTES) && (ratio >= 1 / SIZE_TOLERANCE || image.widest),
  }
}

/** Every photo shown on each page at the mobile screen, judged; pages are opened in turn. */
export async function checkImages(urls: string[]): Promise<Map<string, ImageVerdict[]>> {
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs, headless: true })
  const out = new Map<string, ImageVerdict[]>()
  try {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
        deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const types = new Map<string, string>()
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image') {
          types.set(response.url(), response.headers()['content-type'] ?? '')
        }
      })
      await page.goto(url, { waitUntil: 'load' })
      // Down the page a screen at a time, so every lazy photo enters the viewport and loads.
      // Each image's boxes are noted at every step (the first at the top of the page).
      // (No named functions in here: the bundler would wrap them in a helper the page lacks.)
      const boxes = await page.evaluate(async () => {
        const seen = new Map<HTMLImageElement, Array<{ width: number; height: number }>>()
        const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
          for (const img of document.images) {
            const box = img.getBoundingClientRect()
            if (box.width > 0 && box.height > 0) {
              seen.set(img, [...(seen.get(img) ?? []), { width: box.width, height: box.height }])
            }
          }
        }
        // Photos with a box still loading (a hidden one, e.g. in a closed lightbox, never
        // loads); at most 5 s, then whatever has loaded is judged.
        const pending = [...document.images].filter((img) => !img.complete && img.getBoundingClientRect().width > 0)
        await Promise.race([
          Promise.all(
            pending.map((img) => new Promise((resolve) => img.addEventListener('loadend', resolve, { once: true }))),
          ),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ])
        return [...document.images].map((img) => seen.get(img) ?? [])
      })
      const shown = await page.evaluate(async () => {
        const visible = [...document.images]
          .map((img, index) => ({ img, index }))
          .filter(({ img }) => {
            const box = img.getBoundingClientRect()
            return (
              img.naturalWidth > 0 && box.width > 0 && box.height > 0 && getComputedStyle(img).visibility !== 'hidden'
            )
          })
        return Promise.all(
          visible.map(async ({ img, index }) => {
            const cover = getComputedStyle(img).objectFit === 'cover'
            const aspect = img.naturalWidth / img.naturalHeight
            // naturalWidth of an <img> with srcset is divided by the candidate's density: the
            // file's own width is read from a plain Image of the same (cached) file.
            const fileWidth = await new Promise<number>((resolve) => {
              const probe = new Image()
              probe.onload = () => resolve(probe.naturalWidth)
              probe.onerror = () => resolve(0)
              probe.src = img.currentSrc
            })
            const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined
            return {
              index,
              cover,
              aspect,
              src: img.currentSrc,
              fileWidth,
              bytes: entry?.encodedBodySize ?? 0,
              widest: img.currentSrc === img.src,
            }
          }),
        )
      })
      out.set(
        url,
        shown.map(({ index, cover, aspect, ...s }) =>
          judgeImage({
            ...s,
            neededWidth: neededWidth(boxes[index], cover, aspect, MOBILE_SCREEN.deviceScaleFactor),
            contentType: types.get(s.src) ?? 'unknown (not fetched)',
          }),
        ),
      )
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return out
}
