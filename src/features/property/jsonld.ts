import { availabilityOf } from '@/domain/availability'
import { priceDisplay } from '@/domain/price'
import { fileFor } from '@/ui/media/image'
import type { PropertyDetail } from './types'

/**
 * schema.org RealEstateListing with an Offer (docs/rules/urls-and-languages.md#search-engines). A hidden price is left out rather
 * than sent as 0; a sold or rented property stays listed with availability SoldOut.
 */
export function listingJsonLd(
  p: PropertyDetail,
  {
    url,
    origin,
    description,
    countryCode,
  }: { url: string; origin: string; description?: string; countryCode?: string },
): Record<string, unknown> {
  const price = priceDisplay(p)
  const open = availabilityOf(p.marquee, p.goal) === 'available'
  const images = p.photos.map((photo) => origin + fileFor(photo, 1360).url)
  const street = p.publishAddress ? [p.street, p.houseNumber].filter(Boolean).join(' ') : ''
  const address = p.city
    ? {
        '@type': 'PostalAddress',
        ...(street ? { streetAddress: street } : {}),
        postalCode: p.city.zip,
        addressLocality: p.city.name,
        ...(countryCode ? { addressCountry: countryCode } : {}),
      }
    : undefined
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    priceCurrency: 'EUR',
    availability: open ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    businessFunction: `http://purl.org/goodrelations/v1#${p.goal === 'rent' ? 'LeaseOut' : 'Sell'}`,
  }
  if (price.kind === 'amount') {
    offer.price = price.amount
    if (price.perMonth) {
      offer.priceSpecification = {
        '@type': 'UnitPriceSpecification',
        price: price.amount,
        priceCurrency: 'EUR',
        unitCode: 'MON',
      }
    }
  }
  return {
    '@type': 'RealEstateListing',
    name: p.title,
    url,
    identifier: p.reference,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    datePosted: p.createdAt,
    dateModified: p.updatedAt,
    offers: offer,
    ...(address
      ? {
          about: {
            '@type': 'Accommodation',
            address,
            ...(p.publishAddress && p.latitude !== null && p.longitude !== null
              ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
              : {}),
          },
        }
      : {}),
  }
}
