import { tr } from '../../localized'
import type { CategorySeed } from '../../types'

/** Categories: four roots with two children each; every child holds one service. */
export const categories: CategorySeed[] = [
  { key: 'buying', name: tr('Kopen', 'Acheter', 'Buying', 'Kaufen'), webId: 1, sort: 1 },
  {
    key: 'buying-guidance',
    parentKey: 'buying',
    name: tr('Aankoopbegeleiding', 'Accompagnement à l’achat', 'Buyer guidance', 'Kaufbegleitung'),
    webId: 11,
    sort: 1,
  },
  {
    key: 'new-build',
    parentKey: 'buying',
    name: tr('Nieuwbouw', 'Projets neufs', 'New builds', 'Neubau'),
    webId: 12,
    sort: 2,
  },
  { key: 'selling', name: tr('Verkopen', 'Vendre', 'Selling', 'Verkaufen'), webId: 2, sort: 2 },
  {
    key: 'valuation',
    parentKey: 'selling',
    name: tr('Waardebepaling', 'Estimation', 'Valuation', 'Bewertung'),
    webId: 21,
    sort: 1,
  },
  {
    key: 'marketing',
    parentKey: 'selling',
    name: tr('Verkoopaanpak', 'Commercialisation', 'Marketing', 'Vermarktung'),
    webId: 22,
    sort: 2,
  },
  { key: 'renting', name: tr('Verhuren', 'Louer', 'Renting', 'Vermieten'), webId: 3, sort: 3 },
  {
    key: 'tenant-screening',
    parentKey: 'renting',
    name: tr('Selectie van huurders', 'Sélection des locataires', 'Tenant screening', 'Mieterauswahl'),
    webId: 31,
    sort: 1,
  },
  {
    key: 'lease-contracts',
    parentKey: 'renting',
    name: tr(
      'Huurcontract en plaatsbeschrijving',
      'Bail et état des lieux',
      'Leases and inventories',
      'Mietvertrag und Ortsbeschreibung',
    ),
    webId: 32,
    sort: 2,
  },
  {
    key: 'management',
    name: tr('Vastgoedbeheer', 'Gestion immobilière', 'Property management', 'Immobilienverwaltung'),
    webId: 4,
    sort: 4,
  },
  {
    key: 'rental-management',
    parentKey: 'management',
    name: tr('Huurbeheer', 'Gestion locative', 'Rental management', 'Mietverwaltung'),
    webId: 41,
    sort: 1,
  },
  {
    key: 'syndic',
    parentKey: 'management',
    name: tr('Syndicus', 'Syndic', 'Syndic (co-ownership)', 'Syndikus'),
    webId: 42,
    sort: 2,
  },
]
