import { describe, expect, it } from 'vitest'
import {
  badgeFactsOf,
  calendarDaysBetween,
  isPriceDrop,
  listingBadge,
  priceHistoryRows,
  priceRecordOf,
  showsPriceHistory,
  type BadgeFacts,
} from './price-history'

describe('isPriceDrop', () => {
  it('is a drop only from one shown amount to a lower one', () => {
    expect(isPriceDrop(385000, 365000)).toBe(true)
    expect(isPriceDrop(385000, 385000)).toBe(false)
    expect(isPriceDrop(385000, 395000)).toBe(false)
    expect(isPriceDrop(null, 365000)).toBe(false)
    expect(isPriceDrop(385000, null)).toBe(false)
  })
})

describe('priceRecordOf', () => {
  it('records the first publication with its price', () => {
    expect(priceRecordOf(null, 385000)).toEqual({ kind: 'listed', oldPrice: null, newPrice: 385000, lowered: false })
    expect(priceRecordOf(null, null)).toEqual({ kind: 'listed', oldPrice: null, newPrice: null, lowered: false })
  })

  it('records a change of the public price against the last one recorded, and nothing when unchanged', () => {
    expect(priceRecordOf({ newPrice: 385000 }, 365000)).toEqual({
      kind: 'change',
      oldPrice: 385000,
      newPrice: 365000,
      lowered: true,
    })
    expect(priceRecordOf({ newPrice: 385000 }, 395000)).toMatchObject({ kind: 'change', lowered: false })
    expect(priceRecordOf({ newPrice: 385000 }, null)).toMatchObject({ kind: 'change', newPrice: null, lowered: false })
    expect(priceRecordOf({ newPrice: 385000 }, 385000)).toBeNull()
  })
})

describe('priceHistoryRows', () => {
  const records = [
    { kind: 'change' as const, at: '2026-11-20T09:00:00.000Z', oldPrice: 385000, newPrice: 365000 },
    { kind: 'listed' as const, at: '2026-10-01T09:00:00.000Z', oldPrice: null, newPrice: 385000 },
    { kind: 'change' as const, at: '2026-11-25T09:00:00.000Z', oldPrice: 365000, newPrice: null },
  ]

  it('lists the prices newest first with the difference to the one before', () => {
    expect(priceHistoryRows(records)).toEqual([
      { at: '2026-11-25T09:00:00.000Z', price: null, change: null },
      { at: '2026-11-20T09:00:00.000Z', price: 365000, change: -20000 },
      { at: '2026-10-01T09:00:00.000Z', price: 385000, change: null },
    ])
  })

  it('shows a history only when there was more than one price', () => {
    expect(showsPriceHistory(priceHistoryRows(records))).toBe(true)
    expect(showsPriceHistory(priceHistoryRows(records.slice(1, 2)))).toBe(false)
    expect(showsPriceHistory([])).toBe(false)
  })
})

describe('calendarDaysBetween', () => {
  it('counts Brussels calendar days, not 24-hour spans', () => {
    // 23:30 UTC on 1 November is 00:30 on the 2nd in Brussels.
    expect(calendarDaysBetween(new Date('2026-11-01T23:30:00Z'), new Date('2026-11-02T10:00:00Z'))).toBe(0)
    expect(calendarDaysBetween(new Date('2026-11-01T22:30:00Z'), new Date('2026-11-02T00:10:00Z'))).toBe(1)
    // Across the end of summer time (25 October 2026).
    expect(calendarDaysBetween(new Date('2026-10-20T12:00:00Z'), new Date('2026-10-30T12:00:00Z'))).toBe(10)
  })
})

describe('listingBadge', () => {
  const published = '2026-11-01T09:00:00.000Z'
  const fresh: BadgeFacts = { firstPublishedAt: published, lastChangeAt: null, lastDropAt: null, marquee: '1' }
  const on = (day: string) => new Date(`${day}T12:00:00Z`)

  it("shows 'New' from the day of first publication until 14 days after it", () => {
    expect(listingBadge(fresh, on('2026-11-01'))).toBe('new')
    expect(listingBadge(fresh, on('2026-11-15'))).toBe('new')
    expect(listingBadge(fresh, on('2026-11-16'))).toBeNull()
    // Day 15 starts at midnight in Brussels (23:00 UTC in winter).
    expect(listingBadge(fresh, new Date('2026-11-15T22:59:00Z'))).toBe('new')
    expect(listingBadge(fresh, new Date('2026-11-15T23:00:00Z'))).toBeNull()
  })

  it("shows 'Price lowered' until 30 days after the reduction, and wins over 'New'", () => {
    const drop = '2026-11-05T09:00:00.000Z'
    const lowered = { ...fresh, lastChangeAt: drop, lastDropAt: drop }
    expect(listingBadge(lowered, on('2026-11-05'))).toBe('price-lowered')
    expect(listingBadge(lowered, on('2026-12-05'))).toBe('price-lowered')
    expect(listingBadge(lowered, on('2026-12-06'))).toBeNull()
  })

  it("drops 'Price lowered' after a later rise or a price put on request", () => {
    const lowered = { ...fresh, lastDropAt: '2026-11-05T09:00:00.000Z', lastChangeAt: '2026-11-06T09:00:00.000Z' }
    expect(listingBadge(lowered, on('2026-11-07'))).toBe('new')
    expect(listingBadge(lowered, on('2026-11-20'))).toBeNull()
  })

  it('shows no news on a sold or let property', () => {
    const drop = '2026-11-05T09:00:00.000Z'
    expect(listingBadge({ ...fresh, marquee: '3' }, on('2026-11-02'))).toBeNull()
    expect(listingBadge({ ...fresh, marquee: '4', lastChangeAt: drop, lastDropAt: drop }, on('2026-11-06'))).toBeNull()
  })

  it('shows nothing without records, or for a date before them', () => {
    expect(
      listingBadge({ firstPublishedAt: null, lastChangeAt: null, lastDropAt: null, marquee: '1' }, on('2026-11-02')),
    ).toBeNull()
    expect(listingBadge(fresh, on('2026-10-31'))).toBeNull()
  })
})

describe('badgeFactsOf', () => {
  it('takes the first publication, the latest change and the latest reduction', () => {
    const records = [
      { kind: 'listed' as const, at: '2026-10-01T09:00:00.000Z', oldPrice: null, newPrice: 385000 },
      { kind: 'change' as const, at: '2026-11-20T09:00:00.000Z', oldPrice: 385000, newPrice: 365000 },
      { kind: 'change' as const, at: '2026-11-10T09:00:00.000Z', oldPrice: 395000, newPrice: 385000 },
      { kind: 'change' as const, at: '2026-11-25T09:00:00.000Z', oldPrice: 365000, newPrice: 375000 },
    ]
    expect(badgeFactsOf(records, '1')).toEqual({
      firstPublishedAt: '2026-10-01T09:00:00.000Z',
      lastChangeAt: '2026-11-25T09:00:00.000Z',
      lastDropAt: '2026-11-20T09:00:00.000Z',
      marquee: '1',
    })
  })
})
