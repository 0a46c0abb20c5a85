import { tr, type Tr } from '../localized'

export type TypeKey =
  | 'house'
  | 'apartment'
  | 'studio'
  | 'land'
  | 'investment'
  | 'commercial'
  | 'industrial'
  | 'offices'
  | 'garage'

export interface TypeSeed {
  key: TypeKey
  name: Tr
  /** Icon group (domain/property-type.ts): 1 residential, 2 office/default, 3 industrial, 4 land, 5 and 7 commercial, 6 retail */
  webId: number
  showOrder: number
  sale: boolean
  rent: boolean
}

export const propertyTypes: TypeSeed[] = [
  { key: 'house', name: tr('Huis', 'Maison', 'House', 'Haus'), webId: 1, showOrder: 1, sale: true, rent: true },
  {
    key: 'apartment',
    name: tr('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
    webId: 1,
    showOrder: 2,
    sale: true,
    rent: true,
  },
  { key: 'studio', name: tr('Studio', 'Studio', 'Studio', 'Studio'), webId: 1, showOrder: 3, sale: true, rent: true },
  { key: 'land', name: tr('Grond', 'Terrain', 'Land', 'Grundstück'), webId: 4, showOrder: 4, sale: true, rent: false },
  {
    key: 'investment',
    name: tr('Opbrengsteigendom', 'Immeuble de rapport', 'Investment property', 'Renditeobjekt'),
    webId: 7,
    showOrder: 5,
    sale: true,
    rent: false,
  },
  {
    key: 'commercial',
    name: tr('Handelspand', 'Commerce', 'Commercial property', 'Gewerbefläche'),
    webId: 5,
    showOrder: 6,
    sale: true,
    rent: true,
  },
  {
    key: 'industrial',
    name: tr('Industrieel pand', 'Bâtiment industriel', 'Industrial property', 'Industriegebäude'),
    webId: 3,
    showOrder: 7,
    sale: true,
    rent: true,
  },
  { key: 'offices', name: tr('Kantoor', 'Bureaux', 'Offices', 'Büro'), webId: 2, showOrder: 8, sale: true, rent: true },
  {
    key: 'garage',
    name: tr('Garage / parking', 'Garage / parking', 'Garage / parking', 'Garage / Stellplatz'),
    webId: 2,
    showOrder: 9,
    sale: true,
    rent: true,
  },
]
