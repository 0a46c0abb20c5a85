import type { TypeIcon } from '@/domain/property-type'

/** The answer of /search.json, read by the home search box. */
export interface SearchListLink {
  count: number
  /** The sale or rent list filtered on this city or type. */
  href: string
}

export interface SearchFacetRow {
  id: number
  name: string
  /** Cities only. */
  zip?: string
  /** Types only: the icon of the type's WebID. */
  icon?: TypeIcon
  /** Absent for a type not offered for that goal (its Sale or Rent flag is off). */
  sale?: SearchListLink
  rent?: SearchListLink
}

export interface SearchPropertyRow {
  id: number
  reference: string
  title: string
  /** Cut to 100 characters (domain/text.ts). */
  description: string
  href: string
  /** The 100 px rendition, shown at 60x60. */
  image: string | null
}

export interface SearchResult {
  /** Only when nothing is typed. */
  types: SearchFacetRow[]
  cities: SearchFacetRow[]
  properties: SearchPropertyRow[]
}
