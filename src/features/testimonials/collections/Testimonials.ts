import type { Access, CollectionConfig } from 'payload'
import { testimonialChangeTags } from '../../../platform/cache/changes'
import { locales } from '../../../i18n/locales'
import { isAdmin, isServerRead, isStaff, roleOf } from '../../../payload/access'
import { revalidateCollection } from '../../../platform/cache/revalidate'

/** Staff see every testimonial; the site's own reads only published ones; REST callers nothing. */
const readAccess: Access = ({ req }) => {
  if (roleOf(req)) return true
  if (isServerRead(req)) return { published: { equals: true } }
  return false
}

/** Staff add one received by post or phone; the testimonial form's handler adds the others. */
const createAccess: Access = ({ req }) => roleOf(req) !== undefined || (req.payloadAPI === 'local' && !req.user)

/**
 * What visitors wrote about the agency (SPEC §1 "submit a testimonial"). Nothing shows on the
 * site until staff publish it (the testimonials page module shows published ones only).
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'city', 'rating', 'locale', 'published'],
    listSearchableFields: ['name', 'city', 'text'],
    group: 'Enquiries',
  },
  defaultSort: '-createdAt',
  access: { read: readAccess, create: createAccess, update: isStaff, delete: isAdmin },
  hooks: revalidateCollection(({ doc, previousDoc }) => testimonialChangeTags(doc, previousDoc)),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: 'Shown on the site as written here' },
        },
        { name: 'city', type: 'text', maxLength: 120 },
        { name: 'rating', type: 'number', min: 1, max: 5, admin: { step: 1 } },
      ],
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 4000 },
    {
      type: 'row',
      fields: [
        {
          name: 'published',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: { description: 'Shown on the site only once ticked' },
        },
        {
          name: 'locale',
          type: 'select',
          required: true,
          options: locales.map((v) => ({ label: v, value: v })),
          admin: { description: 'The language it was written in' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          index: true,
          admin: { description: 'Never shown; finds the person’s data for a privacy request' },
        },
        { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
      ],
    },
  ],
}
