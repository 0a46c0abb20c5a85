/**
 * The message a map frame receives (posted 50 ms after the frame loads as JSON with
 * propsList, messageInfo, mapType, customMarker, marqueeIgnore).
 */
export interface MapMarker {
  id: number
  lat: number
  lng: number
  title: string
  /** Link of the popup card (the property or project page). */
  href: string
  /** Formatted price or other short line under the title. */
  price?: string
  /** Small picture URL for the popup card (a local /api/media URL). */
  image?: string
  /** Marquee of the property ('1' available, '3' sold, '4' rented). */
  marquee?: string
  /** Translated badge text for sold/rented. */
  badge?: string
  /** City, type … */
  subtitle?: string
}

export interface MapMessage {
  propsList: MapMarker[]
  /** Texts the frame shows (translated by the page that posts). */
  messageInfo: { title: string; noMarkers: string; openLink: string }
  /** 'list' clusters many markers; 'detail' centres one property. */
  mapType: 'list' | 'detail'
  /** Optional marker icon URL (same origin). */
  customMarker?: string
  /** Marquee values whose markers are left out. */
  marqueeIgnore?: string[]
}
