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
  clouds,
  tree,
  hedge,
} from './primitives'

/** Open air: garden and building land. */

export function drawGarden(r: Rng): string {
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

export function drawLand(r: Rng): string {
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
