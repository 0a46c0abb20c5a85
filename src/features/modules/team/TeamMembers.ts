import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'email'], group: 'Agency' },
  access: contentAccess(staffOrSite),
  trash: true,
  defaultSort: 'sort',
  hooks: revalidateCollection(() => [tags.teamMembers]),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: ['nl', 'fr', 'en', 'de'].map((v) => ({ label: v.toUpperCase(), value: v })),
    },
    { name: 'sort', type: 'number', defaultValue: 0 },
  ],
}
