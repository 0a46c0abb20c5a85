/*
 * The agency's address as schema.org reads it, parsed from the site settings' free text
 * ('street\nzip city\ncountry'). Pure, unit-tested (postal-address.test.ts).
 */

/** schema.org PostalAddress from the settings' free address text ('street\nzip city\ncountry'). */
export interface PostalAddress {
  '@type': 'PostalAddress'
  streetAddress?: string
  postalCode?: string
  addressLocality?: string
  addressCountry?: string
}

const countryCodes: Record<string, string> = {
  belgie: 'BE',
  belgique: 'BE',
  belgium: 'BE',
  belgien: 'BE',
  luxemburg: 'LU',
  luxembourg: 'LU',
  nederland: 'NL',
  'pays-bas': 'NL',
  netherlands: 'NL',
  niederlande: 'NL',
  frankrijk: 'FR',
  france: 'FR',
  frankreich: 'FR',
  duitsland: 'DE',
  allemagne: 'DE',
  germany: 'DE',
  deutschland: 'DE',
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

export function postalAddress(text: string | null | undefined): PostalAddress | null {
  const lines = (text ?? '')
    .split(/\r?\n|,/)
    .map((l) => l.trim())
    .filter(Boolean)
  if (!lines.length) return null
  const at = lines.findIndex((l) => /^(?:[A-Z]{1,2}-?)?\d{4,5}\s+\S/.test(l))
  if (at < 0) return { '@type': 'PostalAddress', streetAddress: lines.join(', ') }
  const [, zip, city] = /^((?:[A-Z]{1,2}-?)?\d{4,5})\s+(.+)$/.exec(lines[at]) as RegExpExecArray
  const street = lines.slice(0, at).join(', ')
  const country = lines.slice(at + 1).join(', ')
  // Belgian postcodes have four digits: with no country line the agency is Belgian.
  const code = country ? (countryCodes[fold(country)] ?? country) : /^\d{4}$/.test(zip) ? 'BE' : undefined
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    postalCode: zip,
    addressLocality: city,
    ...(code ? { addressCountry: code } : {}),
  }
}
