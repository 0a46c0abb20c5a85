/**
 * SPEC §5 search rules as pure functions: city matching ignores accents and case ('liege' finds
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

/** The property id a query stands for: digits only, exactly as typed (no sign, no leading zero). */
export function propertyIdOf(query: string): number | null {
  const q = query.trim()
  if (!/^[1-9][0-9]{0,9}$/.test(q)) return null
  const id = Number(q)
  return id <= MAX_ID ? id : null
}
