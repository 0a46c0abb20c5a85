import { describe, expect, it } from 'vitest'
import { foldText } from '@/domain/text'
import { matchCity, paging, sortRows, type CityNames, type SortContext, type SortRow } from './logic'

const cities: CityNames[] = [
  { id: 1, zip: '9000', names: ['Gent', 'Gand', 'Ghent', 'Gent'] },
  { id: 2, zip: '4000', names: ['Luik', 'Liège', 'Liège', 'Lüttich'] },
  { id: 3, zip: '1000', names: ['Brussel', 'Bruxelles', 'Brussels', 'Brüssel'] },
  { id: 4, zip: '1880', names: ['Kapelle-op-den-Bos'] },
  // Same postcode as Brussels in another country: the name decides.
  { id: 5, zip: '1000', names: ['Elsewhere'] },
]

describe('city parameter "name|postcode" (SPEC §2, §5: accents and case ignored)', () => {
  it('finds a city by name and postcode', () => {
    expect(matchCity('Gent|9000', cities)).toEqual([1])
  })

  it('accepts the name in any language, without accents or in another case', () => {
    expect(matchCity('liege|4000', cities)).toEqual([2])
    expect(matchCity('LÜTTICH|', cities)).toEqual([2])
    expect(matchCity('gand|', cities)).toEqual([1])
    expect(matchCity('  kapelle-op-den-bos |1880', cities)).toEqual([4])
  })

  it('with only a postcode, gives every city of that postcode', () => {
    expect(matchCity('|1000', cities)).toEqual([3, 5])
  })

  it('gives nothing for an unknown city or a name and postcode that do not belong together', () => {
    expect(matchCity('Atlantis|', cities)).toEqual([])
    expect(matchCity('Gent|4000', cities)).toEqual([])
    expect(matchCity('|', cities)).toEqual([])
  })

  it('folds accents and case the same way for names', () => {
    expect(foldText(' Liège ')).toBe('liege')
    expect(foldText('BRÜSSEL')).toBe('brussel')
  })
})

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

describe('sort orders of the lists (SPEC §2: price, type, city, date)', () => {
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

describe('paging (SPEC §2 "Page x/y")', () => {
  it('counts whole pages', () => {
    expect(paging(24, 12, 1)).toEqual({ page: 1, pages: 2, offset: 0 })
    expect(paging(25, 12, 3)).toEqual({ page: 3, pages: 3, offset: 24 })
  })

  it('clamps a page beyond the last to the last, and below 1 to 1', () => {
    expect(paging(24, 12, 99)).toEqual({ page: 2, pages: 2, offset: 12 })
    expect(paging(24, 12, -3)).toEqual({ page: 1, pages: 2, offset: 0 })
  })

  it('shows an empty result as page 1/1', () => {
    expect(paging(0, 12, 5)).toEqual({ page: 1, pages: 1, offset: 0 })
  })
})
