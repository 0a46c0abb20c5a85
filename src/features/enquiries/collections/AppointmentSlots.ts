import type { GlobalConfig } from 'payload'
import { weekdays } from '../../../domain/appointments'
import { isStaff, staffOrSite } from '../../../payload/access'
import { adminGroups } from '../../../payload/admin-groups'
import { l, type AdminText } from '../../../i18n/admin-text'

/**
 * How many visits staff take per opening slot (10:00–13:00, 14:00–16:00,
 * 16:00–19:00), the same every day, and the weekdays and days the agency shows no property.
 * A booking beyond the capacity answers 'appointments full'.
 */
const capacity = (name: string, hours: string, defaultValue: number) => ({
  name,
  type: 'number' as const,
  required: true,
  min: 0,
  max: 50,
  defaultValue,
  label: l(`Visits ${hours}`, `Bezoeken ${hours}`, `Visites ${hours}`, `Besichtigungen ${hours}`),
})

const weekdayLabels: Record<(typeof weekdays)[number], AdminText> = {
  mon: l('Monday', 'maandag', 'lundi', 'Montag'),
  tue: l('Tuesday', 'dinsdag', 'mardi', 'Dienstag'),
  wed: l('Wednesday', 'woensdag', 'mercredi', 'Mittwoch'),
  thu: l('Thursday', 'donderdag', 'jeudi', 'Donnerstag'),
  fri: l('Friday', 'vrijdag', 'vendredi', 'Freitag'),
  sat: l('Saturday', 'zaterdag', 'samedi', 'Samstag'),
  sun: l('Sunday', 'zondag', 'dimanche', 'Sonntag'),
}

export const AppointmentSlots: GlobalConfig = {
  slug: 'appointment-slots',
  label: l('Visit slots', 'Bezoekmomenten', 'Créneaux de visite', 'Besichtigungszeiten'),
  admin: {
    group: adminGroups.enquiries,
    description: l(
      'Visits per opening slot, every day the agency is open.',
      'Aantal bezoeken per tijdslot, elke dag dat het kantoor open is.',
      "Nombre de visites par créneau, chaque jour d'ouverture de l'agence.",
      'Besichtigungen je Zeitfenster, an jedem Öffnungstag der Agentur.',
    ),
  },
  access: { read: staffOrSite, update: isStaff },
  fields: [
    {
      name: 'capacity',
      type: 'group',
      label: l('Visits per slot', 'Bezoeken per tijdslot', 'Visites par créneau', 'Besichtigungen je Zeitfenster'),
      fields: [
        {
          type: 'row',
          fields: [
            capacity('slot10to13', '10:00–13:00', 2),
            capacity('slot14to16', '14:00–16:00', 2),
            capacity('slot16to19', '16:00–19:00', 2),
          ],
        },
      ],
    },
    {
      name: 'closedWeekdays',
      type: 'select',
      hasMany: true,
      // Open every day until staff say otherwise.
      defaultValue: [],
      label: l('Closed on', 'Gesloten op', 'Fermé le', 'Geschlossen am'),
      options: weekdays.map((value) => ({ value, label: weekdayLabels[value] })),
    },
    {
      name: 'closedDays',
      type: 'array',
      label: l('Closing days', 'Sluitingsdagen', 'Jours de fermeture', 'Schließtage'),
      labels: {
        singular: l('Closing day', 'Sluitingsdag', 'Jour de fermeture', 'Schließtag'),
        plural: l('Closing days', 'Sluitingsdagen', 'Jours de fermeture', 'Schließtage'),
      },
      fields: [
        {
          name: 'day',
          type: 'date',
          required: true,
          label: l('Day', 'Dag', 'Jour', 'Tag'),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd-M-yyyy' } },
        },
      ],
    },
  ],
}
