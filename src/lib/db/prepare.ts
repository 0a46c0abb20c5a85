import type { Payload } from 'payload'
import { isDatabaseEmpty, seed, sampleStaff, type SeedReport } from '../../../seed'

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
    await payload.db.migrateFresh({ forceAcceptWarning: true })
  } else {
    await payload.db.migrate()
  }
  if (!(await isDatabaseEmpty(payload))) return { seeded: false }
  log('Empty database: creating the sample agency…')
  const report = await seed(payload, log)
  return { seeded: true, report }
}

export { sampleStaff }
