import type { Payload, PayloadRequest } from 'payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import type { Lead, SearchAlert } from '@/payload/payload-types'

type Values = Record<string, unknown>

const numbers = (value: unknown): number[] =>
  [...new Set((Array.isArray(value) ? value : [value]).map(Number))].filter((n) => Number.isInteger(n) && n > 0)

const amount = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(n) && n > 0 ? n : null
}

/** The ids among `ids` that exist (a form posted from a stale page may name one deleted since). */
async function existing(
  payload: Payload,
  collection: 'property-types' | 'cities',
  ids: number[],
  req?: PayloadRequest,
) {
  if (!ids.length) return []
  const res = await payload.find({
    collection,
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    select: {},
    req,
  })
  const found = new Set(res.docs.map((d) => d.id))
  return ids.filter((id) => found.has(id))
}

/**
 * The search alert of a demand-register lead (its fields as the form's engine stores them:
 * goal, types, cities, zips, priceMin, priceMax, bedrooms). Called once the lead is committed;
 * returns null when the lead lacks an address, a type or a zone (the form requires them).
 */
export async function createSearchAlert(
  payload: Payload,
  lead: Lead,
  req?: PayloadRequest,
): Promise<SearchAlert | null> {
  const fields = (lead.fields ?? {}) as Values
  const [types, cities] = await Promise.all([
    existing(payload, 'property-types', numbers(fields.types), req),
    existing(payload, 'cities', numbers(fields.cities), req),
  ])
  const postcodes = [
    ...new Set((Array.isArray(fields.zips) ? fields.zips : []).map((z) => String(z).trim()).filter(Boolean)),
  ]
  if (!lead.email || !types.length || (!cities.length && !postcodes.length)) {
    payload.logger.warn({ msg: `Lead ${lead.id}: no search alert (an address, a type and a zone are needed)` })
    return null
  }
  let priceMin = amount(fields.priceMin)
  let priceMax = amount(fields.priceMax)
  // Bounds typed the wrong way round still mean the range between them.
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin]
  return payload.create({
    collection: 'search-alerts',
    data: {
      email: lead.email,
      name: lead.name ?? null,
      locale: isLocale(lead.locale) ? lead.locale : defaultLocale,
      status: 'active',
      goal: fields.goal === 'rent' ? 'rent' : 'sale',
      propertyTypes: types,
      cities,
      postcodes,
      priceMin,
      priceMax,
      bedroomsMin: amount(fields.bedrooms),
      lead: lead.id,
    },
    req,
  })
}
