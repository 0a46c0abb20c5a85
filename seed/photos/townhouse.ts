import {
  type Rng,
  PHOTO_W,
  PHOTO_H,
  between,
  int,
  oneOf,
  hsl,
  rect,
  poly,
  line,
  svgDoc,
  commonDefs,
  clouds,
  tree,
  windowEl,
  door,
  brickPattern,
} from './primitives'

/** Flemish town houses in a street: the town-house photos and the home banner. */

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

export function drawTownhouse(r: Rng, w = PHOTO_W, h = PHOTO_H, evening = false): string {
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
