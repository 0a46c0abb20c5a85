import type { Access, CollectionAfterChangeHook, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'
import { visitSlots, type VisitStatus } from '../../../domain/appointments'
import { isStaff } from '../../../payload/access'
import { adminGroups } from '../../../payload/admin-groups'
import { l } from '../../../i18n/admin-text'

/** The site's own code (the visit form), never a REST caller. */
const bySite = (req: PayloadRequest) => req.payloadAPI === 'local' && !req.user
const serverOnly: Access = ({ req }) => bySite(req)
/** Staff confirm a requested visit; the seat itself (day, slot, seat, lead) is the site's alone. */
const staffOrServer: Access = (args) => bySite(args.req) || isStaff(args)
const seatField: FieldAccess = ({ req }) => bySite(req)

/**
 * Staff set a requested visit to confirmed: the visitor gets the confirmation mail with the
 * updated invitation, queued in the same transaction as the change (model/visit-mail.ts). Loaded
 * when needed: the mail's code is server-only (it reads the route table through Next's cache), and
 * the config is loaded outside Next too (scripts, the jobs runner).
 */
const mailConfirmedVisit: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const lead = typeof doc.lead === 'object' && doc.lead ? doc.lead.id : doc.lead
  if (operation !== 'update' || doc.status !== 'confirmed' || previousDoc?.status === 'confirmed' || !lead) return doc
  const { queueVisitConfirmation } = await import('../model/visit-mail')
  await queueVisitConfirmation(req.payload, Number(lead), req)
  return doc
}

/**
 * One row per seat taken in an opening slot: seat n of (day, slot) exists at most once (a
 * unique index), so two visitors who ask for the last seat at the same moment cannot both get
 * it, on one app instance or several (features/enquiries/model/visit-bookings.ts). A seat is taken
 * for a visitor before the lead is stored and tied to the lead right after; staff free a seat
 * by deleting its row (a cancelled visit).
 */
export const AppointmentBookings: CollectionConfig = {
  slug: 'appointment-bookings',
  labels: {
    singular: l('Booked visit', 'Geboekt bezoek', 'Visite réservée', 'Gebuchte Besichtigung'),
    plural: l('Booked visits', 'Geboekte bezoeken', 'Visites réservées', 'Gebuchte Besichtigungen'),
  },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'slot', 'seat', 'status', 'lead'],
    group: adminGroups.enquiries,
    description: l(
      'Each row takes one seat of a visit slot. Delete a row to free its seat.',
      'Elke rij neemt één plaats van een tijdslot in. Verwijder een rij om de plaats vrij te geven.',
      "Chaque ligne occupe une place d'un créneau de visite. Supprimez une ligne pour libérer sa place.",
      'Jede Zeile belegt einen Platz eines Zeitfensters. Löschen Sie eine Zeile, um den Platz freizugeben.',
    ),
  },
  defaultSort: '-day',
  access: { read: isStaff, create: serverOnly, update: staffOrServer, delete: isStaff },
  indexes: [{ fields: ['day', 'slot', 'seat'], unique: true }],
  hooks: { afterChange: [mailConfirmedVisit] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'day',
          access: { update: seatField },
          type: 'text',
          required: true,
          index: true,
          label: l('Day', 'Dag', 'Jour', 'Tag'),
          admin: {
            description: l('YYYY-MM-DD', 'JJJJ-MM-DD', 'AAAA-MM-JJ', 'JJJJ-MM-TT'),
          },
        },
        {
          name: 'slot',
          access: { update: seatField },
          type: 'select',
          required: true,
          label: l('Time slot', 'Tijdslot', 'Plage horaire', 'Zeitfenster'),
          options: visitSlots.map((value) => {
            const [from, to] = value.split('-')
            const hours = `${from}:00–${to}:00`
            return { value, label: l(hours, hours, hours, hours) }
          }),
        },
        {
          name: 'seat',
          access: { update: seatField },
          type: 'number',
          required: true,
          min: 1,
          label: l('Seat', 'Plaats', 'Place', 'Platz'),
        },
      ],
    },
    {
      name: 'lead',
      access: { update: seatField },
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      label: l('Lead', 'Aanvraag', 'Demande', 'Anfrage'),
      admin: {
        description: l(
          'Empty for a few minutes while the request is being stored; a seat without a lead is then freed.',
          'Enkele minuten leeg terwijl de aanvraag wordt opgeslagen; een plaats zonder aanvraag komt daarna vrij.',
          "Vide quelques minutes pendant l'enregistrement de la demande ; une place sans demande est ensuite libérée.",
          'Einige Minuten leer, während die Anfrage gespeichert wird; ein Platz ohne Anfrage wird danach frei.',
        ),
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      label: l('Status', 'Status', 'Statut', 'Status'),
      options: [
        { value: 'requested', label: l('Requested', 'Aangevraagd', 'Demandée', 'Angefragt') },
        { value: 'confirmed', label: l('Confirmed', 'Bevestigd', 'Confirmée', 'Bestätigt') },
      ] satisfies { value: VisitStatus; label: unknown }[],
      admin: {
        position: 'sidebar',
        description: l(
          'Set to confirmed once the visit is agreed with the visitor.',
          'Zet op bevestigd zodra het bezoek met de bezoeker is afgesproken.',
          'Passez à confirmée dès que la visite est convenue avec le visiteur.',
          'Auf bestätigt setzen, sobald die Besichtigung mit dem Besucher vereinbart ist.',
        ),
      },
    },
  ],
}
