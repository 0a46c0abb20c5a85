import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'

/** A tree of categories for services and articles (SPEC §3 category tree item). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'parent', 'webId'], group: 'Content' },
  access: contentAccess(staffOrSite),
  trash: true,
  hooks: revalidateCollection(() => [tags.categories]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'parent', type: 'relationship', relationTo: 'categories' },
    { name: 'webId', type: 'number' },
    { name: 'sort', type: 'number', defaultValue: 0 },
  ],
}
