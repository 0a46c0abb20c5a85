import { describe, expect, it } from 'vitest'
import { cleanListParams, listHrefOf, withListQuery } from './list-url'

describe('list URLs without empty parameters', () => {
  it('drops blank list parameters and defaults, keeps the rest in order', () => {
    const clean = (s: string) => cleanListParams(new URLSearchParams(s)).toString()
    expect(clean('city=&type=&minPrice=&maxPrice=300000&bedrooms=&view=list')).toBe('maxPrice=300000')
    expect(clean('city=Gent%7C9000&type=+&sort=date-desc&page=1')).toBe('city=Gent%7C9000')
    expect(clean('sort=price-asc&view=map&page=2')).toBe('sort=price-asc&view=map&page=2')
    // Not a list parameter: left as it came, empty or not.
    expect(clean('utm_source=&bedrooms=&ref=mail')).toBe('utm_source=&ref=mail')
    expect(clean('')).toBe('')
  })

  it('builds the URL a filter form asks for, without its empty fields', () => {
    const form = (entries: Array<[string, string]>) => listHrefOf('/en/for-sale/', entries)
    expect(
      form([
        ['city', ''],
        ['type', '7'],
        ['minPrice', ''],
        ['maxPrice', '300000'],
        ['bedrooms', ''],
        ['view', 'list'],
      ]),
    ).toBe('/en/for-sale/?type=7&maxPrice=300000')
    expect(
      form([
        ['city', 'Checkton|9972'],
        ['sort', 'price-asc'],
        ['view', 'map'],
      ]),
    ).toBe('/en/for-sale/?city=Checkton%7C9972&sort=price-asc&view=map')
    expect(
      form([
        ['city', ''],
        ['view', 'list'],
      ]),
    ).toBe('/en/for-sale/')
  })

  it('puts a list query on a page URL in place of its own', () => {
    expect(withListQuery('/fr/a-vendre/', { maxPrice: 300000 })).toBe('/fr/a-vendre/?maxPrice=300000')
    expect(withListQuery('/fr/a-vendre/?page=2', { bedrooms: 2, page: 2, sort: 'price-asc' })).toBe(
      '/fr/a-vendre/?bedrooms=2&sort=price-asc&page=2',
    )
    expect(withListQuery('/nl/te-koop/?page=2', { sort: 'date-desc', page: 1, view: 'list' })).toBe('/nl/te-koop/')
  })
})
