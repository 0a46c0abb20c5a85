import { describe, expect, it } from 'vitest'
import { postalAddress } from './postal-address'

describe('postalAddress', () => {
  it('reads the settings address: street, postcode and city, country', () => {
    expect(postalAddress('Vlasmarktlaan 27\n9000 Gent\nBelgië')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Vlasmarktlaan 27',
      postalCode: '9000',
      addressLocality: 'Gent',
      addressCountry: 'BE',
    })
  })

  it('takes a Belgian four-digit postcode as Belgium and keeps Luxembourg postcodes', () => {
    expect(postalAddress('Rue Haute 5, 1000 Bruxelles')?.addressCountry).toBe('BE')
    expect(postalAddress('Rue de la Gare 12\nL-4001 Esch-sur-Alzette\nLuxembourg')).toMatchObject({
      postalCode: 'L-4001',
      addressLocality: 'Esch-sur-Alzette',
      addressCountry: 'LU',
    })
  })

  it('keeps text it cannot read as the street, and has nothing for an empty address', () => {
    expect(postalAddress('Somewhere nice')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere nice' })
    expect(postalAddress('')).toBeNull()
    expect(postalAddress(null)).toBeNull()
  })
})
