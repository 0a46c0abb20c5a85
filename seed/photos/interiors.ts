import {
  type Rng,
  PHOTO_W,
  PHOTO_H,
  between,
  oneOf,
  hsl,
  rect,
  poly,
  ellipse,
  line,
  svgDoc,
  commonDefs,
} from './primitives'
import { room, bigWindow, plant, artwork } from './rooms'

/** Interiors: living room, kitchen, bedroom, bathroom and office. */

export function drawLiving(r: Rng): string {
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

export function drawKitchen(r: Rng): string {
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

export function drawBedroom(r: Rng): string {
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

export function drawBathroom(r: Rng): string {
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

export function drawOffice(r: Rng): string {
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
