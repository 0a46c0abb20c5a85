import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { adminGroups } from '../../../payload/admin-groups'
import { l } from '../../../i18n/admin-text'

/**
 * Neighbourhoods of a city (docs/rules/listings.md): properties and projects may name
 * one; the property lists offer them as a filter once any has published properties.
 */
export const Neighbourhoods: CollectionConfig = {
  slug: 'neighbourhoods',
  labels: {
    singular: l('Neighbourhood', 'Wijk', 'Quartier', 'Stadtviertel'),
    plural: l('Neighbourhoods', 'Wijken', 'Quartiers', 'Stadtviertel'),
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'sort'], group: adminGroups.listings },
  access: contentAccess(staffOrSite),
  trash: true,
  defaultSort: 'sort',
  hooks: revalidateCollection(() => [tags.neighbourhoods]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Name', 'Naam', 'Nom', 'Name') },
    {
      name: 'city',
      type: 'relationship',
      relationTo: 'cities',
      required: true,
      index: true,
      label: l('City', 'Gemeente', 'Localité', 'Ort'),
    },
    {
      name: 'sort',
      type: 'number',
      defaultValue: 0,
      label: l('Sort order', 'Volgorde', 'Ordre', 'Reihenfolge'),
      admin: {
        description: l(
          'Lower numbers first.',
          'Lagere getallen eerst.',
          "Les plus petits nombres d'abord.",
          'Kleinere Zahlen zuerst.',
        ),
      },
    },
  ],
}
