import type { CollectionConfig } from 'payload'
import { l } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'
import { isAdmin, isStaff } from '../../../payload/access'
import { propertyField } from '../../../payload/property-field'

/**
 * Visits of a property, for its owners' history: one is added when a visitor books a visit on
 * the site (features/enquiries/model/visit-bookings.ts), staff add the others and write their
 * feedback after the visit. The visitor's name stays with the lead: owners see the date and
 * the feedback only.
 */
export const Visits: CollectionConfig = {
  slug: 'visits',
  labels: {
    singular: l('Visit', 'Bezoek', 'Visite', 'Besichtigung'),
    plural: l('Visits', 'Bezoeken', 'Visites', 'Besichtigungen'),
  },
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'property', 'feedback', 'lead'],
    group: adminGroups.ownerPortal,
  },
  defaultSort: '-date',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  fields: [
    propertyField,
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      label: l('Date', 'Datum', 'Date', 'Datum'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'feedback',
      type: 'textarea',
      label: l(
        'Feedback for the owners',
        'Feedback voor de eigenaars',
        'Retour pour les propriétaires',
        'Rückmeldung für die Eigentümer',
      ),
      admin: {
        description: l(
          'What the visitors thought, as the owners will read it in the portal. No names.',
          'Wat de bezoekers ervan vonden, zoals de eigenaars het in het portaal lezen. Geen namen.',
          "L'avis des visiteurs, tel que les propriétaires le liront dans le portail. Sans noms.",
          'Was die Besucher meinten, so wie die Eigentümer es im Portal lesen. Keine Namen.',
        ),
      },
    },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      label: l('Request', 'Aanvraag', 'Demande', 'Anfrage'),
      admin: { position: 'sidebar' },
    },
  ],
}
