/**
 * `npm run migration:create -- name`: write a migration for the schema changes since the last
 * one, against a throwaway in-memory embedded database. Runs in-process (Payload's CLI waits on
 * prompts when it has no terminal).
 */
import type { Migration } from 'payload'
import { openEmbeddedDatabase } from '../src/platform/db/embedded'

const name = process.argv[2] ?? 'change'
const db = await openEmbeddedDatabase('memory://')
process.env.DATABASE_URL = db.url
process.env.DB_EMBEDDED = '1'
const { default: config } = await import('../src/payload/payload.config')
const { getPayload } = await import('payload')
const { migrations } = await import('../migrations')
const payload = await getPayload({ config })
// Apply what exists, so the new migration holds only the difference.
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
await payload.db.createMigration({ migrationName: name, payload, skipEmpty: true, forceAcceptWarning: true })
await db.close()
process.exit(0)
