import { describe, expect, it } from 'vitest'
import { keyFactsOf } from './key-facts'
import { detail, tEn } from './test-support'

const NBSP = '\u00a0'
const strip = (...args: Parameters<typeof detail>) => keyFactsOf(detail(...args), 'en', tEn).map((f) => [f.key, f.text])

describe('keyFactsOf', () => {
  it('writes out price, bedrooms, areas, energy label and reference in this order', () => {
    expect(
      strip({
        price: 385000,
        rooms: { bedrooms: 3 },
        surfaces: { living: 145, plot: 1250.5 },
        energy: { epcLabelText: 'B' },
        reference: 'KF-1',
      }),
    ).toEqual([
      ['price', `€${NBSP}385.000`],
      ['bedrooms', '3 bedrooms'],
      ['living', '145 m² living area'],
      ['plot', '1,250.5 m² plot'],
      ['energyLabel', 'Energy label B'],
      ['reference', 'KF-1'],
    ])
  })

  it('says one bedroom, and takes the label from the EPC value in Flanders', () => {
    const facts = strip({ rooms: { bedrooms: 1 }, energy: { epcValue: 95 } })
    expect(facts).toContainEqual(['bedrooms', '1 bedroom'])
    expect(facts).toContainEqual(['energyLabel', 'Energy label A'])
  })

  it('leaves out what is not filled in, and counts or areas of 0, never "0"', () => {
    expect(strip({ rooms: { bedrooms: 0 }, surfaces: { living: 0, plot: null } })).toEqual([
      ['price', 'Price on request'],
      ['reference', 'VT-1001'],
    ])
  })

  it('keeps the price rules: a sold property without a public price reads Sold', () => {
    expect(strip({ price: null, marquee: '3' })[0]).toEqual(['price', 'Sold'])
  })
})
