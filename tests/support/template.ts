/**
 * A template a test project starts from: one database migrated and seeded once, and the VAR_DIR
 * the seed wrote (media, documents, Payload's generated secret). Each test file then works on a
 * copy of both instead of seeding its own (tests/int/global-setup.ts, tests/deploy/global-setup.ts).
 */
import fs from 'node:fs'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PrepareResult } from '../../scripts/prepare-database'

/**
 * Migrates the database at `databaseUrl` and seeds it when empty (emptied first when `fresh`),
 * in this process, with its files in `varDir`: what scripts/prepare.ts does before a server starts.
 * The settings it needs are set for the time it runs, then put back.
 */
export async function prepareTemplate(options: {
  databaseUrl: string
  varDir: string
  embedded?: boolean
  fresh?: boolean
}): Promise<PrepareResult> {
  const settings = { DATABASE_URL: options.databaseUrl, DB_EMBEDDED: options.embedded ? '1' : undefined }
  const saved = Object.fromEntries(['VAR_DIR', ...Object.keys(settings)].map((key) => [key, process.env[key]]))
  const set = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  set({ ...settings, VAR_DIR: options.varDir })
  try {
    // Loaded once the settings are set (the config reads them as it loads), and only here: the
    // deployment test files that copy a template load none of it.
    const { default: config } = await import('@/payload/payload.config')
    const { getPayload } = await import('payload')
    const { prepareDatabase } = await import('../../scripts/prepare-database')
    const payload = await getPayload({ config })
    const prepared = await prepareDatabase(payload, {
      fresh: options.fresh,
      log: (m) => console.log(`[template] ${m}`),
    })
    await endPool(payload)
    return prepared
  } finally {
    set(saved)
  }
}

/**
 * `varDir` emptied, then a copy of the template's VAR_DIR: the media and documents its database
 * names, and the secret Payload generated there (sessions and signed links of the copy).
 */
export function copyVarDir(template: string, varDir: string): void {
  fs.rmSync(varDir, { recursive: true, force: true })
  fs.cpSync(template, varDir, { recursive: true })
}

/**
 * Closes Payload's connections. Its destroy() leaves the pool open, and a client it never
 * releases keeps end() waiting: give it a moment, then cut them (their errors are expected).
 */
export async function endPool(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  pool?.on('error', () => {})
  await Promise.race([pool?.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000))])
}
