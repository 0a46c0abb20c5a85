import type { CollectionConfig } from 'payload'
import { env } from '../../env'
import { isAdmin, isAdminField, roleOf } from '../../../payload/access'
import { PAYLOAD_LOCK } from '../policy'
import { adminGroups } from '../../../payload/admin-groups'
import { l, options } from '../../../i18n/admin-text'

/** Agency staff who log in to /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: l('User', 'Gebruiker', 'Utilisateur', 'Benutzer'),
    plural: l('Users', 'Gebruikers', 'Utilisateurs', 'Benutzer'),
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: adminGroups.agency },
  auth: {
    // Limits are per network (platform/auth/policy.ts); Payload's account-wide lock is out of
    // reach, so no stranger can lock a colleague out.
    ...PAYLOAD_LOCK,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      // The back office never needs its session on a request that starts on another site.
      sameSite: 'Strict',
      secure: env().siteUrl.startsWith('https:'),
    },
  },
  access: {
    admin: ({ req }) => roleOf(req) !== undefined,
    create: isAdmin,
    delete: isAdmin,
    // Unlocking would let anyone past the lockout of another account.
    unlock: isAdmin,
    read: ({ req }) => {
      const role = roleOf(req)
      if (role === 'admin') return true
      if (role === 'agent' && req.user) return { id: { equals: req.user.id } }
      return false
    },
    update: ({ req }) => {
      const role = roleOf(req)
      if (role === 'admin') return true
      if (role === 'agent' && req.user) return { id: { equals: req.user.id } }
      return false
    },
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: l('Name', 'Naam', 'Nom', 'Name') },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'agent',
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      label: l('Role', 'Rol', 'Rôle', 'Rolle'),
      options: options([
        ['admin', l('Administrator', 'Beheerder', 'Administrateur', 'Administrator')],
        ['agent', l('Agent', 'Makelaar', 'Agent', 'Makler')],
      ]),
    },
  ],
}
