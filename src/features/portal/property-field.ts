import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/** The portal's collections whose records carry `propertyField` (src/payload/property-field.ts). */
const PORTAL_RECORDS: CollectionSlug[] = ['visits', 'publications', 'property-documents']

/**
 * A property deleted for good (from the trash) takes its portal records with them (visits,
 * online media, owner documents and their files): they are its history for its owners, who see
 * it only with the property, and their column may not be empty. A property moved to the trash
 * keeps them.
 */
export const deletePortalRecordsOfProperty: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of PORTAL_RECORDS)
    await req.payload.delete({ collection, where: { property: { equals: id } }, overrideAccess: true, req })
}
