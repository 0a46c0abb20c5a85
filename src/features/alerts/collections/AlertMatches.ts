import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../../../payload/access'
import { l } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'

/** Written only by the alert jobs (features/alerts). */
const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

/**
 * A property found for an alert, waiting for the address's next digest (one mail a day at most),
 * then marked sent with its mail, or dropped when the property no longer matches by then.
 */
export const AlertMatches: CollectionConfig = {
  slug: 'alert-matches',
  labels: {
    singular: l('Alert match', 'Alertmatch', 'Correspondance d’alerte', 'Suchauftrag-Treffer'),
    plural: l('Alert matches', 'Alertmatches', 'Correspondances d’alerte', 'Suchauftrag-Treffer'),
  },
  admin: {
    defaultColumns: ['createdAt', 'alert', 'property', 'reason', 'state'],
    group: adminGroups.enquiries,
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
          label: l('Search alert', 'Zoekopdracht', 'Alerte de recherche', 'Suchauftrag'),
        },
        {
          name: 'property',
          type: 'relationship',
          relationTo: 'properties',
          index: true,
          label: l('Property', 'Pand', 'Bien', 'Immobilie'),
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
          label: l('Reason', 'Reden', 'Motif', 'Grund'),
          options: [
            { label: l('Published', 'Gepubliceerd', 'Publié', 'Veröffentlicht'), value: 'published' },
            { label: l('Price drop', 'Prijsdaling', 'Baisse de prix', 'Preissenkung'), value: 'price-drop' },
          ],
        },
        {
          name: 'previousPrice',
          type: 'number',
          label: l('Previous price', 'Vorige prijs', 'Prix précédent', 'Vorheriger Preis'),
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          label: l('State', 'Toestand', 'État', 'Zustand'),
          options: [
            { label: l('Pending', 'Wachtend', 'En attente', 'Wartend'), value: 'pending' },
            { label: l('Sent', 'Verzonden', 'Envoyée', 'Gesendet'), value: 'sent' },
            { label: l('Dropped', 'Vervallen', 'Abandonnée', 'Verworfen'), value: 'dropped' },
          ],
        },
      ],
    },
    {
      name: 'mail',
      type: 'relationship',
      relationTo: 'mails',
      label: l('Mail', 'Mail', 'E-mail', 'E-Mail'),
    },
  ],
}
