import { describe, expect, it } from 'vitest'
import { publicView } from './visibility'

const located = {
  id: 7,
  title: 'Villa',
  street: 'Kerkstraat',
  houseNumber: '12',
  boxNumber: '3',
  latitude: 51.05,
  longitude: 3.72,
  city: 4,
  price: 385000,
  costs: { notary: 4650, registration: 46200, vat: 0, monthlyCharges: 120, remarks: 'Syndic' },
  viager: { isViager: true, bouquet: 45000, monthlyAnnuity: 720, occupantAgeA: 84 },
}

describe('publicView', () => {
  it('keeps everything of a property whose address and price are published', () => {
    const doc = { ...located, publishAddress: true, publishPrice: true }
    expect(publicView(doc)).toEqual(doc)
  })

  it('follows the back office default (public) when a flag was read as null', () => {
    const doc = { ...located, publishAddress: null, publishPrice: null }
    expect(publicView(doc)).toEqual(doc)
  })

  it('keeps only the city of a hidden address: no street, number, box or coordinates', () => {
    const shown = publicView({ ...located, publishAddress: false, publishPrice: true })
    expect(shown).toMatchObject({
      street: null,
      houseNumber: null,
      boxNumber: null,
      latitude: null,
      longitude: null,
      city: 4,
      title: 'Villa',
      price: 385000,
      publishAddress: false,
    })
  })

  it('hides a price on request and every amount computed from it, keeping the monthly charges', () => {
    const shown = publicView({ ...located, publishAddress: true, publishPrice: false })
    expect(shown.price).toBeNull()
    expect(shown.costs).toEqual({ notary: null, registration: null, vat: null, monthlyCharges: 120, remarks: 'Syndic' })
    expect(shown.viager).toEqual({ isViager: true, bouquet: null, monthlyAnnuity: null, occupantAgeA: 84 })
    expect(shown.street).toBe('Kerkstraat')
    expect(shown.publishPrice).toBe(false)
  })

  it('treats a flag left out of the read as hidden: a forgotten field shows less, never more', () => {
    const shown = publicView({ id: 7, latitude: 51.05, longitude: 3.72, price: 385000 })
    expect(shown).toEqual({ id: 7, latitude: null, longitude: null, price: null })
  })

  it('adds no field the read did not hold, and leaves the stored document untouched', () => {
    const doc = { id: 9, title: 'Flat', publishAddress: false, publishPrice: false }
    expect(publicView(doc)).toEqual(doc)
    const stored = { ...located, publishAddress: false, publishPrice: false }
    publicView(stored)
    expect(stored.street).toBe('Kerkstraat')
    expect(stored.costs.registration).toBe(46200)
  })
})
