import { type Rng, PHOTO_W, PHOTO_H, between, oneOf, hsl, f, rect, ellipse, line, tree } from './primitives'

/** What every interior shares: the room itself, a window onto trees, a plant and a painting. */

export interface Room {
  wall: string
  floorTop: number
  body: string
}

export function room(r: Rng, opts: { floor?: 'wood' | 'tiles' | 'concrete' } = {}): Room {
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

export function bigWindow(r: Rng, x: number, y: number, w: number, h: number, frame = '#2f3337'): string {
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

export function plant(r: Rng, x: number, ground: number, size: number): string {
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

export function artwork(r: Rng, x: number, y: number, w: number, h: number): string {
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
