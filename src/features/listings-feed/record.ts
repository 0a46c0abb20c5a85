/**
 * The Vitrine listings feed, version 1: the records an agency's CRM (or a spreadsheet) hands the
 * site, under the names its web API uses for a property (docs/rules/listings-feed.md). This zod
 * schema is the format's one definition: the JSON Schema file agencies read
 * (docs/listings-feed/v1.schema.json) is generated from it, descriptions included, and a unit
 * test fails when the two differ. Unknown fields are allowed here and reported by the import
 * (unknown-fields.ts).
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
      { error: (issue) => (issue.input === undefined ? 'required, with a text in nl, fr, en or de' : undefined) },
    )
    .refine((t) => locales.some((l) => t[l]?.trim()), { message: 'needs a text in nl, fr, en or de' })
    // The refinement above as JSON Schema can say it: one language whose text is not blank.
    .meta({ anyOf: locales.map((l) => ({ required: [l], properties: { [l]: { pattern: '\\S' } } })) })

const count = z.number().int().min(0).max(1000)
const area = z.number().min(0).max(10_000_000).describe('m²')
const year = z.number().int().min(1000).max(2100)
const money = z.number().min(0)
/** CRMs send booleans as 0/1 as often as true/false. */
const flag = z
  .union([z.boolean(), z.literal([0, 1])], { error: 'expected true, false, 1 or 0' })
  .transform((v) => v === true || v === 1)
