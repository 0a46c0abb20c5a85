'use client'

import { useEffect, useRef, useState } from 'react'
import type { Embed } from './embeds'

/**
 * A video or virtual tour behind a button: nothing of the third party loads until the visitor
 * clicks (no request leaves the site on page view). The property's own photo is the poster.
 */
export function MediaEmbed({
  embed,
  poster,
  buttonLabel,
  frameTitle,
  note,
  testId,
}: {
  embed: Embed
  poster?: string
  buttonLabel: string
  frameTitle: string
  /** 'Loads content from YouTube.' */
  note: string
  testId: string
}) {
  const [active, setActive] = useState(false)
  const media = useRef<HTMLIFrameElement & HTMLVideoElement>(null)
  // The button is replaced: keep the keyboard user's place by moving focus to what replaced it.
  useEffect(() => {
    if (active) media.current?.focus()
  }, [active])

  if (active) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-md bg-black" data-testid={`${testId}-frame`}>
        {embed.kind === 'file' ? (
          <video ref={media} src={embed.src} controls autoPlay className="size-full" aria-label={frameTitle} />
        ) : (
          <iframe
            ref={media}
            src={embed.src}
            title={frameTitle}
            className="size-full"
            allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    )
  }
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-md bg-slate-800">
      {poster ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local Payload rendition
        <img src={poster} alt="" loading="lazy" decoding="async" className="size-full object-cover opacity-70" />
      ) : null}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
        <button
          type="button"
          data-testid={testId}
          onClick={() => setActive(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2 font-semibold text-slate-900 shadow-lg hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
            <path d="M8 5v14l11-7z" />
          </svg>
          {buttonLabel}
        </button>
        <p className="rounded bg-slate-950/70 px-2 py-1 text-xs text-white">{note}</p>
      </div>
    </div>
  )
}
