'use client'

import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import {
  clampView,
  distance,
  DOUBLE_TAP_SCALE,
  IDENTITY,
  MAX_SCALE,
  midpoint,
  swipeStep,
  zoomAround,
  type Point,
  type View,
} from './zoom'

export interface LightboxPhoto {
  src: string
  srcSet?: string
  width?: number
  height?: number
  alt: string
}

export interface LightboxLabels {
  title: string
  previous: string
  next: string
  close: string
  play: string
  pause: string
  /** '{index} / {count}', shown */
  counter: string
  /** 'Photo {index} of {count}', for screen readers */
  spokenCounter: string
}

/** Time each photo shows in the slideshow. */
export const SLIDE_MS = 4000

/** Two taps this close in time (ms) and place (px) are a double tap. */
const DOUBLE_TAP_MS = 300
const DOUBLE_TAP_PX = 30
/** A pointer that moves less than this (px) taps rather than drags. */
const TAP_SLOP = 8

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** What the pointers on the photo are doing, with the photo's place when it began. */
type Gesture =
  | { kind: 'drag'; start: Point; view: View; centre: Point; width: number; height: number; moved: boolean }
  | { kind: 'pinch'; mid: Point; distance: number; view: View; centre: Point; width: number; height: number }

/**
 * The photo viewer: a native modal dialog (the page behind is inert and hidden by an opaque
 * backdrop; Escape closes it) with a slideshow. On the photo, one finger swipes to the next or
 * previous photo, two pinch to zoom, a double tap zooms in or out, and one finger pans the
 * enlarged photo (zoom.ts holds the geometry). The neighbouring photos are fetched ahead.
 */
