import type { CollectionBeforeDeleteHook, CollectionSlug, RelationshipField } from 'payload'
import { l } from '../../i18n/admin-text'

/** The property a record of the owner portal belongs to (visits, online media, owner documents). */
export const propertyField: RelationshipField = {
  name: 'property',
  type: 'relationship',
  relationTo: 'properties',
  required: true,
  index: true,
  label: l('Property', 'Pand', 'Bien', 'Immobilie'),
}

/** The collections whose records carry `propertyField`: the property's history in the portal. */
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
