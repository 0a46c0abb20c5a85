import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { adminGroups } from '../../../payload/admin-groups'
import { l } from '../../../i18n/admin-text'

/** A tree of categories for services and articles (docs/rules/content-and-modules.md#category-tree). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: l('Category', 'Categorie', 'Catégorie', 'Kategorie'),
    plural: l('Categories', 'Categorieën', 'Catégories', 'Kategorien'),
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'parent', 'webId'], group: adminGroups.content },
  access: contentAccess(staffOrSite),
  trash: true,
  hooks: revalidateCollection(() => [tags.categories]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Name', 'Naam', 'Nom', 'Name') },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      label: l('Parent category', 'Bovenliggende categorie', 'Catégorie parente', 'Übergeordnete Kategorie'),
    },
    { name: 'webId', type: 'number', label: l('Web ID', 'Web-ID', 'ID web', 'Web-ID') },
    { name: 'sort', type: 'number', defaultValue: 0, label: l('Sort order', 'Volgorde', 'Ordre', 'Reihenfolge') },
  ],
}