export function Lightbox({
  photos,
  labels,
  open,
  onOpenChange,
  index,
  onIndexChange,
  playing,
  onPlayingChange,
  onClosed,
}: {
  photos: LightboxPhoto[]
  labels: LightboxLabels
  open: boolean
  onOpenChange: (open: boolean) => void
  index: number
  onIndexChange: (index: number) => void
  playing: boolean
  onPlayingChange: (playing: boolean) => void
  onClosed: () => void
}) {
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const image = useRef<HTMLImageElement>(null)
  const view = useRef<View>(IDENTITY)
  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<Gesture | null>(null)
  const lastTap = useRef<{ time: number; at: Point } | null>(null)

  const count = photos.length
  const go = (to: number) => onIndexChange((to + count) % count)
  // The visitor takes over: any manual move stops the slideshow.
  const step = (delta: number) => {
    onPlayingChange(false)
    go(index + delta)
  }

  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open && !d.open) {
      d.showModal()
      closeButton.current?.focus()
    } else if (!open && d.open) d.close()
  }, [open])

  useEffect(() => {
    if (!open || !playing || count < 2) return
    const timer = setTimeout(() => onIndexChange((index + 1) % count), SLIDE_MS)
    return () => clearTimeout(timer)
  }, [open, playing, index, count, onIndexChange])

  useEffect(() => {
    if (!open) onPlayingChange(false)
  }, [open, onPlayingChange])

  // A new photo starts unzoomed (its <img> is a new element); its neighbours are fetched ahead,
  // with the same candidates, so a swipe shows them at once.
  useEffect(() => {
    view.current = IDENTITY
    gesture.current = null
    if (!open || count < 2) return
    for (const i of new Set([(index + 1) % count, (index + count - 1) % count])) {
      const p = photos[i]
      const preload = new Image()
      preload.decoding = 'async'
      if (p.srcSet) {
        preload.sizes = '100vw'
        preload.srcset = p.srcSet
      }
      preload.src = p.src
    }
  }, [open, index, count, photos])

  /** Draws the photo in view `v`; `settle` animates to it (the end of a gesture). */
  const show = (v: View, settle: boolean) => {
    view.current = v
    const img = image.current
    if (!img) return
    img.toggleAttribute('data-settling', settle)
    img.style.transform = v === IDENTITY ? '' : `translate(${v.x}px, ${v.y}px) scale(${v.scale})`
  }

  /** Starts a drag or a pinch from the pointers now down, measured from the photo's place. */
  const begin = (moved: boolean) => {
    const img = image.current
    const points = [...pointers.current.values()]
    if (!img || !points.length || points.length > 2) {
      gesture.current = null
      return
    }
    const v = view.current
    const box = img.getBoundingClientRect()
    const place = {
      view: v,
      centre: { x: box.left + box.width / 2 - v.x, y: box.top + box.height / 2 - v.y },
      width: box.width / v.scale,
      height: box.height / v.scale,
    }
    gesture.current =
      points.length === 1
        ? { kind: 'drag', start: points[0], moved, ...place }
        : {
            kind: 'pinch',
            mid: midpoint(points[0], points[1]),
            distance: distance(points[0], points[1]) || 1,
            ...place,
          }
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return
    event.currentTarget.setPointerCapture(event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    begin(false)
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const g = gesture.current
    if (!g) return
    if (g.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()]
      const mid = midpoint(a, b)
      const scale = Math.min(MAX_SCALE, Math.max(1, (g.view.scale * distance(a, b)) / g.distance))
      const relative = (p: Point) => ({ x: p.x - g.centre.x, y: p.y - g.centre.y })
      show(clampView(zoomAround(g.view, relative(g.mid), relative(mid), scale), g.width, g.height), false)
      return
    }
    const dx = event.clientX - g.start.x
    const dy = event.clientY - g.start.y
    if (!g.moved && Math.hypot(dx, dy) < TAP_SLOP) return
    g.moved = true
    if (g.view.scale > 1) show(clampView({ ...g.view, x: g.view.x + dx, y: g.view.y + dy }, g.width, g.height), false)
    // Unzoomed, the photo follows the finger sideways: the swipe is felt before it is decided.
    else if (count > 1) show({ scale: 1, x: dx, y: 0 }, false)
  }

  const onDoubleTap = (at: Point, g: Gesture) => {
    if (view.current.scale > 1) return show(IDENTITY, true)
    const p = { x: at.x - g.centre.x, y: at.y - g.centre.y }
    show(clampView(zoomAround(IDENTITY, p, p, DOUBLE_TAP_SCALE), g.width, g.height), true)
  }

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return
    const g = gesture.current
    const up = event.type === 'pointerup'
    if (g?.kind === 'drag') {
      gesture.current = null
      const at = { x: event.clientX, y: event.clientY }
      if (!g.moved && up) {
        const last = lastTap.current
        const double = last && event.timeStamp - last.time < DOUBLE_TAP_MS && distance(last.at, at) < DOUBLE_TAP_PX
        lastTap.current = double ? null : { time: event.timeStamp, at }
        if (double) onDoubleTap(at, g)
      } else if (g.view.scale === 1) {
        const delta =
          up && count > 1 ? swipeStep(at.x - g.start.x, at.y - g.start.y, stage.current?.clientWidth ?? 0) : 0
        if (delta) step(delta)
        else show(IDENTITY, true)
      }
      return
    }
    if (g?.kind === 'pinch') {
      // Hardly enlarged is not enlarged; the finger left on the photo goes on panning it.
      if (view.current.scale < 1.05) show(IDENTITY, true)
      begin(true)
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') return keepFocus(event)
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'Home') step(-index)
    else if (event.key === 'End') step(count - 1 - index)
    else return
    event.preventDefault()
  }

  // The page behind is inert, but the browser would let Tab leave for its own toolbar: the
  // dialog's buttons go round instead.
  const keepFocus = (event: KeyboardEvent) => {
    const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])]
    const [first, last] = [buttons[0], buttons.at(-1)]
    const from = document.activeElement
    const to = event.shiftKey
      ? from === first || !buttons.includes(from as HTMLButtonElement)
        ? last
        : null
      : from === last
        ? first
        : null
    if (!to) return
    event.preventDefault()
    to.focus()
  }

  const photo = photos[index] ?? photos[0]
  const fill = (text: string) => text.replace('{index}', String(index + 1)).replace('{count}', String(count))

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      data-testid="lightbox"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClose={() => {
        onOpenChange(false)
        // The trigger is a server-rendered link or button: give focus back to it ourselves.
        onClosed()
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 px-3 py-2">
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-medium md:text-base">
            {labels.title}
          </h2>
          <p data-testid="lightbox-counter" aria-hidden="true" className="text-sm tabular-nums">
            {fill(labels.counter)}
          </p>
          <p data-testid="lightbox-counter-spoken" aria-live={playing ? 'off' : 'polite'} className="sr-only">
            {fill(labels.spokenCounter)}
          </p>
          {count > 1 ? (
            <button
              type="button"
              onClick={() => onPlayingChange(!playing)}
              aria-label={playing ? labels.pause : labels.play}
              aria-pressed={playing}
              data-testid="lightbox-play"
              className={buttonClass}
            >
              <Icon d={playing ? 'M9 5v14M15 5v14' : 'M7 5l12 7-12 7z'} />
            </button>
          ) : null}
          <button
            ref={closeButton}
            type="button"
            onClick={() => onOpenChange(false)}
            aria-label={labels.close}
            className={buttonClass}
          >
            <Icon d="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
        {/* The photo takes every touch: the viewer does its own swiping and zooming. */}
        <div
          ref={stage}
          data-testid="lightbox-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          className="relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden px-2 pb-4 md:px-16"
        >
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- Payload makes the renditions
            <img
              ref={image}
              key={photo.src}
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="100vw"
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              draggable={false}
              data-testid="lightbox-photo"
              className="lightbox-photo"
            />
          ) : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={labels.previous}
                data-testid="lightbox-previous"
                className={`${buttonClass} absolute top-1/2 left-2 -translate-y-1/2 bg-slate-950/60`}
              >
                <Icon d="M15 5l-7 7 7 7" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={labels.next}
                data-testid="lightbox-next"
                className={`${buttonClass} absolute top-1/2 right-2 -translate-y-1/2 bg-slate-950/60`}
              >
                <Icon d="M9 5l7 7-7 7" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  )
}
