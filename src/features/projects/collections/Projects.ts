import type { CollectionConfig } from 'payload'
import { contentAccess, publishedOr } from '../../../payload/access'
import { addressFields } from '../../../platform/fields/address'
import { webAddressField } from '../../redirects/web-address-field'
import { projectChange, revalidateCollection } from '../../../platform/cache/revalidate'
import { draftVersions, publishUnlessDraft, staffPreview } from '../../../payload/workflow'

/** New-build projects with their units. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'city', '_status'],
    group: 'Listings',
    ...staffPreview('projects'),
  },
  access: contentAccess(publishedOr()),
  trash: true,
  versions: draftVersions,
  hooks: { ...revalidateCollection(projectChange), beforeOperation: [publishUnlessDraft] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'delivery', type: 'text', localized: true },
    {
      name: 'externalUrl',
      type: 'text',
      validate: webAddressField,
      admin: { description: 'Optional external site of the project' },
    },
    {
      name: 'externalAddress',
      type: 'text',
      validate: webAddressField,
      admin: {
        description:
          'Optional. When set, the project is presented on that site: its cards and links lead there and its page here forwards to it.',
      },
    },
    { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
    ...addressFields,
    {
      name: 'units',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'reference', type: 'text', required: true },
            { name: 'type', type: 'relationship', relationTo: 'property-types' },
            { name: 'floor', type: 'number' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'bedrooms', type: 'number', min: 0 },
            { name: 'living', type: 'number', min: 0 },
            { name: 'price', type: 'number', min: 0 },
            {
              name: 'status',
              type: 'select',
              defaultValue: 'available',
              options: [
                { label: 'Available', value: 'available' },
                { label: 'Option', value: 'option' },
                { label: 'Sold', value: 'sold' },
                { label: 'Rented', value: 'rented' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
