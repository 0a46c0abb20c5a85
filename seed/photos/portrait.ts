import { rng, between, oneOf, hsl, rect, poly, ellipse, svgDoc } from './primitives'

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
