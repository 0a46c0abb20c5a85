import { regionOf, type Region } from '../region'

/** Where the property lies for the cost rules: a Belgian region, or Luxembourg (no Belgian rules). */
export type CostRegion = Region | 'luxembourg'

/** The CRM's country id of Luxembourg (see src/domain/energy.ts). */
const LUXEMBOURG_COUNTRY_ID = '50'

/**
 * The region from the postcode (ranges in docs/rules/listings.md, applied by `regionOf`). Luxembourg
 * postcodes are four digits as well and overlap the Belgian ranges, so they are told apart by the
 * country id 50 or by the country prefix "L-" on the postcode. Null when the place cannot be known.
 */
export function regionOfPostcode(
  zip: string | number | null | undefined,
  countryId?: string | number | null,
): CostRegion | null {
  const country = countryId === null || countryId === undefined ? '' : String(countryId).trim()
  const text = typeof zip === 'string' ? zip.trim() : zip
  if (country === LUXEMBOURG_COUNTRY_ID) return 'luxembourg'
  if (typeof text === 'string' && /^L-?\d{4}$/i.test(text)) return 'luxembourg'
  // Another country than Belgium (id 10) has no region; a missing id means Belgium (src/domain/address.ts).
  if (country !== '' && country !== '10') return null
  return regionOf(typeof text === 'string' ? text.replace(/^B-/i, '') : text)
}
