import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'

/**
 * Neighbourhoods of a city (SPEC §3 'neighbourhood lists'): properties and projects may name
 * one; the property lists offer them as a filter once any has published properties.
 */
export const Neighbourhoods: CollectionConfig = {
  slug: 'neighbourhoods',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'sort'], group: 'Listings' },
  access: contentAccess(staffOrSite),
  trash: true,
  defaultSort: 'sort',
  hooks: revalidateCollection(() => [tags.neighbourhoods]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { description: 'Lower numbers first.' } },
  ],
}
