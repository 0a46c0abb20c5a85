'use client'

import 'leaflet/dist/leaflet.css'
import { useField } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import type { LocationPicker as Picker } from '../leaflet-map'

type Texts = Record<'label' | 'help' | 'map' | 'current' | 'none', string>

/** Six decimals: about ten centimetres, finer than any pin. */
const round = (n: number) => Math.round(n * 1e6) / 1e6

const valid = (lat: unknown, lng: unknown): [number, number] | null =>
  typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null

/**
 * A map with one pin for the document's latitude and longitude fields: a click or a drag writes
 * both (the form then counts as changed, and saving keeps them); typing in the fields moves the
 * pin. Leaflet loads once the field is shown.
 */
export function LocationPicker({
  latitudePath,
  longitudePath,
  tileUrl,
  attribution,
  texts,
}: {
  latitudePath: string
  longitudePath: string
  tileUrl: string
  attribution: string
  texts: Texts
}) {
  const latitude = useField<number | null>({ path: latitudePath })
  const longitude = useField<number | null>({ path: longitudePath })
  const container = useRef<HTMLDivElement>(null)
  const picker = useRef<Picker | null>(null)
  const position = valid(latitude.value, longitude.value)
  // The setters of the latest render, for the map's listeners made once.
  const set = useRef({ lat: latitude.setValue, lng: longitude.setValue })
  useEffect(() => {
    set.current = { lat: latitude.setValue, lng: longitude.setValue }
  })
  const initial = useRef(position)

  useEffect(() => {
    let cancelled = false
    void (async () => {
      const { loadLeaflet, createLocationPicker } = await import('../leaflet-map')
      const Lf = await loadLeaflet()
      if (cancelled || !container.current) return
      picker.current = createLocationPicker(
        Lf,
        container.current,
        { tileUrl, attribution },
        initial.current,
        ([lat, lng]) => {
          set.current.lat(round(lat))
          set.current.lng(round(lng))
        },
      )
    })()
    return () => {
      cancelled = true
      picker.current?.destroy()
      picker.current = null
    }
  }, [tileUrl, attribution])

  const [lat, lng] = position ?? [null, null]
  useEffect(() => {
    picker.current?.set(lat === null || lng === null ? null : [lat, lng])
  }, [lat, lng])

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-testid="location-field">
      <span className="field-label">{texts.label}</span>
      <p className="field-description" style={{ margin: '0 0 0.5rem' }}>
        {texts.help}
      </p>
      <div
        ref={container}
        role="application"
        aria-label={texts.map}
        data-testid="location-map"
        style={{ height: '20rem', maxWidth: '48rem', borderRadius: '4px', zIndex: 0 }}
      />
      <p aria-live="polite" data-testid="location-current" style={{ marginTop: '0.5rem' }}>
        {position ? `${texts.current}: ${position[0]}, ${position[1]}` : texts.none}
      </p>
    </div>
  )
}
