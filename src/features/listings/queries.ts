import 'server-only'
import { cachedByArgs, cachedRead } from '@/platform/cache/cached'
import { listTags, tags, type CacheTag } from '@/platform/cache/tags'
import { cleanDescription } from '@/domain/text'
import { madeOnce } from '@/domain/made-once'
import { isPricePublic, publicView } from '@/domain/visibility'
import { listingBadge, type ListingBadge } from '@/domain/price-history'
import { getPublicPolicy } from './price-policy'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'
import type { Image } from '@/ui/media/image'
import { getImages } from '@/ui/media/queries'
import { getFacets } from './facets'
import { matchCity, type CityNames } from '../../domain/city-match'
import {
  cardsByIdsSql,
  markersSql,
  sortRowsSql,
  type CardRecord,
  type ListSelection,
  type SortRowRecord,
} from './list-sql'
import { paging } from './paging'
import { sortRows, withinPrice, type SortRow } from './sort-rows'
import type { ListQuery, SortKey } from '../../domain/list-params'

export type ListGoal = 'sale' | 'rent' | 'all'

/** What a property card (and a map marker) shows, names already in the page's language. */
export interface PropertyCardData {
  id: number
  title: string
  goal: 'sale' | 'rent'
  /** '1' available, '3' sold, '4' rented */
  marquee: string
  typeName: string
  cityName: string
  price: number | null
  publishPrice: boolean
  /** '1' total, '2' per month, '7' starting from */
  priceUnit: string
  priceUnitText: string
  bedrooms: number | null
  living: number | null
  /** Plain text, cut as teasers are (domain/text.ts). */
  description: string
  image: Image | null
  lat: number | null
  lng: number | null
  /** 'New' or 'Price lowered' today (domain/price-history.ts); never on a map marker. */
  news: ListingBadge | null
}

export interface ListPage {
  cards: PropertyCardData[]
  total: number
  /** The page shown (an asked page beyond the last is clamped to the last). */
  page: number
  pages: number
}

/** The filter part of a list query: what decides the set, not its order or page. */
type Filters = Pick<ListQuery, 'city' | 'type' | 'neighbourhood' | 'minPrice' | 'maxPrice' | 'bedrooms'>

const filtersOf = (q: ListQuery): Filters => ({
  city: q.city,
  type: q.type,
  neighbourhood: q.neighbourhood,
  minPrice: q.minPrice,
  maxPrice: q.maxPrice,
  bedrooms: q.bedrooms,
})

/** Every city with its names in all languages, for matching a `city` parameter from any language. */
export const getCityNames = cachedRead(
  async (): Promise<CityNames[]> => {
    const p = await payload()
    const res = await p.find({ collection: 'cities', locale: 'all', depth: 0, pagination: false, limit: 0 })
    return res.docs.map((c) => {
      // Read with locale 'all': one name per language (the generated type says string).
      const name: unknown = c.name
      const names: unknown[] = name && typeof name === 'object' ? Object.values(name) : [name]
      return {
        id: c.id,
        zip: String(c.zip ?? ''),
        names: names.filter((n): n is string => typeof n === 'string' && n !== ''),
      }
    })
  },
  ['listing-city-names'],
  { tags: [tags.cities] },
)

/** The ids a `city` parameter designates (empty when none matches). */
export async function cityIdsOf(city: string): Promise<number[]> {
  return matchCity(city, await getCityNames())
}

/** The SQL selection of a goal and filters; null when the city is unknown (no results). */
async function selectionOf(goal: ListGoal, f: Filters): Promise<ListSelection | null> {
  const [cityIds, policy] = await Promise.all([f.city ? cityIdsOf(f.city) : null, getPublicPolicy()])
  if (cityIds && cityIds.length === 0) return null
  return {
    showClosedPrices: policy.showClosedPrices === true,
    goal,
    cityIds,
    type: f.type,
    neighbourhood: f.neighbourhood,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    bedrooms: f.bedrooms || undefined,
  }
}

/**
 * The tags of a selection: its goal in the cities its city filter matched (or in all), and the
 * cities and types whose names and order it sorts by. Other filters narrow within those.
 */
const selectionTags = (s: ListSelection): CacheTag[] => [
  ...listTags(s.goal, s.cityIds),
  tags.cities,
  tags.propertyTypes,
]

/*
 * No cached read below calls another: Next runs a cached read nested in another one again every
 * time, cache or not (unstable_cache), so the facets, city names and images are read beside
 * the cached rows, never inside them.
 */

/** The sort keys of every property of a selection (one SQL statement), cached per selection. */
const getSelectionRows = cachedByArgs(
  async (selection: ListSelection): Promise<SortRow[]> => {
    const p = await payload()
    const res = await p.db.drizzle.execute<SortRowRecord>(sortRowsSql(selection))
    // Sorted on the public price only: the order must not place a price on request, nor a
    // sold or let property's price the agency hides.
    return res.rows.map((r) => {
      const shown = publicView(
        { price: r.price, publishPrice: r.publish_price, marquee: r.marquee, goal: r.goal },
        { showClosedPrices: selection.showClosedPrices },
      )
      return {
        id: Number(r.id),
        price: num(shown.price),
        publishPrice: isPricePublic(shown),
        createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at ?? ''),
        type: r.type_id === null ? null : Number(r.type_id),
        city: r.city_id === null ? null : Number(r.city_id),
      }
    })
  },
  ['listing-selection-rows'],
  selectionTags,
)

/** The order of names in a language. */
const collatorOf = madeOnce((locale: Locale) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }))

/**
 * The ids of the whole filtered set in the asked order. The order is made in memory
 * (sort-rows.ts): sorting by the type's showOrder or the city's name in the page's language
 * takes the same collation as the rest of the page, and a few thousand small rows sort in
 * milliseconds.
 */
