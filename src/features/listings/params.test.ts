import { describe, expect, it } from 'vitest'
import { decodeListQuery, defaultSort, encodeListQuery, listQueryString, parseListQuery } from './params'

const parse = (search: string) => parseListQuery(new URLSearchParams(search))
const defaults = { sort: defaultSort, page: 1, view: 'list' }

describe('list query parameters (SPEC §2: city "name|postcode", type a web type id)', () => {
  it('reads every filter, the sort, the page and the view', () => {
    expect(
      parse('city=Gent|9000&type=3&minPrice=100000&maxPrice=400000&bedrooms=2&sort=price-asc&page=2&view=map'),
    ).toEqual({
      city: 'Gent|9000',
      type: 3,
      minPrice: 100000,
      maxPrice: 400000,
      bedrooms: 2,
      sort: 'price-asc',
      page: 2,
      view: 'map',
    })
  })

  it('falls back to the defaults for bad values instead of failing', () => {
    expect(parse('page=-3')).toMatchObject({ page: 1 })
    expect(parse('page=abc')).toMatchObject({ page: 1 })
    expect(parse('type=abc').type).toBeUndefined()
    expect(parse('city=|||').city).toBeUndefined()
    expect(parse('city=|').city).toBeUndefined()
    expect(parse('sort=zzz').sort).toBe(defaultSort)
    expect(parse('view=satellite').view).toBe('list')
    expect(parse('bedrooms=99').bedrooms).toBeUndefined()
    expect(parse('minPrice=1e9&maxPrice=-5')).toMatchObject({ minPrice: undefined, maxPrice: undefined })
    expect(parse('')).toEqual(defaults)
  })

  it('accepts a city given by name only or by postcode only', () => {
    expect(parse('city=Liège').city).toBe('Liège|')
    expect(parse('city=|4000').city).toBe('|4000')
  })

  it('swaps a minimum above the maximum', () => {
    expect(parse('minPrice=300000&maxPrice=200000')).toMatchObject({ minPrice: 200000, maxPrice: 300000 })
  })

  it('writes links without the defaults', () => {
    expect(listQueryString(parse('sort=date-desc&page=1&view=list'))).toBe('')
    expect(listQueryString({ ...parse('city=Gent|9000'), page: 3 })).toBe('?city=Gent%7C9000&page=3')
  })

  it('survives the round trip through the path segment of the proxy', () => {
    const search = new URLSearchParams('city=Liège|4000&type=2&sort=city&page=2')
    expect(decodeListQuery(encodeListQuery(search))).toEqual(parseListQuery(search))
    expect(encodeListQuery(new URLSearchParams('page=-3&sort=zzz'))).toBeUndefined()
    expect(decodeListQuery('_q!!not-base64')).toEqual(defaults)
  })
})
