/**
 * A feed record as the property it describes: the fields the feed owns, in the shape of the
 * properties collection, and what has to be looked up first (city, type, project, photos).
 * Pure: no I/O, unit-tested in to-property.test.ts.
 */
import crypto from 'node:crypto'
import { fixCityName } from '@/domain/address'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { FeedPicture, FeedRecord } from './record'

type Data = Record<string, unknown>

/**
 * Bumped when the mapping below changes what a record writes: every record then counts as
 * changed once, so the next import applies the new mapping to listings already imported.
 */
export const MAPPING_VERSION = 2

export interface PropertyPlan {
  crmId: string
  /** The fields of one language that are not translated, as the collection takes them. */
  shared: Data
  /** The translated fields, per language; a language the record has no title in is absent. */
  localized: Partial<Record<Locale, Data>>
  /** The language the property is created in: the default one when the record has its title. */
  firstLocale: Locale
  city: { zip: string; name: string; country: string }
  type: { webId: number; name?: string }
  projectName?: string
  pictures: FeedPicture[]
  /** Changes when anything the record says changes (key order aside). */
  hash: string
}

/** JSON with the keys of every object sorted: the same record always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

export function recordHash(record: FeedRecord): string {
  return crypto
    .createHash('sha256')
    .update(`${MAPPING_VERSION}\n${canonicalJson(record)}`)
    .digest('hex')
}

/** Absent becomes null, so a value the CRM no longer sends is cleared on the site. */
const v = <T>(value: T | undefined): T | null => (value === undefined ? null : value)
/** A feed flag as the site's yes/no answer; absent stays unset, never a 'no' the CRM did not give. */
const answer = (flag: boolean | undefined): 'yes' | 'no' | null => (flag === undefined ? null : flag ? 'yes' : 'no')
const trimmed = (text: string | undefined): string | null => (text?.trim() ? text.trim() : null)

/** The sale or rent of a record: Goal 0 is for sale, any other value for rent. */
export const goalOf = (record: Pick<FeedRecord, 'Goal'>): 'sale' | 'rent' => (record.Goal === 0 ? 'sale' : 'rent')

/**
 * The listing status: available, or sold for a sale and let for a rent whichever of Marquee 3
 * and 4 the CRM sent (docs/rules/listings.md: 3 appears on sale items, 4 on rent items).
 */
export function marqueeOf(record: Pick<FeedRecord, 'Goal' | 'Marquee'>): '1' | '3' | '4' {
  if (!record.Marquee || record.Marquee === 1) return '1'
  return goalOf(record) === 'sale' ? '3' : '4'
}

export function toPropertyPlan(record: FeedRecord): PropertyPlan {
  const goal = goalOf(record)
  const s = record.Surfaces ?? {}
  const r = record.Rooms ?? {}
  const c = record.Comfort ?? {}
  const legal = record.Legal ?? {}
  const costs = record.Costs ?? {}
  const shared: Data = {
    reference: record.Reference ?? record.ID,
    goal,
    marquee: marqueeOf(record),
    price: v(record.Price),
    publishPrice: record.PublishPrice ?? true,
    priceUnit: String(record.PriceUnit ?? (goal === 'rent' ? 2 : 1)),
    publishAddress: record.PublishAddress ?? true,
    street: trimmed(record.Street),
    houseNumber: trimmed(record.HouseNumber),
    boxNumber: trimmed(record.BoxNr),
    latitude: v(record.Latitude),
    longitude: v(record.Longitude),
    surfaces: { living: v(s.Living), plot: v(s.Plot), built: v(s.Built), garden: v(s.Garden), terrace: v(s.Terrace) },
    rooms: {
      bedrooms: v(r.Bedrooms),
      bathrooms: v(r.Bathrooms),
      showerRooms: v(r.ShowerRooms),
      toilets: v(r.Toilets),
      garages: v(r.Garages),
      parking: v(r.Parking),
      floors: v(r.Floors),
      floor: v(r.Floor),
    },
    constructionYear: v(record.ConstructionYear),
    renovationYear: v(record.RenovationYear),
    comfort: { heating: v(c.Heating), kitchen: v(c.Kitchen), glazing: v(c.Glazing) },
    energy: {
      epcValue: v(record.EnergyPerformance),
      epcLabelText: trimmed(record.EPCLabelText),
      epcUniqueCode: trimmed(record.EPCUniqueCode),
      co2: v(record.CO2),
      eLevel: v(record.ELevel),
    },
    legal: {
      planningPermit: v(legal.PlanningPermit),
      planningDestination: v(legal.PlanningDestination),
      preemptionRight: answer(legal.PreemptionRight),
      floodPlotScore: v(legal.FloodPlotScore),
      floodBuildingScore: v(legal.FloodBuildingScore),
      floodZone: answer(legal.FloodZone),
      asbestosCertificate: v(legal.AsbestosCertificate),
      asbestosCertificateDate: v(legal.AsbestosCertificateDate),
    },
    costs: {
      notary: v(costs.Notary),
      registration: v(costs.Registration),
      vat: v(costs.VAT),
      monthlyCharges: v(costs.MonthlyCharges),
      vatApplicable: costs.VATApplicable ?? false,
    },
    availability: { availableFrom: v(record.Availability?.AvailableFrom) },
    virtualTourUrl: v(record.VirtualTourUrl),
    videoUrl: v(record.VideoUrl),
  }

  const localized: Partial<Record<Locale, Data>> = {}
  for (const locale of locales) {
    const title = trimmed(record.Title[locale])
    // A language without a title has no page (src/site/canonical.ts): nothing to write in it.
    if (!title) continue
    localized[locale] = {
      title,
      description: trimmed(record.Description?.[locale]),
      typeDescription: trimmed(record.TypeDescription?.[locale]),
      priceUnitText: trimmed(record.PriceUnitText?.[locale]),
      availability: { text: trimmed(record.Availability?.Text?.[locale]) },
    }
  }
  const firstLocale = localized[defaultLocale] ? defaultLocale : locales.find((l) => localized[l])!

  return {
    crmId: record.ID,
    shared,
    localized,
    firstLocale,
    city: { zip: record.Zip.trim(), name: fixCityName(record.City), country: String(record.CountryID ?? 10) },
    type: { webId: record.WebID, name: trimmed(record.MainTypeName) ?? undefined },
    projectName: trimmed(record.ProjectName) ?? undefined,
    pictures: record.Pictures ?? [],
    hash: recordHash(record),
  }
}
