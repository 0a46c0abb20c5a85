'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { MAP_CONSENT_STORAGE_KEY } from '@/domain/consent'
import { CONSENT_CHANGED } from '@/ui/consent/events'
import { readStorage, writeStorage } from '@/platform/browser-storage'
import { MAP_READY, POST_DELAY_MS } from './protocol'

const MAPS_ALLOWED = 'vitrine:maps-allowed'
/** When the stored choice may have changed: here, in the consent dialog, in another tab. */
const CHOICE_EVENTS = [MAPS_ALLOWED, CONSENT_CHANGED, 'storage']

/**
 * Whether the visitor has chosen to show maps (kept in local storage; false on the server). Read
 * again when the consent dialog forgets every choice (?setcookies), which it may do after this
 * map has shown.
 */
function useMapsAllowed(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      for (const event of CHOICE_EVENTS) window.addEventListener(event, onChange)
      return () => {
        for (const event of CHOICE_EVENTS) window.removeEventListener(event, onChange)
      }
    },
    () => readStorage('localStorage', MAP_CONSENT_STORAGE_KEY) === 'allowed',
    () => false,
  )
}

function allowMaps() {
  // With storage off, this map shows and the next one asks again.
  writeStorage('localStorage', MAP_CONSENT_STORAGE_KEY, 'allowed')
  window.dispatchEvent(new Event(MAPS_ALLOWED))
}

export interface MapGate {
  show: string
  note: string
}

/**
 * The parent side of the map frame: posts the message (JSON text) 50 ms after the frame has
 * loaded (protocol.ts), and again whenever the frame says it is ready, so a frame that loads slowly
 * or before this component runs cannot miss it. Same origin only, both ways.
 */
export function MapFrameClient({
  src,
  title,
  message,
  gate,
}: {
  src: string
  title: string
  message: string
  /** Tiles come from another site: ask first (no third-party request without consent). */
  gate: MapGate | null
}) {
  const ref = useRef<HTMLIFrameElement>(null)
  const allowed = useMapsAllowed()
  const [clicked, setClicked] = useState(false)
  const show = !gate || allowed || clicked

  useEffect(() => {
    const frame = ref.current
    if (!frame) return
    const origin = window.location.origin
    let timer: ReturnType<typeof setTimeout> | undefined
    const post = () => frame.contentWindow?.postMessage(message, origin)
    const onLoad = () => {
      clearTimeout(timer)
      timer = setTimeout(post, POST_DELAY_MS)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === frame.contentWindow && event.data === MAP_READY) post()
    }
    frame.addEventListener('load', onLoad)
    window.addEventListener('message', onMessage)
    // The frame may have loaded before this ran (its load event is then gone).
    if (frame.contentDocument?.readyState === 'complete') onLoad()
    return () => {
      clearTimeout(timer)
      frame.removeEventListener('load', onLoad)
      window.removeEventListener('message', onMessage)
    }
  }, [message, show])

  if (!show && gate) {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
        <button
          type="button"
          data-testid="map-show"
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-ring-brand"
          onClick={() => {
            setClicked(true)
            allowMaps()
          }}
        >
          {gate.show}
        </button>
        <p className="max-w-md text-sm text-slate-600">{gate.note}</p>
      </div>
    )
  }
  return <iframe ref={ref} src={src} title={title} loading="lazy" className="absolute inset-0 h-full w-full border-0" />
}
