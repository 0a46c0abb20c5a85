import { describe, expect, it } from 'vitest'
import { properties } from '../../seed/data/properties'
import { filteredListPaths, priceBounds } from './filtered-lists'

const salePrices = properties.filter((p) => p.goal === 'sale').map((p) => p.price)
const cities = [
  { id: 1, zip: '9000', names: ['Gent', 'Gand', 'Ghent', 'Gent'] },
  { id: 12, zip: '4000', names: ['Luik', 'Liège', 'Liège', 'Lüttich'] },
]

describe('priceBounds', () => {
  it('takes the quartiles of the sample sale prices, rounded to 10,000', () => {
    expect(priceBounds(salePrices)).toEqual({ min: [240000, 430000], max: [430000, 590000, 1200000] })
    expect(priceBounds([])).toEqual({ min: [], max: [] })
  })
})

describe('filteredListPaths', () => {
  const paths = filteredListPaths({ listPath: '/nl/te-koop/', cities, types: [1, 2], prices: salePrices })

  it('makes every combination once, the unfiltered list left out', () => {
    // (2 cities + none) × (2 types + none) × 11 price ranges × 4 bedroom counts × 5 sorts − the bare list.
    expect(paths).toHaveLength(3 * 3 * 11 * 4 * 5 - 1)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).not.toContain('/nl/te-koop/')
  })

  it('writes the queries as the list links them, city names in the list language', () => {
    expect(paths).toContain('/nl/te-koop/?city=Luik%7C4000&type=2&minPrice=240000&maxPrice=430000&bedrooms=3&sort=city')
    expect(paths).toContain('/nl/te-koop/?city=Gent%7C9000')
    expect(paths).toContain('/nl/te-koop/?maxPrice=1200000&sort=price-asc')
    // A range whose lower bound is not below its upper bound is not asked.
    expect(paths.some((p) => p.includes('minPrice=430000&maxPrice=430000'))).toBe(false)
    expect(paths.every((p) => /^[\x20-\x7e]+$/.test(p))).toBe(true)
  })

  it('shuffles the same way every time', () => {
    const again = filteredListPaths({ listPath: '/nl/te-koop/', cities, types: [1, 2], prices: salePrices })
    expect(again).toEqual(paths)
    expect(paths.slice(0, 2)).toEqual([
      '/nl/te-koop/?bedrooms=1&sort=price-desc',
      '/nl/te-koop/?type=2&minPrice=240000&maxPrice=430000&sort=type',
    ])
  })
})
