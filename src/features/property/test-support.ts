import { createTranslator } from 'next-intl'
import en from '../../../messages/property/en.json' with { type: 'json' }
import type { Translate } from './facts'
import type { PropertyDetail } from './types'

/** The English messages of the property page as its translator. */
export const tEn: Translate = createTranslator({ locale: 'en', messages: { property: en }, namespace: 'property' })

/** A property with nothing but its required fields; tests add what they exercise. */
export function detail(over: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 1,
    title: 'Renovated mansion house',
    reference: 'VT-1001',
    goal: 'sale',
    marquee: '1',
    typeName: 'House',
    typeDescription: null,
    description: null,
    photos: [],
    project: null,
    neighbourhood: null,
    price: null,
    publishPrice: true,
    priceUnit: '1',
    priceUnitText: null,
    costs: {},
    viager: {},
    rental: {},
    availability: {},
    publishAddress: true,
    street: null,
    houseNumber: null,
    boxNumber: null,
    city: { name: 'Gent', zip: '9000', country: '10' },
    latitude: null,
    longitude: null,
    surfaces: {},
    rooms: {},
    constructionYear: null,
    renovationYear: null,
    comfort: {},
    energy: {},
    legal: {},
    virtualTourUrl: null,
    videoUrl: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
    priceRecords: [],
    ...over,
  }
}
