import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'

/** Web types (house, apartment …). webId chooses the icon group of SPEC §3. */
export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'webId', 'showOrder'], group: 'Listings' },
  access: contentAccess(staffOrSite),
  trash: true,
  defaultSort: 'showOrder',
  hooks: revalidateCollection(() => [tags.propertyTypes]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'webId',
      type: 'number',
      required: true,
      min: 1,
      max: 7,
      admin: { description: '1 residential, 2 office/default, 3 industrial, 4 land, 5 and 7 commercial, 6 retail' },
    },
    { name: 'showOrder', type: 'number', defaultValue: 0 },
    { name: 'sale', type: 'checkbox', defaultValue: true },
    { name: 'rent', type: 'checkbox', defaultValue: true },
  ],
}
