import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'

export const countryOptions = [
  { label: { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' }, value: '10' },
  { label: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' }, value: '50' },
  { label: { en: 'France', nl: 'Frankrijk', fr: 'France', de: 'Frankreich' }, value: '20' },
  { label: { en: 'Netherlands', nl: 'Nederland', fr: 'Pays-Bas', de: 'Niederlande' }, value: '30' },
  { label: { en: 'Germany', nl: 'Duitsland', fr: 'Allemagne', de: 'Deutschland' }, value: '40' },
]

export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'zip', 'country'], group: 'Listings' },
  access: contentAccess(staffOrSite),
  trash: true,
  hooks: revalidateCollection(() => [tags.cities]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'zip', type: 'text', required: true, index: true },
    { name: 'country', type: 'select', required: true, defaultValue: '10', options: countryOptions },
  ],
}
