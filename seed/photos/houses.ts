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
  poplar,
  hedge,
  windowEl,
  door,
} from './primitives'

/** Houses seen from outside: villa, modern house, farmhouse and apartment block. */

export function drawVilla(r: Rng): string {
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

export function drawModernHouse(r: Rng): string {
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

export function drawFarmhouse(r: Rng): string {
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

export function drawApartmentBlock(r: Rng): string {
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
