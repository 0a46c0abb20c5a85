import type { CollectionConfig } from 'payload'
import { env } from '../../../platform/env'
import { label } from '../../../i18n/admin-labels'
import { isAdmin, isStaff } from '../../../payload/access'
import { propertyField } from '../../property/field'

/**
 * Files about a property that staff keep for its owners (mandate, EPC, offers received …).
 * Kept apart from the public media folder: Payload serves them to staff only, and an owner
 * downloads one through the portal (features/portal/documents.ts), which checks that the
 * property is theirs and that staff marked the file for owners.
 */
export const PropertyDocuments: CollectionConfig = {
  slug: 'property-documents',
  labels: {
    singular: label(
      'Owner document',
      'Document voor eigenaar',
      'Document pour le propriétaire',
      'Dokument für Eigentümer',
    ),
    plural: label(
      'Owner documents',
      'Documenten voor eigenaars',
      'Documents pour les propriétaires',
      'Dokumente für Eigentümer',
    ),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'property', 'forOwners', 'createdAt'],
    group: label('Owner portal', 'Eigenaarsportaal', 'Portail propriétaire', 'Eigentümerportal'),
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  upload: {
    staticDir: env().documentsDir,
    mimeTypes: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, label: label('Title', 'Titel', 'Titre', 'Titel') },
    propertyField,
    {
      name: 'forOwners',
      type: 'checkbox',
      defaultValue: true,
      label: label(
        'Shown to the owners',
        'Zichtbaar voor de eigenaars',
        'Visible par les propriétaires',
        'Für die Eigentümer sichtbar',
      ),
    },
  ],
}