async function getSortedIds(goal: ListGoal, filters: Filters, sort: SortKey, locale: Locale): Promise<number[]> {
  const selection = await selectionOf(goal, filters)
  if (!selection) return []
  // The rows are read and cached without the price bounds, which are applied here: a price asked
  // for the first time (most are) then reads nothing from the database and writes no cache entry.
  const { minPrice, maxPrice, ...unpriced } = selection
  const [rows, facets] = await Promise.all([getSelectionRows(unpriced), getFacets(locale)])
  const sorted = sortRows(withinPrice(rows, { minPrice, maxPrice }), sort, {
    types: new Map(facets.types.map((t) => [t.id, { showOrder: t.showOrder, name: t.name }])),
    cityNames: new Map(facets.cities.map((c) => [c.id, c.name])),
    collator: collatorOf(locale),
  })
  return sorted.map((r) => r.id)
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/**
 * Card data in the page's language: names from the (cached) facets, first photo from media.
 * Every card and marker is made here, from the public view of the row (domain/visibility):
 * a hidden address has no coordinates, a price on request no amount.
 */
async function toCards(records: CardRecord[], locale: Locale): Promise<PropertyCardData[]> {
  const policy = await getPublicPolicy()
  const docs = records.map((r) =>
    publicView(
      {
        ...r,
        publishAddress: r.publish_address,
        publishPrice: r.publish_price,
      },
      policy,
    ),
  )
  const photoIds = [...new Set(docs.map((d) => d.photo_id).filter((id): id is number => id !== null))]
  const [facets, images] = await Promise.all([
    getFacets(locale),
    getImages(
      photoIds.map(Number).sort((a, b) => a - b),
      locale,
    ),
  ])
  const photos = new Map(images)
  const cityNames = new Map(facets.cities.map((c) => [c.id, c.name]))
  const typeNames = new Map(facets.types.map((t) => [t.id, t.name]))
  const now = new Date()
  return docs.map((d) => ({
    id: Number(d.id),
    title: d.title ?? '',
    goal: d.goal === 'rent' ? 'rent' : 'sale',
    marquee: d.marquee ?? '1',
    typeName: typeNames.get(Number(d.type_id)) ?? '',
    cityName: cityNames.get(Number(d.city_id)) ?? '',
    price: num(d.price),
    publishPrice: isPricePublic(d),
    priceUnit: d.price_unit ?? '1',
    priceUnitText: d.price_unit_text ?? '',
    bedrooms: num(d.bedrooms),
    living: num(d.living),
    description: cleanDescription(d.description),
    image: d.photo_id === null ? null : (photos.get(Number(d.photo_id)) ?? null),
    lat: num(d.latitude),
    lng: num(d.longitude),
    news: listingBadge(
      {
        firstPublishedAt: d.first_published_at,
        lastChangeAt: d.last_change_at,
        lastDropAt: d.last_drop_at,
        marquee: d.marquee,
      },
      now,
    ),
  }))
}

/** The card rows of some published properties in one language (one SQL statement). */
const getCardRecords = cachedByArgs(
  async (ids: number[], locale: Locale): Promise<CardRecord[]> => {
    const p = await payload()
    return (await p.db.drizzle.execute<CardRecord>(cardsByIdsSql(ids, locale))).rows
  },
  ['listing-card-rows'],
  (ids: number[]) => ids.map(tags.property),
)

/** The cards of some properties, in the order of `ids`. */
async function getCardsByIds(ids: number[], locale: Locale): Promise<PropertyCardData[]> {
  if (ids.length === 0) return []
  const cards = new Map((await toCards(await getCardRecords(ids, locale), locale)).map((c) => [c.id, c]))
  return ids.map((id) => cards.get(id)).filter((c): c is PropertyCardData => !!c)
}

/** One page of a list: filtered, sorted, paged; beyond the last → the last. */
export async function getListPage(
  goal: ListGoal,
  query: ListQuery,
  locale: Locale,
  pageSize: number,
): Promise<ListPage> {
  const ids = await getSortedIds(goal, filtersOf(query), query.sort, locale)
  const { page, pages, offset } = paging(ids.length, pageSize, query.page)
  const cards = await getCardsByIds(ids.slice(offset, offset + pageSize), locale)
  return { cards, total: ids.length, page, pages }
}

/** The newest properties of a goal, for capped modules (home: 4). */
export async function getLatestCards(goal: ListGoal, limit: number, locale: Locale): Promise<PropertyCardData[]> {
  const ids = await getSortedIds(goal, {}, 'date-desc', locale)
  return getCardsByIds(ids.slice(0, Math.max(0, limit)), locale)
}

/**
 * Every property of the whole filtered result that has public coordinates, for the map view (a
 * hidden address has none in its card: see toCards). Read straight with the filter (not by id
 * list) so a large result stays one query.
 */
const getMarkerRecords = cachedByArgs(
  async (selection: ListSelection, locale: Locale): Promise<CardRecord[]> => {
    const p = await payload()
    return (await p.db.drizzle.execute<CardRecord>(markersSql(selection, locale))).rows
  },
  ['listing-marker-rows'],
  selectionTags,
)

async function getMarkerCards(goal: ListGoal, filters: Filters, locale: Locale): Promise<PropertyCardData[]> {
  const selection = await selectionOf(goal, filters)
  if (!selection) return []
  const cards = await toCards(await getMarkerRecords(selection, locale), locale)
  return cards.filter((c) => c.lat !== null && c.lng !== null)
}

/** Marker data of the whole filtered result (not only the page); the sort and page do not matter. */
export function getMapMarkers(goal: ListGoal, query: ListQuery, locale: Locale): Promise<PropertyCardData[]> {
  return getMarkerCards(goal, filtersOf(query), locale)
}
