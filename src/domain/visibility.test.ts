import { describe, expect, it } from 'vitest'
import { isClosedPriceHidden, publicView } from './visibility'

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

describe('the price of a sold or let property', () => {
  const sold = { ...located, publishAddress: true, publishPrice: true, goal: 'sale', marquee: '3' }
  const rented = { ...sold, goal: 'rent', marquee: '4' }

  it('is hidden by default, with the amounts computed from it', () => {
    for (const doc of [sold, rented]) {
      const shown = publicView(doc)
      expect(shown.price).toBeNull()
      expect(shown.costs).toMatchObject({ notary: null, registration: null, vat: null, monthlyCharges: 120 })
      // The flag stays: the view tells a closed item from a price on request by its marquee.
      expect(shown.publishPrice).toBe(true)
    }
    expect(publicView(sold, { showClosedPrices: false }).price).toBeNull()
    expect(publicView(sold, { showClosedPrices: null }).price).toBeNull()
  })

  it('shows when the agency chose to show it', () => {
    expect(publicView(sold, { showClosedPrices: true })).toEqual(sold)
    expect(publicView(rented, { showClosedPrices: true }).price).toBe(385000)
  })

  it('never concerns an available property', () => {
    const available = { ...sold, marquee: '1' }
    expect(publicView(available)).toEqual(available)
    expect(isClosedPriceHidden({ marquee: '1', goal: 'sale' })).toBe(false)
    expect(isClosedPriceHidden({})).toBe(false)
  })

  it('follows the closing marquee whatever the goal (a rent marked sold is closed too)', () => {
    expect(isClosedPriceHidden({ marquee: '3', goal: 'rent' })).toBe(true)
    expect(isClosedPriceHidden({ marquee: '4', goal: 'sale' })).toBe(true)
    expect(isClosedPriceHidden({ marquee: '3', goal: 'rent' }, { showClosedPrices: true })).toBe(false)
  })

  it('does not show a price the agent hid, whatever the setting', () => {
    expect(publicView({ ...sold, publishPrice: false }, { showClosedPrices: true }).price).toBeNull()
  })
})
