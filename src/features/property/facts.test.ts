import { describe, expect, it } from 'vitest'
import { factsOf, priceText } from './facts'
import { detail, tEn } from './test-support'
import type { PropertyDetail } from './types'

const NBSP = '\u00a0'
const facts = (...args: Parameters<typeof detail>) =>
  Object.fromEntries(
    factsOf(detail(...args), 'en', tEn).map((s) => [s.key, Object.fromEntries(s.facts.map((f) => [f.key, f.value]))]),
  )

describe('priceText', () => {
  it('formats a sale price in the Belgian way with the euro prefix', () => {
    expect(priceText(detail({ price: 595000 }), tEn)).toBe(`€${NBSP}595.000`)
  })
  it("says 'starting from' for PriceUnit 7 and 'per month' for rent", () => {
    expect(priceText(detail({ price: 189000, priceUnit: '7' }), tEn)).toBe(`Starting from €${NBSP}189.000`)
    expect(priceText(detail({ price: 1150, goal: 'rent', priceUnit: '2' }), tEn)).toBe(`€${NBSP}1.150 per month`)
  })
  it("reads 'Sold' or 'Rented' for a closed property whose price is not public, never 'on request'", () => {
    expect(priceText(detail({ price: null, marquee: '3' }), tEn)).toBe('Sold')
    expect(priceText(detail({ price: null, goal: 'rent', marquee: '4' }), tEn)).toBe('Rented')
    // A closed property whose price the agency shows keeps it.
    expect(priceText(detail({ price: 250000, marquee: '3' }), tEn)).toBe(`€${NBSP}250.000`)
  })
  it("reads 'price on request' when the price is hidden or missing", () => {
    expect(priceText(detail({ price: 250000, publishPrice: false }), tEn)).toBe('Price on request')
    expect(priceText(detail({ price: null }), tEn)).toBe('Price on request')
  })
})