/** A date as YYYY-MM-DD (or a full ISO timestamp). */
const date = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'expected a date as YYYY-MM-DD (or an ISO 8601 timestamp)',
})
/** Only web addresses: a javascript: or file: link must never reach a page or the photo fetcher. */
const webAddress = z
  .url({ protocol: /^https?$/, error: 'expected an http or https address' })
  .max(2000)
  .meta({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?:' })

export const feedPicture = z
  .object({
    Url: webAddress.describe('Where the photo can be fetched (http or https): a JPEG, PNG or WebP of at most 25 MB.'),
    Name: z.string().max(300).optional().describe('Its caption, used as the photo’s alternative text.'),
  })
  .describe('One photo.')

export const feedRecord = z
  .object({
    ID: z
      .union([z.string().trim().min(1).max(64), z.number().int().nonnegative()], {
        error: (issue) => (issue.input === undefined ? 'required' : 'expected a text or a whole number'),
      })
      .transform(String)
      .describe('The CRM’s id of the property, unique within the agency: the key an import matches on.'),
    Reference: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe('The agency’s reference shown on the site; the ID when absent.'),
    WebID: z
      .number()
      .int()
      .min(1)
      .max(7)
      .describe(
        'The group of the property’s type: 1 residential, 2 office, 3 industrial, 4 land, 5 and 7 commercial, 6 retail. ' +
          'The type is the group’s type named MainTypeName, or the group’s first type when no name is given.',
      ),
    WebIDs: z
      .string()
      .max(100)
      .optional()
      .describe('The CRM’s web type ids, comma-separated. Accepted for the CRM’s sake; the import does not read it.'),
    MainTypeName: z
      .string()
      .trim()
      .max(100)
      .optional()
      .describe(
        'The type’s name in any of the site’s languages (Huis, Appartement, Maison …), matched ignoring case and ' +
          'accents within the WebID group; a name the site does not know creates that type.',
      ),
    Goal: z.number().int().min(0).describe('0 for sale; any other number for rent.'),
    Price: z
      .number()
      .min(0)
      .max(1_000_000_000)
      .nullable()
      .optional()
      .describe('In euro: the asking price, or the monthly rent. Absent or null: no price.'),
    PublishPrice: flag
      .optional()
      .describe('Whether the site shows the price (true or 1) or “price on request” (false or 0). Absent: shown.'),
    PriceUnit: z
      .literal([1, 2, 7])
      .optional()
      .describe('1 the total price, 2 per month, 7 “starting from”. Absent: 1 for a sale, 2 for a rent.'),
    PriceUnitText: texts(200)
      .optional()
      .describe('A text shown with the price, per language (for example “excluding charges”).'),
    Marquee: z
      .literal([1, 3, 4])
      .optional()
      .describe(
        '1 available, 3 sold, 4 let. A closing marquee reads sold on a sale and let on a rent, whichever of 3 and ' +
          '4 is sent. Absent: available.',
      ),
    PublishAddress: flag
      .optional()
      .describe(
        'Whether the site shows the street, number, box and map position (true or 1) or only the postcode and ' +
          'city (false or 0). Absent: shown.',
      ),
    Street: z.string().max(200).optional(),
    HouseNumber: z.string().max(20).optional(),
    BoxNr: z.string().max(20).optional().describe('The box (bus, boîte) number.'),
    Zip: z.string().trim().min(1).max(12).describe('The postcode, as text (9000).'),
    City: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe('The municipality’s name; with Zip it finds the site’s city, which is created when new.'),
    CountryID: z
      .literal([10, 20, 30, 40, 50])
      .optional()
      .describe('10 Belgium, 20 France, 30 the Netherlands, 40 Germany, 50 Luxembourg. Absent: Belgium.'),
    Latitude: z.number().min(-90).max(90).optional().describe('WGS 84 degrees, for the map.'),
    Longitude: z.number().min(-180).max(180).optional().describe('WGS 84 degrees, for the map.'),
    Title: texts(200).describe(
      'The listing’s title per language. A language without a title has no page for this property.',
    ),
    Description: texts(20_000).optional().describe('The listing’s text per language, as plain text.'),
    TypeDescription: texts(200).optional().describe('A short type line per language (for example “Villa with pool”).'),
    EnergyPerformance: z
      .number()
      .min(-1000)
      .max(5000)
      .nullable()
      .optional()
      .describe('The EPC value in kWh/m² per year: in Belgium it gives the label’s letter on the region’s scale.'),
    EPCLabelText: z
      .string()
      .max(20)
      .optional()
      .describe('The EPC label as written (A+, B …): used when no value is given, and in Luxembourg.'),
    EPCUniqueCode: z.string().max(60).optional().describe('The EPC certificate’s number.'),
    CO2: z.number().min(0).max(100_000).optional().describe('The CO₂ emissions the EPC states.'),
    ELevel: z.number().min(0).max(1000).optional().describe('The E-level (E-peil) of a new build.'),
    Surfaces: z
      .object({ Living: area, Plot: area, Built: area, Garden: area, Terrace: area })
      .partial()
      .optional()
      .describe('Surfaces in m².'),
    Rooms: z
      .object({
        Bedrooms: count,
        Bathrooms: count,
        ShowerRooms: count,
        Toilets: count,
        Garages: count,
        Parking: count.describe('Parking spaces.'),
        Floors: count.describe('The building’s number of floors.'),
        Floor: count.describe('The floor an apartment is on; 0 the ground floor.'),
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
        PlanningPermit: z
          .enum(['granted', 'not-granted', 'unknown'])
          .describe('Whether a building permit was granted.'),
        PlanningDestination: z
          .enum(['residential', 'residential-rural', 'mixed', 'industrial', 'agricultural', 'recreational'])
          .describe('The zoning (stedenbouwkundige bestemming, affectation urbanistique).'),
        PreemptionRight: flag.describe('Whether a public body has a right of pre-emption.'),
        FloodPlotScore: z.enum(['A', 'B', 'C', 'D']).describe('The plot’s flood score (P-score), A the lowest risk.'),
        FloodBuildingScore: z
          .enum(['A', 'B', 'C', 'D'])
          .describe('The building’s flood score (G-score), A the lowest risk.'),
        FloodZone: flag.describe('Whether the property lies in a flood-prone area.'),
        AsbestosCertificate: z.enum(['available', 'pending', 'not-required']),
        AsbestosCertificateDate: date.describe('The certificate’s date: YYYY-MM-DD, or an ISO 8601 timestamp.'),
      })
      .partial()
      .optional()
      .describe('The facts a Belgian listing must state.'),
    Costs: z
      .object({
        Notary: money.describe('The notary’s fees, in euro.'),
        Registration: money.describe('The registration duties, in euro.'),
        VAT: money.describe('The VAT, in euro.'),
        MonthlyCharges: money.describe('The monthly charges, in euro.'),
        VATApplicable: flag.describe('Whether the sale is under VAT (a new build). Absent: no.'),
      })
      .partial()
      .optional(),
    Availability: z
      .object({
        AvailableFrom: date.describe('The date the property is free: YYYY-MM-DD, or an ISO 8601 timestamp.'),
        Text: texts(200).describe('When it is free, in words, per language (for example “at the deed”).'),
      })
      .partial()
      .optional(),
    Pictures: z
      .array(feedPicture)
      .max(100)
      .optional()
      .describe('The photos in the order the site shows them; the first is the cover.'),
    ProjectName: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe('The new-build project the property is a unit of, by its title on the site in any language.'),
    VirtualTourUrl: webAddress.optional().describe('A virtual tour’s address (http or https).'),
    VideoUrl: webAddress.optional().describe('A video’s address (http or https).'),
  })
  .meta({
    title: 'Vitrine listings feed v1: one property',
    description:
      'One property as the agency’s CRM publishes it. Absent fields are cleared on the site; fields the format ' +
      'does not know are ignored and reported.',
  })

export type FeedRecord = z.output<typeof feedRecord>
export type FeedRecordInput = z.input<typeof feedRecord>
export type FeedPicture = z.output<typeof feedPicture>

/**
 * A whole feed: its records and whether it holds every listing the agency publishes (`Complete`,
 * the default for a feed pulled or read from a file): then a listing of an earlier import that is
 * absent is withdrawn. A push of a few records is never complete unless it says so.
 */
export const feedEnvelope = z
  .object({
    Format: z.literal('vitrine-listings').optional().describe('Names the format.'),
    Version: z.literal(1).optional().describe('The format’s version.'),
    Complete: z
      .boolean()
      .optional()
      .describe(
        'Whether Properties holds every listing the agency publishes: then an imported listing that is absent is ' +
          'withdrawn from the site. Absent: true for a feed the site fetches or reads from a file, false for a push.',
      ),
    Properties: z
      .array(z.unknown())
      .max(100_000)
      .describe('The properties. A record that does not fit the format is skipped with its reason; the others apply.'),
  })
  .meta({
    title: 'Vitrine listings feed v1',
    description: 'The properties an agency publishes, sent by its CRM or read from a file.',
  })

export type FeedEnvelope = z.output<typeof feedEnvelope>
export const FEED_LOCALES = locales
