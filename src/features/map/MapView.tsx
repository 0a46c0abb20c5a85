'use client'

import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { MapController } from './leaflet-map'
import { parseMapMessage, visibleMarkers, type MapTexts } from './message'
import { MAP_READY } from './protocol'
import type { MapMessage } from './types'

export interface MapViewProps {
  tileUrl: string
  attribution: string
  /** The frame's own texts, used where the message brings none. */
  texts: MapTexts
  loading: string
}

/**
 * The map of the frame page: waits for the message of the page that embeds it (same
 * origin only), then shows its markers. Leaflet is loaded only once a message with markers came.
 */
export function MapView({ tileUrl, attribution, texts, loading }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const controller = useRef<MapController | null>(null)
  const [message, setMessage] = useState<MapMessage | null>(null)
  const { title, noMarkers, openLink } = texts

  useEffect(() => {
    const origin = window.location.origin
    const fallback = { title, noMarkers, openLink }
    const onMessage = (event: MessageEvent) => {
      // Only the page that embeds the frame (or the frame itself) on this very origin may talk to it.
      if (event.origin !== origin || (event.source !== window.parent && event.source !== window)) return
      const parsed = parseMapMessage(event.data, origin, fallback)
      if (parsed) setMessage(parsed)
    }
    window.addEventListener('message', onMessage)
    // Tell the parent we listen now, in case its message was posted before we did.
    if (window.parent !== window) window.parent.postMessage(MAP_READY, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [title, noMarkers, openLink])

  const markers = useMemo(() => (message ? visibleMarkers(message) : []), [message])

  useEffect(() => {
    if (!message || (markers.length === 0 && !controller.current)) return
    let cancelled = false
    void import('./leaflet-map').then(async ({ createMap, loadLeaflet }) => {
      const L = await loadLeaflet()
      if (cancelled || !container.current) return
      controller.current ??= createMap(L, container.current, { tileUrl, attribution })
      controller.current.show(message, markers)
    })
    return () => {
      cancelled = true
    }
  }, [message, markers, tileUrl, attribution])

  useEffect(
    () => () => {
      controller.current?.destroy()
      controller.current = null
    },
    [],
  )

  const state = !message ? 'waiting' : markers.length ? 'ready' : 'empty'
  return (
    <div className="relative h-dvh w-full bg-slate-100" data-testid="map-frame" data-state={state}>
      <h1 className="sr-only">{message?.messageInfo.title ?? title}</h1>
      <div ref={container} className="absolute inset-0" />
      {state === 'waiting' ? (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-600" role="status">
          {loading}
        </p>
      ) : null}
      {state === 'empty' ? (
        <div className="absolute inset-0 z-[1000] flex items-center justify-center bg-slate-100/80 p-6">
          <p
            role="status"
            data-testid="map-empty"
            className="max-w-sm rounded-lg bg-white px-5 py-4 text-center text-slate-800 shadow"
          >
            {message?.messageInfo.noMarkers}
          </p>
        </div>
      ) : null}
    </div>
  )
}
