import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type Role = 'admin' | 'agent'

export function roleOf(req: PayloadRequest): Role | undefined {
  const user = req.user as { role?: Role; collection?: string } | null
  if (!user || user.collection !== 'users') return undefined
  return user.role
}

export const isStaff: Access = ({ req }) => roleOf(req) !== undefined
export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'
export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin'
export const anyone: Access = () => true

/** Staff see everything; the public only what is published. */
export function publishedOr(field: string, value: unknown = true): Access {
  return ({ req }) => (roleOf(req) ? true : { [field]: { equals: value } })
}
