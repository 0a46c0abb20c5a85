import type { RelationshipField } from 'payload'
import { l } from '../i18n/admin-text'

/**
 * The property a record belongs to (a portal visit, online medium or owner document, a price
 * change): required and indexed, as these records are read by their property. The property's
 * collection deletes them with it (its beforeDelete hooks).
 */
export const propertyField: RelationshipField = {
  name: 'property',
  type: 'relationship',
  relationTo: 'properties',
  required: true,
  index: true,
  label: l('Property', 'Pand', 'Bien', 'Immobilie'),
}
