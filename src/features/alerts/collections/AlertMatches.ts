import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../../../payload/access'
import { label } from '../../../i18n/admin-labels'

/** Written only by the alert jobs (features/alerts). */
const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

/**
 * A property found for an alert, waiting for the address's next digest (one mail a day at most),
 * then marked sent with its mail, or dropped when the property no longer matches by then.
 */
export const AlertMatches: CollectionConfig = {
  slug: 'alert-matches',
  labels: {
    singular: label('Alert match', 'Alertmatch', 'Correspondance d’alerte', 'Suchauftrag-Treffer'),
    plural: label('Alert matches', 'Alertmatches', 'Correspondances d’alerte', 'Suchauftrag-Treffer'),
  },
  admin: {
    defaultColumns: ['createdAt', 'alert', 'property', 'reason', 'state'],
    group: 'Enquiries',
    hidden: true,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'alert',
          type: 'relationship',
          relationTo: 'search-alerts',
          required: true,
          index: true,
          label: label('Search alert', 'Zoekopdracht', 'Alerte de recherche', 'Suchauftrag'),
        },
        {
          name: 'property',
          type: 'relationship',
          relationTo: 'properties',
          index: true,
          label: label('Property', 'Pand', 'Bien', 'Immobilie'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reason',
          type: 'select',
          required: true,
          label: label('Reason', 'Reden', 'Motif', 'Grund'),
          options: [
            { label: label('Published', 'Gepubliceerd', 'Publié', 'Veröffentlicht'), value: 'published' },
            { label: label('Price drop', 'Prijsdaling', 'Baisse de prix', 'Preissenkung'), value: 'price-drop' },
          ],
        },
        {
          name: 'previousPrice',
          type: 'number',
          label: label('Previous price', 'Vorige prijs', 'Prix précédent', 'Vorheriger Preis'),
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          label: label('State', 'Toestand', 'État', 'Zustand'),
          options: [
            { label: label('Pending', 'Wachtend', 'En attente', 'Wartend'), value: 'pending' },
            { label: label('Sent', 'Verzonden', 'Envoyée', 'Gesendet'), value: 'sent' },
            { label: label('Dropped', 'Vervallen', 'Abandonnée', 'Verworfen'), value: 'dropped' },
          ],
        },
      ],
    },
    {
      name: 'mail',
      type: 'relationship',
      relationTo: 'mails',
      label: label('Mail', 'Mail', 'E-mail', 'E-Mail'),
    },
  ],
}
