'use client'

import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import type { LightboxLabels, LightboxPhoto } from './Lightbox'

/*
 * Opens the lightbox from the server-rendered gallery: any element inside with
 * data-photo-index opens it at that photo, data-slideshow opens it playing. A photo is a link to
 * its file: a plain click opens the viewer instead, a click that asks for a new tab or window
 * still follows it. The viewer is loaded on first use, so it adds nothing to the page's
 * first-load JavaScript.
 */
const loadLightbox = () => import('./Lightbox')
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })))

export function GalleryController({
  photos,
  labels,
  children,
}: {
  photos: LightboxPhoto[]
  labels: LightboxLabels
  children: ReactNode
}) {
  const [loaded, setLoaded] = useState(false)
  const [open, setOpen] = useState(false)
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const trigger = useRef<HTMLElement | null>(null)

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as Element).closest<HTMLElement>('[data-photo-index],[data-slideshow]')
    if (!target || !event.currentTarget.contains(target)) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    trigger.current = target
    const at = Number(target.dataset.photoIndex ?? 0)
    setIndex(Number.isInteger(at) && at >= 0 && at < photos.length ? at : 0)
    // A slideshow starts by itself only for visitors who do not ask for reduced motion.
    setPlaying(target.dataset.slideshow !== undefined && !matchMedia('(prefers-reduced-motion: reduce)').matches)
    setLoaded(true)
    setOpen(true)
  }
  const returnFocus = useCallback(() => trigger.current?.focus(), [])
  const prefetch = () => void loadLightbox()

  return (
    <div onClick={onClick} onPointerEnter={prefetch} onFocus={prefetch}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            labels={labels}
            open={open}
            onOpenChange={setOpen}
            index={index}
            onIndexChange={setIndex}
            playing={playing}
            onPlayingChange={setPlaying}
            onClosed={returnFocus}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
