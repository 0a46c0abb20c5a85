import { describe, expect, it } from 'vitest'
import { listingJsonLd } from './jsonld'
import { detail } from './test-support'

const ctx = {
  url: 'https://www.example.be/nl/te-koop/gent/huis/1/',
  origin: 'https://www.example.be',
  countryCode: 'BE',
}

describe('listingJsonLd', () => {
  it('is a RealEstateListing with an Offer in euro at the asking price', () => {
    const data = listingJsonLd(detail({ price: 595000, street: 'Lindenhofstraat', houseNumber: '27' }), ctx)
    expect(data['@type']).toBe('RealEstateListing')
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: 595000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: ctx.url,
    })
    expect(data.about).toMatchObject({
      address: {
        streetAddress: 'Lindenhofstraat 27',
        postalCode: '9000',
        addressLocality: 'Gent',
        addressCountry: 'BE',
      },
    })
  })
  it('marks sold and rented properties SoldOut and keeps a hidden price out', () => {
    expect(listingJsonLd(detail({ marquee: '3', price: 100000 }), ctx).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    })
    expect(listingJsonLd(detail({ goal: 'rent', marquee: '4' }), ctx).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    })
    expect(listingJsonLd(detail({ price: 100000, publishPrice: false }), ctx).offers).not.toHaveProperty('price')
  })
  it('gives a monthly rent as a price per month', () => {
    const offer = listingJsonLd(detail({ goal: 'rent', price: 1150 }), ctx).offers as Record<string, unknown>
    expect(offer.price).toBe(1150)
    expect(offer.priceSpecification).toMatchObject({ unitCode: 'MON', price: 1150 })
  })
  it('keeps the street out when the address is not public', () => {
    const data = listingJsonLd(
      detail({ publishAddress: false, street: 'Secret', houseNumber: '1', latitude: 51, longitude: 3 }),
      ctx,
    )
    expect(JSON.stringify(data)).not.toContain('Secret')
    expect(data.about).not.toHaveProperty('geo')
  })
})
