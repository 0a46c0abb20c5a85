import { same, tr, type Tr } from '../localized'

export type Region = 'flanders' | 'brussels' | 'wallonia' | 'luxembourg'

export interface CitySeed {
  key: string
  name: Tr
  zip: string
  /** '10' Belgium, '50' Luxembourg (country id) */
  country: '10' | '50'
  lat: number
  lng: number
}

/** 17 cities: Flanders, Brussels, Wallonia and the Grand Duchy. Names differ per language where they really do. */
export const cities: CitySeed[] = [
  { key: 'gent', name: tr('Gent', 'Gand', 'Ghent', 'Gent'), zip: '9000', country: '10', lat: 51.0543, lng: 3.7174 },
  {
    key: 'antwerpen',
    name: tr('Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen'),
    zip: '2000',
    country: '10',
    lat: 51.2194,
    lng: 4.4025,
  },
  {
    key: 'leuven',
    name: tr('Leuven', 'Louvain', 'Leuven', 'Löwen'),
    zip: '3000',
    country: '10',
    lat: 50.8798,
    lng: 4.7005,
  },
  {
    key: 'brugge',
    name: tr('Brugge', 'Bruges', 'Bruges', 'Brügge'),
    zip: '8000',
    country: '10',
    lat: 51.2093,
    lng: 3.2247,
  },
  {
    key: 'oostende',
    name: tr('Oostende', 'Ostende', 'Ostend', 'Ostende'),
    zip: '8400',
    country: '10',
    lat: 51.2154,
    lng: 2.9286,
  },
  {
    key: 'mechelen',
    name: tr('Mechelen', 'Malines', 'Mechelen', 'Mecheln'),
    zip: '2800',
    country: '10',
    lat: 51.0259,
    lng: 4.4776,
  },
  { key: 'hasselt', name: same('Hasselt'), zip: '3500', country: '10', lat: 50.9307, lng: 5.3325 },
  { key: 'kapelle', name: same('Kapelle-op-den-Bos'), zip: '1880', country: '10', lat: 50.9997, lng: 4.3633 },
  {
    key: 'brussel',
    name: tr('Brussel', 'Bruxelles', 'Brussels', 'Brüssel'),
    zip: '1000',
    country: '10',
    lat: 50.8467,
    lng: 4.3525,
  },
  {
    key: 'elsene',
    name: tr('Elsene', 'Ixelles', 'Ixelles', 'Ixelles'),
    zip: '1050',
    country: '10',
    lat: 50.8275,
    lng: 4.372,
  },
  { key: 'ukkel', name: tr('Ukkel', 'Uccle', 'Uccle', 'Uccle'), zip: '1180', country: '10', lat: 50.8025, lng: 4.3372 },
  {
    key: 'liege',
    name: tr('Luik', 'Liège', 'Liège', 'Lüttich'),
    zip: '4000',
    country: '10',
    lat: 50.6326,
    lng: 5.5797,
  },
  { key: 'namur', name: tr('Namen', 'Namur', 'Namur', 'Namur'), zip: '5000', country: '10', lat: 50.4674, lng: 4.872 },
  { key: 'mons', name: tr('Bergen', 'Mons', 'Mons', 'Bergen'), zip: '7000', country: '10', lat: 50.4542, lng: 3.9523 },
  { key: 'wavre', name: tr('Waver', 'Wavre', 'Wavre', 'Wavre'), zip: '1300', country: '10', lat: 50.717, lng: 4.6013 },
  {
    key: 'luxembourg',
    name: tr('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'),
    zip: '1111',
    country: '50',
    lat: 49.6116,
    lng: 6.1319,
  },
  {
    key: 'esch',
    name: tr('Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch an der Alzette'),
    zip: '4010',
    country: '50',
    lat: 49.4958,
    lng: 5.9806,
  },
]

/** Region by postcode (domain/region.ts); Luxembourg by country. */
export function regionOf(zip: string, country: string): Region {
  if (country === '50') return 'luxembourg'
  const n = Number(zip)
  if (n >= 1000 && n <= 1299) return 'brussels'
  if ((n >= 1300 && n <= 1499) || (n >= 4000 && n <= 7999)) return 'wallonia'
  return 'flanders'
}
