import { describe, expect, it } from 'vitest'
import { isTaken, summarizeUnits, unitLinks, unitStatusOf } from './units'

// The units of the seeded Clos des Tilleuls (seed/data/projects.ts).
const closDesTilleuls = [
  { reference: 'CT-M01', price: 485000, status: 'sold' },
  { reference: 'CT-M02', price: 485000, status: 'option' },
  { reference: 'CT-M03', price: 549000, status: 'available' },
  { reference: 'CT-M04', price: 565000, status: 'available' },
  { reference: 'CT-A01', price: 329000, status: 'sold' },
  { reference: 'CT-A11', price: 339000, status: 'available' },
]

describe('summarizeUnits', () => {
  it('counts the units by status: 3 of 6 available', () => {
    const s = summarizeUnits(closDesTilleuls)
    expect(s.total).toBe(6)
    expect(s.counts).toEqual({ available: 3, option: 1, sold: 2, rented: 0 })
  })

  it('takes the price range from the available units only', () => {
    // The sold CT-A01 (329.000) is cheaper but cannot be bought: 'from € 339.000'.
    expect(summarizeUnits(closDesTilleuls).priceRange).toEqual({ min: 339000, max: 565000 })
  })

  it('leaves out units under option from the range', () => {
    const s = summarizeUnits([
      { price: 245000, status: 'option' },
      { price: 310000, status: 'available' },
    ])
    expect(s.priceRange).toEqual({ min: 310000, max: 310000 })
  })

  it('has no range when nothing is available or no available unit has a price', () => {
    expect(summarizeUnits([{ price: 300000, status: 'sold' }]).priceRange).toBeNull()
    expect(
      summarizeUnits([
        { price: null, status: 'available' },
        { status: 'available', price: 0 },
      ]).priceRange,
    ).toBeNull()
  })

  it('counts rented units apart from sold ones', () => {
    expect(summarizeUnits([{ status: 'rented' }, { status: 'sold' }]).counts).toMatchObject({ sold: 1, rented: 1 })
  })

  it('gives zeros for a project without units', () => {
    for (const units of [[], null, undefined]) {
      expect(summarizeUnits(units)).toEqual({
        total: 0,
        counts: { available: 0, option: 0, sold: 0, rented: 0 },
        priceRange: null,
      })
    }
  })

  it('leaves parking spaces out of the range of a project of homes', () => {
    // Residentie Leieboord: the garage RL-P05 (32.000, no living area) is available too,
    // but the project is 'from € 215.000', the studio RL-A21.
    const leieboord = [
      { price: 379000, living: 94, status: 'sold' },
      { price: 289000, living: 66, status: 'available' },
      { price: 369000, living: 91, status: 'option' },
      { price: 459000, living: 118, status: 'available' },
      { price: 215000, living: 42, status: 'available' },
      { price: 639000, living: 136, status: 'sold' },
      { price: 32000, status: 'available' },
    ]
    const s = summarizeUnits(leieboord)
    expect(s.counts).toEqual({ available: 4, option: 1, sold: 2, rented: 0 })
    expect(s.priceRange).toEqual({ min: 215000, max: 459000 })
  })

  it('prices a project of only parking spaces by them', () => {
    expect(summarizeUnits([{ price: 28000, status: 'available' }]).priceRange).toEqual({ min: 28000, max: 28000 })
  })

  it('ignores a price that is not a number', () => {
    const s = summarizeUnits([
      { status: 'available', price: Number.NaN },
      { status: 'available', price: 245000 },
    ])
    expect(s.priceRange).toEqual({ min: 245000, max: 245000 })
  })
})

describe('unitStatusOf', () => {
  it('reads a missing status as the CMS default, available', () => {
    expect(unitStatusOf({ status: null })).toBe('available')
    expect(unitStatusOf({})).toBe('available')
  })

  it('does not offer a unit with an unknown status', () => {
    expect(unitStatusOf({ status: 'reserved' })).toBeNull()
    const s = summarizeUnits([{ status: 'reserved', price: 100000 }])
    expect(s.total).toBe(1)
    expect(s.counts.available).toBe(0)
    expect(s.priceRange).toBeNull()
  })
})

describe('isTaken', () => {
  it('marks sold and rented units, not available or option', () => {
    expect(isTaken('sold')).toBe(true)
    expect(isTaken('rented')).toBe(true)
    expect(isTaken('available')).toBe(false)
    expect(isTaken('option')).toBe(false)
    expect(isTaken(null)).toBe(false)
  })
})

describe('unitLinks', () => {
  const units = [
    { key: 'a', reference: 'CT-M01' },
    { key: 'b', reference: 'CT-M02' },
    { key: 'c', reference: 'CT-A01' },
  ]

  it('links a unit to the property of the same reference, whatever its case and spaces', () => {
    const links = unitLinks(units, [{ reference: ' ct-m01 ', href: '/en/for-sale/ghent/flat-m01/7/' }])
    expect([...links]).toEqual([['a', '/en/for-sale/ghent/flat-m01/7/']])
  })

  it('links no unit to a reference two properties share', () => {
    const links = unitLinks(units, [
      { reference: 'CT-M02', href: '/en/for-sale/ghent/flat/8/' },
      { reference: 'CT-M02', href: '/en/for-sale/ghent/flat/9/' },
      { reference: '', href: '/en/for-sale/ghent/flat/10/' },
    ])
    expect(links.size).toBe(0)
  })
})
