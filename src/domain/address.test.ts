import { describe, expect, it } from 'vitest'
import { fixCityName, formatAddress } from './address'

const gent = { street: 'Veldstraat', houseNumber: '12', boxNumber: '3', zip: '9000', city: 'Gent', country: '10' }

describe('formatAddress', () => {
  it('writes a Belgian address street first, postcode before the city', () => {
    expect(formatAddress(gent)).toBe('Veldstraat 12 box 3, 9000 Gent')
  })

  it("uses the language's word for the box number", () => {
    expect(formatAddress(gent, 'bus')).toBe('Veldstraat 12 bus 3, 9000 Gent')
    expect(formatAddress(gent, 'boîte')).toBe('Veldstraat 12 boîte 3, 9000 Gent')
  })

  it('shows only postcode and city when the address is not public', () => {
    expect(formatAddress({ ...gent, publishAddress: false })).toBe('9000 Gent')
  })

  it('shows the full address when the flag is on or missing (the back office default)', () => {
    expect(formatAddress({ ...gent, publishAddress: true })).toBe('Veldstraat 12 box 3, 9000 Gent')
    expect(formatAddress({ ...gent, publishAddress: null })).toBe('Veldstraat 12 box 3, 9000 Gent')
  })

  it('adds the country name in brackets outside Belgium (country 10)', () => {
    const lux = { street: 'Rue de la Gare', houseNumber: '5', zip: '1234', city: 'Luxembourg', country: '50' }
    expect(formatAddress({ ...lux, countryName: 'Luxembourg' })).toBe('Rue de la Gare 5, 1234 Luxembourg (Luxembourg)')
    expect(formatAddress({ ...lux, country: 50, countryName: 'Luxemburg', publishAddress: false })).toBe(
      '1234 Luxembourg (Luxemburg)',
    )
    expect(formatAddress({ ...gent, countryName: 'België' })).toBe('Veldstraat 12 box 3, 9000 Gent')
    expect(formatAddress({ ...gent, country: null, countryName: 'België' })).toBe('Veldstraat 12 box 3, 9000 Gent')
  })

  it('skips empty parts with their separators', () => {
    expect(formatAddress({ ...gent, boxNumber: '  ' })).toBe('Veldstraat 12, 9000 Gent')
    expect(formatAddress({ ...gent, houseNumber: null, boxNumber: null })).toBe('Veldstraat, 9000 Gent')
    expect(formatAddress({ ...gent, street: '', houseNumber: '12' })).toBe('9000 Gent')
    expect(formatAddress({ ...gent, zip: null })).toBe('Veldstraat 12 box 3, Gent')
    expect(formatAddress({ city: 'Gent' })).toBe('Gent')
    expect(formatAddress({})).toBe('')
    expect(formatAddress({ country: '50', countryName: 'Luxembourg' })).toBe('(Luxembourg)')
  })

  it('trims values', () => {
    expect(formatAddress({ street: ' Veldstraat ', houseNumber: ' 12 ', zip: ' 9000', city: 'Gent ' })).toBe(
      'Veldstraat 12, 9000 Gent',
    )
  })

  it('corrects the spelling of Kapelle-op-den-Bos', () => {
    expect(formatAddress({ zip: '1880', city: 'Kapelle-Op-Den-Bos' })).toBe('1880 Kapelle-op-den-Bos')
  })
})

describe('fixCityName', () => {
  it("corrects 'Kapelle-Op-Den-Bos' in any case or spacing", () => {
    for (const name of ['Kapelle-Op-Den-Bos', 'KAPELLE-OP-DEN-BOS', 'kapelle-op-den-bos', 'Kapelle op den Bos'])
      expect(fixCityName(name)).toBe('Kapelle-op-den-Bos')
  })

  it('leaves other names as they are, trimmed', () => {
    expect(fixCityName(' Sint-Martens-Latem ')).toBe('Sint-Martens-Latem')
    expect(fixCityName('Kapelle')).toBe('Kapelle')
    expect(fixCityName(null)).toBe('')
  })
})
