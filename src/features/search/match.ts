/**
 * Search rules (docs/rules/listings.md) as pure functions: city matching ignores accents and case ('liege' finds
 * Liège), a property matches by its exact id.
 */
import { foldText } from '@/domain/text'

export interface CityCandidate {
  /** The city's names (one per language: 'Luik', 'Liège', 'Lüttich'). */
  names: string[]
  zip: string
}

/**
 * Whether a city matches what was typed: every word typed starts a word of one of its names,
 * or starts its postcode. 'liege' finds Liège, 'den bos' Kapelle-op-den-Bos, '40' postcode 4000.
 */
export function cityMatches(city: CityCandidate, query: string): boolean {
  const tokens = foldText(query).split(' ').filter(Boolean)
  if (!tokens.length) return false
  const zip = foldText(city.zip)
  return city.names.some((name) => {
    const words = foldText(name).split(' ')
    return tokens.every((t) => zip.startsWith(t) || words.some((w) => w.startsWith(t)))
  })
}

/**
 * The cities that match, best first: those whose name (or postcode) starts with the whole query,
 * then the others, each group in the given order.
 */
export function matchCities<T extends CityCandidate>(cities: T[], query: string, limit = 8): T[] {
  const q = foldText(query)
  if (!q) return []
  const starts = (c: T) => foldText(c.zip).startsWith(q) || c.names.some((n) => foldText(n).startsWith(q))
  const found = cities.filter((c) => cityMatches(c, query))
  return [...found.filter(starts), ...found.filter((c) => !starts(c))].slice(0, limit)
}

const MAX_ID = 2_147_483_647

/**
 * What a query may name a property by: its id (digits only, exactly as typed: no sign, no
 * leading zero), or its reference as a visitor reads it on the page, compared on letters and
 * digits only and without case ('vt 1001' and 'VT-1001' both name VT-1001), or the digits of
 * that reference alone ('1001'). The database compares the same folded forms (migration
 * 20261124_031500_reference_search).
 */
export interface PropertyLookup {
  id: number | null
  /** Letters and digits of the query, upper-cased; null without a digit. */
  reference: string | null
  /** The query when it is digits only (leading zeros kept, as references may have them). */
  digits: string | null
}

export function propertyLookupOf(query: string): PropertyLookup | null {
  const q = query.trim()
  const folded = q.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
  // A reference has a digit; a query without one (a city name) names no property.
  if (!/[0-9]/.test(folded) || folded.length > 40) return null
  return {
    id: propertyIdOf(q),
    reference: folded,
    digits: /^[0-9]+$/.test(q) ? q : null,
  }
}

/** The property id a query stands for: digits only, exactly as typed (no sign, no leading zero). */
export function propertyIdOf(query: string): number | null {
  const q = query.trim()
  if (!/^[1-9][0-9]{0,9}$/.test(q)) return null
  const id = Number(q)
  return id <= MAX_ID ? id : null
}
