/*
 * The geometry of the photo viewer's gestures (Lightbox.tsx), apart from the DOM. A view is the
 * photo's scale and offset, drawn as `translate(x, y) scale(scale)` about the photo's centre;
 * points are in screen pixels relative to that centre as laid out (before the transform).
 */

export interface Point {
  x: number
  y: number
}

export interface View {
  scale: number
  x: number
  y: number
}

export const IDENTITY: View = { scale: 1, x: 0, y: 0 }

/** The most a photo is enlarged: a 1360 px rendition on a phone is then still sharp enough. */
export const MAX_SCALE = 4

/** The enlargement a double tap gives. */
export const DOUBLE_TAP_SCALE = 2.5

const clamp = (n: number, least: number, most: number) => Math.min(most, Math.max(least, n))

/**
 * The photo a horizontal swipe of (dx, dy) moves to: 1 the next, -1 the previous, 0 none. It
 * must cover a fifth of the stage (at most 80 px) and be clearly more sideways than up or down,
 * so a slip of the finger or a vertical flick changes nothing.
 */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  const threshold = Math.max(24, Math.min(80, width / 5))
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return 0
  return dx < 0 ? 1 : -1
}

/**
 * The view kept within bounds: scale between 1 and MAX_SCALE, and an enlarged photo never
 * dragged so far that its edge comes inside the box it fills unzoomed (width × height).
 */
export function clampView(view: View, width: number, height: number): View {
  const scale = clamp(view.scale, 1, MAX_SCALE)
  const mx = ((scale - 1) * width) / 2
  const my = ((scale - 1) * height) / 2
  return { scale, x: clamp(view.x, -mx, mx), y: clamp(view.y, -my, my) }
}

/**
 * The view at `scale` that brings the point of the photo shown under `from` in view `start`
 * under `to`: pinching keeps the photo under the fingers, a double tap enlarges where it was tapped.
 */
export function zoomAround(start: View, from: Point, to: Point, scale: number): View {
  const px = (from.x - start.x) / start.scale
  const py = (from.y - start.y) / start.scale
  return { scale, x: to.x - scale * px, y: to.y - scale * py }
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
