import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../../payload/access'
import { adminGroups } from '../../../payload/admin-groups'
import { l, options } from '../../../i18n/admin-text'
import { runImportEndpoint } from '../run-endpoint'

/**
 * One run of the listings import (features/listings-feed/run.ts) and its report: what it
 * created, updated, withdrew and skipped, and why. Admins read them, and start one from above
 * the list (admin/RunImportPanel.tsx, POST /api/import-runs/run); only the import writes.
 */
export const ImportRuns: CollectionConfig = {
  slug: 'import-runs',
  labels: {
    singular: l('Listings import', 'Import van het aanbod', "Import de l'offre", 'Angebotsimport'),
    plural: l('Listings imports', 'Imports van het aanbod', "Imports de l'offre", 'Angebotsimporte'),
  },
  admin: {
    group: adminGroups.settings,
    useAsTitle: 'source',
    defaultColumns: ['startedAt', 'trigger', 'status', 'source', 'created', 'updated', 'withdrawn', 'skipped'],
    components: { beforeList: ['/features/listings-feed/admin/RunImportPanel#RunImportPanel'] },
  },
  defaultSort: '-startedAt',
  access: {
    read: isAdmin,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  endpoints: [runImportEndpoint],
  fields: [
    {
      name: 'startedAt',
      type: 'date',
      required: true,
      index: true,
      label: l('Started', 'Gestart', 'Commencé', 'Gestartet'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'finishedAt',
      type: 'date',
      label: l('Finished', 'Klaar', 'Terminé', 'Beendet'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'trigger',
      type: 'select',
      required: true,
      label: l('Started by', 'Gestart door', 'Lancé par', 'Gestartet durch'),
      options: options([
        ['command', l('Command line', 'Opdrachtregel', 'Ligne de commande', 'Befehlszeile')],
        ['push', l('CRM push', 'Push van het CRM', 'Envoi du CRM', 'Push des CRM')],
        ['schedule', l('Schedule', 'Planning', 'Planification', 'Zeitplan')],
        ['back-office', l('Back office', 'Backoffice', 'Back-office', 'Backoffice')],
      ]),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      label: l('Status', 'Status', 'Statut', 'Status'),
      options: options([
        ['running', l('Running', 'Bezig', 'En cours', 'Läuft')],
        ['done', l('Done', 'Klaar', 'Terminé', 'Fertig')],
        ['failed', l('Failed', 'Mislukt', 'Échoué', 'Fehlgeschlagen')],
      ]),
    },
    { name: 'source', type: 'text', label: l('Source', 'Bron', 'Source', 'Quelle') },
    {
      // A push's webhook-id (features/listings-feed/push.ts): each is taken once.
      name: 'pushId',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'dryRun',
      type: 'checkbox',
      defaultValue: false,
      label: l('Dry run', 'Proefdraai', 'Essai à blanc', 'Probelauf'),
    },
    {
      type: 'row',
      fields: [
        { name: 'created', type: 'number', label: l('Created', 'Aangemaakt', 'Créés', 'Angelegt') },
        { name: 'updated', type: 'number', label: l('Updated', 'Bijgewerkt', 'Mis à jour', 'Aktualisiert') },
        { name: 'unchanged', type: 'number', label: l('Unchanged', 'Ongewijzigd', 'Inchangés', 'Unverändert') },
        {
          name: 'withdrawn',
          type: 'number',
          label: l('Withdrawn', 'Teruggetrokken', 'Retirés', 'Zurückgezogen'),
        },
        { name: 'skipped', type: 'number', label: l('Skipped', 'Overgeslagen', 'Ignorés', 'Übersprungen') },
      ],
    },
    {
      name: 'error',
      type: 'textarea',
      label: l('Why it failed', 'Waarom het mislukte', "Raison de l'échec", 'Grund des Fehlers'),
    },
    {
      // The whole report (features/listings-feed/apply.ts): skipped records and their reasons,
      // photos that could not be fetched, unknown fields. Shown as a readable report, not JSON.
      name: 'report',
      type: 'json',
      label: l('Report', 'Verslag', 'Rapport', 'Bericht'),
      admin: {
        components: { Field: '/features/listings-feed/admin/ImportReportField#ImportReportField' },
      },
    },
  ],
}
