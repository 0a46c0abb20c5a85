import type { GlobalConfig } from 'payload'
import { weekdays } from '../../../domain/appointments'
import { isStaff, staffOrSite } from '../../../payload/access'

/**
 * How many visits staff take per opening slot (SPEC §9: 10:00–13:00, 14:00–16:00,
 * 16:00–19:00), the same every day, and the weekdays and days the agency shows no property.
 * A booking beyond the capacity answers 'appointments full' (SPEC §8). Labels are given here in
 * the four languages (the admin-labels walker keeps complete ones).
 */
const capacity = (name: string, hours: string, defaultValue: number) => ({
  name,
  type: 'number' as const,
  required: true,
  min: 0,
  max: 50,
  defaultValue,
  label: { en: `Visits ${hours}`, nl: `Bezoeken ${hours}`, fr: `Visites ${hours}`, de: `Besichtigungen ${hours}` },
})

const weekdayLabels: Record<(typeof weekdays)[number], { en: string; nl: string; fr: string; de: string }> = {
  mon: { en: 'Monday', nl: 'maandag', fr: 'lundi', de: 'Montag' },
  tue: { en: 'Tuesday', nl: 'dinsdag', fr: 'mardi', de: 'Dienstag' },
  wed: { en: 'Wednesday', nl: 'woensdag', fr: 'mercredi', de: 'Mittwoch' },
  thu: { en: 'Thursday', nl: 'donderdag', fr: 'jeudi', de: 'Donnerstag' },
  fri: { en: 'Friday', nl: 'vrijdag', fr: 'vendredi', de: 'Freitag' },
  sat: { en: 'Saturday', nl: 'zaterdag', fr: 'samedi', de: 'Samstag' },
  sun: { en: 'Sunday', nl: 'zondag', fr: 'dimanche', de: 'Sonntag' },
}

export const AppointmentSlots: GlobalConfig = {
  slug: 'appointment-slots',
  label: { en: 'Visit slots', nl: 'Bezoekmomenten', fr: 'Créneaux de visite', de: 'Besichtigungszeiten' },
  admin: {
    group: 'Enquiries',
    description: {
      en: 'Visits per opening slot, every day the agency is open.',
      nl: 'Aantal bezoeken per tijdslot, elke dag dat het kantoor open is.',
      fr: "Nombre de visites par créneau, chaque jour d'ouverture de l'agence.",
      de: 'Besichtigungen je Zeitfenster, an jedem Öffnungstag der Agentur.',
    },
  },
  access: { read: staffOrSite, update: isStaff },
  fields: [
    {
      name: 'capacity',
      type: 'group',
      label: {
        en: 'Visits per slot',
        nl: 'Bezoeken per tijdslot',
        fr: 'Visites par créneau',
        de: 'Besichtigungen je Zeitfenster',
      },
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
      label: { en: 'Closed on', nl: 'Gesloten op', fr: 'Fermé le', de: 'Geschlossen am' },
      options: weekdays.map((value) => ({ value, label: weekdayLabels[value] })),
    },
    {
      name: 'closedDays',
      type: 'array',
      label: { en: 'Closing days', nl: 'Sluitingsdagen', fr: 'Jours de fermeture', de: 'Schließtage' },
      labels: {
        singular: { en: 'Closing day', nl: 'Sluitingsdag', fr: 'Jour de fermeture', de: 'Schließtag' },
        plural: { en: 'Closing days', nl: 'Sluitingsdagen', fr: 'Jours de fermeture', de: 'Schließtage' },
      },
      fields: [
        {
          name: 'day',
          type: 'date',
          required: true,
          label: { en: 'Day', nl: 'Dag', fr: 'Jour', de: 'Tag' },
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd-M-yyyy' } },
        },
      ],
    },
  ],
}
