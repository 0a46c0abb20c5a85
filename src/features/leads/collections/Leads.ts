import type { Access, CollectionConfig } from 'payload'
import { leadTypes } from '../../enquiries/model/kinds'
import { leadsExportEndpoint } from '../export'
import { isAdmin, isStaff } from '../../../payload/access'
import { adminGroups } from '../../../payload/admin-groups'
import { languageOptions } from '../../../platform/fields/language'
import { l, options } from '../../../i18n/admin-text'
import { leadLabels, leadOptions } from './lead-labels'

/** Written only by the site's own code (the forms' Server Actions, the mail jobs), never through REST. */
const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

/**
 * Every request a visitor sends (docs/rules/forms-and-leads.md): committed before anything else happens, so no
 * enquiry is lost when mail is down. Staff read them and keep their status and notes; the
 * public reads nothing (personal data).
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: {
    singular: l('Lead', 'Aanvraag', 'Demande', 'Anfrage'),
    plural: l('Leads', 'Aanvragen', 'Demandes', 'Anfragen'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'type', 'name', 'email', 'property', 'status', 'verification'],
    listSearchableFields: ['name', 'email'],
    group: adminGroups.enquiries,
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
          label: leadLabels.type,
          options: options(leadTypes.map((v) => [v, leadOptions.type[v]])),
          access: { update: () => false },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          label: leadLabels.status,
          options: options([
            ['new', leadOptions.status.new],
            ['handled', leadOptions.status.handled],
          ]),
        },
        {
          name: 'verification',
          type: 'select',
          required: true,
          defaultValue: 'unverified',
          label: leadLabels.verification,
          admin: {
            description: l(
              'Unverified: sent without JavaScript (no check that a person sent it)',
              'Niet geverifieerd: verzonden zonder JavaScript (geen controle dat een persoon het stuurde)',
              "Non vérifiée : envoyée sans JavaScript (aucune vérification qu'une personne l'a envoyée)",
              'Nicht geprüft: ohne JavaScript gesendet (keine Prüfung, dass ein Mensch sie gesendet hat)',
            ),
          },
          options: options([
            ['verified', leadOptions.verification.verified],
            ['unverified', leadOptions.verification.unverified],
          ]),
          access: { update: () => false },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: leadLabels.name, access: { update: () => false } },
        { name: 'email', type: 'email', index: true, label: leadLabels.email, access: { update: () => false } },
        {
          name: 'locale',
          type: 'select',
          required: true,
          label: leadLabels.locale,
          options: languageOptions,
          access: { update: () => false },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', index: true, label: leadLabels.property },
        { name: 'project', type: 'relationship', relationTo: 'projects', index: true, label: leadLabels.project },
      ],
    },
    { name: 'notes', type: 'textarea', label: leadLabels.notes },
    {
      name: 'fields',
      type: 'json',
      required: true,
      label: leadLabels.fields,
      admin: {
        description: l(
          'What the visitor filled in',
          'Wat de bezoeker invulde',
          'Ce que le visiteur a rempli',
          'Was der Besucher ausgefüllt hat',
        ),
        components: { Field: '/features/leads/admin/FormDataField#FormDataField' },
      },
      access: { update: () => false },
    },
    {
      name: 'consents',
      type: 'group',
      label: leadLabels.consents,
      access: { update: () => false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'privacy', type: 'checkbox', label: leadLabels.privacy },
            { name: 'newsletter', type: 'checkbox', label: leadLabels.newsletter },
          ],
        },
      ],
    },
    { name: 'sourcePage', type: 'text', label: leadLabels.sourcePage, access: { update: () => false } },
    {
      name: 'utm',
      type: 'json',
      label: leadLabels.utm,
      access: { update: () => false },
      admin: { components: { Field: '/features/leads/admin/FormDataField#FormDataField' } },
    },
    // Payload's own timestamp, declared to name it and to show date and time in Belgian time in
    // the list (Payload's date cell shows the date only, in the browser's time zone).
    {
      name: 'createdAt',
      type: 'date',
      index: true,
      label: leadLabels.createdAt,
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        disableBulkEdit: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd-MM-yyyy HH:mm' },
        components: { Cell: '/features/leads/admin/ReceivedCell#ReceivedCell' },
      },
    },
    // Set by the retention job (features/privacy/retention.ts) when it removed the person's data.
    {
      name: 'anonymisedAt',
      type: 'date',
      index: true,
      label: leadLabels.anonymisedAt,
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
