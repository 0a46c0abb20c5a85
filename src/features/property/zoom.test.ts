import { describe, expect, it } from 'vitest'
import { clampView, IDENTITY, MAX_SCALE, swipeStep, zoomAround } from './zoom'

describe('swipeStep', () => {
  it('moves to the next photo on a swipe to the left and back on one to the right', () => {
    expect(swipeStep(-120, 10, 390)).toBe(1)
    expect(swipeStep(120, -10, 390)).toBe(-1)
  })
  it('ignores a short slip and a mostly vertical move', () => {
    expect(swipeStep(-40, 0, 390)).toBe(0)
    expect(swipeStep(-100, 90, 390)).toBe(0)
  })
  it('asks at most 80 px on a wide screen', () => {
    expect(swipeStep(-85, 0, 1440)).toBe(1)
    expect(swipeStep(-75, 0, 1440)).toBe(0)
  })
})

describe('clampView', () => {
  it('keeps the scale between 1 and the maximum', () => {
    expect(clampView({ scale: 0.5, x: 10, y: 10 }, 400, 300)).toEqual(IDENTITY)
    expect(clampView({ scale: 9, x: 0, y: 0 }, 400, 300).scale).toBe(MAX_SCALE)
  })
  it('does not let a doubled photo be dragged past its edges', () => {
    // Twice as large: 200 px to spare on each side horizontally, 150 px vertically.
    expect(clampView({ scale: 2, x: 500, y: -500 }, 400, 300)).toEqual({ scale: 2, x: 200, y: -150 })
  })
})

describe('zoomAround', () => {
  it('keeps the tapped point where it was', () => {
    const tapped = { x: 100, y: -40 }
    const view = zoomAround(IDENTITY, tapped, tapped, 2)
    // The point of the photo at (100, -40) is drawn at translate + scale × point.
    expect(view.x + view.scale * tapped.x).toBe(tapped.x)
    expect(view.y + view.scale * tapped.y).toBe(tapped.y)
  })
  it('follows the fingers: the photo point under the first midpoint ends under the new one', () => {
    const start = { scale: 2, x: 30, y: 10 }
    const view = zoomAround(start, { x: 50, y: 50 }, { x: 70, y: 40 }, 3)
    const px = (50 - start.x) / start.scale
    const py = (50 - start.y) / start.scale
    expect(view.x + 3 * px).toBe(70)
    expect(view.y + 3 * py).toBe(40)
  })
})
