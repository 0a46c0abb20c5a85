import type { Payload, PayloadRequest } from 'payload'
import type { AlertCriteria, ListingFacts } from '@/domain/search-alert'
import { relationId } from '@/domain/relation'
import type { Property, SearchAlert } from '@/payload/payload-types'

/** The criteria of a stored alert, for the domain rules. */
export function criteriaOf(alert: SearchAlert): AlertCriteria {
  const ids = (list: unknown[] | null | undefined) =>
    (list ?? []).map((v) => relationId(v)).filter((v): v is number => v !== null)
  return {
    goal: alert.goal,
    types: ids(alert.propertyTypes),
    cities: ids(alert.cities),
    postcodes: (alert.postcodes ?? []).map((p) => p.trim()),
    priceMin: alert.priceMin,
    priceMax: alert.priceMax,
    bedroomsMin: alert.bedroomsMin,
  }
}

type PropertyFields = Pick<
  Property,
  'goal' | 'type' | 'city' | 'price' | 'publishPrice' | 'rooms' | '_status' | 'deletedAt' | 'marquee'
>

/** A property's facts for the domain rules; `zip` is its city's postcode. */
export function factsOf(p: PropertyFields, zip: string | null): ListingFacts {
  return {
    goal: p.goal,
    type: relationId(p.type),
    city: relationId(p.city),
    zip,
    price: p.price,
    publishPrice: p.publishPrice,
    bedrooms: p.rooms?.bedrooms ?? null,
    status: p._status,
    deletedAt: p.deletedAt,
    marquee: p.marquee,
  }
}

/** The postcode of a city relation (populated or not); null when it has none. */
export async function zipOf(payload: Payload, city: unknown, req?: PayloadRequest): Promise<string | null> {
  if (city && typeof city === 'object' && typeof (city as { zip?: unknown }).zip === 'string')
    return (city as { zip: string }).zip
  const id = relationId(city)
  if (id === null) return null
  const res = await payload.find({
    collection: 'cities',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    trash: true,
    select: { zip: true },
    req,
  })
  return res.docs[0]?.zip ?? null
}

/**
 * The public version of a property (Payload's main row, never a newer draft; trashed ones too),
 * with its facts; null when it does not exist.
 */
export async function publicListing(payload: Payload, id: number, req?: PayloadRequest) {
  const res = await payload.find({
    collection: 'properties',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    draft: false,
    trash: true,
    req,
  })
  const doc = res.docs[0]
  if (!doc) return null
  return { doc, facts: factsOf(doc, await zipOf(payload, doc.city, req)) }
}

/**
 * The active alerts that could match a property: same goal, one of its type. The domain rule
 * (matchesAlert / matchesCriteria) decides on the rest; this query only narrows the reading.
 */
export async function candidateAlerts(payload: Payload, facts: ListingFacts, req?: PayloadRequest) {
  if (facts.type === null) return []
  const res = await payload.find({
    collection: 'search-alerts',
    where: {
      and: [
        { status: { equals: 'active' } },
        { goal: { equals: facts.goal === 'rent' ? 'rent' : 'sale' } },
        { propertyTypes: { in: [facts.type] } },
      ],
    },
    depth: 0,
    pagination: false,
    req,
  })
  return res.docs
}
