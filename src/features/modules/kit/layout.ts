/**
 * Module layout (docs/rules/content-and-modules.md) as pure rules over what staff typed, so a bad value falls back instead
 * of breaking the page: columns out of 12 per breakpoint (sm: phones, md: tablets from 767 px,
 * lg: desktops from 1280 px), the horizontal position of a module narrower than the row, the
 * rows it spans on desktops, and the text colour on a background colour.
 */
import { gridSpanClasses } from '../../../ui/layout/grid'

export const POSITIONS = ['auto', 'start', 'center', 'end'] as const
export type ModulePosition = (typeof POSITIONS)[number]

export interface ModuleColumns {
  sm?: number | null
  md?: number | null
  lg?: number | null
}

const whole = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

/** Columns per breakpoint. A breakpoint left empty takes the one below it (phones default to the full width). */
export function columnSpans(col: ModuleColumns | null | undefined): { sm: number; md: number; lg: number } {
  const sm = whole(col?.sm, 1, 12, 12)
  const md = whole(col?.md, 1, 12, sm)
  const lg = whole(col?.lg, 1, 12, md)
  return { sm, md, lg }
}

/** The grid classes of a module's columns in the page's 12-column grid. */
export function moduleSpanClasses(col: ModuleColumns | null | undefined): string {
  return gridSpanClasses(columnSpans(col))
}

// Written out so Tailwind's scanner sees every class.
const mdStart = [
  'md:col-start-1',
  'md:col-start-2',
  'md:col-start-3',
  'md:col-start-4',
  'md:col-start-5',
  'md:col-start-6',
  'md:col-start-7',
  'md:col-start-8',
  'md:col-start-9',
  'md:col-start-10',
  'md:col-start-11',
  'md:col-start-12',
]
const lgStart = [
  'lg:col-start-1',
  'lg:col-start-2',
  'lg:col-start-3',
  'lg:col-start-4',
  'lg:col-start-5',
  'lg:col-start-6',
  'lg:col-start-7',
  'lg:col-start-8',
  'lg:col-start-9',
  'lg:col-start-10',
  'lg:col-start-11',
  'lg:col-start-12',
]
const lgRows = ['lg:row-span-1', 'lg:row-span-2', 'lg:row-span-3']

/** The first column (1–12) of a module `span` columns wide placed at `position`; null flows on. */
export function startColumn(position: ModulePosition, span: number): number | null {
  switch (position) {
    case 'start':
      return 1
    case 'center':
      return 1 + Math.floor((12 - span) / 2)
    case 'end':
      return 13 - span
    default:
      return null
  }
}

const positionOf = (value: string | null | undefined): ModulePosition =>
  (POSITIONS as readonly string[]).includes(value ?? '') ? (value as ModulePosition) : 'auto'

/**
 * The classes of a module's cell in the page grid: its columns per breakpoint, its position on
 * tablets and desktops (phones stack modules), and the rows it spans on desktops (1–3).
 */
export function moduleCellClasses(module: {
  col?: ModuleColumns | null
  position?: string | null
  span?: number | null
}): string {
  const spans = columnSpans(module.col)
  const position = positionOf(module.position)
  const md = startColumn(position, spans.md)
  const lg = startColumn(position, spans.lg)
  const rows = whole(module.span, 1, 3, 1)
  return [
    gridSpanClasses(spans),
    md === null ? '' : mdStart[md - 1],
    lg === null ? '' : lgStart[lg - 1],
    rows > 1 ? lgRows[rows - 1] : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** A background colour as staff must type it from now on: #rgb or #rrggbb. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** A background colour staff typed, when it is one: #hex, rgb()/hsl() of numbers, or a colour name (older values). */
export function safeColor(value: string | null | undefined): string | null {
  const v = (value ?? '').trim()
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v
  if (/^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i.test(v)) return v
  if (/^[a-z]{3,20}$/i.test(v)) return v
  return null
}

/** Red, green and blue (0–255) of a #hex or rgb() colour; null for anything else. */
function channels(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!
    return [0, 1, 2].map((i) => parseInt(digits[i], 16)) as [number, number, number]
  }
  const rgb = /^rgba?\(\s*([\d.]+)(%?)[\s,]+([\d.]+)(%?)[\s,]+([\d.]+)(%?)/i.exec(color)
  if (rgb) {
    const value = (n: string, percent: string) => Math.min(255, Number(n) * (percent ? 2.55 : 1))
    return [value(rgb[1], rgb[2]), value(rgb[3], rgb[4]), value(rgb[5], rgb[6])]
  }
  return null
}

/** WCAG relative luminance (0 black – 1 white) of a #hex or rgb() colour; null when it cannot be read. */
export function luminance(color: string): number | null {
  const rgb = channels(color.trim())
  if (!rgb) return null
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
/** Luminance of the dark text colour (slate-900, #0f172a). */
const DARK_TEXT = 0.0086

/**
 * The text colour with the higher contrast on a background colour: 'light' (white) or 'dark'
 * (slate-900). A colour whose luminance cannot be read (a colour name) gets dark text.
 */
export function textOn(color: string): 'light' | 'dark' {
  const lum = luminance(color)
  if (lum === null) return 'dark'
  return contrast(1, lum) > contrast(DARK_TEXT, lum) ? 'light' : 'dark'
}