describe('factsOf', () => {
  it('leaves out every field without a value, and sections that end up empty', () => {
    const sections = factsOf(detail({ goal: 'rent' }), 'en', tEn)
    // Only the price row (on request) remains.
    expect(sections.map((s) => s.key)).toEqual(['costs'])
  })

  it('formats the seed property VT-1001 as a visitor reads it', () => {
    const f = facts({
      price: 595000,
      costs: { notary: 4650, registration: 17850, vat: null, remarks: ' ' },
      surfaces: { living: 235, plot: 182, built: 96, garden: 70, terrace: null },
      rooms: { bedrooms: 4, bathrooms: 2, toilets: 3, floors: 3 },
      constructionYear: 1905,
      renovationYear: 2019,
      comfort: { heating: 'gas', kitchen: 'fitted', glazing: 'double' },
      energy: { epcValue: 245, epcLabelText: 'C', epcUniqueCode: '20240312-0003125-00000001-4', co2: 49 },
      legal: {
        planningPermit: 'granted',
        planningDestination: 'residential',
        preemptionRight: 'no',
        floodPlotScore: 'A',
        floodBuildingScore: 'A',
        floodZone: 'no',
        asbestosCertificate: 'available',
        asbestosCertificateDate: '2026-03-18T00:00:00.000Z',
      },
      availability: { text: 'on deed' },
    })
    expect(f.costs).toEqual({ price: `€${NBSP}595.000`, notary: `€${NBSP}4.650`, registration: `€${NBSP}17.850` })
    expect(f.surfaces).toMatchObject({ living: '235 m²', plot: '182 m²', bedrooms: '4', toilets: '3', floors: '3' })
    expect(f.surfaces).not.toHaveProperty('terrace')
    expect(f.construction).toEqual({ constructionYear: '1905', renovationYear: '2019' })
    expect(f.comfort).toEqual({ heating: 'Gas', kitchen: 'Fully fitted', glazing: 'Double glazing' })
    expect(f.energy).toEqual({
      epcValue: '245 kWh/m² per year',
      co2: '49 kg/m² per year',
      epcUniqueCode: '20240312-0003125-00000001-4',
    })
    // The legal answers the agent gave are stated, a 'no' included; the date is day-month-year unpadded.
    expect(f.legal).toEqual({
      planningPermit: 'Granted',
      planningDestination: 'Residential area',
      preemptionRight: 'No',
      floodPlotScore: 'A',
      floodBuildingScore: 'A',
      floodZone: 'No',
      asbestosCertificate: 'Available',
      asbestosCertificateDate: '18-3-2026',
    })
    expect(f.availability).toEqual({ availableFrom: 'on deed' })
  })

  it('keeps zero as a value (ground floor, no garage)', () => {
    const f = facts({ rooms: { floor: 0, garages: 0 } })
    expect(f.surfaces).toEqual({ garages: '0', floor: 'Ground floor' })
  })

  it('formats numbers per language', () => {
    const nl = factsOf(detail({ surfaces: { plot: 1250.5 } }), 'nl', tEn)
    expect(nl.find((s) => s.key === 'surfaces')?.facts[0].value).toBe('1.250,5 m²')
    const en = factsOf(detail({ surfaces: { plot: 1250.5 } }), 'en', tEn)
    expect(en.find((s) => s.key === 'surfaces')?.facts[0].value).toBe('1,250.5 m²')
  })

  it('shows the viager data only for a viager', () => {
    expect(facts({ viager: { isViager: false, occupied: 'yes' } })).not.toHaveProperty('viager')
    expect(
      facts({ viager: { isViager: true, bouquet: 45000, monthlyAnnuity: 720, occupantAgeA: 84, occupied: 'yes' } })
        .viager,
    ).toEqual({
      bouquet: `€${NBSP}45.000`,
      monthlyAnnuity: `€${NBSP}720 per month`,
      occupantAgeA: '84 years',
      occupied: 'Yes',
    })
  })

  it("leaves out a life annuity's occupation nobody stated, and states a 'no'", () => {
    expect(facts({ viager: { isViager: true, bouquet: 45000 } }).viager).toEqual({ bouquet: `€${NBSP}45.000` })
    expect(facts({ viager: { isViager: true, occupied: 'no' } }).viager).toEqual({ occupied: 'No' })
  })

  it('prefers the availability date to the text', () => {
    const f = facts({ availability: { availableFrom: '2026-09-01T00:00:00.000Z', text: 'by arrangement' } })
    expect(f.availability).toEqual({ availableFrom: '1-9-2026' })
  })

  describe('legal yes/no answers', () => {
    const legalOf = (legal: PropertyDetail['legal'], goal: 'sale' | 'rent' = 'sale') => facts({ goal, legal }).legal

    it('leaves out an answer the agent never gave, for a sale as for a rent', () => {
      expect(legalOf({})).toBeUndefined()
      expect(legalOf({ floodZone: null, preemptionRight: null })).toBeUndefined()
      expect(legalOf({ floodZone: null, preemptionRight: null }, 'rent')).toBeUndefined()
      // Only what was filled in appears beside an unset answer.
      expect(legalOf({ floodPlotScore: 'B', floodZone: null })).toEqual({ floodPlotScore: 'B' })
    })

    it("states a 'no' the agent gave", () => {
      expect(legalOf({ floodZone: 'no', preemptionRight: 'no' })).toEqual({ preemptionRight: 'No', floodZone: 'No' })
      expect(legalOf({ floodZone: 'no' }, 'rent')).toEqual({ floodZone: 'No' })
    })

    it("states a 'yes' the agent gave", () => {
      expect(legalOf({ floodZone: 'yes', preemptionRight: 'yes' })).toEqual({
        preemptionRight: 'Yes',
        floodZone: 'Yes',
      })
      expect(legalOf({ floodZone: 'yes' }, 'rent')).toEqual({ floodZone: 'Yes' })
    })
  })
})
