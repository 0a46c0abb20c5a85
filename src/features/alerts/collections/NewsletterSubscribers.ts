import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../../../payload/access'
import { l } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'
import { normalizeEmail } from '../../../platform/fields/email'
import { languageOptions } from '../../../platform/fields/language'

/** Written by the site's own code (the newsletter form, the confirmation links), never through REST. */
const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

/**
 * Newsletter subscribers with double opt-in: a sign-up stores the address as pending and mails
 * a signed confirmation link; only a confirmed address receives the newsletter. One record per
 * address (unique), whatever the number of sign-ups.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: l('Newsletter subscriber', 'Nieuwsbriefabonnee', 'Abonné à la newsletter', 'Newsletter-Abonnent'),
    plural: l('Newsletter subscribers', 'Nieuwsbriefabonnees', 'Abonnés à la newsletter', 'Newsletter-Abonnenten'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'locale', 'status', 'confirmedAt'],
    group: adminGroups.enquiries,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: isStaff, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          unique: true,
          label: l('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
          hooks: { beforeValidate: [normalizeEmail] },
        },
        {
          name: 'locale',
          type: 'select',
          required: true,
          label: l('Language', 'Taal', 'Langue', 'Sprache'),
          options: languageOptions,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          label: l('Status', 'Status', 'Statut', 'Status'),
          options: [
            { label: l('Pending', 'Wachtend', 'En attente', 'Wartend'), value: 'pending' },
            { label: l('Confirmed', 'Bevestigd', 'Confirmé', 'Bestätigt'), value: 'confirmed' },
            { label: l('Unsubscribed', 'Uitgeschreven', 'Désinscrit', 'Abgemeldet'), value: 'unsubscribed' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedAt',
          type: 'date',
          label: l('Confirmed on', 'Bevestigd op', 'Confirmé le', 'Bestätigt am'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'unsubscribedAt',
          type: 'date',
          label: l('Unsubscribed on', 'Uitgeschreven op', 'Désinscrit le', 'Abgemeldet am'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'lead',
          type: 'relationship',
          relationTo: 'leads',
          label: l('Last sign-up', 'Laatste inschrijving', 'Dernière inscription', 'Letzte Anmeldung'),
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
