import type { Access, CollectionConfig, FieldAccess, GlobalConfig, PayloadRequest, Where } from 'payload'

/**
 * Who may do what (the table is in the README):
 * - admin: everything, and alone manages users, site settings, top bar and footer, unlocks
 *   accounts and deletes (content collections keep deleted documents in the trash).
 * - agent: reads everything in the back office; creates and edits listings, projects, pages,
 *   articles and their lookups; edits their own account (not their role).
 * - the public site: reads through the Local API on the server (`req.payloadAPI === 'local'`),
 *   only published documents. Anonymous REST and GraphQL read nothing: the site does not need
 *   a public API, and an open one would let anyone filter or sort on values the pages hide
 *   (hidden addresses and prices, drafts). Media files stay downloadable (see Media).
 * - owners (the portal's accounts) are no one here: only an account of the staff collection is
 *   staff, and at `/api` an owner's session counts as no session (platform/auth/credentials.ts).
 */
export type Role = 'admin' | 'agent'

/** The collection of the back office's accounts: its sessions, and only they, are staff. */
export const STAFF_COLLECTION = 'users'

export const isStaffUser = (user: { collection?: string } | null | undefined): boolean =>
  user?.collection === STAFF_COLLECTION

export function roleOf(req: PayloadRequest): Role | undefined {
  const user = req.user as { role?: Role; collection?: string } | null
  if (!isStaffUser(user)) return undefined
  return user?.role
}

/** A read made by this server's own code (pages, sitemap, search), not through REST or GraphQL. */
export const isServerRead = (req: PayloadRequest): boolean => req.payloadAPI === 'local'

export const isStaff: Access = ({ req }) => roleOf(req) !== undefined
export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'
export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin'

/** Lookups the pages show as they are (cities, types, categories, team, globals). */
export const staffOrSite: Access = ({ req }) => roleOf(req) !== undefined || isServerRead(req)

/**
 * Staff see everything; the site's own reads only published documents (Payload's `_status`:
 * the main row of a published document holds its published version, never a newer draft);
 * REST callers nothing.
 */
export function publishedOr(): Access {
  return ({ req }): boolean | Where => {
    if (roleOf(req)) return true
    if (isServerRead(req)) return { _status: { equals: 'published' } }
    return false
  }
}

/** The access block of a content collection edited by agents and admins alike. */
export function contentAccess(read: Access) {
  return { read, create: isStaff, update: isStaff, delete: isAdmin }
}

/**
 * Payload lets anyone with a session do what a collection or global leaves unset (its
 * `defaultAccess`, and `readVersions`, which has no default at all): an owner has a session. Every
 * operation left unset is staff only, so a draft's versions follow the staff rules of the content.
 */
const COLLECTION_OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const
const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions'] as const

export function staffUnlessSet(collection: CollectionConfig): CollectionConfig {
  const access = { ...collection.access }
  for (const operation of COLLECTION_OPERATIONS) access[operation] ??= isStaff
  return { ...collection, access }
}

export function staffUnlessSetGlobal(global: GlobalConfig): GlobalConfig {
  const access = { ...global.access }
  for (const operation of GLOBAL_OPERATIONS) access[operation] ??= isStaff
  return { ...global, access }
}
