import type { GlobalConfig, NumberFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { isAdmin } from '../../../payload/access'
import { adminGroups } from '../../../payload/admin-groups'
import { inLanguage, l } from '../../../i18n/admin-text'
import { feedUrlOf } from '../feed-url'

const notAFeedUrl = l(
  'Enter an http:// or https:// address, such as https://crm.example/feed.json.',
  'Vul een http://- of https://-adres in, zoals https://crm.example/feed.json.',
  'Saisissez une adresse http:// ou https://, par exemple https://crm.example/feed.json.',
  'Geben Sie eine http://- oder https://-Adresse ein, etwa https://crm.example/feed.json.',
)

const notAnInterval = l(
  'Enter a whole number of minutes from 5 to 1440.',
  'Vul een geheel aantal minuten in, van 5 tot 1440.',
  'Saisissez un nombre entier de minutes, de 5 à 1440.',
  'Geben Sie eine ganze Zahl von Minuten zwischen 5 und 1440 ein.',
)

/** The bounds of IMPORT_EVERY_MINUTES (platform/env.ts): the schedule is looked at every 5 minutes. */
export const EVERY_MINUTES_MIN = 5
export const EVERY_MINUTES_MAX = 1440

const feedUrlField: TextFieldSingleValidation = (value, { req }) =>
  !value?.trim() || feedUrlOf(value) ? true : inLanguage(notAFeedUrl, req.i18n?.language)

const everyMinutesField: NumberFieldSingleValidation = (value, { req }) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && value >= EVERY_MINUTES_MIN && value <= EVERY_MINUTES_MAX)
    ? true
    : inLanguage(notAnInterval, req.i18n?.language)

/**
 * The scheduled pull of the agency's feed (features/listings-feed/schedule.ts), set in the back
 * office. A value left empty falls back to the server's setting (IMPORT_FEED_URL,
 * IMPORT_EVERY_MINUTES). Administrators only, like the import runs.
 */
export const ListingsFeedSettings: GlobalConfig = {
  slug: 'listings-feed-settings',
  label: l(
    'Listings import schedule',
    'Planning van de aanbodimport',
    "Planification de l'import de l'offre",
    'Zeitplan des Angebotsimports',
  ),
  admin: {
    group: adminGroups.settings,
    description: l(
      'The site pulls the feed of the agency’s CRM at this address, at this interval. An empty field uses the server’s setting (IMPORT_FEED_URL, IMPORT_EVERY_MINUTES); with no address at all, nothing is pulled.',
      'De site haalt de feed van het CRM van het kantoor op dit adres op, met deze tussenpoos. Een leeg veld gebruikt de instelling van de server (IMPORT_FEED_URL, IMPORT_EVERY_MINUTES); zonder adres wordt niets opgehaald.',
      'Le site récupère le flux du CRM de l’agence à cette adresse, à cet intervalle. Un champ vide reprend le réglage du serveur (IMPORT_FEED_URL, IMPORT_EVERY_MINUTES) ; sans aucune adresse, rien n’est récupéré.',
      'Die Website holt den Feed des CRM der Agentur von dieser Adresse, in diesem Abstand. Ein leeres Feld übernimmt die Einstellung des Servers (IMPORT_FEED_URL, IMPORT_EVERY_MINUTES); ohne Adresse wird nichts geholt.',
    ),
  },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'feedUrl',
      type: 'text',
      maxLength: 500,
      validate: feedUrlField,
      label: l('Feed address', 'Adres van de feed', 'Adresse du flux', 'Adresse des Feeds'),
      admin: {
        placeholder: 'https://crm.example/feed.json',
        description: l(
          'The whole feed, as JSON or a spreadsheet (CSV, XLSX). Each pull withdraws the listings it no longer lists, unless the feed says it is partial.',
          'De volledige feed, in JSON of als rekenblad (CSV, XLSX). Elke ophaling trekt de panden in die er niet meer in staan, tenzij de feed zegt dat hij onvolledig is.',
          'Le flux complet, en JSON ou en tableur (CSV, XLSX). Chaque récupération retire les biens qu’il ne contient plus, sauf si le flux se déclare partiel.',
          'Der vollständige Feed, als JSON oder Tabelle (CSV, XLSX). Jeder Abruf zieht die Immobilien zurück, die er nicht mehr enthält, außer der Feed erklärt sich als unvollständig.',
        ),
      },
    },
    {
      name: 'everyMinutes',
      type: 'number',
      min: EVERY_MINUTES_MIN,
      max: EVERY_MINUTES_MAX,
      validate: everyMinutesField,
      label: l(
        'Pull every (minutes)',
        'Ophalen elke (minuten)',
        'Récupérer toutes les (minutes)',
        'Abrufen alle (Minuten)',
      ),
      admin: {
        step: 5,
        description: l(
          'From 5 to 1440 (once a day). The schedule is looked at every 5 minutes.',
          'Van 5 tot 1440 (eenmaal per dag). De planning wordt om de 5 minuten bekeken.',
          'De 5 à 1440 (une fois par jour). La planification est vérifiée toutes les 5 minutes.',
          'Von 5 bis 1440 (einmal am Tag). Der Zeitplan wird alle 5 Minuten geprüft.',
        ),
      },
    },
  ],
}
