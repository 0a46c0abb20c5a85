import 'server-only'
import type { Payload } from 'payload'
import { fixCityName, formatAddress } from '@/domain/address'
import { publicView } from '@/domain/visibility'
import type { Locale } from '@/i18n/locales'
import { translatorOf } from '@/i18n/translator'
import { getRouteTable } from '@/platform/routing/queries'
import { env } from '@/platform/env'
import type { City, Lead, Property } from '@/payload/payload-types'
import { relationId } from '@/domain/relation'

/**
 * What the visit invitation, the offer and the rent terms say about the lead's property. They
 * reach the visitor, so they read the property's public view (domain/visibility).
 */
export interface LeadProperty {
  /** The public view: a hidden address or price is null. */
  doc: Property
  reference: string
  title: string
  /** One line, as the property page shows it (street only when the address is public). */
  address: string
  /** The property page's full address. */
  url: string
}

/** The property the lead is about, read in `locale`; null when it has none (or it was deleted). */
export async function leadProperty(payload: Payload, lead: Lead, locale: Locale): Promise<LeadProperty | null> {
  const id = relationId(lead.property)
  if (id === null) return null
  const { docs } = await payload.find({
    collection: 'properties',
    where: { id: { equals: id } },
    locale,
    depth: 1,
    limit: 1,
    trash: true,
  })
  if (!docs[0]) return null
  const doc = publicView(docs[0])
  const city = typeof doc.city === 'object' ? (doc.city as City) : null
  const t = await translatorOf(locale, 'property')
  const country = city?.country ?? '10'
  const address = formatAddress(
    {
      ...doc,
      zip: city?.zip,
      city: city?.name,
      country,
      countryName: country === '10' ? '' : t(`values.country.${country}`),
    },
    t('values.box'),
  )
  const title = String(doc.title ?? '')
  const path = (await getRouteTable()).href(
    {
      kind: 'property',
      id: doc.id,
      goal: doc.goal === 'rent' ? 'rent' : 'sale',
      city: city ? fixCityName(city.name) : undefined,
      title,
    },
    locale,
  )
  return { doc, reference: doc.reference, title, address, url: `${env().siteUrl}${path}` }
}
