/**
 * Footer rules (docs/rules/page-shell.md): each text part of a column shows only when its public flag is on;
 * column widths out of 12 per breakpoint (sm under 767 px, md from 767, lg from 1280).
 */
import { imagesOf, type Image, type MediaDoc } from '@/ui/media/image'
import { gridSpanClasses } from '@/ui/layout/grid'

export interface FooterColumnInput {
  id?: string | null
  title?: string | null
  titlePublic?: boolean | null
  introText?: string | null
  introTextPublic?: boolean | null
  fullText?: string | null
  fullTextPublic?: boolean | null
  images?: Array<MediaDoc | number> | null
  colSm?: number | null
  colMd?: number | null
  colLg?: number | null
}

export interface FooterColumn {
  title?: string
  introText?: string
  fullText?: string
  images: Image[]
  className: string
}

/** A stored width as a span of 1–12 (out-of-range values clamp). */
const span = (value: number | null | undefined, fallback: number) => {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : fallback
  return Math.min(12, Math.max(1, n))
}

/** Grid classes of a column on a 12-column grid; the defaults are those of the CMS field. */
export function columnClasses(col: { colSm?: number | null; colMd?: number | null; colLg?: number | null }): string {
  return gridSpanClasses({ sm: span(col.colSm, 12), md: span(col.colMd, 6), lg: span(col.colLg, 3) })
}

const text = (value: string | null | undefined, isPublic: boolean | null | undefined) =>
  isPublic === true && value && value.trim() ? value.trim() : undefined

/** The columns as shown: private or empty text parts removed, empty columns dropped. */
export function footerColumns(columns: FooterColumnInput[] | null | undefined): FooterColumn[] {
  return (columns ?? [])
    .map((c) => ({
      title: text(c.title, c.titlePublic),
      introText: text(c.introText, c.introTextPublic),
      fullText: text(c.fullText, c.fullTextPublic),
      images: imagesOf(c.images),
      className: columnClasses(c),
    }))
    .filter((c) => c.title || c.introText || c.fullText || c.images.length)
}

/** The copyright line with every {year} replaced; a plain '© year name' when none is set. */
export function copyrightLine(template: string | null | undefined, year: number, siteName: string): string {
  const t = (template ?? '').trim()
  return t ? t.replaceAll('{year}', String(year)) : `© ${year} ${siteName}`.trim()
}
