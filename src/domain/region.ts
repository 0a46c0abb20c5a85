/** Belgian region by postcode (docs/rules/listings.md); the energy scale and label images depend on it. */
export type Region = 'brussels' | 'wallonia' | 'flanders'

export function regionOf(zip: string | number | null | undefined): Region | null {
  const text = typeof zip === 'number' ? String(zip) : typeof zip === 'string' ? zip.trim() : ''
  // Belgian postcodes are exactly four digits; anything else cannot be placed.
  if (!/^\d{4}$/.test(text)) return null
  const n = Number(text)
  if (n >= 1000 && n <= 1299) return 'brussels'
  if ((n >= 1300 && n <= 1499) || (n >= 4000 && n <= 7999)) return 'wallonia'
  if ((n >= 1500 && n <= 3999) || (n >= 8000 && n <= 9999)) return 'flanders'
  return null
}
