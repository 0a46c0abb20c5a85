/**
 * SPEC §3 Module layout: a module spans `col` columns out of 12 per breakpoint (sm: phones,
 * md: tablets, lg: desktops), and may have a background colour. Pure rules over what staff
 * typed, so a bad value falls back instead of breaking the page.
 */

// Written out so Tailwind finds every class in the source.
const SM = [
  '',
  'col-span-1',
  'col-span-2',
  'col-span-3',
  'col-span-4',
  'col-span-5',
  'col-span-6',
  'col-span-7',
  'col-span-8',
  'col-span-9',
  'col-span-10',
  'col-span-11',
  'col-span-12',
]
const MD = [
  '',
  'md:col-span-1',
  'md:col-span-2',
  'md:col-span-3',
  'md:col-span-4',
  'md:col-span-5',
  'md:col-span-6',
  'md:col-span-7',
  'md:col-span-8',
  'md:col-span-9',
  'md:col-span-10',
  'md:col-span-11',
  'md:col-span-12',
]
const LG = [
  '',
  'lg:col-span-1',
  'lg:col-span-2',
  'lg:col-span-3',
  'lg:col-span-4',
  'lg:col-span-5',
  'lg:col-span-6',
  'lg:col-span-7',
  'lg:col-span-8',
  'lg:col-span-9',
  'lg:col-span-10',
  'lg:col-span-11',
  'lg:col-span-12',
]

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
  return `${SM[sm]} ${MD[md]} ${LG[lg]}`
}

/** A background colour staff typed, when it is one: #hex, rgb()/hsl() of numbers, or a colour name. */
export function safeColor(value: string | null | undefined): string | null {
  const v = (value ?? '').trim()
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v
  if (/^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i.test(v)) return v
  if (/^[a-z]{3,20}$/i.test(v)) return v
  return null
}
