import type { Field, GlobalConfig } from 'payload'
import { isAdmin, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateGlobal } from '../../../platform/cache/revalidate'

const item: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'status', type: 'checkbox', defaultValue: true, admin: { description: 'Shown when on' } },
      {
        name: 'icon',
        type: 'select',
        defaultValue: 'none',
        options: ['none', 'phone', 'mail', 'pin', 'clock', 'facebook', 'instagram', 'linkedin', 'whatsapp'].map(
          (v) => ({ label: v, value: v }),
        ),
      },
      { name: 'color', type: 'text' },
    ],
  },
  { name: 'label', type: 'text', required: true, localized: true },
  { name: 'link', type: 'text', admin: { description: 'Same link in every language' } },
  { name: 'localizedLink', type: 'text', localized: true, admin: { description: 'Overrides the link per language' } },
]

export const TopBar: GlobalConfig = {
  slug: 'top-bar',
  admin: { group: 'Settings' },
  access: { read: staffOrSite, update: isAdmin },
  hooks: { afterChange: revalidateGlobal(tags.topBar) },
  fields: [
    { name: 'show', type: 'checkbox', defaultValue: true },
    { name: 'leftItems', type: 'array', fields: item },
    { name: 'rightItems', type: 'array', fields: item },
  ],
}
