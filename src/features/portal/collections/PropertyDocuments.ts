import type { CollectionConfig } from 'payload'
import { env } from '../../../platform/env'
import { l } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'
import { isAdmin, isStaff } from '../../../payload/access'
import { propertyField } from '../../../payload/property-field'

/**
 * Files about a property that staff keep for its owners (mandate, EPC, offers received …).
 * Kept apart from the public media folder: Payload serves them to staff only, and an owner
 * downloads one through the portal (features/portal/documents.ts), which checks that the
 * property is theirs and that staff marked the file for owners.
 */
export const PropertyDocuments: CollectionConfig = {
  slug: 'property-documents',
  labels: {
    singular: l('Owner document', 'Document voor eigenaar', 'Document pour le propriétaire', 'Dokument für Eigentümer'),
    plural: l(
      'Owner documents',
      'Documenten voor eigenaars',
      'Documents pour les propriétaires',
      'Dokumente für Eigentümer',
    ),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'property', 'forOwners', 'createdAt'],
    group: adminGroups.ownerPortal,
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
    { name: 'title', type: 'text', required: true, label: l('Title', 'Titel', 'Titre', 'Titel') },
    propertyField,
    {
      name: 'forOwners',
      type: 'checkbox',
      defaultValue: true,
      label: l(
        'Shown to the owners',
        'Zichtbaar voor de eigenaars',
        'Visible par les propriétaires',
        'Für die Eigentümer sichtbar',
      ),
    },
  ],
}
