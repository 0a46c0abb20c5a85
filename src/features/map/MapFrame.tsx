import type { Locale } from '@/i18n/locales'
import type { MapMessage } from './types'

/**
 * A map in an embedded frame (SPEC §7). The frame page loads Leaflet on its own, so pages
 * that show a map carry none of it in their first-load JavaScript.
 * (Placeholder until the map helper delivers.)
 */
export function MapFrame(_props: { locale: Locale; message: MapMessage; title: string; className?: string }) {
  return null
}
