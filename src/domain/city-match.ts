/**
 * Which cities a list's `city` parameter ("name|postcode") designates. Pure, unit-tested with
 * plain data (city-match.test.ts).
 */
import { foldText } from '@/domain/text'

/** A city with its names in every language (the parameter may come from a link in another one). */
export interface CityNames {
  id: number
  zip: string
  names: string[]
}

/**
 * The ids of the cities a "name|postcode" parameter designates. Both parts must match when
 * both are given; an empty part is not a condition. An unknown city gives no id (no results).
 */
export function matchCity(param: string, cities: readonly CityNames[]): number[] {
  const [rawName = '', rawZip = ''] = param.split('|')
  const name = foldText(rawName)
  const zip = rawZip.trim().toLowerCase()
  if (!name && !zip) return []
  return cities
    .filter((c) => !zip || c.zip.trim().toLowerCase() === zip)
    .filter((c) => !name || c.names.some((n) => foldText(n) === name))
    .map((c) => c.id)
}
