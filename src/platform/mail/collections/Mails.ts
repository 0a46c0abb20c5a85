import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../../../payload/access'
import { adminGroups } from '../../../payload/admin-groups'
import { l, options, type AdminText } from '../../../i18n/admin-text'
import { languageOptions } from '../../fields/language'
import { mailPurposes, type MailPurpose } from '../purposes'
import { retryMailEndpoint } from '../retry'

const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

const purposeLabels: Record<MailPurpose, AdminText> = {
  notification: l(
    'Notification to the agency',
    'Melding aan het kantoor',
    "Notification à l'agence",
    'Benachrichtigung an die Agentur',
  ),
  confirmation: l(
    'Confirmation to the visitor',
    'Bevestiging aan de bezoeker',
    'Confirmation au visiteur',
    'Bestätigung an den Besucher',
  ),
  friend: l(
    'To a friend of the visitor',
    'Aan een vriend van de bezoeker',
    'À un ami du visiteur',
    'An einen Freund des Besuchers',
  ),
  'opt-in': l(
    'Newsletter confirmation request',
    'Bevestiging nieuwsbriefinschrijving',
    "Confirmation d'inscription à la lettre",
    'Bestätigung der Newsletter-Anmeldung',
  ),
  alert: l('Search alert', 'Zoekopdracht-melding', 'Alerte de recherche', 'Suchauftrag-Benachrichtigung'),
  'visit-confirmed': l(
    'Visit confirmed to the visitor',
    'Bevestigd bezoek aan de bezoeker',
    'Visite confirmée au visiteur',
    'Bestätigte Besichtigung an den Besucher',
  ),
  owner: l('To an owner', 'Aan een eigenaar', 'À un propriétaire', 'An einen Eigentümer'),
}

/**
 * The outbox: every mail the site sends, with its state. A mail is written here first and
 * sent by a job (platform/mail/jobs.ts), which retries with backoff while SMTP is down and
 * never sends a mail marked sent again.
 */
export const Mails: CollectionConfig = {
  slug: 'mails',
  labels: {
    singular: l('Mail', 'E-mail', 'E-mail', 'E-Mail'),
    plural: l('Outbox', 'Verzonden e-mails', "Boîte d'envoi", 'Postausgang'),
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'subject', 'to', 'purpose', 'state', 'attempts', 'lastError', 'retry'],
    group: adminGroups.enquiries,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  endpoints: [retryMailEndpoint],
  fields: [
    // "Send again" on a mail not sent yet: in the list and beside the mail (platform/mail/admin).
    {
      name: 'retry',
      type: 'ui',
      label: l('Send again', 'Opnieuw verzenden', 'Renvoyer', 'Erneut senden'),
      admin: {
        position: 'sidebar',
        components: {
          Field: '/platform/mail/admin/RetryMailButton#RetryMailField',
          Cell: '/platform/mail/admin/RetryMailButton#RetryMailCell',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          label: l('State', 'Toestand', 'État', 'Zustand'),
          options: options([
            ['queued', l('Waiting to be sent', 'Wacht op verzending', "En attente d'envoi", 'Wartet auf Versand')],
            ['sent', l('Sent', 'Verzonden', 'Envoyé', 'Gesendet')],
            ['failed', l('Failed', 'Mislukt', 'Échec', 'Fehlgeschlagen')],
          ]),
        },
        {
          name: 'attempts',
          type: 'number',
          defaultValue: 0,
          label: l('Attempts', 'Pogingen', 'Tentatives', 'Versuche'),
        },
        {
          name: 'sentAt',
          type: 'date',
          label: l('Sent at', 'Verzonden op', 'Envoyé le', 'Gesendet am'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'purpose',
          type: 'select',
          required: true,
          label: l('Purpose', 'Doel', 'Objet', 'Zweck'),
          options: options(mailPurposes.map((v) => [v, purposeLabels[v]])),
        },
        {
          name: 'lead',
          type: 'relationship',
          relationTo: 'leads',
          index: true,
          label: l('Lead', 'Aanvraag', 'Demande', 'Anfrage'),
        },
        { name: 'locale', type: 'select', label: l('Language', 'Taal', 'Langue', 'Sprache'), options: languageOptions },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, label: l('To', 'Aan', 'À', 'An') },
        { name: 'replyTo', type: 'text', label: l('Reply to', 'Antwoord aan', 'Répondre à', 'Antwort an') },
      ],
    },
    { name: 'subject', type: 'text', required: true, label: l('Subject', 'Onderwerp', 'Objet', 'Betreff') },
    { name: 'text', type: 'textarea', required: true, label: l('Message', 'Bericht', 'Message', 'Nachricht') },
    // The HTML part in the agency's layout (platform/mail/layout.ts); `text` is always sent with it.
    {
      name: 'html',
      type: 'textarea',
      label: l('HTML version', 'HTML-versie', 'Version HTML', 'HTML-Version'),
      admin: { hidden: true },
    },
    // Extra headers (List-Unsubscribe …) and attachments ({ filename, contentType, content: base64 }),
    // stored with the mail so that a retry sends exactly what was queued.
    {
      name: 'headers',
      type: 'json',
      label: l('Headers', 'Kopregels', 'En-têtes', 'Kopfzeilen'),
      admin: { hidden: true },
    },
    {
      name: 'attachments',
      type: 'json',
      label: l('Attachments', 'Bijlagen', 'Pièces jointes', 'Anhänge'),
      admin: { hidden: true },
    },
    { name: 'lastError', type: 'text', label: l('Last error', 'Laatste fout', 'Dernière erreur', 'Letzter Fehler') },
    { name: 'messageId', type: 'text', label: l('Message ID', 'Bericht-ID', 'ID du message', 'Nachrichten-ID') },
  ],
}
