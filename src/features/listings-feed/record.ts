/**
 * The Vitrine listings feed, version 1: the records an agency's CRM (or a spreadsheet) hands the
 * site, under the names its web API uses for a property (docs/rules/listings-feed.md). This zod
 * schema is the format's one definition: the JSON Schema file agencies read
 * (docs/listings-feed/v1.schema.json) is generated from it, and a unit test fails when the two
 * differ. Unknown fields are allowed here and reported by the import (unknown-fields.ts).
 */
import { z } from 'zod'

const locales = ['nl', 'fr', 'en', 'de'] as const

/** A text in the site's languages; at least one given. */
const texts = (max: number) =>
  z
    .object(
      Object.fromEntries(locales.map((l) => [l, z.string().max(max).optional()])) as Record<
        (typeof locales)[number],
        z.ZodOptional<z.ZodString>
      >,
    )
    .refine((t) => locales.some((l) => t[l]?.trim()), { message: 'needs a text in nl, fr, en or de' })

const count = z.number().int().min(0).max(1000)
const area = z.number().min(0).max(10_000_000)
const year = z.number().int().min(1000).max(2100)
/** CRMs send booleans as 0/1 as often as true/false. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1)
/** A date as YYYY-MM-DD (or a full ISO timestamp). */
const date = z.iso.date().or(z.iso.datetime({ offset: true }))

export const feedPicture = z.object({
  /** Where the photo can be fetched (http or https). */
  Url: z.url({ protocol: /^https?$/ }).max(2000),
  /** Its caption, used as the photo's alternative text. */
  Name: z.string().max(300).optional(),
})

export const feedRecord = z.object({
  /** The CRM's id of the property: the key an import matches on. */
  ID: z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()]).transform(String),
  /** The agency's reference shown on the site; the ID when absent. */
  Reference: z.string().trim().min(1).max(64).optional(),
  /** The web type's group: 1 residential, 2 office, 3 industrial, 4 land, 5 and 7 commercial, 6 retail. */
  WebID: z.number().int().min(1).max(7),
  /** The web types' ids, comma-separated (the first one counts when WebID is absent). */
  WebIDs: z.string().max(100).optional(),
  /** The type's name in the CRM's language (Huis, Appartement …): picks the type within its group. */
  MainTypeName: z.string().trim().max(100).optional(),
  /** 0 for sale; any other number for rent. */
  Goal: z.number().int().min(0),
  Price: z.number().min(0).max(1_000_000_000).nullable().optional(),
  PublishPrice: flag.optional(),
  /** 1 total price, 2 per month, 7 starting from. */
  PriceUnit: z.union([z.literal(1), z.literal(2), z.literal(7)]).optional(),
  PriceUnitText: texts(200).optional(),
  /** 1 available, 3 sold, 4 let. */
  Marquee: z.union([z.literal(1), z.literal(3), z.literal(4)]).optional(),
  PublishAddress: flag.optional(),
  Street: z.string().max(200).optional(),
  HouseNumber: z.string().max(20).optional(),
  BoxNr: z.string().max(20).optional(),
  Zip: z.string().trim().min(1).max(12),
  City: z.string().trim().min(1).max(100),
  /** 10 Belgium, 50 Luxembourg, 20 France, 30 the Netherlands, 40 Germany. */
  CountryID: z.union([z.literal(10), z.literal(20), z.literal(30), z.literal(40), z.literal(50)]).optional(),
  Latitude: z.number().min(-90).max(90).optional(),
  Longitude: z.number().min(-180).max(180).optional(),
  Title: texts(200),
  Description: texts(20_000).optional(),
  TypeDescription: texts(200).optional(),
  /** kWh/m² per year. */
  EnergyPerformance: z.number().min(-1000).max(5000).nullable().optional(),
  EPCLabelText: z.string().max(20).optional(),
  EPCUniqueCode: z.string().max(60).optional(),
  CO2: z.number().min(0).max(100_000).optional(),
  ELevel: z.number().min(0).max(1000).optional(),
  Surfaces: z.object({ Living: area, Plot: area, Built: area, Garden: area, Terrace: area }).partial().optional(),
  Rooms: z
    .object({
      Bedrooms: count,
      Bathrooms: count,
      ShowerRooms: count,
      Toilets: count,
      Garages: count,
      Parking: count,
      Floors: count,
      /** The floor an apartment is on; 0 the ground floor. */
      Floor: count,
    })
    .partial()
    .optional(),
  ConstructionYear: year.optional(),
  RenovationYear: year.optional(),
  Comfort: z
    .object({
      Heating: z.enum(['gas', 'oil', 'electric', 'heat-pump', 'district', 'wood', 'none']),
      Kitchen: z.enum(['fitted', 'semi-fitted', 'open', 'closed', 'none']),
      Glazing: z.enum(['single', 'double', 'triple']),
    })
    .partial()
    .optional(),
  Legal: z
    .object({
      PlanningPermit: z.enum(['granted', 'not-granted', 'unknown']),
      PlanningDestination: z.enum([
        'residential',
        'residential-rural',
        'mixed',
        'industrial',
        'agricultural',
        'recreational',
      ]),
      PreemptionRight: flag,
      FloodPlotScore: z.enum(['A', 'B', 'C', 'D']),
      FloodBuildingScore: z.enum(['A', 'B', 'C', 'D']),
      FloodZone: flag,
      AsbestosCertificate: z.enum(['available', 'pending', 'not-required']),
      AsbestosCertificateDate: date,
    })
    .partial()
    .optional(),
  Costs: z
    .object({
      Notary: z.number().min(0),
      Registration: z.number().min(0),
      VAT: z.number().min(0),
      MonthlyCharges: z.number().min(0),
      VATApplicable: flag,
    })
    .partial()
    .optional(),
  Availability: z
    .object({ AvailableFrom: date, Text: texts(200) })
    .partial()
    .optional(),
  /** The photos in the order the site shows them; the first is the cover. */
  Pictures: z.array(feedPicture).max(100).optional(),
  /** The new-build project the property is a unit of, by its name on the site. */
  ProjectName: z.string().trim().max(200).optional(),
  VirtualTourUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  VideoUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
})

export type FeedRecord = z.output<typeof feedRecord>
export type FeedRecordInput = z.input<typeof feedRecord>
export type FeedPicture = z.output<typeof feedPicture>

/**
 * A whole feed: its records and whether it holds every listing the agency publishes (`Complete`,
 * the default for a feed pulled or read from a file): then a listing of an earlier import that is
 * absent is withdrawn. A push of a few records is never complete unless it says so.
 */
export const feedEnvelope = z.object({
  Format: z.literal('vitrine-listings').optional(),
  Version: z.literal(1).optional(),
  Complete: z.boolean().optional(),
  Properties: z.array(z.unknown()).max(100_000),
})

export type FeedEnvelope = z.output<typeof feedEnvelope>
export const FEED_LOCALES = locales
