import type { GlobalConfig } from 'payload'
import { erasePersonalDataEndpoint, exportPersonalDataEndpoint } from '../endpoints'
import { DEFAULT_RETENTION_MONTHS } from '../retention'
import { isAdmin } from '../../../payload/access'

/**
 * Privacy (GDPR): how long leads keep a visitor's data (the nightly job of
 * features/privacy/retention.ts anonymises older ones), and one person's data exported or
 * erased on request. Administrators only.
 */
export const Privacy: GlobalConfig = {
  slug: 'privacy',
  admin: { group: 'Enquiries' },
  access: { read: isAdmin, update: isAdmin },
  endpoints: [exportPersonalDataEndpoint, erasePersonalDataEndpoint],
  fields: [
    {
      name: 'retentionMonths',
      type: 'number',
      required: true,
      min: 1,
      max: 120,
      defaultValue: DEFAULT_RETENTION_MONTHS,
      admin: {
        step: 1,
        description:
          'Every night, leads older than this lose the name, e-mail address, phone, address and everything the visitor wrote; their mails leave the outbox. Form, date, property and status stay for the statistics.',
      },
    },
    {
      name: 'personalData',
      type: 'ui',
      admin: { components: { Field: '/features/privacy/admin/PersonalDataTool#PersonalDataTool' } },
    },
  ],
}
