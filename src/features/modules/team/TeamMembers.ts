import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { languageOptions } from '../../../platform/fields/language'
import { adminGroups } from '../../../payload/admin-groups'
import { l } from '../../../i18n/admin-text'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: {
    singular: l('Team member', 'Teamlid', "Membre de l'équipe", 'Teammitglied'),
    plural: l('Team', 'Team', 'Équipe', 'Team'),
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'email'], group: adminGroups.agency },
  access: contentAccess(staffOrSite),
  trash: true,
  defaultSort: 'sort',
  hooks: revalidateCollection(() => [tags.teamMembers]),
  fields: [
    { name: 'name', type: 'text', required: true, label: l('Name', 'Naam', 'Nom', 'Name') },
    { name: 'role', type: 'text', localized: true, label: l('Job title', 'Functie', 'Fonction', 'Funktion') },
    { name: 'bio', type: 'textarea', localized: true, label: l('Biography', 'Biografie', 'Biographie', 'Biografie') },
    { name: 'email', type: 'email', label: l('Email', 'E-mail', 'E-mail', 'E-Mail') },
    { name: 'phone', type: 'text', label: l('Phone', 'Telefoon', 'Téléphone', 'Telefon') },
    { name: 'photo', type: 'upload', relationTo: 'media', label: l('Photo', 'Foto', 'Photo', 'Foto') },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      label: l('Languages spoken', 'Gesproken talen', 'Langues parlées', 'Gesprochene Sprachen'),
      options: languageOptions,
    },
    { name: 'sort', type: 'number', defaultValue: 0, label: l('Sort order', 'Volgorde', 'Ordre', 'Reihenfolge') },
  ],
}
