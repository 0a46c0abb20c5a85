/**
 * The pure parts of the first-render load (measure-first-render.ts): which URLs are property
 * pages never asked before, and how they are shared out between the runs.
 */
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Locale } from '../../src/i18n/locales'
import type { RouteTable } from '../../src/i18n/routes'

/** The paths of a sitemap's `<loc>` URLs, in its order. */
export function sitemapPaths(xml: string): string[] {
  const document = parseDocument(xml, { xmlMode: true })
  return DomUtils.findAll((e) => e.name === 'loc', document.children).map(
    (loc) => new URL(DomUtils.textContent(loc).trim()).pathname,
  )
}

/**
 * The canonical property pages among `paths` in `locale` (`/en/for-sale/gent/a-house/12/`: the
 * form a page is cached under; the short `/en/property/12/` only redirects to it), each once.
 */
export function propertyPagePaths(paths: readonly string[], locale: Locale, table: RouteTable): string[] {
  const out = new Set<string>()
  for (const p of paths) {
    const [, first, ...segments] = p.split('/')
    if (first !== locale) continue
    const target = table.resolve(locale, segments)?.target
    if (target?.kind === 'property' && target.goal) out.add(p)
  }
  return [...out]
}

/** `paths` cut into `parts` equal slices (the rest left out), so no path is asked in two runs. */
export function slices<T>(paths: readonly T[], parts: number): T[][] {
  const size = Math.floor(paths.length / parts)
  return Array.from({ length: parts }, (_, i) => paths.slice(i * size, (i + 1) * size))
}
