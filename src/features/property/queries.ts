import 'server-only'
import { cachedByArgs } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import type { Locale } from '@/i18n/locales'
import { nothingUnlessUnreachable } from '@/platform/db/unreachable'
import { payload } from '@/payload/local-api'
import { imagesOf, type Image } from '@/ui/media/image'
import { imagesInOrderOf } from '@/ui/media/queries'
import { isAddressPublic, isPricePublic, publicView, type PublicPolicy } from '@/domain/visibility'
import { getPublicPolicy, readPublicPolicy } from '@/features/listings/price-policy'
import { webAddress } from '@/domain/web-address'
import type { City, Neighbourhood, Project, Property, PropertyType } from '@/payload/payload-types'
import type { PropertyDetail } from './types'
import { propertyDetailSql, type PropertyDetailRecord } from './detail-sql'
import { sql } from '@payloadcms/db-postgres'
import type { PriceRecord } from '@/domain/price-history'
import { priceRecordsJson, priceRecordsOf, type PriceRecordRow } from '@/features/price-history/sql'

const related = <T extends object>(value: unknown): T | null =>
  value && typeof value === 'object' ? (value as T) : null

/**
 * Payload's document as a plain, smaller object (it is what the cache stores), made from its
 * public view (domain/visibility): a hidden address or price never reaches the page, its
 * metadata or the print view; nor does the price of a sold or let property unless the agency's
 * `policy` shows it. The staff preview shows the same, as the public will see it.
 */
export function toDetail(
  stored: Property,
  policy: PublicPolicy,
  priceRecords: PriceRecord[],
  photos: Image[] = imagesOf(stored.photos),
): PropertyDetail {
  const doc = publicView(stored, policy)
  const city = related<City>(doc.city)
  const type = related<PropertyType>(doc.type)
  const project = related<Project>(doc.project)
  const neighbourhood = related<Neighbourhood>(doc.neighbourhood)
  return {
    id: doc.id,
    title: String(doc.title ?? ''),
    reference: doc.reference,
    goal: doc.goal === 'rent' ? 'rent' : 'sale',
    marquee: doc.marquee ?? '1',
    typeName: type ? String(type.name ?? '') : '',
    typeDescription: doc.typeDescription ?? null,
    description: doc.description ?? null,
    photos,
    project: project
      ? { id: project.id, title: String(project.title ?? ''), externalAddress: webAddress(project.externalAddress) }
      : null,
    neighbourhood: (neighbourhood && String(neighbourhood.name ?? '').trim()) || null,
    price: doc.price ?? null,
    publishPrice: isPricePublic(doc),
    priceUnit: doc.priceUnit ?? '1',
    priceUnitText: doc.priceUnitText ?? null,
    costs: doc.costs ?? {},
    viager: doc.viager ?? {},
    rental: doc.rental ?? {},
    availability: doc.availability ?? {},
    publishAddress: isAddressPublic(doc),
    street: doc.street ?? null,
    houseNumber: doc.houseNumber ?? null,
    boxNumber: doc.boxNumber ?? null,
    city: city ? { name: String(city.name ?? ''), zip: city.zip ?? '', country: city.country ?? '10' } : null,
    latitude: doc.latitude ?? null,
    longitude: doc.longitude ?? null,
    surfaces: doc.surfaces ?? {},
    rooms: doc.rooms ?? {},
    constructionYear: doc.constructionYear ?? null,
    renovationYear: doc.renovationYear ?? null,
    comfort: doc.comfort ?? {},
    energy: doc.energy ?? {},
    legal: doc.legal ?? {},
    virtualTourUrl: doc.virtualTourUrl ?? null,
    videoUrl: doc.videoUrl ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    priceRecords,
  }
}

/**
 * Everything the detail page shows; null when the id is unknown or the property is not public.
 * The public read is plain SQL (detail-sql.ts); `drafts` (staff preview only) reads unpublished
 * properties and the newest draft through Payload.
 */
export async function loadPropertyDetail(
  id: number,
  locale: Locale,
  drafts = false,
  /** The price policy when the caller already has it (else read from the site settings). */
  knownPolicy?: PublicPolicy,
): Promise<PropertyDetail | null> {
  const policy = knownPolicy ?? readPublicPolicy()
  if (drafts) {
    const [doc, shown, records] = await Promise.all([findProperty(id, locale, true), policy, readPriceRecords(id)])
    return doc ? toDetail(doc, shown, records) : null
  }
  const [stored, shown] = await Promise.all([findPublishedProperty(id, locale), policy])
  return stored ? toDetail(stored.doc, shown, stored.priceRecords, stored.photos) : null
}

/**
 * A published property's document (relations populated, photos apart), its photos and its price
 * records, or null.
 */
async function findPublishedProperty(
  id: number,
  locale: Locale,
): Promise<{ doc: Property; photos: Image[]; priceRecords: PriceRecord[] } | null> {
  const p = await payload()
  const [row] = (await p.db.drizzle.execute<PropertyDetailRecord>(propertyDetailSql(id, locale))).rows
  if (!row) return null
  return {
    doc: row.doc as Property,
    photos: imagesInOrderOf(row.photo_ids, row.photos),
    priceRecords: priceRecordsOf(row.price_records),
  }
}

/** A property's price records alone (the staff preview reads the property through Payload). */
export async function readPriceRecords(id: number): Promise<PriceRecord[]> {
  const p = await payload()
  const [row] = (
    await p.db.drizzle.execute<{ records: PriceRecordRow[] }>(sql`SELECT ${priceRecordsJson(id)} AS records`)
  ).rows
  return priceRecordsOf(row?.records ?? [])
}

/**
 * A property with its relations, as the public may read it (published only), or as staff last
 * saved it with `drafts` (staff preview only); null when unknown or not visible.
 */
export async function findProperty(id: number, locale: Locale, drafts = false): Promise<Property | null> {
  const p = await payload()
  return p
    .findByID({
      collection: 'properties',
      id,
      locale,
      depth: 1,
      draft: drafts,
      overrideAccess: drafts,
      disableErrors: true,
    })
    .catch(nothingUnlessUnreachable)
}

/**
 * A published property as the page shows it, cached until it, its relations or the site settings
 * change. The price policy is read beside the cached entry (a cached read never calls another) and
 * handed in, so a property's first view reads no site settings through Payload.
 */
const getStoredDetail = cachedByArgs(
  async (id: number, locale: Locale, showClosedPrices: boolean): Promise<PropertyDetail | null> =>
    loadPropertyDetail(id, locale, false, { showClosedPrices }),
  ['property-detail-public'],
  // The project's name shown comes with the property's tag (a project change expires its properties);
  // the site settings say whether a sold or let price shows.
  (id: number) => [tags.property(id), tags.cities, tags.neighbourhoods, tags.propertyTypes, tags.media, tags.settings],
)

/** Everything the public detail page shows; null when the id is unknown or the property is not public. */
export async function getPropertyDetail(id: number, locale: Locale): Promise<PropertyDetail | null> {
  const policy = await getPublicPolicy()
  return getStoredDetail(id, locale, policy.showClosedPrices === true)
}
