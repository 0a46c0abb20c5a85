import type * as Leaflet from 'leaflet'
import type { MapMarker, MapMessage } from './types'
import escapeHtml from 'escape-html'

/**
 * The Leaflet side of the map frame, loaded on first use in the frame only (never in a page that
 * embeds the frame). Popup cards are built as DOM nodes, not HTML strings, so titles from the
 * CMS can never become markup.
 */

type L = typeof Leaflet

declare global {
  interface Window {
    /** Set by Leaflet's browser build; the cluster plugin adds to it. */
    L?: L
  }
}

let loading: Promise<L> | undefined

/** Leaflet, then the cluster plugin, which extends the global `L` that Leaflet's build sets. */
export function loadLeaflet(): Promise<L> {
  loading ??= (async () => {
    await import('leaflet')
    await import('leaflet.markercluster')
    if (!window.L) throw new Error('Leaflet did not set window.L')
    return window.L
  })()
  return loading
}

export interface MapOptions {
  tileUrl: string
  attribution: string
}

/** Belgium, for a map that has nothing to centre on yet. */
const BELGIUM: [number, number] = [50.64, 4.67]
const DETAIL_ZOOM = 15

/** A map pin of our own (Leaflet's default icon needs image files found through CSS). */
function pinSvg(color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">` +
    `<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="${color}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>`
  )
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/** The popup card: picture, badge, title, subtitle, price and a link that opens in the parent window. */
function card(marker: MapMarker, openLink: string): HTMLElement {
  const root = el('div', 'map-card w-56 font-sans text-slate-900')
  root.dataset.testid = 'map-card'
  if (marker.image) {
    const img = el('img', 'mb-2 block aspect-[3/2] w-full rounded object-cover')
    img.src = marker.image
    img.alt = ''
    img.width = 224
    img.height = 149
    img.loading = 'lazy'
    root.append(img)
  }
  if (marker.badge)
    root.append(
      el('span', 'mb-1 inline-block rounded bg-accent px-2 py-0.5 text-xs font-semibold text-slate-950', marker.badge),
    )
  root.append(el('p', 'm-0! text-sm font-semibold leading-snug', marker.title))
  if (marker.subtitle) root.append(el('p', 'm-0! text-xs text-slate-600', marker.subtitle))
  if (marker.price) root.append(el('p', 'mt-1! mb-0! text-sm font-semibold text-brand', marker.price))
  const link = el('a', 'mt-2 inline-block font-semibold text-brand! underline', openLink)
  link.href = marker.href
  // The frame is only a window onto the page that embeds it: the property opens there.
  link.target = '_top'
  link.setAttribute('aria-label', `${openLink}: ${marker.title}`)
  root.append(link)
  return root
}

export interface MapController {
  show(message: MapMessage, markers: MapMarker[]): void
  destroy(): void
}

export function createMap(Lf: L, container: HTMLElement, options: MapOptions): MapController {
  const map = Lf.map(container, { center: BELGIUM, zoom: 7, scrollWheelZoom: true })
  Lf.tileLayer(options.tileUrl, { attribution: escapeHtml(options.attribution), maxZoom: 19 }).addTo(map)
  let layer: Leaflet.Layer | undefined

  const iconFor = (message: MapMessage, marker: MapMarker): Leaflet.Icon | Leaflet.DivIcon =>
    message.customMarker
      ? Lf.icon({ iconUrl: message.customMarker, iconSize: [32, 42], iconAnchor: [16, 42], popupAnchor: [0, -38] })
      : Lf.divIcon({
          // Sold and rented places in grey, available ones in the brand colour.
          html: pinSvg(marker.marquee === '3' || marker.marquee === '4' ? '#64748b' : '#1f4e5f'),
          className: 'map-pin',
          iconSize: [32, 42],
          iconAnchor: [16, 42],
          popupAnchor: [0, -38],
        })

  return {
    show(message, markers) {
      if (layer) map.removeLayer(layer)
      const pins = markers.map((m) => {
        const pin = Lf.marker([m.lat, m.lng], {
          icon: iconFor(message, m),
          title: m.title,
          alt: m.title,
          keyboard: true,
        })
        pin.bindPopup(() => card(m, message.messageInfo.openLink), { maxWidth: 260, minWidth: 224 })
        return pin
      })
      map.scrollWheelZoom[message.mapType === 'detail' ? 'disable' : 'enable']()
      if (message.mapType === 'detail') {
        const group = Lf.layerGroup(pins)
        layer = group.addTo(map)
        if (markers[0]) map.setView([markers[0].lat, markers[0].lng], DETAIL_ZOOM)
        return
      }
      const cluster = Lf.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 })
      cluster.addLayers(pins)
      layer = cluster.addTo(map)
      if (pins.length) map.fitBounds(cluster.getBounds(), { padding: [40, 40], maxZoom: DETAIL_ZOOM })
    },
    destroy() {
      map.remove()
    },
  }
}

/** A map where staff place one point (the back office's location field). */
export interface LocationPicker {
  /** Moves the pin (and the view) to a position typed in the fields; null removes it. */
  set(position: [number, number] | null): void
  destroy(): void
}

/**
 * A map with one draggable pin: a click on the map or the end of a drag reports the new position.
 * Tiles come only from `options.tileUrl`, as on the public maps.
 */
export function createLocationPicker(
  Lf: L,
  container: HTMLElement,
  options: MapOptions,
  position: [number, number] | null,
  onPick: (position: [number, number]) => void,
): LocationPicker {
  const map = Lf.map(container, { scrollWheelZoom: false }).setView(position ?? BELGIUM, position ? DETAIL_ZOOM : 8)
  Lf.tileLayer(options.tileUrl, { attribution: escapeHtml(options.attribution), maxZoom: 19 }).addTo(map)
  const icon = Lf.divIcon({ html: pinSvg('#1f4e5f'), className: 'map-pin', iconSize: [32, 42], iconAnchor: [16, 42] })
  let pin: Leaflet.Marker | undefined
  const place = (at: [number, number]) => {
    if (pin) pin.setLatLng(at)
    else {
      pin = Lf.marker(at, { icon, draggable: true, keyboard: false }).addTo(map)
      pin.on('dragend', () => {
        const p = pin!.getLatLng()
        onPick([p.lat, p.lng])
      })
    }
  }
  if (position) place(position)
  map.on('click', (event: Leaflet.LeafletMouseEvent) => {
    const at: [number, number] = [event.latlng.lat, event.latlng.lng]
    place(at)
    onPick(at)
  })
  return {
    set(next) {
      if (!next) {
        pin?.remove()
        pin = undefined
        return
      }
      place(next)
      if (!map.getBounds().contains(next)) map.setView(next, Math.max(map.getZoom(), DETAIL_ZOOM))
    },
    destroy() {
      map.remove()
    },
  }
}
