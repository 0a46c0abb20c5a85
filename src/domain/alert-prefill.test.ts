import { describe, expect, it } from 'vitest'
import { alertFormValues, alertLinkQuery } from './alert-prefill'
import { parseListQuery } from './list-params'
import { parsePageParams } from './page-params'

const cities = [
  { id: 3, zip: '9000', names: ['Gent', 'Gand', 'Ghent'] },
  { id: 4, zip: '9050', names: ['Gentbrugge'] },
]

describe('alert me for this search', () => {
  it('writes a list’s filters and goal into the link, leaving out sort, page, view and neighbourhood', () => {
    const query = parseListQuery(
      new URLSearchParams(
        'city=Gent|9000&type=2&minPrice=200000&maxPrice=350000&bedrooms=2&sort=price-asc&page=3&view=map&neighbourhood=5',
      ),
    )
    expect(alertLinkQuery('sale', query)).toBe(
      '?goal=sale&city=Gent%7C9000&type=2&minPrice=200000&maxPrice=350000&bedrooms=2',
    )
    expect(alertLinkQuery('rent', parseListQuery({}))).toBe('?goal=rent')
    expect(alertLinkQuery('all', parseListQuery({}))).toBe('')
  })

  it('reads the link back as the form’s fields', () => {
    const search = new URLSearchParams('goal=sale&city=gent|9000&type=2&minPrice=200000&maxPrice=350000&bedrooms=2')
    expect(alertFormValues(parseListQuery(search), parsePageParams(search)?.goal, cities)).toEqual({
      goal: 'sale',
      types: '2',
      cities: '3',
      priceMin: '200000',
      priceMax: '350000',
      bedrooms: '2',
    })
  })

  it('names a city of any language, or keeps an unknown one’s postcode', () => {
    expect(alertFormValues({ city: 'Gand|' }, undefined, cities)).toEqual({ cities: '3' })
    expect(alertFormValues({ city: 'Elders|8500' }, 'rent', cities)).toEqual({ goal: 'rent', zips: '8500' })
    expect(alertFormValues({ city: 'Elders|' }, undefined, cities)).toEqual({})
  })

  it('has nothing without filters', () => {
    expect(alertFormValues(undefined, undefined, cities)).toEqual({})
  })
})
