import {
  type Rng,
  PHOTO_W,
  PHOTO_H,
  between,
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
} from './primitives'

/** Commercial property seen from outside: shop, warehouse and garages. */

export function drawShop(r: Rng): string {
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

export function drawWarehouse(r: Rng): string {
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

export function drawGarages(r: Rng): string {
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
