import type { Access, CollectionConfig } from 'payload'
import { visitSlots } from '../../../domain/appointments'
import { isStaff } from '../../../payload/access'

/** Written only by the site's own code (the visit form), never through REST. */
const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

/**
 * One row per seat taken in an opening slot: seat n of (day, slot) exists at most once (a
 * unique index), so two visitors who ask for the last seat at the same moment cannot both get
 * it, on one app instance or several (features/enquiries/visit-bookings.ts). A seat is taken
 * for a visitor before the lead is stored and tied to the lead right after; staff free a seat
 * by deleting its row (a cancelled visit).
 */
export const AppointmentBookings: CollectionConfig = {
  slug: 'appointment-bookings',
  labels: {
    singular: { en: 'Booked visit', nl: 'Geboekt bezoek', fr: 'Visite réservée', de: 'Gebuchte Besichtigung' },
    plural: { en: 'Booked visits', nl: 'Geboekte bezoeken', fr: 'Visites réservées', de: 'Gebuchte Besichtigungen' },
  },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'slot', 'seat', 'lead'],
    group: 'Enquiries',
    description: {
      en: 'Each row takes one seat of a visit slot. Delete a row to free its seat.',
      nl: 'Elke rij neemt één plaats van een tijdslot in. Verwijder een rij om de plaats vrij te geven.',
      fr: "Chaque ligne occupe une place d'un créneau de visite. Supprimez une ligne pour libérer sa place.",
      de: 'Jede Zeile belegt einen Platz eines Zeitfensters. Löschen Sie eine Zeile, um den Platz freizugeben.',
    },
  },
  defaultSort: '-day',
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: isStaff },
  indexes: [{ fields: ['day', 'slot', 'seat'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'day',
          type: 'text',
          required: true,
          index: true,
          label: { en: 'Day', nl: 'Dag', fr: 'Jour', de: 'Tag' },
          admin: {
            description: { en: 'YYYY-MM-DD', nl: 'JJJJ-MM-DD', fr: 'AAAA-MM-JJ', de: 'JJJJ-MM-TT' },
          },
        },
        {
          name: 'slot',
          type: 'select',
          required: true,
          label: { en: 'Time slot', nl: 'Tijdslot', fr: 'Plage horaire', de: 'Zeitfenster' },
          options: visitSlots.map((value) => {
            const [from, to] = value.split('-')
            const hours = `${from}:00–${to}:00`
            return { value, label: { en: hours, nl: hours, fr: hours, de: hours } }
          }),
        },
        {
          name: 'seat',
          type: 'number',
          required: true,
          min: 1,
          label: { en: 'Seat', nl: 'Plaats', fr: 'Place', de: 'Platz' },
        },
      ],
    },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      label: { en: 'Lead', nl: 'Aanvraag', fr: 'Demande', de: 'Anfrage' },
      admin: {
        description: {
          en: 'Empty for a few minutes while the request is being stored; a seat without a lead is then freed.',
          nl: 'Enkele minuten leeg terwijl de aanvraag wordt opgeslagen; een plaats zonder aanvraag komt daarna vrij.',
          fr: "Vide quelques minutes pendant l'enregistrement de la demande ; une place sans demande est ensuite libérée.",
          de: 'Einige Minuten leer, während die Anfrage gespeichert wird; ein Platz ohne Anfrage wird danach frei.',
        },
      },
    },
  ],
}
