/**
 * A published property as a feed record (GET /api/export/listings.json): the inverse of
 * to-property.ts, so that importing an export reproduces the listings. Pure: the property is
 * read with every language (locale 'all') and its city, type, project and photos populated.
 */
import { locales, type Locale } from '@/i18n/locales'
import type { FeedRecordInput } from './record'

type Texts = Partial<Record<Locale, string | null>> | string | null | undefined
type Doc = Record<string, unknown>

/** The texts of every language that has one; undefined when none has. */
function texts(value: Texts): Partial<Record<Locale, string>> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const out: Partial<Record<Locale, string>> = {}
  for (const l of locales) if (typeof value[l] === 'string' && value[l]!.trim()) out[l] = value[l]!
  return Object.keys(out).length ? out : undefined
}

/** One text: the default language's, else the first there is. */
const one = (value: Texts): string | undefined => {
  const all = texts(value)
  return all ? (all.nl ?? Object.values(all)[0]) : undefined
}

/** The object without its absent values; undefined when nothing is left. */
function compact<T extends Doc>(value: T): T | undefined {
  const out = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T
  return Object.keys(out).length ? out : undefined
}

const n = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)
const s = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)
const b = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined)
/** The site's yes/no answer as a feed flag; an unset answer is left out, never written as false. */
const yn = (value: unknown): boolean | undefined => (value === 'yes' ? true : value === 'no' ? false : undefined)
const group = (doc: Doc, key: string): Doc => (doc[key] && typeof doc[key] === 'object' ? (doc[key] as Doc) : {})
const day = (value: unknown): string | undefined => (typeof value === 'string' ? value.slice(0, 10) : undefined)

export interface ExportContext {
  /** The site's address, for absolute photo URLs. */
  siteUrl: string
}

export function toFeedRecord(p: Doc, ctx: ExportContext): FeedRecordInput {
  const city = group(p, 'city')
  const type = group(p, 'type')
  const project = group(p, 'project')
  const surfaces = group(p, 'surfaces')
  const rooms = group(p, 'rooms')
  const comfort = group(p, 'comfort')
  const energy = group(p, 'energy')
  const legal = group(p, 'legal')
  const costs = group(p, 'costs')
  const availability = group(p, 'availability')
  const feed = group(p, 'feed')
  const photos = Array.isArray(p.photos) ? (p.photos as Doc[]) : []
  const record: FeedRecordInput = {
    ID: s(feed.crmId) ?? String(p.reference),
    Reference: s(p.reference),
    WebID: n(type.webId) ?? 1,
    MainTypeName: one(type.name as Texts),
    Goal: p.goal === 'rent' ? 1 : 0,
    Price: n(p.price),
    PublishPrice: b(p.publishPrice),
    PriceUnit: Number(p.priceUnit ?? 1) as 1 | 2 | 7,
    PriceUnitText: texts(p.priceUnitText as Texts),
    Marquee: Number(p.marquee ?? 1) as 1 | 3 | 4,
    PublishAddress: b(p.publishAddress),
    Street: s(p.street),
    HouseNumber: s(p.houseNumber),
    BoxNr: s(p.boxNumber),
    Zip: String(city.zip ?? ''),
    City: one(city.name as Texts) ?? '',
    CountryID: Number(city.country ?? 10) as 10 | 20 | 30 | 40 | 50,
    Latitude: n(p.latitude),
    Longitude: n(p.longitude),
    Title: texts(p.title as Texts) ?? {},
    Description: texts(p.description as Texts),
    TypeDescription: texts(p.typeDescription as Texts),
    EnergyPerformance: n(energy.epcValue),
    EPCLabelText: s(energy.epcLabelText),
    EPCUniqueCode: s(energy.epcUniqueCode),
    CO2: n(energy.co2),
    ELevel: n(energy.eLevel),
    Surfaces: compact({
      Living: n(surfaces.living),
      Plot: n(surfaces.plot),
      Built: n(surfaces.built),
      Garden: n(surfaces.garden),
      Terrace: n(surfaces.terrace),
    }),
    Rooms: compact({
      Bedrooms: n(rooms.bedrooms),
      Bathrooms: n(rooms.bathrooms),
      ShowerRooms: n(rooms.showerRooms),
      Toilets: n(rooms.toilets),
      Garages: n(rooms.garages),
      Parking: n(rooms.parking),
      Floors: n(rooms.floors),
      Floor: n(rooms.floor),
    }),
    ConstructionYear: n(p.constructionYear),
    RenovationYear: n(p.renovationYear),
    Comfort: compact({
      Heating: s(comfort.heating) as never,
      Kitchen: s(comfort.kitchen) as never,
      Glazing: s(comfort.glazing) as never,
    }),
    Legal: compact({
      PlanningPermit: s(legal.planningPermit) as never,
      PlanningDestination: s(legal.planningDestination) as never,
      PreemptionRight: yn(legal.preemptionRight),
      FloodPlotScore: s(legal.floodPlotScore) as never,
      FloodBuildingScore: s(legal.floodBuildingScore) as never,
      FloodZone: yn(legal.floodZone),
      AsbestosCertificate: s(legal.asbestosCertificate) as never,
      AsbestosCertificateDate: day(legal.asbestosCertificateDate),
    }),
    Costs: compact({
      Notary: n(costs.notary),
      Registration: n(costs.registration),
      VAT: n(costs.vat),
      MonthlyCharges: n(costs.monthlyCharges),
      VATApplicable: b(costs.vatApplicable),
    }),
    Availability: compact({
      AvailableFrom: day(availability.availableFrom),
      Text: texts(availability.text as Texts),
    }),
    Pictures: photos
      .filter((m) => typeof m.url === 'string')
      .map((m) => compact({ Url: new URL(m.url as string, ctx.siteUrl).href, Name: one(m.alt as Texts) })!),
    ProjectName: one(project.title as Texts),
    VirtualTourUrl: s(p.virtualTourUrl),
    VideoUrl: s(p.videoUrl),
  }
  return compact(record as Doc) as FeedRecordInput
}
