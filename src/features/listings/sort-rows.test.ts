import { describe, expect, it } from 'vitest'
import { sortRows, withinPrice, type SortContext, type SortRow } from './sort-rows'

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString()
const rows: SortRow[] = [
  { id: 1, price: 300_000, publishPrice: true, createdAt: day(1), type: 10, city: 1 },
  { id: 2, price: 150_000, publishPrice: true, createdAt: day(5), type: 20, city: 2 },
  { id: 3, price: 900_000, publishPrice: false, createdAt: day(9), type: 10, city: 3 },
  { id: 4, price: 450_000, publishPrice: true, createdAt: day(3), type: 30, city: 1 },
  { id: 5, price: 150_000, publishPrice: true, createdAt: day(7), type: 20, city: 3 },
]
const ctx: SortContext = {
  // showOrder first, then the name: house (1) before apartment (2) before land (2, 'Land' > 'Apartment').
  types: new Map([
    [10, { showOrder: 1, name: 'House' }],
    [20, { showOrder: 2, name: 'Land' }],
    [30, { showOrder: 2, name: 'Apartment' }],
  ]),
  cityNames: new Map([
    [1, 'Gent'],
    [2, 'Antwerpen'],
    [3, 'Brussel'],
  ]),
  collator: new Intl.Collator('nl', { sensitivity: 'base' }),
}
const ids = (sorted: SortRow[]) => sorted.map((r) => r.id)

describe('sort orders of the lists (price, type, city, date)', () => {
  it('date: newest first', () => {
    expect(ids(sortRows(rows, 'date-desc', ctx))).toEqual([3, 5, 2, 4, 1])
  })

  it('price ascending and descending; equal prices newest first; price on request last in both', () => {
    expect(ids(sortRows(rows, 'price-asc', ctx))).toEqual([5, 2, 1, 4, 3])
    expect(ids(sortRows(rows, 'price-desc', ctx))).toEqual([4, 1, 5, 2, 3])
  })

  it("type: the type's showOrder, then its name", () => {
    expect(ids(sortRows(rows, 'type', ctx))).toEqual([3, 1, 4, 5, 2])
  })

  it("city: the city's name in the page language", () => {
    expect(ids(sortRows(rows, 'city', ctx))).toEqual([2, 3, 5, 4, 1])
    const fr: SortContext = {
      ...ctx,
      cityNames: new Map([
        [1, 'Gand'],
        [2, 'Anvers'],
        [3, 'Bruxelles'],
      ]),
    }
    expect(ids(sortRows(rows, 'city', fr))).toEqual([2, 3, 5, 4, 1])
  })

  it('does not change its input', () => {
    const copy = [...rows]
    sortRows(rows, 'price-asc', ctx)
    expect(rows).toEqual(copy)
  })
})

describe('the price filter on the rows of a selection', () => {
  const priced: SortRow[] = [
    { id: 1, price: 300_000, publishPrice: true, createdAt: day(1), type: 10, city: 1 },
    { id: 2, price: 150_000, publishPrice: true, createdAt: day(2), type: 10, city: 1 },
    // Price on request, and a sold one whose price the agency hides: no public price.
    { id: 3, price: null, publishPrice: false, createdAt: day(3), type: 10, city: 1 },
    { id: 4, price: null, publishPrice: true, createdAt: day(4), type: 10, city: 1 },
    { id: 5, price: 450_000, publishPrice: true, createdAt: day(5), type: 10, city: 1 },
  ]
  const kept = (bounds: Parameters<typeof withinPrice>[1]) => withinPrice(priced, bounds).map((r) => r.id)

  it('without bounds: every row, the hidden prices too', () => {
    expect(kept({})).toEqual([1, 2, 3, 4, 5])
  })

  it('bounds included at both ends', () => {
    expect(kept({ minPrice: 150_000, maxPrice: 300_000 })).toEqual([1, 2])
    expect(kept({ minPrice: 300_001 })).toEqual([5])
    expect(kept({ maxPrice: 149_999 })).toEqual([])
  })

  it('a property without a public price never matches a price filter, however wide', () => {
    expect(kept({ maxPrice: 100_000_000 })).toEqual([1, 2, 5])
    expect(kept({ minPrice: 0 })).toEqual([1, 2, 5])
  })
})
