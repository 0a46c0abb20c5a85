/**
 * Classes of a cell spanning 1–12 columns of a 12-column grid per breakpoint (phones, md, lg).
 * Written out so Tailwind's scanner sees every one; callers decide how a stored value becomes
 * a span (the footer clamps, page modules fall back).
 */
const sm = [
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
const md = [
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
const lg = [
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

/** Spans are whole numbers from 1 to 12. */
export function gridSpanClasses(spans: { sm: number; md: number; lg: number }): string {
  return `${sm[spans.sm - 1]} ${md[spans.md - 1]} ${lg[spans.lg - 1]}`
}
