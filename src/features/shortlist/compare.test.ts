import { describe, expect, it } from 'vitest'
import { compareRows, type CompareInput } from './compare'

const base: CompareInput = {
  goal: 'sale',
  price: 300000,
  publishPrice: true,
  priceUnit: '1',
  surfaces: { living: 150, plot: 400 },
  rooms: { bedrooms: 3 },
  energy: { epcValue: 150 },
  city: { name: 'Gent', zip: '9000', country: '10' },
  costs: {},
}

describe('shortlist comparison rows', () => {
  it('puts each property’s figures side by side, a dash (null) where one has none', () => {
    const rows = compareRows([base, { ...base, price: 450000, surfaces: { living: 0 }, rooms: {}, energy: {} }])
    const row = (key: string) => rows.find((r) => r.key === key)?.values
    expect(row('price')).toEqual([
      { kind: 'money', amount: 300000, perMonth: false, startingFrom: false },
      { kind: 'money', amount: 450000, perMonth: false, startingFrom: false },
    ])
    expect(row('pricePerM2')).toEqual([{ kind: 'money', amount: 2000 }, null])
    expect(row('bedrooms')).toEqual([{ kind: 'count', value: 3 }, null])
    expect(row('living')).toEqual([{ kind: 'area', value: 150 }, null])
    expect(row('plot')).toEqual([{ kind: 'area', value: 400 }, null])
    // 150 kWh/m² in Flanders is a B.
    expect(row('epc')).toEqual([{ kind: 'epc', label: 'b', score: 150 }, null])
  })

  it('leaves out rows no property has, in a fixed order', () => {
    const rows = compareRows([{ ...base, rooms: {}, surfaces: {}, energy: {}, city: null }])
    expect(rows.map((r) => r.key)).toEqual(['price'])
  })

  it('estimates the purchase costs of a Flemish sale for one’s own home', () => {
    const rows = compareRows([base])
    const costs = rows.find((r) => r.key === 'purchaseCosts')?.values[0]
    const total = rows.find((r) => r.key === 'total')?.values[0]
    expect(costs?.kind).toBe('money')
    expect(total).toEqual({ kind: 'money', amount: 300000 + (costs as { amount: number }).amount })
  })

  it('has no price per m² or costs for a hidden price, a rent or a new build with VAT', () => {
    const hidden = compareRows([{ ...base, publishPrice: false }]).map((r) => r.key)
    expect(hidden).not.toContain('price')
    expect(hidden).not.toContain('pricePerM2')
    expect(hidden).not.toContain('purchaseCosts')
    const rent = compareRows([{ ...base, goal: 'rent', price: 950 }])
    expect(rent.find((r) => r.key === 'price')?.values[0]).toEqual({
      kind: 'money',
      amount: 950,
      perMonth: true,
      startingFrom: false,
    })
    expect(rent.map((r) => r.key)).not.toContain('pricePerM2')
    expect(rent.map((r) => r.key)).not.toContain('total')
    expect(compareRows([{ ...base, costs: { vatApplicable: true } }]).map((r) => r.key)).not.toContain('total')
  })
})
