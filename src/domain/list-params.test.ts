import { describe, expect, it } from 'vitest'
import { canonicalListQuery, defaultSort, listQueryString, parseListQuery } from './list-params'

const parse = (search: string) => parseListQuery(new URLSearchParams(search))
const defaults = { sort: defaultSort, page: 1, view: 'list' }

describe('list query parameters (city "name|postcode", type a web type id)', () => {
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
})

describe('list filters checked against the CMS (each accepted query is a cached page)', () => {
  const known = {
    cities: [
      { id: 1, zip: '4000', names: ['Luik', 'Liège', 'Lüttich'] },
      { id: 2, zip: '9000', names: ['Gent', 'Gand'] },
    ],
    types: [3, 7],
    neighbourhoods: [5],
  }
  const canonical = (search: string) => canonicalListQuery(new URLSearchParams(search), known)?.toString()

  it('refuses a city or type that does not exist', () => {
    expect(canonical('city=anything|')).toBeUndefined()
    expect(canonical('city=Atlantis|')).toBeUndefined()
    expect(canonical('city=Gent|4000')).toBeUndefined()
    expect(canonical('type=4')).toBeUndefined()
    expect(canonical('city=Gent|9000&type=99')).toBeUndefined()
  })

  it('refuses a neighbourhood that does not exist and keeps one that does', () => {
    expect(canonical('neighbourhood=6')).toBeUndefined()
    expect(canonical('neighbourhood=5&type=7')).toBe('type=7&neighbourhood=5')
  })

  it('spells a known city one way, whatever the language, case or accents', () => {
    expect(canonical('city=Li%C3%A8ge|4000')).toBe('city=liege%7C4000')
    expect(canonical('city=LIEGE|4000')).toBe('city=liege%7C4000')
    expect(canonical('city=l%C3%BCttich|4000')).toBe('city=luttich%7C4000')
    expect(canonical('city=LUIK|')).toBe('city=luik%7C')
    expect(canonical('city=|4000&type=7&page=2')).toBe('city=%7C4000&type=7&page=2')
  })

  it('keeps dropping invalid values as before (no new page for them)', () => {
    expect(canonical('page=-3&type=abc&city=|||')).toBe('')
  })
})
