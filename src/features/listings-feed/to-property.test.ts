import { describe, expect, it } from 'vitest'
import { feedRecord, type FeedRecordInput } from './record'
import { toFeedRecord } from './from-property'
import { recordHash, toPropertyPlan } from './to-property'

/** The fewest fields a record needs. */
const minimal: FeedRecordInput = {
  ID: 'A-17',
  WebID: 1,
  Goal: 0,
  Zip: '9000',
  City: 'Gent',
  Title: { nl: 'Rijwoning' },
}

const planOf = (extra: Partial<FeedRecordInput> = {}) => toPropertyPlan(feedRecord.parse({ ...minimal, ...extra }))

/** The same object with the keys of every object in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversed(v)]),
    )
  return value
}

const full: FeedRecordInput = {
  ID: 'B-2',
  Reference: 'REF-2',
  WebID: 1,
  MainTypeName: 'Huis',
  Goal: 0,
  Price: 310_000,
  PublishPrice: 1,
  Street: 'Kerkstraat',
  HouseNumber: '8',
  Zip: '9000',
  City: 'Gent',
  Title: { nl: 'Woning', fr: 'Maison' },
  Description: { nl: 'Ruim.', fr: 'Spacieuse.' },
  Rooms: { Bedrooms: 3, Bathrooms: 1 },
  Surfaces: { Living: 140, Plot: 250 },
  Legal: { FloodZone: 0, PlanningPermit: 'granted' },
  Pictures: [
    { Url: 'https://crm.example/photos/b2-front.jpg', Name: 'Voorgevel' },
    { Url: 'https://crm.example/photos/b2-garden.jpg' },
  ],
}

describe('goal', () => {
  it('Goal 0 is a sale, any other number a rent', () => {
    expect(planOf({ Goal: 0 }).shared.goal).toBe('sale')
    expect(planOf({ Goal: 1 }).shared.goal).toBe('rent')
    expect(planOf({ Goal: 2 }).shared.goal).toBe('rent')
  })

  it('without a PriceUnit, a sale is a total price and a rent a monthly one', () => {
    expect(planOf({ Goal: 0 }).shared.priceUnit).toBe('1')
    expect(planOf({ Goal: 1 }).shared.priceUnit).toBe('2')
    expect(planOf({ Goal: 1, PriceUnit: 7 }).shared.priceUnit).toBe('7')
  })
})

describe('marquee', () => {
  it('a closing marquee reads let on a rent and sold on a sale, whichever was sent', () => {
    expect(planOf({ Goal: 1, Marquee: 3 }).shared.marquee).toBe('4')
    expect(planOf({ Goal: 1, Marquee: 4 }).shared.marquee).toBe('4')
    expect(planOf({ Goal: 0, Marquee: 4 }).shared.marquee).toBe('3')
    expect(planOf({ Goal: 0, Marquee: 3 }).shared.marquee).toBe('3')
  })

  it('1 or no marquee is available', () => {
    expect(planOf({ Marquee: 1 }).shared.marquee).toBe('1')
    expect(planOf().shared.marquee).toBe('1')
  })
})

describe('absent values', () => {
  it('are null, so a value the CRM stopped sending is cleared', () => {
    expect(planOf().shared).toEqual({
      reference: 'A-17',
      goal: 'sale',
      marquee: '1',
      price: null,
      publishPrice: true,
      priceUnit: '1',
      publishAddress: true,
      street: null,
      houseNumber: null,
      boxNumber: null,
      latitude: null,
      longitude: null,
      surfaces: { living: null, plot: null, built: null, garden: null, terrace: null },
      rooms: {
        bedrooms: null,
        bathrooms: null,
        showerRooms: null,
        toilets: null,
        garages: null,
        parking: null,
        floors: null,
        floor: null,
      },
      constructionYear: null,
      renovationYear: null,
      comfort: { heating: null, kitchen: null, glazing: null },
      energy: { epcValue: null, epcLabelText: null, epcUniqueCode: null, co2: null, eLevel: null },
      legal: {
        planningPermit: null,
        planningDestination: null,
        preemptionRight: null,
        floodPlotScore: null,
        floodBuildingScore: null,
        floodZone: null,
        asbestosCertificate: null,
        asbestosCertificateDate: null,
      },
      costs: { notary: null, registration: null, vat: null, monthlyCharges: null, vatApplicable: false },
      availability: { availableFrom: null },
      virtualTourUrl: null,
      videoUrl: null,
    })
    expect(planOf().localized).toEqual({
      nl: {
        title: 'Rijwoning',
        description: null,
        typeDescription: null,
        priceUnitText: null,
        availability: { text: null },
      },
    })
  })

  it('a blank text is absent too', () => {
    expect(planOf({ Street: '  ', Description: { nl: ' ', fr: 'Belle maison' } }).shared.street).toBeNull()
    expect(planOf({ Description: { nl: ' ', fr: 'Belle maison' } }).localized.nl?.description).toBeNull()
  })

  it('the reference is the ID when the record has none', () => {
    expect(planOf().shared.reference).toBe('A-17')
    expect(planOf({ Reference: 'GE-17' }).shared.reference).toBe('GE-17')
  })
})

describe('PublishPrice and PublishAddress', () => {
  it('take 0 and 1 as well as false and true; absent means shown', () => {
    expect(planOf({ PublishPrice: 0, PublishAddress: 0 }).shared).toMatchObject({
      publishPrice: false,
      publishAddress: false,
    })
    expect(planOf({ PublishPrice: 1, PublishAddress: 1 }).shared).toMatchObject({
      publishPrice: true,
      publishAddress: true,
    })
    expect(planOf({ PublishPrice: false, PublishAddress: true }).shared).toMatchObject({
      publishPrice: false,
      publishAddress: true,
    })
    expect(planOf().shared).toMatchObject({ publishPrice: true, publishAddress: true })
  })
})

describe('legal yes/no flags', () => {
  const legalOf = (Legal: FeedRecordInput['Legal']) => planOf({ Legal }).shared.legal as Record<string, unknown>

  it('an absent flag stays unset, never a no the CRM did not give', () => {
    expect(legalOf(undefined)).toMatchObject({ preemptionRight: null, floodZone: null })
    expect(legalOf({ PlanningPermit: 'granted' })).toMatchObject({ preemptionRight: null, floodZone: null })
  })

  it('false or 0 is the answer no, true or 1 the answer yes', () => {
    expect(legalOf({ PreemptionRight: false, FloodZone: 0 })).toMatchObject({ preemptionRight: 'no', floodZone: 'no' })
    expect(legalOf({ PreemptionRight: true, FloodZone: 1 })).toMatchObject({ preemptionRight: 'yes', floodZone: 'yes' })
  })

  it('goes back out of the export as it came in, absent included', () => {
    const exported = (legal: Record<string, unknown>) =>
      toFeedRecord({ reference: 'R-1', legal }, { siteUrl: 'https://agency.example' }).Legal
    expect(exported({ preemptionRight: null, floodZone: null })).toBeUndefined()
    expect(exported({ preemptionRight: 'no', floodZone: null })).toEqual({ PreemptionRight: false })
    expect(exported({ preemptionRight: 'yes', floodZone: 'no' })).toEqual({ PreemptionRight: true, FloodZone: false })
  })
})

describe('languages', () => {
  it('a language without a title is absent', () => {
    const plan = planOf({ Title: { fr: 'Maison', en: 'House' }, Description: { nl: 'Alleen Nederlands', fr: 'Bien' } })
    expect(Object.keys(plan.localized)).toEqual(['fr', 'en'])
    expect(plan.localized.fr?.description).toBe('Bien')
  })

  it('a blank title counts as none', () => {
    expect(Object.keys(planOf({ Title: { nl: '   ', de: 'Haus' } }).localized)).toEqual(['de'])
  })

  it('starts in nl when it has a title, else in the first language that has one', () => {
    expect(planOf({ Title: { de: 'Haus', nl: 'Huis' } }).firstLocale).toBe('nl')
    expect(planOf({ Title: { de: 'Haus', en: 'House' } }).firstLocale).toBe('en')
    expect(planOf({ Title: { de: 'Haus', fr: 'Maison' } }).firstLocale).toBe('fr')
    expect(planOf({ Title: { de: 'Haus' } }).firstLocale).toBe('de')
  })
})

describe('city', () => {
  it('corrects the feeds’ spelling of Kapelle-op-den-Bos', () => {
    expect(planOf({ Zip: '1880', City: 'Kapelle-Op-Den-Bos' }).city).toEqual({
      zip: '1880',
      name: 'Kapelle-op-den-Bos',
      country: '10',
    })
  })

  it('is the postcode and name as sent, in Belgium unless the record says otherwise', () => {
    expect(planOf({ Zip: ' 9000 ', City: ' Gent ' }).city).toEqual({ zip: '9000', name: 'Gent', country: '10' })
    expect(planOf({ Zip: 'L-1234', City: 'Luxembourg', CountryID: 50 }).city).toEqual({
      zip: 'L-1234',
      name: 'Luxembourg',
      country: '50',
    })
  })
})

describe('type, project and photos', () => {
  it('carries what is looked up on the site', () => {
    const plan = toPropertyPlan(feedRecord.parse(full))
    expect(plan.crmId).toBe('B-2')
    expect(plan.type).toEqual({ webId: 1, name: 'Huis' })
    expect(plan.projectName).toBeUndefined()
    expect(plan.pictures).toEqual([
      { Url: 'https://crm.example/photos/b2-front.jpg', Name: 'Voorgevel' },
      { Url: 'https://crm.example/photos/b2-garden.jpg' },
    ])
  })
})

describe('hash', () => {
  const hashOf = (input: unknown) => toPropertyPlan(feedRecord.parse(input)).hash

  it('is the same for the same record with its keys in another order', () => {
    expect(JSON.stringify(reversed(full))).not.toBe(JSON.stringify(full))
    expect(hashOf(reversed(full))).toBe(hashOf(full))
    // Also without the schema's parse, which writes the keys in its own order.
    const record = feedRecord.parse(full)
    expect(recordHash(reversed(record) as typeof record)).toBe(recordHash(record))
  })

  it('is a SHA-256 in hex', () => {
    expect(hashOf(full)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('changes with any change', () => {
    const hash = hashOf(full)
    const changes: Array<Partial<FeedRecordInput>> = [
      { Price: 309_000 },
      { Price: null },
      { Reference: 'REF-3' },
      { Rooms: { Bedrooms: 4, Bathrooms: 1 } },
      { Title: { nl: 'Woning', fr: 'Maison', en: 'House' } },
      { Description: { nl: 'Ruim!', fr: 'Spacieuse.' } },
      { Legal: { FloodZone: 1, PlanningPermit: 'granted' } },
      { Pictures: [...full.Pictures!].reverse() },
      { Pictures: [full.Pictures![0]!] },
      { Marquee: 3 },
    ]
    const hashes = changes.map((change) => hashOf({ ...full, ...change }))
    for (const other of hashes) expect(other).not.toBe(hash)
    expect(new Set(hashes).size).toBe(changes.length)
  })
})
