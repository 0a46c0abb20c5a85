import { describe, it, expect } from 'vitest'
import { energyLabel, labelCode, letterFor, renovationNotice } from './energy'

describe('letterFor — Flanders', () => {
  it('uses the region’s bands', () => {
    expect(letterFor('flanders', -1)).toBe('a_plus')
    expect(letterFor('flanders', 50)).toBe('a')
    expect(letterFor('flanders', 150)).toBe('b')
    expect(letterFor('flanders', 250)).toBe('c')
    expect(letterFor('flanders', 350)).toBe('d')
    expect(letterFor('flanders', 450)).toBe('e')
    expect(letterFor('flanders', 900)).toBe('f')
  })

  it('decision: a value equal to a bound belongs to the next band (lower ≤ v < upper)', () => {
    expect(letterFor('flanders', 0)).toBe('a')
    expect(letterFor('flanders', 99.9)).toBe('a')
    expect(letterFor('flanders', 100)).toBe('b')
    expect(letterFor('flanders', 400)).toBe('e')
    expect(letterFor('flanders', 500)).toBe('f')
  })
})

describe('letterFor — Wallonia', () => {
  it('uses the region’s bands', () => {
    expect(letterFor('wallonia', -5)).toBe('a_plusplus')
    expect(letterFor('wallonia', 20)).toBe('a_plus')
    expect(letterFor('wallonia', 60)).toBe('a')
    expect(letterFor('wallonia', 100)).toBe('b')
    expect(letterFor('wallonia', 200)).toBe('c')
    expect(letterFor('wallonia', 300)).toBe('d')
    expect(letterFor('wallonia', 400)).toBe('e')
    expect(letterFor('wallonia', 500)).toBe('f')
    expect(letterFor('wallonia', 600)).toBe('g')
  })

  it('decision: a value equal to a bound belongs to the next band (lower ≤ v < upper)', () => {
    expect(letterFor('wallonia', 0)).toBe('a_plus')
    expect(letterFor('wallonia', 45)).toBe('a')
    expect(letterFor('wallonia', 85)).toBe('b')
    expect(letterFor('wallonia', 170)).toBe('c')
    expect(letterFor('wallonia', 510)).toBe('g')
  })
})

describe('letterFor — Brussels', () => {
  it('uses the region’s bands', () => {
    expect(letterFor('brussels', -1)).toBe('a_plus')
    expect(letterFor('brussels', 10)).toBe('a')
    expect(letterFor('brussels', 30)).toBe('a_sub')
    expect(letterFor('brussels', 50)).toBe('b_plus')
    expect(letterFor('brussels', 70)).toBe('b')
    expect(letterFor('brussels', 90)).toBe('b_sub')
    expect(letterFor('brussels', 100)).toBe('c_plus')
    expect(letterFor('brussels', 120)).toBe('c')
    expect(letterFor('brussels', 140)).toBe('c_sub')
    expect(letterFor('brussels', 160)).toBe('d_plus')
    expect(letterFor('brussels', 180)).toBe('d')
    expect(letterFor('brussels', 200)).toBe('d_sub')
    expect(letterFor('brussels', 220)).toBe('e_plus')
    expect(letterFor('brussels', 240)).toBe('e')
    expect(letterFor('brussels', 260)).toBe('e_sub')
    expect(letterFor('brussels', 290)).toBe('f_plus')
    expect(letterFor('brussels', 310)).toBe('f')
    expect(letterFor('brussels', 330)).toBe('f_sub')
    expect(letterFor('brussels', 400)).toBe('g')
  })

  it('decision: integer ranges include their upper bound (v ≤ upper)', () => {
    expect(letterFor('brussels', 23)).toBe('a')
    expect(letterFor('brussels', 23.5)).toBe('a_sub')
    expect(letterFor('brussels', 24)).toBe('a_sub')
    expect(letterFor('brussels', 45)).toBe('a_sub')
    expect(letterFor('brussels', 46)).toBe('b_plus')
    expect(letterFor('brussels', 345)).toBe('f_sub')
    expect(letterFor('brussels', 346)).toBe('g')
  })

  it('decision: the gap from 0 to 1 belongs to a', () => {
    expect(letterFor('brussels', 0)).toBe('a')
    expect(letterFor('brussels', 0.5)).toBe('a')
  })

  it("decision: '223-345 f_sub' is read as 323-345", () => {
    expect(letterFor('brussels', 223)).toBe('e_plus')
    expect(letterFor('brussels', 322)).toBe('f')
    expect(letterFor('brussels', 323)).toBe('f_sub')
  })
})

