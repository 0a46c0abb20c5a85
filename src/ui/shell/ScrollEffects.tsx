'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { SCROLL_THROTTLE_MS, SCROLL_TOP_DURATION_MS, easeInOut, scrollLevel, throttle } from './scroll'
import { ArrowUpIcon } from './icons'

/*
 * The only scroll listener of the shell (passive, throttled to 100 ms). It flips the header's
 * data-scrolled attribute (CSS does the rest) and shows the back-to-top button.
 */

function subscribe(onChange: () => void): () => void {
  const throttled = throttle(onChange, SCROLL_THROTTLE_MS)
  window.addEventListener('scroll', throttled, { passive: true })
  return () => {
    window.removeEventListener('scroll', throttled)
    throttled.cancel()
  }
}
const clientLevel = () => scrollLevel(window.scrollY)
const serverLevel = () => 0 as const

function scrollToTop(focusId: string) {
  // Land keyboard users at the top of the page too (the skip link is its first stop).
  const done = () => document.getElementById(focusId)?.focus({ preventScroll: true })
  const start = window.scrollY
  if (start <= 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: 0, behavior: 'instant' })
    done()
    return
  }
  let stopped = false
  const stop = () => (stopped = true)
  window.addEventListener('wheel', stop, { once: true, passive: true })
  window.addEventListener('touchstart', stop, { once: true, passive: true })
  const t0 = performance.now()
  const step = (now: number) => {
    if (stopped) return
    const p = Math.min(1, (now - t0) / SCROLL_TOP_DURATION_MS)
    // 'instant': the page's CSS scroll-behavior: smooth would otherwise animate every frame.
    window.scrollTo({ top: Math.round(start * (1 - easeInOut(p))), behavior: 'instant' })
    if (p < 1) requestAnimationFrame(step)
    else {
      window.removeEventListener('wheel', stop)
      window.removeEventListener('touchstart', stop)
      done()
    }
  }
  requestAnimationFrame(step)
}

export function ScrollEffects({ headerId, focusId, label }: { headerId: string; focusId: string; label: string }) {
  const level = useSyncExternalStore(subscribe, clientLevel, serverLevel)

  useEffect(() => {
    document.getElementById(headerId)?.setAttribute('data-scrolled', level === 2 ? 'true' : 'false')
  }, [headerId, level])

  const visible = level >= 1
  return (
    <button
      type="button"
      data-testid="back-to-top"
      aria-label={label}
      title={label}
      onClick={() => scrollToTop(focusId)}
      // Hidden with visibility, so it also leaves the tab order and the accessibility tree.
      className={`fixed right-4 bottom-4 z-30 inline-flex size-11 items-center justify-center rounded-full bg-brand text-white shadow-lg transition-[opacity,visibility,translate] duration-200 hover:bg-brand-dark focus-ring-accent motion-reduce:transition-none md:right-6 md:bottom-6 ${visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'}`}
    >
      <ArrowUpIcon />
    </button>
  )
}
