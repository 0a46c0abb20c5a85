import { gzipSync } from 'node:zlib'
import { SCRIPTS_ATTRIBUTE } from '../../src/platform/page-cache/scripts-after-paint.mjs'

export const FIRST_LOAD_METHOD =
  'sum of the <script src> files of the served HTML and of those it adds after its first paint, each gzip-compressed with zlib at its default level; ' +
  'noModule scripts (legacy polyfills modern browsers skip), inline scripts, CSS and fonts not counted'

export interface ScriptTag {
  src: string
  noModule: boolean
}

/**
 * The external scripts of an HTML document, in order, without duplicates: its `<script src>`
 * tags and the scripts a cached page adds once painted (src/platform/page-cache/scripts-after-paint.mjs).
 */
export function scriptTags(html: string): ScriptTag[] {
  const seen = new Set<string>()
  const tags: ScriptTag[] = []
  const add = (value: string, noModule: boolean) => {
    if (!value || seen.has(value)) return
    seen.add(value)
    tags.push({ src: value, noModule })
  }
  const afterPaint = new RegExp(`\\b${SCRIPTS_ATTRIBUTE}\\s*=\\s*"([^"]*)"`, 'i')
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1]
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs)
    if (src) add(decodeEntities(src[1] ?? src[2] ?? src[3] ?? ''), /(?:^|\s)nomodule(?:[\s=]|$)/i.test(attrs))
    for (const later of decodeEntities(afterPaint.exec(attrs)?.[1] ?? '').split(' ')) add(later, false)
  }
  return tags
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
}

export interface ScriptSize {
  src: string
  bytes: number
  gzipBytes: number
}

export interface FirstLoadJs {
  url: string
  scripts: ScriptSize[]
  skippedNoModule: string[]
  totalBytes: number
  totalGzipBytes: number
}

/** What a modern browser downloads as JavaScript to show `url` (with a session `cookie` for a private page). */
export async function measureFirstLoadJs(url: string, cookie?: string): Promise<FirstLoadJs> {
  const page = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} })
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}, not 200`)
  const tags = scriptTags(await page.text())
  const scripts: ScriptSize[] = []
  for (const tag of tags.filter((t) => !t.noModule)) {
    const scriptUrl = new URL(tag.src, url)
    const res = await fetch(scriptUrl)
    if (!res.ok) throw new Error(`${scriptUrl} answered ${res.status}`)
    const body = Buffer.from(await res.arrayBuffer())
    scripts.push({ src: tag.src, bytes: body.length, gzipBytes: gzipSync(body).length })
  }
  return {
    url,
    scripts,
    skippedNoModule: tags.filter((t) => t.noModule).map((t) => t.src),
    totalBytes: scripts.reduce((s, x) => s + x.bytes, 0),
    totalGzipBytes: scripts.reduce((s, x) => s + x.gzipBytes, 0),
  }
}
