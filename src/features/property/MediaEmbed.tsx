'use client'

import { useEffect, useRef, useState } from 'react'
import { thirdPartyMediaAllowed } from '@/domain/consent'
import { OPEN_CONSENT_SETTINGS } from '@/ui/consent/events'
import { useConsentChoice } from '@/ui/consent/useConsentChoice'
import type { Embed } from './embeds'

/**
 * A video or virtual tour behind a button: nothing of the third party loads until the visitor
 * clicks (no request leaves the site on page view). The poster is the property's own photo;
 * a video that has a still of its own (YouTube) shows that still once the visitor has allowed
 * marketing content, and until then a prompt to do so (`consent`).
 */
export function MediaEmbed({
  embed,
  poster,
  buttonLabel,
  frameTitle,
  note,
  testId,
  consent,
}: {
  embed: Embed
  /** The property's photo in its renditions (`sizes` says how wide the box is). */
  poster?: { src: string; srcSet?: string; sizes: string }
  buttonLabel: string
  frameTitle: string
  /** 'Loads content from YouTube.' */
  note: string
  testId: string
  /** 'Allow marketing cookies to see the video's preview.' and the button that opens the settings. */
  consent?: { text: string; button: string }
}) {
  const [active, setActive] = useState(false)
  const allowed = thirdPartyMediaAllowed(useConsentChoice())
  const thumbnail = embed.kind === 'iframe' ? embed.thumbnail : undefined
  // The consented still is one file: no srcset may outrank its src.
  const still = thumbnail && allowed ? { src: thumbnail } : poster
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
      {still ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local rendition, or the consented still
        <img
          {...still}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          data-testid={`${testId}-poster`}
          className="size-full object-cover opacity-70"
        />
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
        {thumbnail && !allowed && consent ? (
          <p className="rounded bg-slate-950/70 px-2 py-1 text-xs text-white" data-testid={`${testId}-consent`}>
            {consent.text}{' '}
            <button
              type="button"
              onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS))}
              className="min-h-6 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {consent.button}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  )
}
