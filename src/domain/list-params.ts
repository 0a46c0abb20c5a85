/**
 * The list pages' query string (`city` is "name|postcode", `type` a web type id), plus
 * price range, bedrooms, sort, page and view. Parsing never throws: a bad value is dropped, so
 * `?page=-3`, `?type=abc` or `?city=|||` show the unfiltered first page instead of an error.
 *
 * The proxy folds these parameters into one path segment so every filtered list is its own cached
 * page (the codec: platform/routing/list-segment.ts).
 */
import { foldText } from '@/domain/text'
import { matchCity, type CityNames } from './city-match'

export const sortKeys = ['date-desc', 'price-asc', 'price-desc', 'type', 'city'] as const
export type SortKey = (typeof sortKeys)[number]
export const defaultSort: SortKey = 'date-desc'

export interface ListQuery {
  /** "name|postcode" as given (trimmed); either part may be empty but not both. */
  city?: string
  /** Property type id. */
  type?: number
  /** Neighbourhood id (offered once any neighbourhood has published properties). */
  neighbourhood?: number
  minPrice?: number
  maxPrice?: number
  /** At least this many bedrooms. */
  bedrooms?: number
  sort: SortKey
  page: number
  view: 'list' | 'map'
}

export const listQueryKeys = [
  'city',
  'type',
  'neighbourhood',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'sort',
  'page',
  'view',
] as const

const MAX_PRICE = 1_000_000_000
const MAX_PAGE = 10_000

function int(value: string | null | undefined, min: number, max: number): number | undefined {
  if (value == null || !/^\s*\d{1,12}\s*$/.test(value)) return undefined
  const n = Number(value.trim())
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined
}

function city(value: string | null | undefined): string | undefined {
  if (value == null) return undefined
  const parts = value.split('|').map((p) => p.trim())
  const [name = '', zip = ''] = parts
  if (parts.length > 2 || (!name && !zip) || name.length > 80 || zip.length > 10) return undefined
  if (zip && !/^[A-Za-z0-9-]+$/.test(zip)) return undefined
  return `${name}|${zip}`
}

export function parseListQuery(search: URLSearchParams | Record<string, string | undefined>): ListQuery {
  const get = (key: string) => (search instanceof URLSearchParams ? search.get(key) : search[key])
  const sort = get('sort')
  let minPrice = int(get('minPrice'), 0, MAX_PRICE)
  let maxPrice = int(get('maxPrice'), 0, MAX_PRICE)
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice]
  return {
    city: city(get('city')),
    type: int(get('type'), 1, 2_147_483_647),
    neighbourhood: int(get('neighbourhood'), 1, 2_147_483_647),
    minPrice: minPrice || undefined,
    maxPrice,
    bedrooms: int(get('bedrooms'), 1, 20),
    sort: (sortKeys as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : defaultSort,
    page: int(get('page'), 1, MAX_PAGE) ?? 1,
    view: get('view') === 'map' ? 'map' : 'list',
  }
}

/** The query as URL parameters, defaults left out (the form of links and canonical URLs). */
export function listQueryToSearch(query: Partial<ListQuery>): URLSearchParams {
  const out = new URLSearchParams()
  if (query.city) out.set('city', query.city)
  if (query.type) out.set('type', String(query.type))
  if (query.neighbourhood) out.set('neighbourhood', String(query.neighbourhood))
  if (query.minPrice) out.set('minPrice', String(query.minPrice))
  if (query.maxPrice !== undefined) out.set('maxPrice', String(query.maxPrice))
  if (query.bedrooms) out.set('bedrooms', String(query.bedrooms))
  if (query.sort && query.sort !== defaultSort) out.set('sort', query.sort)
  if (query.page && query.page > 1) out.set('page', String(query.page))
  if (query.view === 'map') out.set('view', 'map')
  return out
}

/** `?a=b` or '' for a list URL. */
export function listQueryString(query: Partial<ListQuery>): string {
  const s = listQueryToSearch(query).toString()
  return s ? `?${s}` : ''
}

/** The cities, property types and neighbourhoods a list can be filtered on (from the CMS, through a loopback route). */
export interface KnownFilters {
  cities: CityNames[]
  types: number[]
  neighbourhoods: number[]
  /** The paths of the property lists (for sale, for rent) in every enabled language (`/en/for-sale/`). */
  lists?: string[]
}

/**
 * The list query with `city` in one canonical form (folded name, lower-case postcode), or
 * undefined when it names a city, type or neighbourhood that does not exist. Each accepted query is a cached
 * page, so neither an unknown value nor another spelling of a known city may make a new one.
 */
export function canonicalListQuery(search: URLSearchParams, known: KnownFilters): URLSearchParams | undefined {
  const query = parseListQuery(search)
  if (query.type !== undefined && !known.types.includes(query.type)) return undefined
  if (query.neighbourhood !== undefined && !known.neighbourhoods.includes(query.neighbourhood)) return undefined
  if (query.city !== undefined) {
    if (matchCity(query.city, known.cities).length === 0) return undefined
    const [name = '', zip = ''] = query.city.split('|')
    query.city = `${foldText(name)}|${zip.trim().toLowerCase()}`
  }
  return listQueryToSearch(query)
}
