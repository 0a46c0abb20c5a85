import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { openEmbeddedDatabase } from '@/lib/db/embedded'
import { prepareDatabase, type PrepareResult } from '../../scripts/prepare-database'

export interface TestDatabase {
  payload: Payload
  prepared: PrepareResult
  embedded: boolean
  close(): Promise<void>
}

/**
 * A fresh database with migrations and the sample agency: embedded PGlite in memory by
 * default, the PostgreSQL server of TEST_DATABASE_URL when set (emptied first).
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  process.env.VAR_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-int-'))
  let close = async () => {}
  const server = process.env.TEST_DATABASE_URL
  if (server) {
    process.env.DATABASE_URL = server
  } else {
    const db = await openEmbeddedDatabase('memory://')
    process.env.DATABASE_URL = db.url
    process.env.DB_EMBEDDED = '1'
    close = db.close
  }
  const { default: config } = await import('@/payload/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const prepared = await prepareDatabase(payload, { fresh: !!server, log: (m) => console.log(`[seed] ${m}`) })
  return {
    payload,
    prepared,
    embedded: !server,
    async close() {
      // Payload's destroy() leaves the pool open, and a client it never releases keeps end()
      // waiting: give it a moment, then cut the connections (their errors are expected).
      const pool = (payload.db as unknown as PostgresAdapter).pool
      pool?.on('error', () => {})
      await Promise.race([pool?.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000))])
      await close()
    },
  }
}
