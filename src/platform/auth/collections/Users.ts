import type { CollectionConfig } from 'payload'
import { env } from '../../env'
import { isAdmin, isAdminField, roleOf } from '../../../payload/access'
import { PAYLOAD_LOCK } from '../policy'

/** Agency staff who log in to /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Agency' },
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
