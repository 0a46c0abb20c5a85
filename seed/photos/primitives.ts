/**
 * The drawing primitives of the sample photos: a seeded random source, SVG shapes, the shared
 * gradients and the small parts (trees, hedges, windows, doors, brick) every scene is built from.
 */

export const PHOTO_W = 1600
export const PHOTO_H = 1067

export type Rng = () => number

/** mulberry32: tiny, fast, good enough for picking colours. */
export function rng(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const between = (r: Rng, a: number, b: number) => a + (b - a) * r()
export const int = (r: Rng, a: number, b: number) => Math.floor(between(r, a, b + 1))
export const oneOf = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]
export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`
export const f = (n: number) => Math.round(n * 10) / 10

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`
export const poly = (points: Array<[number, number]>, fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

/** Shared gradients and filters; ids are fixed because each SVG is its own document. */
export function commonDefs(r: Rng, evening = false): string {
  const skyTop = evening
    ? hsl(between(r, 215, 230), 45, 45)
    : hsl(between(r, 200, 215), between(r, 55, 70), between(r, 52, 62))
  const skyLow = evening
    ? hsl(between(r, 25, 40), 85, 72)
    : hsl(between(r, 195, 205), between(r, 45, 60), between(r, 82, 90))
  return `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9dbe6"/><stop offset="0.45" stop-color="#7f9cb0"/><stop offset="0.55" stop-color="#9fb8c8"/><stop offset="1" stop-color="#4e6878"/></linearGradient>
    <linearGradient id="glassWarm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7e2b5"/><stop offset="1" stop-color="#d9a865"/></linearGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(between(r, 85, 105), 40, 42)}"/><stop offset="1" stop-color="${hsl(between(r, 90, 110), 45, 30)}"/></linearGradient>
    <linearGradient id="shadeDown" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
    <linearGradient id="lightLeft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
    <filter id="blur3"><feGaussianBlur stdDeviation="3"/></filter>`
}

export function clouds(r: Rng, w: number, maxY: number): string {
  let out = ''
  const n = int(r, 2, 5)
  for (let i = 0; i < n; i++) {
    const cx = between(r, 0, w)
    const cy = between(r, 40, maxY)
    const s = between(r, 0.6, 1.4)
    out += `<g opacity="${f(between(r, 0.55, 0.85))}" filter="url(#blur3)">`
    for (let j = 0; j < 5; j++) {
      out += ellipse(cx + (j - 2) * 55 * s + between(r, -15, 15), cy + between(r, -18, 10), 70 * s, 34 * s, '#fff')
    }
    out += '</g>'
  }
  return out
}

export function tree(r: Rng, x: number, ground: number, size: number, hue = between(r, 85, 120)): string {
  const trunkH = size * 0.55
  let out = rect(x - size * 0.06, ground - trunkH, size * 0.12, trunkH, '#5b4636')
  for (let i = 0; i < 7; i++) {
    const cx = x + between(r, -0.45, 0.45) * size
    const cy = ground - trunkH - between(r, 0.05, 0.7) * size
    out += ellipse(
      cx,
      cy,
      size * between(r, 0.3, 0.45),
      size * between(r, 0.28, 0.4),
      hsl(hue, between(r, 30, 45), between(r, 26, 40)),
    )
  }
  out += ellipse(
    x - size * 0.15,
    ground - trunkH - size * 0.5,
    size * 0.25,
    size * 0.2,
    hsl(hue, 40, 48),
    'opacity="0.5"',
  )
  return out
}

export function poplar(r: Rng, x: number, ground: number, h: number): string {
  return (
    rect(x - 4, ground - h * 0.25, 8, h * 0.25, '#4e3b2c') +
    ellipse(x, ground - h * 0.6, h * 0.1, h * 0.42, hsl(between(r, 90, 115), 35, between(r, 28, 36)))
  )
}

export function hedge(y: number, x1: number, x2: number, h: number, color = '#3f6b34'): string {
  let out = rect(x1, y - h, x2 - x1, h, color, 'rx="18"')
  for (let x = x1 + 20; x < x2; x += 46) out += ellipse(x, y - h + 6, 30, 16, color)
  return out
}

/** A window with frame, glazing, mullion and sill. */
export function windowEl(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  opts: { warm?: boolean; arch?: boolean; panes?: number } = {},
): string {
  const glass = opts.warm ? 'url(#glassWarm)' : 'url(#glass)'
  const t = Math.max(6, w * 0.06)
  let out = ''
  if (opts.arch) {
    out += `<path d="M${f(x)},${f(y + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(x + w)},${f(y + w / 2)} L${f(x + w)},${f(y + h)} L${f(x)},${f(y + h)} Z" fill="${frame}"/>`
    out += `<path d="M${f(x + t)},${f(y + w / 2)} A${f(w / 2 - t)},${f(w / 2 - t)} 0 0 1 ${f(x + w - t)},${f(y + w / 2)} L${f(x + w - t)},${f(y + h - t)} L${f(x + t)},${f(y + h - t)} Z" fill="${glass}"/>`
  } else {
    out += rect(x, y, w, h, frame)
    out += rect(x + t, y + t, w - 2 * t, h - 2 * t, glass)
  }
  const panes = opts.panes ?? 2
  for (let i = 1; i < panes; i++) out += rect(x + (w * i) / panes - t / 3, y + t, (t * 2) / 3, h - 2 * t, frame)
  out += rect(x + t, y + h * 0.38, w - 2 * t, t * 0.6, frame)
  out += rect(x - t * 0.8, y + h, w + t * 1.6, t * 1.2, '#d8d2c6')
  out += poly(
    [
      [x + t, y + t],
      [x + w * 0.45, y + t],
      [x + t, y + h * 0.5],
    ],
    '#fff',
    'opacity="0.18"',
  )
  return out
}

export function door(x: number, y: number, w: number, h: number, color: string): string {
  let out = rect(x - 10, y - 10, w + 20, h + 10, '#e6e0d4')
  out += rect(x, y, w, h, color)
  out += rect(x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.32, 'url(#glass)', 'opacity="0.85"')
  out += rect(x + w * 0.15, y + h * 0.5, w * 0.7, h * 0.4, '#000', 'opacity="0.12"')
  out += ellipse(x + w * 0.82, y + h * 0.58, 6, 6, '#c9b26d')
  return out
}

export function brickPattern(id: string, base: string, mortar: string, r: Rng): string {
  const dark = hsl(between(r, 8, 22), 30, 22)
  return `<pattern id="${id}" width="48" height="32" patternUnits="userSpaceOnUse">
    ${rect(0, 0, 48, 32, base)}
    ${rect(0, 15, 48, 2, mortar)}${rect(0, 31, 48, 1, mortar)}
    ${rect(23, 0, 2, 15, mortar)}${rect(0, 17, 2, 14, mortar)}${rect(46, 17, 2, 14, mortar)}
    ${rect(4, 3, 14, 9, dark, 'opacity="0.12"')}${rect(28, 20, 12, 8, '#fff', 'opacity="0.08"')}
  </pattern>`
}
