import { describe, expect, it } from 'vitest'
import {
  alertReason,
  calendarDay,
  matchesAlert,
  matchesCriteria,
  mayMailDigest,
  type AlertCriteria,
  type ListingFacts,
} from './search-alert'

const alert: AlertCriteria = {
  goal: 'sale',
  types: [1, 2],
  cities: [10],
  postcodes: ['9000'],
  priceMin: 200000,
  priceMax: 400000,
  bedroomsMin: 2,
}

const house: ListingFacts = {
  goal: 'sale',
  type: 1,
  city: 10,
  zip: '9050',
  price: 385000,
  publishPrice: true,
  bedrooms: 3,
  status: 'published',
  deletedAt: null,
  marquee: '1',
}

describe('matchesAlert', () => {
  it('matches a published, available property of the goal, type, zone, price and bedrooms asked', () => {
    expect(matchesAlert(alert, house)).toBe(true)
  })

  it('takes the zone from the cities or the postcodes', () => {
    expect(matchesAlert(alert, { ...house, city: 11, zip: '9000' })).toBe(true)
    expect(matchesAlert(alert, { ...house, city: 11, zip: '9050' })).toBe(false)
    expect(matchesAlert({ ...alert, cities: [] }, { ...house, zip: '9000' })).toBe(true)
  })

  it('leaves out another goal, another type, fewer bedrooms', () => {
    expect(matchesAlert(alert, { ...house, goal: 'rent' })).toBe(false)
    expect(matchesAlert(alert, { ...house, type: 3 })).toBe(false)
    expect(matchesAlert(alert, { ...house, type: null })).toBe(false)
    expect(matchesAlert(alert, { ...house, bedrooms: 1 })).toBe(false)
    expect(matchesAlert(alert, { ...house, bedrooms: null })).toBe(false)
    expect(matchesAlert({ ...alert, bedroomsMin: null }, { ...house, bedrooms: null })).toBe(true)
  })

  it('keeps the price within the bounds, both included', () => {
    expect(matchesAlert(alert, { ...house, price: 400000 })).toBe(true)
    expect(matchesAlert(alert, { ...house, price: 200000 })).toBe(true)
    expect(matchesAlert(alert, { ...house, price: 400001 })).toBe(false)
    expect(matchesAlert(alert, { ...house, price: 199999 })).toBe(false)
    expect(matchesAlert({ ...alert, priceMin: null, priceMax: null }, { ...house, price: 2_000_000 })).toBe(true)
  })

  it('matches a price on request only for a registration without price bounds', () => {
    const onRequest = { ...house, publishPrice: false }
    expect(matchesAlert(alert, onRequest)).toBe(false)
    expect(matchesAlert({ ...alert, priceMax: null }, onRequest)).toBe(false)
    expect(matchesAlert({ ...alert, priceMin: null, priceMax: null }, onRequest)).toBe(true)
    expect(matchesAlert({ ...alert, priceMin: null, priceMax: null }, { ...house, price: 0 })).toBe(true)
  })

  it('leaves out drafts, trashed, sold and rented properties', () => {
    expect(matchesAlert(alert, { ...house, status: 'draft' })).toBe(false)
    expect(matchesAlert(alert, { ...house, deletedAt: '2026-11-20T10:00:00.000Z' })).toBe(false)
    expect(matchesAlert(alert, { ...house, marquee: '3' })).toBe(false)
    expect(matchesAlert({ ...alert, goal: 'rent' }, { ...house, goal: 'rent', marquee: '4' })).toBe(false)
  })

  it('matches nothing without a type or a zone (the form requires one of each)', () => {
    expect(matchesAlert({ ...alert, types: [] }, house)).toBe(false)
    expect(matchesAlert({ ...alert, cities: [], postcodes: [] }, house)).toBe(false)
  })
})

describe('alertReason', () => {
  const listed = { status: 'published', deletedAt: null }
  const change = (oldPrice: number | null, newPrice: number | null) => ({ oldPrice, newPrice })

  it('is news when a property is published the first time, or again', () => {
    expect(alertReason(null, listed, null)).toBe('published')
    expect(alertReason({ ...listed, status: 'draft' }, listed, null)).toBe('published')
    expect(alertReason({ ...listed, deletedAt: '2026-11-20T10:00:00.000Z' }, listed, change(300000, 290000))).toBe(
      'published',
    )
  })

  it('is news when the recorded public price went down, not up, not unchanged', () => {
    expect(alertReason(listed, listed, change(300000, 290000))).toBe('price-drop')
    expect(alertReason(listed, listed, change(300000, 310000))).toBeNull()
    expect(alertReason(listed, listed, null)).toBeNull()
  })

  it('is no news when a price on request becomes shown, or a shown price is hidden', () => {
    expect(alertReason(listed, listed, change(null, 300000))).toBeNull()
    expect(alertReason(listed, listed, change(300000, null))).toBeNull()
  })

  it('is no news for a draft, an unpublished or a trashed property', () => {
    expect(alertReason(null, { ...listed, status: 'draft' }, null)).toBeNull()
    expect(alertReason(listed, { ...listed, status: 'draft' }, change(300000, 1))).toBeNull()
    expect(alertReason(listed, { ...listed, deletedAt: '2026-11-20T10:00:00.000Z' }, null)).toBeNull()
  })
})

describe('one digest a day', () => {
  it('counts days in Brussels time', () => {
    // 23:30 UTC on 20 November is 00:30 on the 21st in Brussels (UTC+1 in winter).
    expect(calendarDay(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21')
    expect(calendarDay(new Date('2026-07-20T22:30:00Z'))).toBe('2026-07-21')
    expect(calendarDay(new Date('2026-07-20T21:30:00Z'))).toBe('2026-07-20')
  })

  it('allows a mail when none was sent that Brussels day', () => {
    const now = new Date('2026-11-21T09:00:00Z')
    expect(mayMailDigest(null, now)).toBe(true)
    expect(mayMailDigest(new Date('2026-11-21T07:00:00Z'), now)).toBe(false)
    // 23:10 UTC on the 20th is already the 21st in Brussels.
    expect(mayMailDigest(new Date('2026-11-20T23:10:00Z'), now)).toBe(false)
    expect(mayMailDigest(new Date('2026-11-20T22:50:00Z'), now)).toBe(true)
  })
})

describe('matchesCriteria', () => {
  it('reads only the registration criteria: a draft or sold property still fits them', () => {
    expect(matchesCriteria(alert, { ...house, status: 'draft', marquee: '3' } as ListingFacts)).toBe(true)
    expect(matchesCriteria(alert, { ...house, price: 500000 })).toBe(false)
  })
})
