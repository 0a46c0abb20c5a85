import type { Image } from '@/ui/media/image'
import type { City, Property } from '@/payload/payload-types'
import type { PriceRecord } from '@/domain/price-history'

/** What the detail page needs of a property, as a plain object. */
export interface PropertyDetail {
  id: number
  title: string
  reference: string
  goal: 'sale' | 'rent'
  marquee: string
  typeName: string
  typeDescription: string | null
  description: string | null
  photos: Image[]
  /** The project it belongs to; `externalAddress`: the project is presented on another site. */
  project: { id: number; title: string; externalAddress: string | null } | null
  /** The neighbourhood's name in the page's language, when it names one. */
  neighbourhood: string | null
  price: number | null
  publishPrice: boolean
  priceUnit: string
  priceUnitText: string | null
  costs: NonNullable<Property['costs']>
  viager: NonNullable<Property['viager']>
  /** Rental terms of a property for rent (docs/rules/listings.md#rental-terms-and-offers). */
  rental: NonNullable<Property['rental']>
  availability: NonNullable<Property['availability']>
  publishAddress: boolean
  street: string | null
  houseNumber: string | null
  boxNumber: string | null
  city: { name: string; zip: string; country: City['country'] } | null
  latitude: number | null
  longitude: number | null
  surfaces: NonNullable<Property['surfaces']>
  rooms: NonNullable<Property['rooms']>
  constructionYear: number | null
  renovationYear: number | null
  comfort: NonNullable<Property['comfort']>
  energy: NonNullable<Property['energy']>
  legal: NonNullable<Property['legal']>
  virtualTourUrl: string | null
  videoUrl: string | null
  createdAt: string
  updatedAt: string
  /** Its price records, oldest first (the price history and the news badge). */
  priceRecords: PriceRecord[]
}
