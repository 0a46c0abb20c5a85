import { describe, expect, it } from 'vitest'
import { offersGoal, typeIcon } from './property-type'

describe('type icon by WebID', () => {
  it('follows the table', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(typeIcon)).toEqual([
      'residential',
      'office',
      'industrial',
      'land',
      'commercial',
      'retail',
      'commercial',
    ])
  })
  it('an unknown or missing WebID gets the default (office) icon', () => {
    for (const webId of [0, 8, -1, null, undefined]) expect(typeIcon(webId), String(webId)).toBe('office')
  })
})

describe('types offered for sale and for rent', () => {
  it('land for sale only', () => {
    const land = { sale: true, rent: false }
    expect(offersGoal(land, 'sale')).toBe(true)
    expect(offersGoal(land, 'rent')).toBe(false)
    expect(offersGoal(land, 'all')).toBe(true)
  })
  it('a type offered for neither is in no list', () => {
    expect(offersGoal({ sale: false, rent: false }, 'all')).toBe(false)
  })
  it('flags left empty count as offered', () => {
    expect(offersGoal({ sale: null }, 'sale')).toBe(true)
    expect(offersGoal({}, 'rent')).toBe(true)
  })
})
