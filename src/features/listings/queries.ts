import 'server-only'
import { unstable_cache } from 'next/cache'
import { cachedByArgs } from '@/platform/cache/cached'
import { listTags, tags, type CacheTag } from '@/platform/cache/tags'
import type { Payload, Where } from 'payload'
import { cleanDescription } from '@/domain/text'
import { isPricePublic, publicView } from '@/domain/visibility'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'
import { imageOf, type Image } from '@/ui/media/image'
import type { Property } from '@/payload/payload-types'
import { getFacets } from './facets'
import { matchCity, type CityNames } from '../../domain/city-match'
import { paging } from './paging'
import { sortRows, type SortRow } from './sort-rows'
import type { ListQuery, SortKey } from '../../domain/list-params'
import { relationId } from '@/domain/relation'

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
export const getCityNames = unstable_cache(
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

/** The Payload condition of a goal and filters; null when the city is unknown (no results). */
async function whereOf(goal: ListGoal, f: Filters): Promise<Where | null> {
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (goal !== 'all') and.push({ goal: { equals: goal } })
  if (f.city) {
    const ids = await cityIdsOf(f.city)
    if (ids.length === 0) return null
    and.push({ city: { in: ids } })
  }
  if (f.type) and.push({ type: { equals: f.type } })
  if (f.neighbourhood) and.push({ neighbourhood: { equals: f.neighbourhood } })
  if (f.minPrice !== undefined || f.maxPrice !== undefined) {
    // A hidden price ('on request') must not be revealed by narrowing a price range around it.
    and.push({ publishPrice: { equals: true } })
    if (f.minPrice !== undefined) and.push({ price: { greater_than_equal: f.minPrice } })
    if (f.maxPrice !== undefined) and.push({ price: { less_than_equal: f.maxPrice } })
  }
  if (f.bedrooms) and.push({ 'rooms.bedrooms': { greater_than_equal: f.bedrooms } })
  return { and }
}

/**
 * The tags of a list query: its goal in the cities its city filter matched (or in all), and the
 * cities and types whose names and order it sorts by. Other filters narrow within those.
 */
async function listTagsOf(goal: ListGoal, filters: Filters): Promise<CacheTag[]> {
  const cityIds = filters.city ? await cityIdsOf(filters.city) : null
  return [...listTags(goal, cityIds), tags.cities, tags.propertyTypes]
}

/**
 * The ids of the whole filtered set in the asked order. Only the sort keys are read (depth 0),
 * the order is made in memory: sorting by the type's showOrder or the city's localized name
 * would need joins the Local API does not offer, and a few thousand small rows sort in
 * milliseconds. Cached per goal, filters, sort and language.
 */
const getSortedIds = cachedByArgs(
  async (goal: ListGoal, filters: Filters, sort: SortKey, locale: Locale): Promise<number[]> => {
    const where = await whereOf(goal, filters)
    if (!where) return []
    const p = await payload()
    const [res, facets] = await Promise.all([
      p.find({
        collection: 'properties',
        where,
        select: { price: true, publishPrice: true, createdAt: true, type: true, city: true },
        depth: 0,
        pagination: false,
        limit: 0,
        locale,
        overrideAccess: false,
      }),
      getFacets(locale),
    ])
    // Sorted on the public price only: the order must not place a price on request.
    const rows: SortRow[] = res.docs.map(publicView).map((d) => ({
      id: d.id,
      price: typeof d.price === 'number' ? d.price : null,
      publishPrice: isPricePublic(d),
      createdAt: String(d.createdAt ?? ''),
      type: relationId(d.type),
      city: relationId(d.city),
    }))
    const sorted = sortRows(rows, sort, {
      types: new Map(facets.types.map((t) => [t.id, { showOrder: t.showOrder, name: t.name }])),
      cityNames: new Map(facets.cities.map((c) => [c.id, c.name])),
      collator: new Intl.Collator(locale, { sensitivity: 'base', numeric: true }),
    })
    return sorted.map((r) => r.id)
  },
  ['listing-sorted-ids'],
  listTagsOf,
)

// Markers show no description: leaving it out keeps a large map result light.
const markerSelect = {
  title: true,
  goal: true,
  marquee: true,
  type: true,
  city: true,
  price: true,
  publishPrice: true,
  priceUnit: true,
  publishAddress: true,
  priceUnitText: true,
  rooms: { bedrooms: true },
  surfaces: { living: true },
  photos: true,
  latitude: true,
  longitude: true,
} as const

const cardSelect = { ...markerSelect, description: true } as const

type CardDoc = Pick<
  Property,
  | 'id'
  | 'title'
  | 'goal'
  | 'marquee'
  | 'type'
  | 'city'
  | 'price'
  | 'publishPrice'
  | 'publishAddress'
  | 'priceUnit'
  | 'priceUnitText'
  | 'rooms'
  | 'surfaces'
  | 'description'
  | 'photos'
  | 'latitude'
  | 'longitude'
>

/** The first photo of each property, with its renditions and alt text in the page's language. */
async function firstPhotos(p: Payload, docs: CardDoc[], locale: Locale): Promise<Map<number, Image>> {
  const ids = [...new Set(docs.map((d) => relationId(d.photos?.[0])).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const res = await p.find({
    collection: 'media',
    where: { id: { in: ids } },
    // `url` is computed on read from `filename`, which must be read too.
    select: { filename: true, url: true, width: true, height: true, mimeType: true, sizes: true, alt: true },
    locale,
    depth: 0,
    pagination: false,
    limit: 0,
  })
  const out = new Map<number, Image>()
  for (const m of res.docs) {
    const image = imageOf(m)
    if (image) out.set(m.id, image)
  }
  return out
}

/**
 * Card data in the page's language: names from the (cached) facets, first photo from media.
 * Every card and marker is made here, from the public view of the document (domain/visibility):
 * a hidden address has no coordinates, a price on request no amount.
 */
async function toCards(p: Payload, read: CardDoc[], locale: Locale): Promise<PropertyCardData[]> {
  const docs = read.map(publicView)
  const [facets, photos] = await Promise.all([getFacets(locale), firstPhotos(p, docs, locale)])
  const cityNames = new Map(facets.cities.map((c) => [c.id, c.name]))
  const typeNames = new Map(facets.types.map((t) => [t.id, t.name]))
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
  return docs.map((d) => {
    const photo = relationId(d.photos?.[0])
    return {
      id: d.id,
      title: String(d.title ?? ''),
      goal: d.goal === 'rent' ? 'rent' : 'sale',
      marquee: String(d.marquee ?? '1'),
      typeName: typeNames.get(relationId(d.type) ?? -1) ?? '',
      cityName: cityNames.get(relationId(d.city) ?? -1) ?? '',
      price: num(d.price),
      publishPrice: isPricePublic(d),
      priceUnit: String(d.priceUnit ?? '1'),
      priceUnitText: String(d.priceUnitText ?? ''),
      bedrooms: num(d.rooms?.bedrooms),
      living: num(d.surfaces?.living),
      description: cleanDescription(d.description),
      image: photo === null ? null : (photos.get(photo) ?? null),
      lat: num(d.latitude),
      lng: num(d.longitude),
    }
  })
}

/** The cards of some properties, in the order of `ids`. */
const getCardsByIds = cachedByArgs(
  async (ids: number[], locale: Locale): Promise<PropertyCardData[]> => {
    if (ids.length === 0) return []
    const p = await payload()
    const res = await p.find({
      collection: 'properties',
      where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
      select: cardSelect,
      depth: 0,
      pagination: false,
      limit: 0,
      locale,
      overrideAccess: false,
    })
    const cards = new Map((await toCards(p, res.docs as CardDoc[], locale)).map((c) => [c.id, c]))
    return ids.map((id) => cards.get(id)).filter((c): c is PropertyCardData => !!c)
  },
  ['listing-cards-public'],
  (ids: number[]) => [...ids.map(tags.property), tags.cities, tags.propertyTypes, tags.media],
)

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
const getMarkerCards = cachedByArgs(
  async (goal: ListGoal, filters: Filters, locale: Locale): Promise<PropertyCardData[]> => {
    const where = await whereOf(goal, filters)
    if (!where) return []
    const p = await payload()
    const res = await p.find({
      collection: 'properties',
      where: {
        and: [where, { latitude: { exists: true } }, { longitude: { exists: true } }],
      },
      select: markerSelect,
      depth: 0,
      pagination: false,
      limit: 0,
      locale,
      overrideAccess: false,
    })
    const cards = await toCards(p, res.docs as CardDoc[], locale)
    return cards.filter((c) => c.lat !== null && c.lng !== null)
  },
  ['listing-map-markers-public'],
  async (goal: ListGoal, filters: Filters) => [...(await listTagsOf(goal, filters)), tags.media],
)

/** Marker data of the whole filtered result (not only the page); the sort and page do not matter. */
export function getMapMarkers(goal: ListGoal, query: ListQuery, locale: Locale): Promise<PropertyCardData[]> {
  return getMarkerCards(goal, filtersOf(query), locale)
}
