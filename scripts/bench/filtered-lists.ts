/**
 * Filtered for-sale lists for the "filtered list" load: every combination of the sample's cities,
 * property types, price ranges (from the sample's own sale prices), bedrooms and sort orders
 * the list offers, in a fixed shuffled order. The site caches each filtered list as a page of
 * its own, so a URL asked for the first time is rendered; a run that asks fewer URLs than the
 * list holds measures first renders only.
 */
import { listQueryString, sortKeys, type ListQuery } from '../../src/domain/list-params'
import type { CityNames } from '../../src/domain/city-match'

/** Price bounds at the quartiles of the sample's asking prices, rounded down to 10,000. */
export function priceBounds(prices: readonly number[]): { min: number[]; max: number[] } {
  const sorted = [...prices].filter((p) => p > 0).sort((a, b) => a - b)
  if (sorted.length === 0) return { min: [], max: [] }
  const at = (q: number) =>
    Math.floor(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 10_000) * 10_000
  return { min: [at(0.25), at(0.5)], max: [at(0.5), at(0.75), Math.ceil(sorted.at(-1)! / 10_000) * 10_000] }
}

/** A deterministic shuffle (so two runs ask the same URLs in the same order). */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items]
  let s = seed >>> 0 || 1
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    const j = s % (i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/**
 * Paths of filtered lists under `listPath` (e.g. `/nl/te-koop/`): each query distinct, none the
 * unfiltered list. `cities` are those the site knows (its /list-filters.json), named in the
 * list's language (`nameIndex`: the language's place in their `names`).
 */
export function filteredListPaths(options: {
  listPath: string
  cities: readonly CityNames[]
  types: readonly number[]
  prices: readonly number[]
  nameIndex?: number
  seed?: number
}): string[] {
  const { listPath, cities, types } = options
  const { min, max } = priceBounds(options.prices)
  const cityParams: Array<string | undefined> = [
    undefined,
    ...cities.map((c) => `${c.names[options.nameIndex ?? 0] ?? c.names[0]}|${c.zip}`),
  ]
  const typeParams: Array<number | undefined> = [undefined, ...types]
  const priceRanges: Array<[number | undefined, number | undefined]> = [[undefined, undefined]]
  for (const lo of [undefined, ...min]) {
    for (const hi of [undefined, ...max]) {
      if ((lo !== undefined || hi !== undefined) && (lo === undefined || hi === undefined || lo < hi)) {
        priceRanges.push([lo, hi])
      }
    }
  }
  const bedrooms: Array<number | undefined> = [undefined, 1, 2, 3]
  const paths: string[] = []
  for (const city of cityParams) {
    for (const type of typeParams) {
      for (const [minPrice, maxPrice] of priceRanges) {
        for (const beds of bedrooms) {
          for (const sort of sortKeys) {
            const query: Partial<ListQuery> = { city, type, minPrice, maxPrice, bedrooms: beds, sort }
            const search = listQueryString(query)
            if (search) paths.push(`${listPath}${search}`)
          }
        }
      }
    }
  }
  return shuffle(paths, options.seed ?? 13)
}
