import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { locales, defaultLocale } from '../i18n/locales'
import { EMBEDDED_MAX_CONNECTIONS } from '../platform/db/limits'
import { env } from '../platform/env'
import { payloadSecret } from '../platform/secret'
import { allowedOrigins } from '../platform/auth/origin'
import { alertDigestTask } from '../features/alerts/digest'
import { matchAlertsTask } from '../features/alerts/matching'
import { exportListingsEndpoint } from '../features/listings-feed/export'
import { pullFeedTask } from '../features/listings-feed/schedule'
import { expireEndedBadgesTask } from '../features/price-history/expiry'
import { isJobsRunner } from '../platform/jobs/runner'
import { passwordResetTask } from '../features/owners/accounts'
import { checkLeadNotificationTask } from '../features/enquiries/notification-check'
import { sendMailTask } from '../platform/mail/outbox'
import { resilientPg, serverTimeouts } from '../platform/outage/pool'
import { ownerReportTask } from '../features/portal/report'
import { anonymiseLeadsTask } from '../features/privacy/retention'
import { roleOf, staffUnlessSet, staffUnlessSetGlobal } from './access'
import { labelsAsFunctions } from './field-labels'
import { collections, globals } from './content-model'
import { Users } from '../platform/auth/collections/Users'
import { logger } from '@/platform/log'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(dirname, '../..')
const settings = env()
const embedded = settings.DB_EMBEDDED === '1'

export default buildConfig({
  secret: payloadSecret(),
  // Media URLs stay relative (serverURL would write SITE_URL into each of them); the session
  // cookie counts only on requests from the site's own origin.
  serverURL: '',
  csrf: allowedOrigins(settings),
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Vitrine' },
    importMap: { baseDir: path.resolve(dirname, '..') },
    dateFormat: 'd-M-yyyy',
    // Payload's default avatar is Gravatar's: every back-office page would send a hash of the
    // staff member's e-mail to a third party.
    avatar: 'default',
    components: {
      // Administrators see the accounts that failed logins from many networks aim at.
      beforeDashboard: ['/platform/auth/admin/AttackNotice#AttackNotice'],
      // Staff passwords are not reset by mail: the login's "Forgot password?" says who resets them.
      views: { forgot: { Component: '/platform/auth/admin/StaffPasswordHelp#StaffPasswordHelp' } },
    },
  },
  // What a collection or global leaves unset (versions above all) is staff only (access/index.ts).
  // Field labels as functions: Payload's list columns name their sort buttons with them.
  collections: collections.map(staffUnlessSet).map(labelsAsFunctions),
  // The published listings in the listings feed's format (features/listings-feed).
  endpoints: [exportListingsEndpoint],
  globals: globals.map(staffUnlessSetGlobal),
  // Scheduled publish and unpublish (versions.drafts.schedulePublish) are queued jobs. The
  // server runs the queue through this endpoint itself (platform/jobs/runner.ts); staff may
  // run it too.
  jobs: {
    access: { run: ({ req }) => roleOf(req) !== undefined || isJobsRunner(req.headers, payloadSecret()) },
    // Payload's jobs collection, under the same rule as ours (its own access is closed already).
    jobsCollectionOverrides: ({ defaultJobsCollection }) => staffUnlessSet(defaultJobsCollection),
    // Mails are stored in the outbox and sent by this task (retried with backoff); a lead's
    // notification is checked for after the lead is stored (features/enquiries). Search
    // alerts: a property's news is matched, then mailed in the hourly digest (on its schedule).
    // Leads past the retention period are anonymised every night. Owners get their weekly
    // figures on Monday mornings. An owner's forgotten password is looked up and mailed by a job.
    // The agency's listings feed is pulled on its schedule (features/listings-feed). Every hour the
    // pages whose 'New' or 'Price lowered' badge ended are expired (features/price-history).
    tasks: [
      sendMailTask,
      checkLeadNotificationTask,
      matchAlertsTask,
      alertDigestTask,
      anonymiseLeadsTask,
      ownerReportTask,
      passwordResetTask,
      pullFeedTask,
      expireEndedBadgesTask,
    ],
  },
  localization: {
    locales: [...locales],
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { nl, fr, en, de },
    fallbackLanguage: 'en',
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    // A pool that survives the database going away (platform/outage/pool.ts), with bounded
    // waits on a server. Not for the embedded database: it lives and dies with the launcher,
    // its one connection is shared by every request (a slot wait is normal under load), and a
    // statement abandoned half-way would leave PGlite's one session mid-protocol.
    pg: resilientPg(),
    pool: {
      connectionString: settings.DATABASE_URL,
      max: embedded ? EMBEDDED_MAX_CONNECTIONS : (settings.DB_POOL_MAX ?? 10),
      ...(embedded ? {} : serverTimeouts(settings)),
    },
    // PGlite has one session for all connections: an open transaction on one connection
    // blocks every other until it ends, so any query made outside it (by Payload itself or a
    // hook) freezes the whole site. Embedded, each statement commits on its own.
    transactionOptions: embedded ? false : undefined,
    push: false,
    migrationDir: path.join(root, 'migrations'),
  }),
  plugins: [
    // Media in S3-compatible storage when S3_* is set (several instances share it); the folder
    // VAR_DIR/media otherwise. Files are still served through /api/media/file/, so URLs and
    // access rules stay the same. The plugin is always listed (disabled without settings) so
    // its columns and the admin's import map are the same either way. Owner documents stay in
    // their folder: the portal reads them from disk (features/portal/queries.ts).
    s3Storage({
      enabled: !!settings.s3,
      alwaysInsertFields: true,
      // An explicit (empty) prefix gives media the same columns with S3 on or off.
      collections: { media: { prefix: '' } },
      bucket: settings.s3?.bucket ?? '',
      config: {
        region: settings.s3?.region,
        endpoint: settings.s3?.endpoint,
        forcePathStyle: settings.s3?.forcePathStyle,
        credentials: settings.s3
          ? { accessKeyId: settings.s3.accessKeyId, secretAccessKey: settings.s3.secretAccessKey }
          : undefined,
      },
    }),
  ],
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  // One JSON line per entry, with the request's id (src/platform/log.ts).
  logger,
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
})
