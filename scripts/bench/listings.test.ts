import { describe, expect, it } from 'vitest'
import {
  DRAFT_EVERY,
  generatedReference,
  generateListing,
  random,
  weighted,
  type ListingContext,
  type Town,
} from './listings'
import { PLACES, regionOf, STREETS } from './places'

const town = (id: number, region: Town['region'], names: Town['names'], weight = 1): Town => ({
  id,
  zip: String(1000 + id),
  region,
  latitude: 50.5,
  longitude: 4.5,
  weight,
  names,
})
const liege = town(1, 'fr', { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' })
const gent = town(2, 'nl', { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' })

const context: ListingContext = {
  models: [
    { id: 1, goal: 'sale', typeId: 10, price: 400_000, bedrooms: 3, living: 180 },
    { id: 2, goal: 'rent', typeId: 11, price: 1000, bedrooms: null, living: null },
  ],
  towns: [liege, gent],
  typeNames: new Map([
    [10, { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' }],
    [11, { nl: 'Garage', fr: 'Garage', en: 'Garage', de: 'Garage' }],
  ]),
}

describe('generateListing', () => {
  const listings = Array.from({ length: 400 }, (_, n) => generateListing(n, 1000 + n, context))

  it('gives listing n the same content on every run', () => {
    expect(generateListing(17, 1017, context)).toEqual(listings[17])
    expect(generateListing(18, 1018, context)).not.toEqual(listings[17])
  })

  it('stores it under its id with a reference read from that id', () => {
    expect(listings[0]).toMatchObject({ id: 1000, reference: 'BG-001000' })
    expect(generatedReference(77)).toBe('BG-000077')
    expect(new Set(listings.map((l) => l.reference)).size).toBe(400)
  })

  it('leaves one listing in 25 unpublished', () => {
    expect(listings.filter((l) => !l.published)).toHaveLength(400 / DRAFT_EVERY)
    expect(listings[DRAFT_EVERY - 1].published).toBe(false)
    expect(listings[0].published).toBe(true)
  })

  it("puts a listing on a street of its town's language, near its centre", () => {
    for (const l of listings) {
      const t = l.townId === liege.id ? liege : gent
      expect(STREETS[t.region]).toContain(l.street)
      expect(l.houseNumber).toMatch(/^[1-9][0-9]{0,2}A?$/)
      expect(Math.abs(l.latitude - t.latitude)).toBeLessThanOrEqual(0.02)
      expect(Math.abs(l.longitude - t.longitude)).toBeLessThanOrEqual(0.03)
    }
    expect(new Set(listings.map((l) => l.townId))).toEqual(new Set([1, 2]))
  })

  it('prices it at 75–135 % of its model, rounded as an agency would', () => {
    for (const l of listings.filter((x) => x.modelId === 1)) {
      expect(l.price).toBeGreaterThanOrEqual(300_000)
      expect(l.price).toBeLessThanOrEqual(540_000)
      expect(l.price! % 1000).toBe(0)
      expect(Math.abs(l.bedrooms! - 3)).toBeLessThanOrEqual(1)
    }
    for (const l of listings.filter((x) => x.modelId === 2)) {
      expect(l.price! % 10).toBe(0)
      expect(l.bedrooms).toBeNull()
    }
  })

  it('titles and describes it in the four languages with the names of its town and type in each', () => {
    const house = listings.find((l) => l.modelId === 1 && l.townId === liege.id && l.bedrooms === 3)!
    expect(house.texts.nl.title).toMatch(/^Huis met 3 slaapkamers( en (tuin|terras|garage|lift))? in Luik$/)
    expect(house.texts.fr.title).toMatch(/^Maison 3 chambres( avec (jardin|terrasse|garage|ascenseur))? à Liège$/)
    expect(house.texts.en.title).toMatch(/^3-bedroom house( with (garden|terrace|garage|lift))? in Liège$/)
    expect(house.texts.de.title).toMatch(/^Haus mit 3 Schlafzimmern( und (Garten|Terrasse|Garage|Aufzug))? in Lüttich$/)
    expect(house.texts.fr.description).toContain(`Adresse : ${house.street} ${house.houseNumber}, 1001 Liège.`)
    expect(house.texts.de.description).toContain('Zu verkaufen')
    const garage = listings.find((l) => l.modelId === 2 && l.townId === gent.id)!
    expect(garage.texts.nl.title).toMatch(/^Garage van \d+ m² in Gent$/)
    expect(garage.texts.fr.title).toMatch(/^Garage de \d+ m² à Gand$/)
    expect(garage.texts.en.description).toContain('For rent, viewing by appointment.')
  })
})

describe('random and weighted', () => {
  it('repeat for a seed and stay within [0, 1)', () => {
    const a = random(42)
    const b = random(42)
    const values = Array.from({ length: 1000 }, () => a())
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()))
    for (const v of values) expect(v >= 0 && v < 1).toBe(true)
  })

  it('picks items in proportion to their weight', () => {
    const next = random(7)
    const picks = Array.from({ length: 10_000 }, () => weighted(['a', 'b'], (x) => (x === 'a' ? 3 : 1), next()))
    const share = picks.filter((p) => p === 'a').length / picks.length
    expect(share).toBeGreaterThan(0.72)
    expect(share).toBeLessThan(0.78)
  })
})

describe('places', () => {
  it('has unique postcodes, four names each and streets for every region', () => {
    expect(new Set(PLACES.map((p) => p.zip)).size).toBe(PLACES.length)
    for (const p of PLACES) {
      expect(Object.values(p.names).every((n) => n.length > 1)).toBe(true)
      expect(STREETS[p.region].length).toBeGreaterThan(5)
    }
  })

  it('tells the region of a town by its postcode', () => {
    expect(regionOf('1050', '10')).toBe('bxl')
    expect(regionOf('4000', '10')).toBe('fr')
    expect(regionOf('4700', '10')).toBe('de')
    expect(regionOf('1300', '10')).toBe('fr')
    expect(regionOf('9000', '10')).toBe('nl')
    expect(regionOf('1111', '50')).toBe('lu')
  })
})
