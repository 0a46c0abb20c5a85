/**
 * The list page's HTML weight and the photos of the list and property pages (format and size
 * shown, checked in Chromium at Lighthouse's mobile screen), and their rows.
 */
import { gzipSync } from 'node:zlib'
import { checkImages, MOBILE_SCREEN, SIZE_TOLERANCE, type ImageVerdict } from './images'
import { budgetRow, infoRow, kb, type Row } from './report'
import { htmlOf, say, times } from './harness'
import { budgetListHtmlGzipBytes } from './options'

export interface WeightFigures {
  /** The list page's HTML, uncompressed and gzip-compressed (zlib's default level, as Next). */
  listHtmlBytes: number
  listHtmlGzipBytes: number
  images: Array<{ label: string; path: string; verdicts: ImageVerdict[] }>
}

export async function measureWeights(base: string, list: string, property: string): Promise<WeightFigures> {
  const html = Buffer.from(await htmlOf(base + list))
  const weights: WeightFigures = {
    listHtmlBytes: html.length,
    listHtmlGzipBytes: gzipSync(html).length,
    images: [],
  }
  say(
    `\nWeight: list page HTML ${kb(weights.listHtmlBytes)}, ${kb(weights.listHtmlGzipBytes)} gzip (zlib's default ` +
      'level, as Next compresses)',
  )
  say(
    `Photos shown at Lighthouse's mobile screen (${MOBILE_SCREEN.width}×${MOBILE_SCREEN.height} CSS px, ` +
      `${MOBILE_SCREEN.deviceScaleFactor}× pixels), page scrolled to its end; OK when AVIF/WebP and the file is at ` +
      `most ${SIZE_TOLERANCE}× the device pixels it fills (or wastes under 4 KiB) and at least 1/${SIZE_TOLERANCE} ` +
      'of them (unless it is the widest file offered)',
  )
  const pages = [
    { label: 'list', path: list },
    { label: 'property', path: property },
  ]
  const checked = await checkImages(pages.map((p) => base + p.path))
  for (const p of pages) {
    const verdicts = checked.get(base + p.path) ?? []
    weights.images.push({ ...p, verdicts })
    const bad = verdicts.filter((v) => !v.modernFormat || !v.sizeOk)
    say(`  ${p.label}: ${verdicts.length} photos shown, ${verdicts.length - bad.length} OK`)
    // One line per file and width shown: a list repeats the same photo size on every card.
    const seen = new Map<string, { v: ImageVerdict; count: number }>()
    for (const v of bad) {
      const key = `${v.src} ${v.neededWidth}`
      const entry = seen.get(key)
      if (entry) entry.count++
      else seen.set(key, { v, count: 1 })
    }
    for (const { v, count } of seen.values()) {
      say(
        `    ${new URL(v.src).pathname} (${v.contentType}): ${v.fileWidth} px file for ${v.neededWidth} px shown ` +
          `(${times(v.ratio)}, ${kb(v.wastedBytes)} too many)${count > 1 ? ` ×${count}` : ''}`,
      )
    }
  }
  return weights
}

export function weightRows(w: WeightFigures): Row[] {
  const all = w.images.flatMap((p) => p.verdicts)
  const modern = all.filter((v) => v.modernFormat).length
  const sized = all.filter((v) => v.sizeOk).length
  const pages = w.images.map((p) => p.label).join(' + ')
  return [
    budgetRow(
      'HTML of the list page (gzip)',
      kb(w.listHtmlGzipBytes),
      `<= ${kb(budgetListHtmlGzipBytes)}`,
      w.listHtmlGzipBytes <= budgetListHtmlGzipBytes,
    ),
    infoRow('HTML of the list page (uncompressed)', kb(w.listHtmlBytes)),
    budgetRow(`photos in AVIF or WebP (${pages}, mobile)`, `${modern} of ${all.length}`, 'all', modern === all.length),
    budgetRow(
      `photos at the size shown (${pages}, mobile)`,
      `${sized} of ${all.length}`,
      `all (<= ${SIZE_TOLERANCE}× or < 4 KiB extra; stretched <= ${SIZE_TOLERANCE}× unless the widest)`,
      sized === all.length,
    ),
  ]
}
