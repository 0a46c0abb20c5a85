import type { Access, CollectionConfig } from 'payload'
import { leadTypes } from '../../enquiries/kinds'
import { leadsExportEndpoint } from '../export'
import { locales } from '../../../i18n/locales'
import { isAdmin, isStaff } from '../../../payload/access'

/** Written only by the site's own code (the forms' Server Actions, the mail jobs), never through REST. */
const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

/**
 * Every request a visitor sends (SPEC §1, §7): committed before anything else happens, so no
 * enquiry is lost when mail is down. Staff read them and keep their status and notes; the
 * public reads nothing (personal data).
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'type', 'name', 'email', 'property', 'status', 'verification'],
    listSearchableFields: ['name', 'email'],
    group: 'Enquiries',
    components: {
      // The inbox's quick filters, CSV export and "mark as handled" (features/leads/admin).
      beforeListTable: ['/features/leads/admin/LeadsToolbar#LeadsToolbar'],
      edit: { beforeDocumentControls: ['/features/leads/admin/MarkHandledButton#MarkHandledButton'] },
    },
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: isStaff, delete: isAdmin },
  endpoints: [leadsExportEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          index: true,
          options: leadTypes.map((v) => ({ label: v, value: v })),
          access: { update: () => false },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: ['new', 'handled'].map((v) => ({ label: v, value: v })),
        },
        {
          name: 'verification',
          type: 'select',
          required: true,
          defaultValue: 'unverified',
          admin: { description: 'Unverified: sent without JavaScript (no check that a person sent it)' },
          options: ['verified', 'unverified'].map((v) => ({ label: v, value: v })),
          access: { update: () => false },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', access: { update: () => false } },
        { name: 'email', type: 'email', index: true, access: { update: () => false } },
        {
          name: 'locale',
          type: 'select',
          required: true,
          options: locales.map((v) => ({ label: v, value: v })),
          access: { update: () => false },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
        { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
      ],
    },
    { name: 'notes', type: 'textarea' },
    {
      name: 'fields',
      type: 'json',
      required: true,
      admin: {
        description: 'What the visitor filled in',
        components: { Field: '/features/leads/admin/FormDataField#FormDataField' },
      },
      access: { update: () => false },
    },
    {
      name: 'consents',
      type: 'group',
      access: { update: () => false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'privacy', type: 'checkbox' },
            { name: 'newsletter', type: 'checkbox' },
          ],
        },
      ],
    },
    { name: 'sourcePage', type: 'text', access: { update: () => false } },
    {
      name: 'utm',
      type: 'json',
      access: { update: () => false },
      admin: { components: { Field: '/features/leads/admin/FormDataField#FormDataField' } },
    },
    // Set by the retention job (features/privacy/retention.ts) when it removed the person's data.
    {
      name: 'anonymisedAt',
      type: 'date',
      index: true,
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => !!data?.anonymisedAt,
      },
    },
  ],
}
