import { isEmpty } from './empty'

/**
 * Address rules (docs/rules/listings.md), for properties and projects: Belgian order "Street 12 box 3, 9000 Gent",
 * only postcode and city when the address is not public, and the country name in brackets
 * outside Belgium (country id 10).
 */
export interface AddressInput {
  /** False hides street and number. A missing flag follows the back office default (public). */
  publishAddress?: boolean | null
  street?: string | null
  houseNumber?: string | null
  boxNumber?: string | null
  zip?: string | null
  city?: string | null
  /** Country id: '10' Belgium, '50' Luxembourg, … A missing id means Belgium. */
  country?: string | number | null
  countryName?: string | null
}

export const BELGIUM = '10'

const text = (value: unknown): string => (typeof value === 'string' && !isEmpty(value) ? value.trim() : '')

// The municipality's official spelling; feeds write it in title case ('Kapelle-Op-Den-Bos').
const KAPELLE = /^kapelle[\s-]+op[\s-]+den[\s-]+bos$/i

/** A city name as shown: trimmed, with the known misspelling of Kapelle-op-den-Bos corrected. */
export function fixCityName(name: string | null | undefined): string {
  const city = text(name)
  return KAPELLE.test(city) ? 'Kapelle-op-den-Bos' : city
}

function isBelgium(country: AddressInput['country']): boolean {
  if (country === null || country === undefined) return true
  const id = String(country).trim()
  return id === '' || id === BELGIUM
}

/**
 * One line of address. `boxLabel` is the language's word for a box number ('bus', 'boîte',
 * 'box', 'Bfk.'); empty parts are left out together with their separators.
 */
export function formatAddress(a: AddressInput, boxLabel = 'box'): string {
  const parts: string[] = []
  if (a.publishAddress !== false) {
    const street = text(a.street)
    const number = text(a.houseNumber)
    const box = text(a.boxNumber)
    // A number or box without a street locates nothing, so it is only shown after a street.
    if (street) {
      const boxPart = box ? [text(boxLabel), box].filter(Boolean).join(' ') : ''
      parts.push([street, number, boxPart].filter(Boolean).join(' '))
    }
  }
  const place = [text(a.zip), fixCityName(a.city)].filter(Boolean).join(' ')
  if (place) parts.push(place)
  let line = parts.join(', ')
  const countryName = text(a.countryName)
  if (!isBelgium(a.country) && countryName) line = line ? `${line} (${countryName})` : `(${countryName})`
  return line
}
