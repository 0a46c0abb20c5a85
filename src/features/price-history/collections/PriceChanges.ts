import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../../../payload/access'
import { l, options } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'
import { propertyField } from '../../../payload/property-field'

/** Written only by the properties collection's hook (record.ts), which bypasses access. */
const nobody: Access = () => false

/**
 * The price history of the published properties: one record at a property's first publication
 * (its first public price) and one for each change of its public price after that. A collection
 * of its own rather than a field of the property: the records are written by the system, never
 * edited, outlive drafts and versions, and the lists read their dates for every card in the same
 * statement (features/listings/list-sql.ts). Staff read them; the public site reads them on the
 * server.
 */
export const PriceChanges: CollectionConfig = {
  slug: 'price-changes',
  labels: {
    singular: l('Price change', 'Prijswijziging', 'Changement de prix', 'Preisänderung'),
    plural: l('Price history', 'Prijsgeschiedenis', 'Historique des prix', 'Preisverlauf'),
  },
  admin: {
    defaultColumns: ['at', 'property', 'kind', 'oldPrice', 'newPrice'],
    group: adminGroups.listings,
  },
  defaultSort: '-at',
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    propertyField,
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: l('Event', 'Gebeurtenis', 'Événement', 'Ereignis'),
      options: options([
        ['listed', l('First publication', 'Eerste publicatie', 'Première publication', 'Erstveröffentlichung')],
        ['change', l('Price change', 'Prijswijziging', 'Changement de prix', 'Preisänderung')],
      ]),
    },
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      label: l('Date', 'Datum', 'Date', 'Datum'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'oldPrice',
          type: 'number',
          label: l('Old price', 'Oude prijs', 'Ancien prix', 'Alter Preis'),
          admin: {
            description: l(
              'Empty: price on request.',
              'Leeg: prijs op aanvraag.',
              'Vide : prix sur demande.',
              'Leer: Preis auf Anfrage.',
            ),
          },
        },
        {
          name: 'newPrice',
          type: 'number',
          label: l('New price', 'Nieuwe prijs', 'Nouveau prix', 'Neuer Preis'),
          admin: {
            description: l(
              'Empty: price on request.',
              'Leeg: prijs op aanvraag.',
              'Vide : prix sur demande.',
              'Leer: Preis auf Anfrage.',
            ),
          },
        },
        {
          name: 'lowered',
          type: 'checkbox',
          defaultValue: false,
          label: l('Price lowered', 'Prijs verlaagd', 'Prix baissé', 'Preis gesenkt'),
        },
      ],
    },
  ],
}
