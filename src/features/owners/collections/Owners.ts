import type { CollectionConfig } from 'payload'
import { PAYLOAD_LOCK } from '../../../platform/auth/policy'
import { inviteOwnerEndpoint, newOwnerEndpoint } from '../invitation'
import { fillInitialPassword } from '../accounts'
import { locales } from '../../../i18n/locales'
import { env } from '../../../platform/env'
import { l } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'
import { isAdmin, isStaff } from '../../../payload/access'
import { ownerChoosesPassword } from '../../../payload/access/passwords'

/**
 * Property owners who log in to the portal (`/{locale}/portal/`). A second auth collection,
 * apart from staff: the back office is for `users` only. Owners never use Payload's REST
 * login; the site's own login page signs them in with a cookie of their own
 * (features/owners/session.ts), so a member of staff and an owner can be logged in at once in
 * one browser, and REST and GraphQL never see an owner's session.
 *
 * Staff invite an owner (the list's "Invite an owner"): the account gets a random password
 * nobody knows, and the owner sets one through the invitation mail's one-time link.
 */
export const Owners: CollectionConfig = {
  slug: 'owners',
  labels: {
    singular: l('Owner', 'Eigenaar', 'Propriétaire', 'Eigentümer'),
    plural: l('Owners', 'Eigenaars', 'Propriétaires', 'Eigentümer'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'properties', 'language', 'invitedAt'],
    listSearchableFields: ['name', 'email'],
    group: adminGroups.agency,
    components: {
      beforeListTable: ['/features/owners/admin/InviteOwner#InviteOwner'],
      edit: { beforeDocumentControls: ['/features/owners/admin/SendInvitationButton#SendInvitationButton'] },
    },
  },
  auth: {
    // Limits are per network (platform/auth/policy.ts); Payload's account-wide lock is out of reach.
    ...PAYLOAD_LOCK,
    tokenExpiration: 12 * 60 * 60,
    // The session's owner as stored, relations as ids: left unset, Payload reads the user at its
    // default depth (2) on every portal request, each property with its photos, type, city,
    // visits, publications and documents (9 statements), which the portal reads itself anyway.
    depth: 0,
    cookies: { sameSite: 'Lax', secure: env().siteUrl.startsWith('https:') },
  },
  // Created by the invitation endpoint (random password), so the back office has no "create"
  // form asking staff for the owner's password.
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin, unlock: isStaff },
  endpoints: [newOwnerEndpoint, inviteOwnerEndpoint],
  // Staff never set an owner's password (access/passwords.ts).
  hooks: { beforeOperation: [fillInitialPassword, ownerChoosesPassword] },
  fields: [
    { name: 'name', type: 'text', required: true, label: l('Name', 'Naam', 'Nom', 'Name') },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'nl',
      label: l('Language', 'Taal', 'Langue', 'Sprache'),
      options: locales.map((value) => {
        const code = value.toUpperCase()
        return { value, label: l(code, code, code, code) }
      }),
    },
    {
      name: 'properties',
      type: 'relationship',
      relationTo: 'properties',
      hasMany: true,
      index: true,
      label: l('Properties', 'Panden', 'Biens', 'Immobilien'),
    },
    {
      name: 'weeklyReport',
      type: 'checkbox',
      defaultValue: true,
      label: l(
        'Weekly e-mail with the figures',
        'Wekelijkse e-mail met de cijfers',
        'E-mail hebdomadaire avec les chiffres',
        'Wöchentliche E-Mail mit den Zahlen',
      ),
      admin: {
        description: l(
          'The owner can switch it off in the portal.',
          'De eigenaar kan dit uitzetten in het portaal.',
          'Le propriétaire peut la désactiver dans le portail.',
          'Der Eigentümer kann sie im Portal abschalten.',
        ),
      },
    },
    {
      name: 'invitedAt',
      type: 'date',
      label: l('Invitation sent', 'Uitnodiging verstuurd', 'Invitation envoyée', 'Einladung gesendet'),
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastReportAt',
      type: 'date',
      label: l(
        'Last weekly e-mail',
        'Laatste wekelijkse e-mail',
        'Dernier e-mail hebdomadaire',
        'Letzte Wochen-E-Mail',
      ),
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
