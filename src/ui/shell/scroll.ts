/** Scroll behaviour of the shell (docs/rules/page-shell.md). Pure: no DOM here. */

/** The header becomes fixed after more than this many pixels. */
export const HEADER_FIXED_AFTER = 30
/** The back-to-top button shows from this many pixels. */
export const BACK_TO_TOP_FROM = 10
export const SCROLL_THROTTLE_MS = 100
export const SCROLL_TOP_DURATION_MS = 500

export interface ScrollState {
  headerFixed: boolean
  backToTop: boolean
}

export function scrollState(y: number): ScrollState {
  return { headerFixed: y > HEADER_FIXED_AFTER, backToTop: y >= BACK_TO_TOP_FROM }
}

/** One number per distinct state, so a scroll store can return a stable snapshot. */
export function scrollLevel(y: number): 0 | 1 | 2 {
  const s = scrollState(y)
  return s.headerFixed ? 2 : s.backToTop ? 1 : 0
}

/**
 * Run at most once per `ms`: at once, then once more at the end of the window if calls came in
 * meanwhile, so the last position is always seen.
 */
export function throttle(fn: () => void, ms: number): (() => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending = false
  const run = () => {
    fn()
    timer = setTimeout(() => {
      timer = undefined
      if (pending) {
        pending = false
        run()
      }
    }, ms)
  }
  const throttled = () => {
    if (timer === undefined) run()
    else pending = true
  }
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = false
  }
  return throttled
}

/** Ease-in-out (cubic) over t in [0, 1]. */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t))
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}
