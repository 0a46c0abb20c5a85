import type { CollectionConfig } from 'payload'
import { l } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'
import { isAdmin, isStaff } from '../../../payload/access'
import { propertyField } from '../../../payload/property-field'

/** Where a property is advertised besides this site (property portals, papers, social media), for its owners' history. */
export const Publications: CollectionConfig = {
  slug: 'publications',
  labels: {
    singular: l('Online publication', 'Online publicatie', 'Publication en ligne', 'Online-Veröffentlichung'),
    plural: l('Online media', 'Online media', 'Médias en ligne', 'Online-Medien'),
  },
  admin: {
    useAsTitle: 'channel',
    defaultColumns: ['channel', 'property', 'from', 'until'],
    group: adminGroups.ownerPortal,
  },
  defaultSort: '-from',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  fields: [
    propertyField,
    {
      name: 'channel',
      type: 'text',
      required: true,
      label: l('Medium', 'Medium', 'Média', 'Medium'),
      admin: {
        description: l(
          'For example Immoweb, Zimmo, Facebook.',
          'Bijvoorbeeld Immoweb, Zimmo, Facebook.',
          'Par exemple Immoweb, Zimmo, Facebook.',
          'Zum Beispiel Immoweb, Zimmo, Facebook.',
        ),
      },
    },
    { name: 'url', type: 'text', label: l('Address (URL)', 'Adres (URL)', 'Adresse (URL)', 'Adresse (URL)') },
    {
      type: 'row',
      fields: [
        {
          name: 'from',
          type: 'date',
          required: true,
          label: l('Online from', 'Online vanaf', 'En ligne depuis', 'Online seit'),
        },
        { name: 'until', type: 'date', label: l('Online until', 'Online tot', "En ligne jusqu'au", 'Online bis') },
      ],
    },
  ],
}
