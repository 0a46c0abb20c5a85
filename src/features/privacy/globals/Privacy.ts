import type { GlobalConfig } from 'payload'
import { erasePersonalDataEndpoint, exportPersonalDataEndpoint } from '../endpoints'
import { DEFAULT_RETENTION_MONTHS } from '../retention'
import { isAdmin } from '../../../payload/access'
import { adminGroups } from '../../../payload/admin-groups'
import { l } from '../../../i18n/admin-text'

/**
 * Privacy (GDPR): how long leads keep a visitor's data (the nightly job of
 * features/privacy/retention.ts anonymises older ones), and one person's data exported or
 * erased on request. Administrators only.
 */
export const Privacy: GlobalConfig = {
  slug: 'privacy',
  label: l('Privacy', 'Privacy', 'Vie privée', 'Datenschutz'),
  admin: { group: adminGroups.enquiries },
  access: { read: isAdmin, update: isAdmin },
  endpoints: [exportPersonalDataEndpoint, erasePersonalDataEndpoint],
  fields: [
    {
      name: 'retentionMonths',
      type: 'number',
      required: true,
      min: 1,
      max: 120,
      defaultValue: DEFAULT_RETENTION_MONTHS,
      label: l(
        'Keep leads’ personal data for (months)',
        'Persoonsgegevens van aanvragen bewaren gedurende (maanden)',
        'Conserver les données personnelles des demandes pendant (mois)',
        'Personenbezogene Daten von Anfragen aufbewahren für (Monate)',
      ),
      admin: {
        step: 1,
        description: l(
          'Every night, leads older than this lose the name, e-mail address, phone, address and everything the visitor wrote; their mails leave the outbox. Form, date, property and status stay for the statistics.',
          'Elke nacht verliezen oudere aanvragen de naam, het e-mailadres, de telefoon, het adres en alles wat de bezoeker schreef; hun e-mails verdwijnen uit de verzonden e-mails. Formulier, datum, pand en status blijven voor de statistieken.',
          "Chaque nuit, les demandes plus anciennes perdent le nom, l'adresse e-mail, le téléphone, l'adresse et tout ce que le visiteur a écrit ; leurs e-mails quittent la boîte d'envoi. Formulaire, date, bien et statut restent pour les statistiques.",
          'Jede Nacht verlieren ältere Anfragen Name, E-Mail-Adresse, Telefon, Adresse und alles, was der Besucher geschrieben hat; ihre E-Mails verlassen den Postausgang. Formular, Datum, Immobilie und Status bleiben für die Statistik.',
        ),
      },
    },
    {
      name: 'personalData',
      type: 'ui',
      admin: { components: { Field: '/features/privacy/admin/PersonalDataTool#PersonalDataTool' } },
    },
  ],
}
