'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, type KeyboardEvent } from 'react'

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
  /** '{index} / {count}' */
  counter: string
}

/** Time each photo shows in the slideshow. */
export const SLIDE_MS = 4000

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** The photo lightbox: a modal dialog (focus trap, Escape, scroll lock from Radix) with a slideshow. */
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
  const count = photos.length
  const go = (to: number) => onIndexChange((to + count) % count)
  // The visitor takes over: any manual move stops the slideshow.
  const step = (delta: number) => {
    onPlayingChange(false)
    go(index + delta)
  }

  useEffect(() => {
    if (!open || !playing || count < 2) return
    const timer = setTimeout(() => onIndexChange((index + 1) % count), SLIDE_MS)
    return () => clearTimeout(timer)
  }, [open, playing, index, count, onIndexChange])

  useEffect(() => {
    if (!open) onPlayingChange(false)
  }, [open, onPlayingChange])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'Home') step(-index)
    else if (event.key === 'End') step(count - 1 - index)
    else return
    event.preventDefault()
  }

  const photo = photos[index] ?? photos[0]
  const counter = labels.counter.replace('{index}', String(index + 1)).replace('{count}', String(count))

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <Dialog.Content
          data-testid="lightbox"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // The trigger is a server-rendered button: give focus back to it ourselves.
            event.preventDefault()
            onClosed()
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center gap-2 px-3 py-2">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium md:text-base">
              {labels.title}
            </Dialog.Title>
            <p data-testid="lightbox-counter" aria-live={playing ? 'off' : 'polite'} className="text-sm tabular-nums">
              {counter}
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
            <Dialog.Close aria-label={labels.close} className={buttonClass}>
              <Icon d="M6 6l12 12M18 6L6 18" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 md:px-16">
            {photo ? (
              // eslint-disable-next-line @next/next/no-img-element -- Payload makes the renditions
              <img
                key={photo.src}
                src={photo.src}
                srcSet={photo.srcSet}
                sizes="100vw"
                width={photo.width}
                height={photo.height}
                alt={photo.alt}
                className="max-h-full max-w-full object-contain"
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
