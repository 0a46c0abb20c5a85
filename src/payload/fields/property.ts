import type { RelationshipField } from 'payload'
import { label } from '../admin-labels/inline'

/** The property a record of the owner portal belongs to (visits, online media, owner documents). */
export const propertyField: RelationshipField = {
  name: 'property',
  type: 'relationship',
  relationTo: 'properties',
  required: true,
  index: true,
  label: label('Property', 'Pand', 'Bien', 'Immobilie'),
}
