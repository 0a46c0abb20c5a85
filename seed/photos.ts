import sharp from 'sharp'

/**
 * Sample photos drawn as SVG and rendered to JPEG with sharp: nothing can be downloaded on the
 * machines that run the seed, and drawn pictures carry no licence question. Every drawing is
 * seeded, so the same seed always yields the same picture.
 */

export const PHOTO_W = 1600
export const PHOTO_H = 1067

export type PhotoKind =
  | 'townhouse'
  | 'villa'
  | 'modern-house'
  | 'farmhouse'
  | 'apartment-block'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'garden'
  | 'land'
  | 'office'
  | 'shop'
  | 'warehouse'
  | 'garages'

// ---------------------------------------------------------------------------------------------
// Small utilities

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

const between = (r: Rng, a: number, b: number) => a + (b - a) * r()
const int = (r: Rng, a: number, b: number) => Math.floor(between(r, a, b + 1))
const oneOf = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`
const f = (n: number) => Math.round(n * 10) / 10

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`
const poly = (points: Array<[number, number]>, fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

/** Shared gradients and filters; ids are fixed because each SVG is its own document. */
function commonDefs(r: Rng, evening = false): string {
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

function clouds(r: Rng, w: number, maxY: number): string {
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

function tree(r: Rng, x: number, ground: number, size: number, hue = between(r, 85, 120)): string {
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

function poplar(r: Rng, x: number, ground: number, h: number): string {
  return (
    rect(x - 4, ground - h * 0.25, 8, h * 0.25, '#4e3b2c') +
    ellipse(x, ground - h * 0.6, h * 0.1, h * 0.42, hsl(between(r, 90, 115), 35, between(r, 28, 36)))
  )
}

function hedge(y: number, x1: number, x2: number, h: number, color = '#3f6b34'): string {
  let out = rect(x1, y - h, x2 - x1, h, color, 'rx="18"')
  for (let x = x1 + 20; x < x2; x += 46) out += ellipse(x, y - h + 6, 30, 16, color)
  return out
}

/** A window with frame, glazing, mullion and sill. */
function windowEl(
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

function door(x: number, y: number, w: number, h: number, color: string): string {
  let out = rect(x - 10, y - 10, w + 20, h + 10, '#e6e0d4')
  out += rect(x, y, w, h, color)
  out += rect(x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.32, 'url(#glass)', 'opacity="0.85"')
  out += rect(x + w * 0.15, y + h * 0.5, w * 0.7, h * 0.4, '#000', 'opacity="0.12"')
  out += ellipse(x + w * 0.82, y + h * 0.58, 6, 6, '#c9b26d')
  return out
}

function brickPattern(id: string, base: string, mortar: string, r: Rng): string {
  const dark = hsl(between(r, 8, 22), 30, 22)
  return `<pattern id="${id}" width="48" height="32" patternUnits="userSpaceOnUse">
    ${rect(0, 0, 48, 32, base)}
    ${rect(0, 15, 48, 2, mortar)}${rect(0, 31, 48, 1, mortar)}
    ${rect(23, 0, 2, 15, mortar)}${rect(0, 17, 2, 14, mortar)}${rect(46, 17, 2, 14, mortar)}
    ${rect(4, 3, 14, 9, dark, 'opacity="0.12"')}${rect(28, 20, 12, 8, '#fff', 'opacity="0.08"')}
  </pattern>`
}

// ---------------------------------------------------------------------------------------------
// Exteriors

const brickColours = [
  [12, 45, 42],
  [18, 40, 48],
  [25, 30, 58],
  [8, 35, 35],
  [30, 20, 70],
]

/** A narrow Flemish town house (with neighbours) between x and x+w, standing on `ground`. */
function townhouseFront(
  r: Rng,
  x: number,
  w: number,
  ground: number,
  floorH: number,
  idx: number,
): { svg: string; defs: string } {
  const floors = int(r, 2, 3)
  const top = ground - floors * floorH
  const style = oneOf(r, ['brick', 'brick', 'painted', 'stone'] as const)
  const [bh, bs, bl] = oneOf(r, brickColours)
  const painted = hsl(between(r, 30, 60), between(r, 10, 30), between(r, 82, 92))
  const stone = hsl(between(r, 35, 45), 15, between(r, 68, 76))
  const pid = `brick${idx}`
  const defs = style === 'brick' ? brickPattern(pid, hsl(bh + between(r, -4, 4), bs, bl), '#cfc6b8', r) : ''
  const wall = style === 'brick' ? `url(#${pid})` : style === 'painted' ? painted : stone
  const frame = oneOf(r, ['#f4f1ea', '#2e3338', '#3c4a3f', '#5a3b2e', '#ffffff'])
  const roofType = oneOf(r, ['gable', 'stepped', 'eaves', 'flat'] as const)
  let s = ''
  // roof first so the wall covers its base
  const roofCol = oneOf(r, ['#3b3f45', '#4a3a34', '#8a4630', '#2f3439'])
  if (roofType === 'gable') {
    s += poly(
      [
        [x - 6, top],
        [x + w / 2, top - w * 0.42],
        [x + w + 6, top],
      ],
      wall,
    )
    s += windowEl(x + w / 2 - w * 0.09, top - w * 0.25, w * 0.18, w * 0.2, frame, { arch: true })
  } else if (roofType === 'stepped') {
    const steps = 5
    const pts: Array<[number, number]> = [[x, top]]
    for (let i = 0; i < steps; i++) {
      const sx = x + (w / 2) * (i / steps)
      const sy = top - (w * 0.5 * (i + 1)) / steps
      pts.push([sx, sy], [sx + w / 2 / steps, sy])
    }
    const mirrored = pts
      .slice(1)
      .reverse()
      .map(([px, py]): [number, number] => [2 * x + w - px, py])
    s += poly([...pts, ...mirrored, [x + w, top]], wall)
    s += windowEl(x + w / 2 - w * 0.07, top - w * 0.28, w * 0.14, w * 0.18, frame)
  } else if (roofType === 'eaves') {
    s += poly(
      [
        [x - 14, top],
        [x + w * 0.08, top - floorH * 0.9],
        [x + w * 0.92, top - floorH * 0.9],
        [x + w + 14, top],
      ],
      roofCol,
    )
    for (let i = 0; i < 8; i++)
      s += line(x + 10, top - i * floorH * 0.11, x + w - 10, top - i * floorH * 0.11, '#000', 1.5, 'opacity="0.15"')
    s += rect(x + w * 0.38, top - floorH * 0.7, w * 0.24, floorH * 0.6, frame)
    s += poly(
      [
        [x + w * 0.35, top - floorH * 0.66],
        [x + w * 0.5, top - floorH * 0.92],
        [x + w * 0.65, top - floorH * 0.66],
      ],
      roofCol,
    )
    s += windowEl(x + w * 0.41, top - floorH * 0.62, w * 0.18, floorH * 0.45, frame)
  } else {
    s += rect(x - 6, top - 24, w + 12, 24, '#d9d3c8')
  }
  s += rect(x, top, w, ground - top, wall)
  s += rect(x, top, w, 16, '#000', 'opacity="0.12"')
  // floors
  for (let fl = 0; fl < floors; fl++) {
    const fy = ground - (fl + 1) * floorH
    if (fl > 0) s += rect(x, fy + floorH - 8, w, 8, '#e8e2d6', 'opacity="0.7"')
    if (fl === 0) {
      const dw = w * 0.2
      const dx = int(r, 0, 1) ? x + w * 0.1 : x + w * 0.7
      s += door(
        dx,
        ground - floorH * 0.8,
        dw,
        floorH * 0.8,
        oneOf(r, ['#2c3e50', '#6b2d2d', '#1f4d3a', '#3a3a3a', '#8a6d3b']),
      )
      const wx = dx < x + w / 2 ? x + w * 0.42 : x + w * 0.1
      s += windowEl(wx, fy + floorH * 0.22, w * 0.48, floorH * 0.6, frame, { panes: 3, warm: r() < 0.3 })
    } else {
      const n = w > 300 ? 3 : 2
      const ww = (w * 0.7) / n
      for (let i = 0; i < n; i++) {
        const wx = x + w * 0.15 + (i * (w * 0.7)) / n + ww * 0.1
        s += windowEl(wx, fy + floorH * 0.18, ww * 0.8, floorH * 0.62, frame, {
          arch: style === 'stone' && fl === floors - 1,
          warm: r() < 0.15,
        })
        s += rect(wx - 4, fy + floorH * 0.12, ww * 0.8 + 8, 10, '#e8e2d6')
      }
    }
  }
  s += rect(x, top, w, ground - top, 'url(#lightLeft)')
  return { svg: s, defs }
}

function street(r: Rng, w: number, h: number, ground: number): string {
  let s = rect(0, ground, w, 70, '#b9b4ab')
  for (let x = 0; x < w; x += 90) s += line(x, ground, x - 30, ground + 70, '#9f9a91', 2)
  s += rect(0, ground + 70, w, 12, '#8c877f')
  s += rect(0, ground + 82, w, h - ground - 82, '#55585c')
  for (let x = between(r, 0, 100); x < w; x += 260)
    s += rect(x, ground + 82 + (h - ground - 82) * 0.5, 130, 8, '#e8e6e0', 'opacity="0.8"')
  return s
}

function drawTownhouse(r: Rng, w = PHOTO_W, h = PHOTO_H, evening = false): string {
  const ground = h * 0.84
  let defs = commonDefs(r, evening)
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, h * 0.3)
  // a row of houses; the middle one is the subject
  // house widths follow the height, so a wide banner shows more houses rather than wider ones
  const unit = Math.min(w, h * 1.5)
  const mainW = unit * between(r, 0.4, 0.48)
  const mainX = (w - mainW) / 2
  const parts: Array<{ x: number; w: number }> = []
  for (let x = mainX; x > -w * 0.3; ) {
    const nw = unit * between(r, 0.22, 0.34)
    x -= nw
    parts.unshift({ x, w: nw })
  }
  parts.push({ x: mainX, w: mainW })
  for (let x = mainX + mainW; x < w; ) {
    const nw = unit * between(r, 0.22, 0.34)
    parts.push({ x, w: nw })
    x += nw
  }
  parts.forEach((p, i) => {
    const main = p.x === mainX
    const floorH = h * (main ? between(r, 0.2, 0.23) : between(r, 0.18, 0.24))
    const house = townhouseFront(r, p.x, p.w, ground, floorH, i)
    defs += house.defs
    body += `<g ${main ? '' : 'opacity="0.93"'}>${house.svg}</g>`
  })
  body += street(r, w, h, ground)
  if (r() < 0.6) body += tree(r, w * between(r, 0.05, 0.2), ground + 40, h * 0.3)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, defs, body)
}

function drawVilla(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const ground = h * 0.72
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, h * 0.3)
  for (let i = 0; i < 9; i++) body += tree(r, between(r, -50, w + 50), ground + 10, between(r, 180, 320))
  body += rect(0, ground, w, h - ground, 'url(#lawn)')
  const hx = w * between(r, 0.2, 0.28)
  const hw = w * between(r, 0.5, 0.58)
  const wallH = h * 0.24
  const top = ground - wallH + 30
  const walls = oneOf(r, ['#f1ece2', '#e9e3d6', '#d9cbb5', '#c6a78a', '#b5644a'])
  const roof = oneOf(r, ['#3d4248', '#5b3d33', '#7c3b2a', '#2c3035'])
  const frame = oneOf(r, ['#ffffff', '#2f3337', '#4a5a4c'])
  body += poly(
    [
      [hx - 30, top],
      [hx + hw * 0.18, top - h * 0.2],
      [hx + hw * 0.82, top - h * 0.2],
      [hx + hw + 30, top],
    ],
    roof,
  )
  for (let i = 1; i < 9; i++)
    body += line(
      hx + hw * 0.02 * (9 - i),
      top - i * h * 0.022,
      hx + hw - hw * 0.02 * (9 - i),
      top - i * h * 0.022,
      '#000',
      2,
      'opacity="0.12"',
    )
  body += rect(hx + hw * 0.62, top - h * 0.25, 34, 70, '#7a6d62')
  body += rect(hx, top, hw, wallH, walls)
  body += rect(hx, top, hw, 18, 'url(#shadeDown)')
  // garage wing
  const gx = hx + hw
  const gw = w * 0.16
  body += rect(gx, top + wallH * 0.3, gw, wallH * 0.7, walls) + rect(gx - 6, top + wallH * 0.3 - 16, gw + 20, 16, roof)
  body += rect(gx + gw * 0.12, top + wallH * 0.42, gw * 0.76, wallH * 0.58, '#d7d3cc')
  for (let i = 1; i < 6; i++)
    body += line(
      gx + gw * 0.12,
      top + wallH * 0.42 + i * wallH * 0.1,
      gx + gw * 0.88,
      top + wallH * 0.42 + i * wallH * 0.1,
      '#a9a39a',
      2,
    )
  const n = int(r, 3, 4)
  for (let i = 0; i < n; i++) {
    const wx = hx + hw * 0.08 + (i * hw * 0.84) / n
    if (i === 1)
      body += door(
        wx + 20,
        ground - wallH * 0.72 + 30,
        hw * 0.1,
        wallH * 0.72 - 30,
        oneOf(r, ['#33414d', '#5c2f2f', '#2f4a3a']),
      )
    else body += windowEl(wx, top + wallH * 0.22, hw * 0.16, wallH * 0.58, frame, { panes: 2, warm: r() < 0.3 })
  }
  // driveway and hedge
  body += poly(
    [
      [gx + gw * 0.1, ground + 30],
      [gx + gw * 0.9, ground + 30],
      [gx + gw * 1.4, h],
      [gx - gw * 0.3, h],
    ],
    '#c8bfae',
  )
  body += hedge(h * 0.97, -20, gx - gw * 0.35, 60) + hedge(h * 0.97, gx + gw * 1.45, w + 20, 60)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawModernHouse(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const ground = h * 0.74
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, h * 0.25)
  for (let i = 0; i < 6; i++) body += tree(r, between(r, -50, w + 50), ground + 10, between(r, 200, 300))
  body += rect(0, ground, w, h - ground, 'url(#lawn)')
  const x1 = w * between(r, 0.14, 0.22)
  const white = oneOf(r, ['#f3f3f0', '#e8e6e1', '#d8d8d6'])
  const dark = oneOf(r, ['#35393d', '#2b2f33', '#4a4743'])
  const wood = hsl(between(r, 25, 32), 45, between(r, 40, 50))
  // lower volume
  body += rect(x1, ground - h * 0.22, w * 0.56, h * 0.22, white)
  body += rect(x1 + w * 0.04, ground - h * 0.19, w * 0.3, h * 0.19, 'url(#glass)')
  for (let i = 1; i < 4; i++) body += rect(x1 + w * 0.04 + i * w * 0.075, ground - h * 0.19, 5, h * 0.19, dark)
  // wood-clad part
  body += rect(x1 + w * 0.37, ground - h * 0.22, w * 0.19, h * 0.22, wood)
  for (let x = x1 + w * 0.37; x < x1 + w * 0.56; x += 14)
    body += line(x, ground - h * 0.22, x, ground, '#000', 2, 'opacity="0.15"')
  // upper volume, cantilevered
  const ux = x1 + w * between(r, 0.1, 0.2)
  body += rect(ux, ground - h * 0.42, w * 0.5, h * 0.2, dark)
  body += rect(ux + w * 0.03, ground - h * 0.39, w * 0.2, h * 0.13, 'url(#glass)')
  body += rect(ux + w * 0.3, ground - h * 0.39, w * 0.16, h * 0.13, 'url(#glass)')
  body += rect(ux, ground - h * 0.22, w * 0.5, 14, 'url(#shadeDown)')
  body += rect(x1 - 10, ground - h * 0.43, w * 0.62, 10, '#1f2225', 'opacity="0.5"')
  // terrace and pool-like path
  body += poly(
    [
      [x1 - 40, ground],
      [x1 + w * 0.6, ground],
      [x1 + w * 0.66, ground + h * 0.1],
      [x1 - 80, ground + h * 0.1],
    ],
    '#cfc9bd',
  )
  body += tree(r, w * 0.88, ground + 30, 260) + hedge(h, -20, w + 20, 50, '#3a6130')
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawFarmhouse(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const ground = h * 0.7
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, h * 0.3)
  for (let x = -20; x < w; x += between(r, 50, 90)) body += poplar(r, x, ground - 20, between(r, 220, 320))
  body += rect(0, ground - 30, w, h - ground + 30, 'url(#lawn)')
  const hx = w * 0.12
  const hw = w * 0.72
  const wallH = h * 0.17
  const top = ground - wallH + 20
  const walls = oneOf(r, ['#f2efe8', '#ece4d4', '#e3ddd0'])
  const roof = oneOf(r, ['#9c4a2f', '#8a3f2a', '#a85a3a', '#4a4540'])
  body += poly(
    [
      [hx - 30, top],
      [hx + hw * 0.1, top - h * 0.19],
      [hx + hw * 0.9, top - h * 0.19],
      [hx + hw + 30, top],
    ],
    roof,
  )
  for (let i = 1; i < 9; i++)
    body += line(hx, top - i * h * 0.021, hx + hw, top - i * h * 0.021, '#000', 2, 'opacity="0.15"')
  body += rect(hx, top, hw, wallH, walls)
  body += rect(hx, ground - 16, hw, 16, '#3a3632')
  const shutter = oneOf(r, ['#2f5a3c', '#38506b', '#7a2e2a', '#3a3a3a'])
  for (let i = 0; i < 6; i++) {
    const wx = hx + hw * 0.05 + i * hw * 0.16
    if (i === 2) body += door(wx + 10, ground - wallH * 0.8 + 20, hw * 0.07, wallH * 0.8 - 20, shutter)
    else {
      body +=
        rect(wx - 22, top + wallH * 0.25, 20, wallH * 0.5, shutter) +
        rect(wx + hw * 0.07 + 2, top + wallH * 0.25, 20, wallH * 0.5, shutter)
      body += windowEl(wx, top + wallH * 0.25, hw * 0.07, wallH * 0.5, '#fff', { panes: 2 })
    }
  }
  // barn door
  body += rect(hx + hw * 0.8, top + wallH * 0.15, hw * 0.12, wallH * 0.85 - 16, '#6a4a32')
  body +=
    line(hx + hw * 0.8, top + wallH * 0.15, hx + hw * 0.92, ground - 16, '#4a3222', 6) +
    line(hx + hw * 0.92, top + wallH * 0.15, hx + hw * 0.8, ground - 16, '#4a3222', 6)
  body += poly(
    [
      [hx + hw * 0.3, h],
      [hx + hw * 0.4, ground + 10],
      [hx + hw * 0.47, ground + 10],
      [hx + hw * 0.62, h],
    ],
    '#c9bb9c',
  )
  body += tree(r, w * 0.92, h * 0.92, 300)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawApartmentBlock(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const ground = h * 0.86
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, h * 0.25)
  const floors = int(r, 5, 7)
  const bx = w * between(r, 0.08, 0.16)
  const bw = w - 2 * bx
  const fh = (ground - h * 0.1) / (floors + 0.3)
  const top = ground - floors * fh
  const panel = oneOf(r, ['#e9e5dd', '#d6d0c6', '#c2b8a8', '#f2f0ec', '#8f8a84'])
  const accent = oneOf(r, ['#b5623e', '#4c5b63', '#9a8a6e', '#2f3a40', '#c9a77c'])
  const rail = oneOf(r, ['glass', 'metal'] as const)
  body += rect(bx, top, bw, ground - top, panel)
  body += rect(bx + bw * 0.62, top, bw * 0.16, ground - top, accent)
  body += rect(bx - 10, top - 16, bw + 20, 16, '#4a4a4a')
  const bays = int(r, 5, 7)
  const bayW = bw / bays
  for (let fl = 0; fl < floors; fl++) {
    const fy = top + fl * fh
    const groundFloor = fl === floors - 1
    for (let b = 0; b < bays; b++) {
      const wx = bx + b * bayW + bayW * 0.12
      if (groundFloor) {
        body += rect(wx, fy + fh * 0.1, bayW * 0.76, fh * 0.9, b === Math.floor(bays / 2) ? '#3a3f44' : 'url(#glass)')
      } else {
        body += rect(wx, fy + fh * 0.12, bayW * 0.76, fh * 0.72, 'url(#glass)')
        body += rect(wx + bayW * 0.37, fy + fh * 0.12, 4, fh * 0.72, '#3d4246')
        if ((b + fl) % 2 === 0) {
          // balcony slab and railing
          body += rect(wx - 14, fy + fh * 0.84, bayW * 0.76 + 28, 12, '#bdb7ad')
          body += rect(wx - 14, fy + fh * 0.84 + 12, bayW * 0.76 + 28, 10, 'url(#shadeDown)')
          body +=
            rail === 'glass'
              ? rect(
                  wx - 14,
                  fy + fh * 0.58,
                  bayW * 0.76 + 28,
                  fh * 0.26,
                  '#cfe3ea',
                  'opacity="0.45" stroke="#9fb4bd" stroke-width="3"',
                )
              : Array.from({ length: 12 }, (_, k) =>
                  rect(wx - 14 + (k * (bayW * 0.76 + 28)) / 11, fy + fh * 0.58, 3, fh * 0.26, '#45494d'),
                ).join('') + rect(wx - 14, fy + fh * 0.58, bayW * 0.76 + 28, 5, '#45494d')
        }
      }
    }
  }
  body += rect(bx, top, bw, ground - top, 'url(#lightLeft)')
  body += rect(0, ground, w, h - ground, '#bdb8ae')
  body += tree(r, w * 0.06, h, 300) + tree(r, w * 0.95, h, 340)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawShop(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const ground = h * 0.86
  let body = rect(0, 0, w, h, 'url(#sky)')
  const wall = oneOf(r, ['#e7dfd1', '#d4c3a8', '#efe9df', '#b9a58a'])
  body += rect(0, h * 0.04, w, ground - h * 0.04, wall)
  const frame = oneOf(r, ['#ffffff', '#2e3338'])
  for (let fl = 0; fl < 2; fl++)
    for (let i = 0; i < 4; i++)
      body += windowEl(w * 0.1 + i * w * 0.22, h * 0.08 + fl * h * 0.2, w * 0.13, h * 0.15, frame)
  const band = oneOf(r, ['#1f3b4d', '#4b2e39', '#2d4a3a', '#333'])
  body += rect(0, h * 0.48, w, h * 0.07, band)
  for (let i = 0; i < 5; i++) body += rect(w * 0.32 + i * 60, h * 0.5, 40, h * 0.03, '#e8d9b0', 'opacity="0.85"')
  // awning
  const stripe = oneOf(r, ['#a63d32', '#2d5a6b', '#39614a', '#3a3a3a'])
  const pts: Array<[number, number]> = [
    [w * 0.05, h * 0.55],
    [w * 0.95, h * 0.55],
    [w * 0.98, h * 0.62],
    [w * 0.02, h * 0.62],
  ]
  body += poly(pts, '#f5efe3')
  for (let x = w * 0.05; x < w * 0.95; x += 80)
    body += poly(
      [
        [x, h * 0.55],
        [x + 40, h * 0.55],
        [x + 40 + 4, h * 0.62],
        [x + 4, h * 0.62],
      ],
      stripe,
    )
  // shop window with lit interior
  body += rect(w * 0.05, h * 0.62, w * 0.9, ground - h * 0.62, band)
  body += rect(w * 0.07, h * 0.64, w * 0.55, ground - h * 0.66, 'url(#glassWarm)')
  for (let s = 0; s < 3; s++) {
    body += rect(w * 0.09, h * 0.68 + s * 55, w * 0.5, 6, '#8a6b47')
    for (let k = 0; k < 9; k++)
      body += rect(w * 0.1 + k * 80, h * 0.68 + s * 55 - 30, 40, 30, hsl(between(r, 0, 360), 35, 55))
  }
  body += rect(w * 0.07, h * 0.64, w * 0.55, ground - h * 0.66, 'url(#glass)', 'opacity="0.25"')
  body += door(w * 0.68, h * 0.65, w * 0.1, ground - h * 0.65, band)
  body += rect(w * 0.8, h * 0.64, w * 0.13, ground - h * 0.66, 'url(#glassWarm)')
  body += rect(0, ground, w, h - ground, '#b3ada2')
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawWarehouse(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const ground = h * 0.7
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, h * 0.3)
  const clad = oneOf(r, ['#9aa3a8', '#b7bcbf', '#7f8b92', '#c6c1b5'])
  const trim = oneOf(r, ['#2b5f8a', '#a1392f', '#2f4f3a', '#444'])
  body += rect(w * 0.05, h * 0.28, w * 0.9, ground - h * 0.28, clad)
  for (let x = w * 0.05; x < w * 0.95; x += 18) body += line(x, h * 0.28, x, ground, '#000', 3, 'opacity="0.1"')
  body += rect(w * 0.05, h * 0.26, w * 0.9, h * 0.03, trim)
  // office part
  body += rect(w * 0.05, h * 0.36, w * 0.24, ground - h * 0.36, '#e9e7e2')
  for (let i = 0; i < 3; i++)
    body +=
      rect(w * 0.07 + i * w * 0.075, h * 0.4, w * 0.06, h * 0.1, 'url(#glass)') +
      rect(w * 0.07 + i * w * 0.075, h * 0.54, w * 0.06, h * 0.1, 'url(#glass)')
  for (let d = 0; d < 4; d++) {
    const dx = w * 0.33 + d * w * 0.15
    body += rect(dx, h * 0.42, w * 0.11, ground - h * 0.42, '#d4d6d6')
    for (let k = 1; k < 10; k++)
      body += line(
        dx,
        h * 0.42 + (k * (ground - h * 0.42)) / 10,
        dx + w * 0.11,
        h * 0.42 + (k * (ground - h * 0.42)) / 10,
        '#8c9295',
        2,
      )
    body += rect(dx - 6, h * 0.4, w * 0.11 + 12, 12, trim)
  }
  body += rect(0, ground, w, h - ground, '#6b6e70')
  for (let i = 0; i < 7; i++)
    body += line(w * 0.3 + i * w * 0.1, ground + 20, w * 0.2 + i * w * 0.12, h, '#e9e4c8', 5, 'opacity="0.8"')
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawGarages(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const ground = h * 0.72
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, h * 0.3)
  for (let i = 0; i < 5; i++) body += tree(r, between(r, 0, w), h * 0.42, between(r, 200, 280))
  const wall = oneOf(r, ['#b8a48c', '#9e8c7a', '#c9c3b8'])
  body += rect(0, h * 0.36, w, ground - h * 0.36, wall)
  body += rect(0, h * 0.34, w, h * 0.03, '#4a4a4a')
  const doorCol = oneOf(r, ['#d5d7d8', '#6b7f8e', '#8f3b2f', '#4a5b4b'])
  for (let i = 0; i < 6; i++) {
    const dx = w * 0.02 + i * w * 0.165
    body += rect(dx, h * 0.42, w * 0.14, ground - h * 0.42, doorCol)
    for (let x = dx + 12; x < dx + w * 0.14; x += 16) body += line(x, h * 0.42, x, ground, '#000', 2, 'opacity="0.15"')
    body += rect(dx, h * 0.42, w * 0.14, 14, 'url(#shadeDown)')
  }
  body += rect(0, ground, w, h - ground, '#5f6265')
  for (let i = 0; i < 6; i++)
    body += line(w * 0.16 + i * w * 0.165, ground + 10, w * 0.1 + i * w * 0.2, h, '#f0ede2', 5, 'opacity="0.7"')
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawGarden(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const horizon = h * 0.5
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, h * 0.25)
  for (let i = 0; i < 12; i++) body += tree(r, between(r, -60, w + 60), horizon + 40, between(r, 220, 360))
  body += hedge(horizon + 60, -20, w + 20, 90)
  body += rect(0, horizon + 50, w, h - horizon, 'url(#lawn)')
  for (let i = 0; i < 40; i++)
    body += line(
      between(r, 0, w),
      between(r, horizon + 80, h),
      between(r, 0, w),
      between(r, horizon + 80, h),
      '#fff',
      1,
      'opacity="0.03"',
    )
  // flower border
  for (let i = 0; i < 30; i++)
    body += ellipse(
      between(r, 0, w),
      between(r, horizon + 50, horizon + 90),
      between(r, 8, 16),
      between(r, 6, 12),
      hsl(oneOf(r, [0, 30, 50, 280, 330]), 70, 65),
    )
  // wooden deck
  const deck = hsl(between(r, 24, 32), 40, between(r, 45, 55))
  const deckTop = h * between(r, 0.72, 0.78)
  body += poly(
    [
      [0, deckTop],
      [w * 0.62, deckTop],
      [w * 0.75, h],
      [0, h],
    ],
    deck,
  )
  for (let i = 0; i < 12; i++) {
    const y = deckTop + (i * (h - deckTop)) / 12
    body += line(0, y, w * 0.62 + (w * 0.13 * (y - deckTop)) / (h - deckTop), y, '#000', 2, 'opacity="0.18"')
  }
  // table, chairs, parasol
  const tx = w * between(r, 0.25, 0.4)
  const ty = deckTop + (h - deckTop) * 0.35
  body += ellipse(tx, ty + 130, 190, 26, '#000', 'opacity="0.2" filter="url(#soft)"')
  body +=
    rect(tx - 170, ty, 340, 18, '#e9e4da') +
    rect(tx - 150, ty + 18, 12, 110, '#555') +
    rect(tx + 138, ty + 18, 12, 110, '#555')
  for (const cx of [tx - 250, tx + 200])
    body +=
      rect(cx, ty - 60, 60, 120, '#3c4043', 'rx="6"') +
      rect(cx, ty + 50, 60, 12, '#3c4043') +
      rect(cx + 5, ty + 60, 6, 70, '#3c4043') +
      rect(cx + 49, ty + 60, 6, 70, '#3c4043')
  const parasol = oneOf(r, ['#efe8d8', '#2f5a6b', '#a8452f'])
  body += line(tx, ty, tx, ty - 330, '#6a5a48', 8)
  body += poly(
    [
      [tx - 280, ty - 300],
      [tx, ty - 380],
      [tx + 280, ty - 300],
    ],
    parasol,
  )
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawLand(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const horizon = h * between(r, 0.45, 0.55)
  let body = rect(0, 0, w, h, 'url(#sky)') + clouds(r, w, horizon * 0.6)
  for (let i = 0; i < 14; i++) body += tree(r, between(r, -60, w + 60), horizon + 10, between(r, 100, 180))
  for (let i = 0; i < 3; i++)
    body += rect(between(r, 0, w), horizon - 60, between(r, 80, 160), 60, oneOf(r, ['#d9d2c4', '#b9553c', '#e8e2d6']))
  body += rect(0, horizon, w, h - horizon, 'url(#lawn)')
  // mown stripes in perspective
  for (let i = -10; i < 20; i++) {
    const x = w / 2 + i * 140
    body += poly(
      [
        [w / 2 + i * 18, horizon],
        [w / 2 + (i + 0.5) * 18, horizon],
        [x + 70, h],
        [x, h],
      ],
      '#fff',
      'opacity="0.05"',
    )
  }
  // stakes with tape marking the plot
  const stakes: Array<[number, number]> = [
    [w * 0.12, h * 0.95],
    [w * 0.35, horizon + 40],
    [w * 0.7, horizon + 40],
    [w * 0.92, h * 0.95],
  ]
  for (let i = 0; i < stakes.length - 1; i++)
    body += line(
      stakes[i][0],
      stakes[i][1] - 60,
      stakes[i + 1][0],
      stakes[i + 1][1] - 60,
      '#e8562f',
      4,
      'opacity="0.85"',
    )
  for (const [x, y] of stakes) body += rect(x - 5, y - 80, 10, 80, '#d8c49a')
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

// ---------------------------------------------------------------------------------------------
// Interiors

interface Room {
  wall: string
  floorTop: number
  body: string
}

function room(r: Rng, opts: { floor?: 'wood' | 'tiles' | 'concrete' } = {}): Room {
  const w = PHOTO_W
  const h = PHOTO_H
  const wall = hsl(between(r, 20, 60), between(r, 8, 25), between(r, 78, 92))
  const floorTop = h * between(r, 0.68, 0.74)
  let body = rect(0, 0, w, floorTop, wall)
  body += rect(0, 0, w, 40, '#000', 'opacity="0.06"')
  const kind = opts.floor ?? oneOf(r, ['wood', 'wood', 'concrete'] as const)
  if (kind === 'wood') {
    const base = hsl(between(r, 24, 34), between(r, 30, 45), between(r, 42, 62))
    body += rect(0, floorTop, w, h - floorTop, base)
    for (let i = 0; i < 14; i++) {
      const y = floorTop + Math.pow(i / 14, 1.5) * (h - floorTop)
      body += line(0, y, w, y, '#000', 1.5, 'opacity="0.14"')
    }
    for (let i = -8; i < 9; i++) body += line(w / 2 + i * 40, floorTop, w / 2 + i * 220, h, '#000', 1, 'opacity="0.07"')
  } else if (kind === 'tiles') {
    body += rect(0, floorTop, w, h - floorTop, hsl(between(r, 30, 40), 8, between(r, 60, 80)))
    for (let i = -12; i < 13; i++)
      body += line(w / 2 + i * 50, floorTop, w / 2 + i * 240, h, '#000', 2, 'opacity="0.12"')
    for (let i = 1; i < 7; i++) {
      const y = floorTop + Math.pow(i / 7, 1.6) * (h - floorTop)
      body += line(0, y, w, y, '#000', 2, 'opacity="0.12"')
    }
  } else {
    body += rect(0, floorTop, w, h - floorTop, hsl(30, 4, between(r, 55, 68)))
  }
  body += rect(0, floorTop - 14, w, 14, '#fff', 'opacity="0.6"')
  body += rect(0, floorTop, w, 30, 'url(#shadeDown)')
  return { wall, floorTop, body }
}

function bigWindow(r: Rng, x: number, y: number, w: number, h: number, frame = '#2f3337'): string {
  let s = `<g>`
  s += rect(x, y, w, h, 'url(#sky)')
  for (let i = 0; i < 5; i++) s += tree(r, x + between(r, 0, w), y + h * 1.05, between(r, h * 0.45, h * 0.8))
  s += rect(x, y, w, h, '#fff', 'opacity="0.12"')
  const panes = Math.max(2, Math.round(w / 220))
  s += rect(x, y, w, h, 'none', `stroke="${frame}" stroke-width="14"`)
  for (let i = 1; i < panes; i++) s += rect(x + (i * w) / panes - 5, y, 10, h, frame)
  s += `</g>`
  // light patch on the floor
  return s
}

function plant(r: Rng, x: number, ground: number, size: number): string {
  let s = rect(
    x - size * 0.22,
    ground - size * 0.45,
    size * 0.44,
    size * 0.45,
    oneOf(r, ['#d9d2c5', '#3b3f43', '#b06a4a']),
    'rx="8"',
  )
  for (let i = 0; i < 9; i++) {
    const a = between(r, -70, 70)
    s += ellipse(
      x,
      ground - size * 0.45 - size * 0.45,
      size * 0.12,
      size * 0.5,
      hsl(between(r, 95, 130), 40, between(r, 28, 42)),
      `transform="rotate(${f(a)} ${f(x)} ${f(ground - size * 0.45)})"`,
    )
  }
  return s
}

function artwork(r: Rng, x: number, y: number, w: number, h: number): string {
  let s = rect(x - 10, y - 10, w + 20, h + 20, oneOf(r, ['#2b2b2b', '#c7a970', '#f5f5f2']))
  s += rect(x, y, w, h, hsl(between(r, 0, 360), 20, 88))
  for (let i = 0; i < 4; i++)
    s += ellipse(
      x + between(r, 0.2, 0.8) * w,
      y + between(r, 0.2, 0.8) * h,
      between(r, 0.1, 0.3) * w,
      between(r, 0.1, 0.3) * h,
      hsl(between(r, 0, 360), 45, 55),
      'opacity="0.75"',
    )
  return s
}

function drawLiving(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const rm = room(r)
  let body = rm.body
  const winLeft = r() < 0.5
  const wx = winLeft ? w * 0.06 : w * 0.56
  body += bigWindow(r, wx, h * 0.1, w * 0.38, rm.floorTop - h * 0.14)
  body += poly(
    [
      [wx, rm.floorTop],
      [wx + w * 0.38, rm.floorTop],
      [wx + w * 0.5, h],
      [wx - w * 0.1, h],
    ],
    '#fff',
    'opacity="0.08"',
  )
  // sofa
  const sofa = hsl(between(r, 0, 360), between(r, 10, 35), between(r, 35, 65))
  const sx = winLeft ? w * 0.5 : w * 0.08
  const sw = w * 0.42
  const sy = rm.floorTop - 40
  body += ellipse(sx + sw / 2, sy + 190, sw * 0.55, 30, '#000', 'opacity="0.25" filter="url(#soft)"')
  body += rect(sx, sy - 150, sw, 160, sofa, 'rx="26"')
  body += rect(sx - 30, sy - 60, 70, 210, sofa, 'rx="26"') + rect(sx + sw - 40, sy - 60, 70, 210, sofa, 'rx="26"')
  body += rect(sx + 30, sy + 10, sw - 60, 110, sofa, 'rx="18"')
  body += rect(sx + 30, sy + 10, sw - 60, 110, '#fff', 'rx="18" opacity="0.1"')
  body += line(sx + sw / 2, sy + 14, sx + sw / 2, sy + 118, '#000', 3, 'opacity="0.15"')
  for (let i = 0; i < 2; i++)
    body += rect(sx + 60 + i * (sw - 200), sy - 110, 80, 80, hsl(between(r, 0, 360), 40, 60), 'rx="14"')
  body += rect(sx - 10, sy + 150, 14, 30, '#3a2f28') + rect(sx + sw - 4, sy + 150, 14, 30, '#3a2f28')
  // rug and coffee table
  const tableX = sx + sw * 0.2
  body += ellipse(sx + sw / 2, h * 0.92, sw * 0.7, 70, hsl(between(r, 0, 360), 15, between(r, 70, 85)))
  body += ellipse(tableX + sw * 0.3, h * 0.86, sw * 0.3, 40, oneOf(r, ['#6b4f3a', '#2d2d2d', '#cfc6b6']))
  body += rect(tableX + sw * 0.05, h * 0.86, 12, 70, '#3a2f28') + rect(tableX + sw * 0.53, h * 0.86, 12, 70, '#3a2f28')
  body += rect(tableX + sw * 0.22, h * 0.84 - 30, 40, 30, '#fff', 'opacity="0.9"')
  // floor lamp, plant, art
  const lx = winLeft ? w * 0.95 : w * 0.53
  body +=
    line(lx, rm.floorTop + 40, lx, h * 0.32, '#2b2b2b', 6) +
    poly(
      [
        [lx - 50, h * 0.32],
        [lx + 50, h * 0.32],
        [lx + 32, h * 0.24],
        [lx - 32, h * 0.24],
      ],
      '#f3e8cf',
    )
  body += ellipse(lx, h * 0.3, 120, 80, '#fff6d8', 'opacity="0.25" filter="url(#soft)"')
  body += artwork(r, sx + sw * 0.3, h * 0.14, sw * 0.4, h * 0.22)
  body += plant(r, winLeft ? w * 0.47 : w * 0.5, rm.floorTop + 60, 200)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawKitchen(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const rm = room(r, { floor: oneOf(r, ['wood', 'tiles', 'concrete'] as const) })
  let body = rm.body
  const front = oneOf(r, ['#f3f1ec', '#2f3439', '#4f6354', '#8a9aa5', '#d8cbb5'])
  const top = oneOf(r, ['#e6e3dc', '#2a2a2a', '#b9aa92', '#7d7b77'])
  const counterY = h * 0.52
  // backsplash tiles
  body += rect(w * 0.04, h * 0.32, w * 0.92, counterY - h * 0.32, '#fff')
  for (let x = w * 0.04; x < w * 0.96; x += 36) body += line(x, h * 0.32, x, counterY, '#c9c5bd', 2)
  for (let y = h * 0.32; y < counterY; y += 20) body += line(w * 0.04, y, w * 0.96, y, '#c9c5bd', 2)
  // upper cabinets and window
  body += rect(w * 0.04, h * 0.06, w * 0.5, h * 0.24, front)
  for (let i = 1; i < 4; i++)
    body += line(w * 0.04 + i * w * 0.125, h * 0.06, w * 0.04 + i * w * 0.125, h * 0.3, '#000', 2, 'opacity="0.2"')
  body += bigWindow(r, w * 0.6, h * 0.08, w * 0.3, h * 0.22)
  // lower cabinets + counter
  body += rect(w * 0.04, counterY + 14, w * 0.92, rm.floorTop - counterY - 14, front)
  for (let i = 1; i < 8; i++)
    body += line(
      w * 0.04 + i * w * 0.115,
      counterY + 14,
      w * 0.04 + i * w * 0.115,
      rm.floorTop,
      '#000',
      2,
      'opacity="0.2"',
    )
  body += rect(w * 0.03, counterY, w * 0.94, 16, top)
  body +=
    rect(w * 0.35, counterY + 40, w * 0.11, rm.floorTop - counterY - 60, '#2b2b2b') +
    rect(w * 0.36, counterY + 60, w * 0.09, 40, '#555')
  body +=
    rect(w * 0.68, counterY - 12, w * 0.12, 12, '#9aa0a4') +
    line(w * 0.74, counterY - 12, w * 0.74, counterY - 70, '#9aa0a4', 6)
  // island with stools
  const iy = h * 0.68
  body += ellipse(w * 0.5, h * 0.98, w * 0.36, 30, '#000', 'opacity="0.25" filter="url(#soft)"')
  body += rect(w * 0.16, iy, w * 0.68, h * 0.3, front) + rect(w * 0.15, iy - 18, w * 0.7, 20, top)
  body += rect(w * 0.16, iy, w * 0.68, h * 0.3, '#000', 'opacity="0.12"')
  for (let i = 0; i < 3; i++) {
    const x = w * 0.27 + i * w * 0.23
    body +=
      rect(x - 45, iy + 40, 90, 18, '#3a3a3a', 'rx="8"') +
      line(x - 30, iy + 58, x - 40, h, '#3a3a3a', 6) +
      line(x + 30, iy + 58, x + 40, h, '#3a3a3a', 6)
  }
  // pendant lamps
  for (let i = 0; i < 3; i++) {
    const x = w * 0.32 + i * w * 0.18
    body +=
      line(x, 0, x, h * 0.2, '#333', 3) +
      poly(
        [
          [x - 40, h * 0.26],
          [x + 40, h * 0.26],
          [x + 18, h * 0.2],
          [x - 18, h * 0.2],
        ],
        oneOf(r, ['#222', '#c9a45c', '#e9e9e6']),
      )
    body += ellipse(x, h * 0.28, 60, 25, '#fff3c4', 'opacity="0.4" filter="url(#soft)"')
  }
  body += plant(r, w * 0.08, counterY, 110)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawBedroom(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const rm = room(r, { floor: 'wood' })
  let body = rm.body
  const accent = hsl(between(r, 0, 360), between(r, 15, 35), between(r, 40, 60))
  // accent wall behind bed
  body += rect(w * 0.22, 0, w * 0.56, rm.floorTop, accent, 'opacity="0.35"')
  // window with curtains
  const wx = r() < 0.5 ? w * 0.03 : w * 0.8
  body += bigWindow(r, wx, h * 0.12, w * 0.17, rm.floorTop - h * 0.2, '#f4f4f1')
  const curtain = hsl(between(r, 20, 50), 20, 80)
  body +=
    rect(wx - 40, h * 0.08, 50, rm.floorTop - h * 0.06, curtain) +
    rect(wx + w * 0.17 - 10, h * 0.08, 50, rm.floorTop - h * 0.06, curtain)
  // bed
  const bx = w * 0.28
  const bw = w * 0.44
  body += rect(bx, h * 0.3, bw, rm.floorTop - h * 0.3, accent, 'rx="12"')
  body += ellipse(w / 2, h * 0.98, bw * 0.6, 40, '#000', 'opacity="0.25" filter="url(#soft)"')
  body += poly(
    [
      [bx - 10, h * 0.6],
      [bx + bw + 10, h * 0.6],
      [bx + bw + 90, h * 0.95],
      [bx - 90, h * 0.95],
    ],
    '#f7f6f2',
  )
  const duvet = hsl(between(r, 0, 360), between(r, 10, 30), between(r, 55, 80))
  body += poly(
    [
      [bx - 20, h * 0.68],
      [bx + bw + 20, h * 0.68],
      [bx + bw + 100, h * 0.97],
      [bx - 100, h * 0.97],
    ],
    duvet,
  )
  body +=
    rect(bx + 30, h * 0.5, bw * 0.42, h * 0.13, '#fff', 'rx="20"') +
    rect(bx + bw * 0.53, h * 0.5, bw * 0.42, h * 0.13, '#fff', 'rx="20"')
  body += rect(bx + bw * 0.2, h * 0.58, bw * 0.6, h * 0.08, hsl(between(r, 0, 360), 35, 55), 'rx="14"')
  // nightstands and lamps
  for (const nx of [bx - 170, bx + bw + 30]) {
    body += rect(nx, h * 0.6, 140, rm.floorTop - h * 0.6, oneOf(r, ['#6b4f3a', '#e6e1d8', '#2f3337']))
    body +=
      rect(nx + 60, h * 0.52, 20, h * 0.08, '#333') +
      poly(
        [
          [nx + 30, h * 0.52],
          [nx + 110, h * 0.52],
          [nx + 95, h * 0.44],
          [nx + 45, h * 0.44],
        ],
        '#f1e6cc',
      )
    body += ellipse(nx + 70, h * 0.48, 90, 60, '#fff3c4', 'opacity="0.35" filter="url(#soft)"')
  }
  body += artwork(r, w * 0.4, h * 0.1, w * 0.2, h * 0.14)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawBathroom(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const rm = room(r, { floor: 'tiles' })
  let body = rm.body
  const tile = hsl(between(r, 180, 220), between(r, 5, 25), between(r, 75, 92))
  body += rect(0, h * 0.3, w, rm.floorTop - h * 0.3, tile)
  for (let x = 0; x < w; x += 60) body += line(x, h * 0.3, x, rm.floorTop, '#fff', 2)
  for (let y = h * 0.3; y < rm.floorTop; y += 60) body += line(0, y, w, y, '#fff', 2)
  // vanity, basin, mirror
  const vx = w * 0.1
  const wood = oneOf(r, ['#7a5a3f', '#2f3337', '#e8e4dc', '#4f6354'])
  body += rect(vx, h * 0.55, w * 0.36, h * 0.14, wood) + rect(vx - 10, h * 0.53, w * 0.36 + 20, 20, '#f4f4f2')
  body += ellipse(vx + w * 0.18, h * 0.535, w * 0.08, 16, '#fff', 'stroke="#ccc" stroke-width="3"')
  body +=
    line(vx + w * 0.18, h * 0.52, vx + w * 0.18, h * 0.47, '#aab0b4', 7) +
    line(vx + w * 0.18, h * 0.47, vx + w * 0.2, h * 0.47, '#aab0b4', 7)
  body += rect(vx + w * 0.04, h * 0.1, w * 0.28, h * 0.32, '#cfd9de', 'rx="16" stroke="#9aa3a8" stroke-width="6"')
  body += poly(
    [
      [vx + w * 0.06, h * 0.12],
      [vx + w * 0.16, h * 0.12],
      [vx + w * 0.06, h * 0.3],
    ],
    '#fff',
    'opacity="0.35"',
  )
  // bath or shower
  if (r() < 0.5) {
    body += rect(w * 0.52, h * 0.5, w * 0.44, rm.floorTop - h * 0.5 + 30, '#fbfbfa', 'rx="30"')
    body += rect(w * 0.52, h * 0.5, w * 0.44, 24, '#e9ecec', 'rx="12"')
    body += line(w * 0.9, h * 0.5, w * 0.9, h * 0.42, '#aab0b4', 8)
  } else {
    body += rect(
      w * 0.56,
      h * 0.05,
      w * 0.36,
      rm.floorTop - h * 0.05,
      '#dfe9ee',
      'opacity="0.35" stroke="#aab0b4" stroke-width="6"',
    )
    body += line(w * 0.74, h * 0.05, w * 0.74, h * 0.12, '#aab0b4', 8) + ellipse(w * 0.74, h * 0.13, 60, 12, '#aab0b4')
    body += poly(
      [
        [w * 0.58, h * 0.1],
        [w * 0.66, h * 0.1],
        [w * 0.58, h * 0.5],
      ],
      '#fff',
      'opacity="0.3"',
    )
  }
  body +=
    rect(w * 0.47, h * 0.25, 10, h * 0.25, '#aab0b4') +
    rect(w * 0.465, h * 0.3, 40, h * 0.2, hsl(between(r, 0, 360), 30, 70))
  body += plant(r, w * 0.49, rm.floorTop + 40, 120)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

function drawOffice(r: Rng): string {
  const w = PHOTO_W
  const h = PHOTO_H
  const rm = room(r, { floor: 'concrete' })
  let body = rm.body
  // window wall with skyline
  const wy = h * 0.08
  const wh = rm.floorTop - h * 0.12
  body += rect(w * 0.04, wy, w * 0.92, wh, 'url(#sky)')
  for (let i = 0; i < 22; i++) {
    const bw = between(r, 40, 110)
    const bh = between(r, 60, wh * 0.7)
    const bx = w * 0.04 + between(r, 0, w * 0.9)
    body += rect(bx, wy + wh - bh, bw, bh, hsl(210, 10, between(r, 45, 70)), 'opacity="0.8"')
  }
  body += rect(w * 0.04, wy, w * 0.92, wh, '#fff', 'opacity="0.15"')
  for (let i = 0; i <= 8; i++) body += rect(w * 0.04 + (i * w * 0.92) / 8 - 6, wy, 12, wh, '#2f3337')
  body += rect(w * 0.04, wy, w * 0.92, 12, '#2f3337') + rect(w * 0.04, wy + wh - 12, w * 0.92, 12, '#2f3337')
  // ceiling lights
  for (let i = 0; i < 4; i++) body += rect(w * 0.12 + i * w * 0.22, 10, w * 0.14, 16, '#fffbe8')
  // desks in two rows with monitors and chairs
  for (let row = 0; row < 2; row++) {
    const y = rm.floorTop + row * h * 0.13 - 60
    const scale = 1 + row * 0.25
    for (let i = 0; i < 3; i++) {
      const x = w * 0.1 + i * w * 0.3
      const dw = w * 0.24 * scale
      body +=
        rect(x, y, dw, 14 * scale, '#e9e5dc') +
        rect(x + 10, y + 14 * scale, 8, 90 * scale, '#3a3a3a') +
        rect(x + dw - 18, y + 14 * scale, 8, 90 * scale, '#3a3a3a')
      body +=
        rect(x + dw * 0.3, y - 80 * scale, dw * 0.36, 70 * scale, '#1f2327', 'rx="4"') +
        rect(x + dw * 0.46, y - 10 * scale, dw * 0.04, 10 * scale, '#1f2327')
      body += rect(x + dw * 0.31, y - 77 * scale, dw * 0.34, 64 * scale, hsl(205, 40, 35), 'opacity="0.7"')
      body += rect(
        x + dw * 0.35,
        y + 30 * scale,
        dw * 0.3,
        80 * scale,
        oneOf(r, ['#2b2f33', '#445566', '#6a3f3f']),
        'rx="12"',
      )
    }
  }
  body += plant(r, w * 0.95, h * 0.95, 220)
  body += rect(0, 0, w, h, 'url(#vignette)')
  return svgDoc(w, h, commonDefs(r), body)
}

const drawers: Record<PhotoKind, (r: Rng) => string> = {
  townhouse: (r) => drawTownhouse(r),
  villa: drawVilla,
  'modern-house': drawModernHouse,
  farmhouse: drawFarmhouse,
  'apartment-block': drawApartmentBlock,
  living: drawLiving,
  kitchen: drawKitchen,
  bedroom: drawBedroom,
  bathroom: drawBathroom,
  garden: drawGarden,
  land: drawLand,
  office: drawOffice,
  shop: drawShop,
  warehouse: drawWarehouse,
  garages: drawGarages,
}

export function photoSvg(kind: PhotoKind, seed: number): string {
  return drawers[kind](rng(seed * 7919 + 17))
}

/** A wide evening street of town houses for the home banner. */
export function bannerSvg(seed: number, w = 2400, h = 1000): string {
  return drawTownhouse(rng(seed), w, h, true)
}

/** An abstract head-and-shoulders figure: stands in for a staff portrait. */
export function portraitSvg(seed: number, opts: { longHair?: boolean } = {}, w = 800, h = 1000): string {
  const r = rng(seed * 104729 + 3)
  const bgHue = between(r, 180, 240)
  const skin = oneOf(r, ['#f1c9a5', '#e0ac80', '#c68a62', '#8d5a3b', '#f5d6bd'])
  const hair = oneOf(r, ['#2a1d15', '#5a3b24', '#a0743d', '#c9b79a', '#1b1b1b', '#7a4a2a'])
  const suit = oneOf(r, ['#2d3a4a', '#3b3b3b', '#5a4636', '#2f4a3c', '#6b2f3a', '#d8d2c6'])
  const longHair = opts.longHair ?? r() < 0.5
  const cx = w / 2
  const headY = h * 0.4
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
  body += ellipse(cx + 120, h * 0.2, 260, 200, '#fff', 'opacity="0.12" filter="url(#soft)"')
  if (longHair)
    body += `<path d="M${cx - 170},${headY - 40} Q${cx - 190},${headY + 240} ${cx - 120},${headY + 300} L${cx + 120},${headY + 300} Q${cx + 190},${headY + 240} ${cx + 170},${headY - 40} Z" fill="${hair}"/>`
  body += `<path d="M${cx - 330},${h} Q${cx - 310},${h * 0.68} ${cx - 80},${h * 0.64} L${cx + 80},${h * 0.64} Q${cx + 310},${h * 0.68} ${cx + 330},${h} Z" fill="${suit}"/>`
  body += poly(
    [
      [cx - 70, h * 0.64],
      [cx + 70, h * 0.64],
      [cx, h * 0.78],
    ],
    oneOf(r, ['#f4f4f2', '#dfe7ef', '#efe2d8']),
  )
  body += rect(cx - 55, headY + 120, 110, 110, skin)
  body += ellipse(cx, headY, 150, 185, skin)
  body += ellipse(cx - 50, headY - 40, 60, 80, '#fff', 'opacity="0.12"')
  body += `<path d="M${cx - 158},${headY - 10} Q${cx - 160},${headY - 200} ${cx},${headY - 195} Q${cx + 160},${headY - 200} ${cx + 158},${headY - 10} Q${cx + 120},${headY - 120} ${cx},${headY - 130} Q${cx - 110},${headY - 120} ${cx - 158},${headY - 10} Z" fill="${hair}"/>`
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(bgHue, 25, 78)}"/><stop offset="1" stop-color="${hsl(bgHue + 20, 30, 52)}"/></linearGradient><filter id="soft"><feGaussianBlur stdDeviation="40"/></filter>`
  return svgDoc(w, h, defs, body)
}

/** The agency logo: a roof-and-window mark with the name; `light` for dark backgrounds. */
export function logoSvg(name: string, light = false): string {
  const ink = light ? '#ffffff' : '#1f3b4d'
  const accent = light ? '#f2c879' : '#c8783c'
  const [first, ...rest] = name.split(' ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="128" viewBox="0 0 520 128">
  <path d="M14 64 L64 18 L114 64" fill="none" stroke="${ink}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>
  <rect x="32" y="58" width="64" height="56" rx="4" fill="none" stroke="${ink}" stroke-width="8"/>
  <rect x="44" y="70" width="17" height="16" fill="${accent}"/><rect x="67" y="70" width="17" height="16" fill="${accent}"/>
  <rect x="44" y="91" width="17" height="16" fill="${accent}"/><rect x="67" y="91" width="17" height="16" fill="${accent}"/>
  <text x="136" y="82" font-family="Georgia, 'DejaVu Serif', serif" font-size="56" font-weight="700" fill="${ink}">${first}</text>
  <text x="140" y="114" font-family="'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif" font-size="22" letter-spacing="9" fill="${accent}">${rest.join(' ').toUpperCase()}</text>
</svg>`
}

export async function svgToJpeg(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer()
}
