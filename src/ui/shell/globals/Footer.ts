import type { GlobalConfig } from 'payload'
import { isAdmin, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateGlobal } from '../../../platform/cache/revalidate'

const width = (name: string, defaultValue: number) => ({
  name,
  type: 'number' as const,
  min: 1,
  max: 12,
  defaultValue,
})

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Settings' },
  access: { read: staffOrSite, update: isAdmin },
  hooks: { afterChange: revalidateGlobal(tags.footer) },
  fields: [
    {
      name: 'columns',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', localized: true },
            { name: 'titlePublic', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'introText', type: 'textarea', localized: true },
            { name: 'introTextPublic', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'fullText', type: 'textarea', localized: true },
            { name: 'fullTextPublic', type: 'checkbox', defaultValue: true },
          ],
        },
        { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
        { type: 'row', fields: [width('colSm', 12), width('colMd', 6), width('colLg', 3)] },
      ],
    },
  ],
}
