import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, roleOf } from '../access'

/** Agency staff who log in to /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Agency' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  access: {
    admin: ({ req }) => roleOf(req) !== undefined,
    create: isAdmin,
    delete: isAdmin,
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
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'agent',
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      options: [
        { label: { en: 'Administrator', nl: 'Beheerder', fr: 'Administrateur', de: 'Administrator' }, value: 'admin' },
        { label: { en: 'Agent', nl: 'Makelaar', fr: 'Agent', de: 'Makler' }, value: 'agent' },
      ],
    },
  ],
}