describe('labelCode', () => {
  it('maps typed labels to image codes', () => {
    expect(labelCode('A++')).toBe('a_plusplus')
    expect(labelCode('A+')).toBe('a_plus')
    expect(labelCode(' b ')).toBe('b')
    expect(labelCode('C-')).toBe('c_sub')
    expect(labelCode('e_plus')).toBe('e_plus')
  })

  it('rejects empty or unknown text', () => {
    expect(labelCode('')).toBeNull()
    expect(labelCode(null)).toBeNull()
    expect(labelCode('H')).toBeNull()
    expect(labelCode('unknown')).toBeNull()
  })
})

describe('energyLabel', () => {
  it('derives the Belgian letter from the value and the region of the postcode', () => {
    expect(energyLabel({ epcValue: 150, zip: '9000', countryId: 10 })).toEqual({ region: 'flanders', label: 'b' })
    expect(energyLabel({ epcValue: '60', zip: '5000', countryId: 10 })).toEqual({ region: 'wallonia', label: 'a' })
    expect(energyLabel({ epcValue: 30, zip: '1050', countryId: 10 })).toEqual({ region: 'brussels', label: 'a_sub' })
  })

  it('prefers the value over the label text in Belgium', () => {
    expect(energyLabel({ epcValue: 450, labelText: 'A', zip: '2000', countryId: 10 })).toEqual({
      region: 'flanders',
      label: 'e',
    })
  })

  it('falls back to the label text when the value is missing', () => {
    expect(energyLabel({ epcValue: null, labelText: 'C', zip: '2000', countryId: 10 })).toEqual({
      region: 'flanders',
      label: 'c',
    })
    expect(energyLabel({ epcValue: '', labelText: 'B+', zip: '1000', countryId: 10 })).toEqual({
      region: 'brussels',
      label: 'b_plus',
    })
  })

  it('gives no label in Belgium without a usable value, text or region', () => {
    expect(energyLabel({ zip: '2000', countryId: 10 })).toBeNull()
    expect(energyLabel({ epcValue: 'abc', zip: '2000', countryId: 10 })).toBeNull()
    expect(energyLabel({ epcValue: 100, zip: '0500', countryId: 10 })).toBeNull()
  })

  it('uses the label text for country 50', () => {
    expect(energyLabel({ epcValue: 450, labelText: 'B', zip: '1000', countryId: 50 })).toEqual({
      region: null,
      label: 'b',
    })
    expect(energyLabel({ epcValue: 450, countryId: 50 })).toBeNull()
  })

  it('shows no label for countries other than 10 and 50', () => {
    expect(energyLabel({ epcValue: 150, labelText: 'B', zip: '9000', countryId: 20 })).toBeNull()
    expect(energyLabel({ epcValue: 150, labelText: 'B', zip: '9000', countryId: null })).toBeNull()
  })
})

describe('renovationNotice', () => {
  it('is shown for E and F bands', () => {
    for (const label of ['e', 'e_plus', 'e_sub', 'f', 'f_plus', 'f_sub']) expect(renovationNotice(label)).toBe(true)
  })

  it('is not shown for other labels, including g', () => {
    for (const label of ['a_plus', 'a', 'b', 'c', 'd', 'd_sub', 'g', '', 'E'])
      expect(renovationNotice(label)).toBe(false)
    expect(renovationNotice(null)).toBe(false)
  })
})
