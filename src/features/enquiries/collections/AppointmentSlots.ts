import type { GlobalConfig } from 'payload'
import { weekdays } from '../../../domain/appointments'
import { isStaff, staffOrSite } from '../../../payload/access'
import { revalidateGlobal } from '../../../platform/cache/revalidate'
import { tags } from '../../../platform/cache/tags'
import { adminGroups } from '../../../payload/admin-groups'
import { l, type AdminText } from '../../../i18n/admin-text'

/**
 * How many visits staff take per opening slot (10:00–13:00, 14:00–16:00,
 * 16:00–19:00), the same every day, and the weekdays, days and public holidays the agency shows
 * no property. The visit form offers only the open days and slots, and the server refuses any
 * other; a booking beyond the capacity answers 'appointments full'. Whether a booking is
 * confirmed at once or only requested until staff confirm it is set here too.
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
  // The visit form and its thank-you page show what is set here.
  hooks: { afterChange: revalidateGlobal(tags.visitRules) },
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
    {
      name: 'closedOnPublicHolidays',
      type: 'checkbox',
      defaultValue: false,
      label: l(
        'Closed on Belgian public holidays',
        'Gesloten op Belgische feestdagen',
        'Fermé les jours fériés belges',
        'An belgischen Feiertagen geschlossen',
      ),
      admin: {
        description: l(
          "New Year's Day, Easter Monday, 1 May, Ascension Day, Whit Monday, 21 July, 15 August, 1 and 11 November, Christmas Day.",
          'Nieuwjaar, paasmaandag, 1 mei, Hemelvaart, pinkstermaandag, 21 juli, 15 augustus, 1 en 11 november, Kerstmis.',
          'Nouvel An, lundi de Pâques, 1er mai, Ascension, lundi de Pentecôte, 21 juillet, 15 août, 1er et 11 novembre, Noël.',
          'Neujahr, Ostermontag, 1. Mai, Christi Himmelfahrt, Pfingstmontag, 21. Juli, 15. August, 1. und 11. November, Weihnachten.',
        ),
      },
    },
    {
      name: 'confirmation',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      label: l(
        'A booked visit is',
        'Een geboekt bezoek is',
        'Une visite réservée est',
        'Eine gebuchte Besichtigung ist',
      ),
      options: [
        {
          value: 'requested',
          label: l(
            'Requested, until staff confirm it',
            'Aangevraagd, tot een medewerker het bevestigt',
            "Demandée, jusqu'à ce que l'agence la confirme",
            'Angefragt, bis ein Mitarbeiter sie bestätigt',
          ),
        },
        {
          value: 'confirmed',
          label: l('Confirmed at once', 'Meteen bevestigd', 'Confirmée aussitôt', 'Sofort bestätigt'),
        },
      ],
    },
  ],
}
