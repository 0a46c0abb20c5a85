import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Migration, Payload } from 'payload'
import { migrations } from '../migrations'
import { isDatabaseEmpty, seed, sampleStaff, type SeedReport } from '../seed'

export interface PrepareResult {
  seeded: boolean
  report?: SeedReport
}

/**
 * Bring a database up to date: run pending migrations, and seed the sample agency when the
 * database holds nothing yet. `fresh` drops everything first (the reset command).
 */
export async function prepareDatabase(
  payload: Payload,
  options: { fresh?: boolean; log?: (message: string) => void } = {},
): Promise<PrepareResult> {
  const log = options.log ?? (() => {})
  if (options.fresh) {
    log('Dropping all tables and running every migration…')
    // Payload's migrateFresh loads migration files itself; dropping the schema keeps one path.
    const db = payload.db as unknown as PostgresAdapter
    await db.drizzle.execute(sql.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'))
  }
  // The list is passed in: Payload's own loader cannot import .ts files under every runner.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  if (!(await isDatabaseEmpty(payload))) return { seeded: false }
  log('Empty database: creating the sample agency…')
  const report = await seed(payload, log)
  return { seeded: true, report }
}

export { sampleStaff }
