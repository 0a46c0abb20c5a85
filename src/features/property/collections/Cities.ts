import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { adminGroups } from '../../../payload/admin-groups'
import { l } from '../../../i18n/admin-text'
import { countryOptions } from '../../../domain/countries'

export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: {
    singular: l('City', 'Gemeente', 'Localité', 'Ort'),
    plural: l('Cities', 'Gemeenten', 'Localités', 'Orte'),
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'zip', 'country'], group: adminGroups.listings },
  access: contentAccess(staffOrSite),
  trash: true,
  hooks: revalidateCollection(() => [tags.cities]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Name', 'Naam', 'Nom', 'Name') },
    {
      name: 'zip',
      type: 'text',
      required: true,
      index: true,
      label: l('Postal code', 'Postcode', 'Code postal', 'Postleitzahl'),
    },
    {
      name: 'country',
      type: 'select',
      required: true,
      defaultValue: '10',
      label: l('Country', 'Land', 'Pays', 'Land'),
      options: countryOptions,
    },
  ],
}
