import { describe, expect, it } from 'vitest'
import { listCanonicalSuffix } from '@/domain/indexing'
import { parseListQuery } from '@/domain/list-params'
import { listVariant } from './list-variant'

describe('list pages', () => {
  const variant = (q: Record<string, string>) => listVariant(parseListQuery(q))

  it('the plain list and its page 2 and later are pages of their own', () => {
    expect(variant({})).toEqual({ filtered: false, page: 1 })
    expect(listCanonicalSuffix(variant({}))).toBe('')
    expect(listCanonicalSuffix(variant({ page: '2' }))).toBe('?page=2')
    expect(listCanonicalSuffix(variant({ page: '14' }))).toBe('?page=14')
  })

  it('filters, another sort or the map view make a variant that points at the plain list', () => {
    for (const q of [
      { city: 'Gent|9000' },
      { type: '3' },
      { minPrice: '100000' },
      { maxPrice: '300000' },
      { bedrooms: '2' },
      { sort: 'price-asc' },
      { view: 'map' },
      { city: 'Gent|9000', page: '3' },
    ] as Array<Record<string, string>>) {
      expect(variant(q).filtered, JSON.stringify(q)).toBe(true)
      expect(listCanonicalSuffix(variant(q)), JSON.stringify(q)).toBe('')
    }
  })

  it('ignored bad values do not make a variant', () => {
    expect(variant({ page: '-3', type: 'abc', city: '|||', sort: 'date-desc' })).toEqual({ filtered: false, page: 1 })
  })
})
