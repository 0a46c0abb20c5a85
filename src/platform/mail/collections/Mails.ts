import type { Access, CollectionConfig } from 'payload'
import { locales } from '../../../i18n/locales'
import { isAdmin, isStaff } from '../../../payload/access'
import { mailPurposes } from '../purposes'
import { retryMailEndpoint } from '../retry'

const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

/**
 * The outbox: every mail the site sends, with its state. A mail is written here first and
 * sent by a job (platform/mail/jobs.ts), which retries with backoff while SMTP is down and
 * never sends a mail marked sent again.
 */
export const Mails: CollectionConfig = {
  slug: 'mails',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'subject', 'to', 'purpose', 'state', 'attempts', 'lastError', 'retry'],
    group: 'Enquiries',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  endpoints: [retryMailEndpoint],
  fields: [
    // "Send again" on a mail not sent yet: in the list and beside the mail (platform/mail/admin).
    {
      name: 'retry',
      type: 'ui',
      label: { en: 'Send again', nl: 'Opnieuw verzenden', fr: 'Renvoyer', de: 'Erneut senden' },
      admin: {
        position: 'sidebar',
        components: {
          Field: '/features/mail/admin/RetryMailButton#RetryMailField',
          Cell: '/features/mail/admin/RetryMailButton#RetryMailCell',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: ['queued', 'sent', 'failed'].map((v) => ({ label: v, value: v })),
        },
        { name: 'attempts', type: 'number', defaultValue: 0 },
        { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'purpose',
          type: 'select',
          required: true,
          options: mailPurposes.map((v) => ({ label: v, value: v })),
        },
        { name: 'lead', type: 'relationship', relationTo: 'leads', index: true },
        { name: 'locale', type: 'select', options: locales.map((v) => ({ label: v, value: v })) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true },
        { name: 'replyTo', type: 'text' },
      ],
    },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    // The HTML part, when the mail has one (alert digests with photos); `text` is always sent too.
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    // Extra headers (List-Unsubscribe …) and attachments ({ filename, contentType, content: base64 }),
    // stored with the mail so that a retry sends exactly what was queued.
    { name: 'headers', type: 'json', admin: { hidden: true } },
    { name: 'attachments', type: 'json', admin: { hidden: true } },
    { name: 'lastError', type: 'text' },
    { name: 'messageId', type: 'text' },
  ],
}
