/**
 * SPEC §3 Module layout: a module spans `col` columns out of 12 per breakpoint (sm: phones,
 * md: tablets, lg: desktops), and may have a background colour. Pure rules over what staff
 * typed, so a bad value falls back instead of breaking the page.
 */
import { gridSpanClasses } from '@/features/layout/grid'

const span = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12 ? value : fallback

/**
 * The grid classes of a module in the page's 12-column grid. A breakpoint left empty takes the
 * one below it (phones default to the full width).
 */
export function moduleSpanClasses(
  col: { sm?: number | null; md?: number | null; lg?: number | null } | null | undefined,
): string {
  const sm = span(col?.sm, 12)
  const md = span(col?.md, sm)
  const lg = span(col?.lg, md)
  return gridSpanClasses({ sm, md, lg })
}

/** A background colour staff typed, when it is one: #hex, rgb()/hsl() of numbers, or a colour name. */
export function safeColor(value: string | null | undefined): string | null {
  const v = (value ?? '').trim()
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v
  if (/^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i.test(v)) return v
  if (/^[a-z]{3,20}$/i.test(v)) return v
  return null
}
