import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { openEmbeddedDatabase } from '@/platform/db/embedded'
import type { PrepareResult } from '../../scripts/prepare-database'
import { createDatabase, databaseOf, dropDatabase, serverOf } from '../support/postgres-server'
import { copyVarDir, endPool } from '../support/template'

export interface TestDatabase {
  payload: Payload
  prepared: PrepareResult
  embedded: boolean
  close(): Promise<void>
}

/**
 * A database of this test file's own, with migrations and the sample agency: embedded PGlite in
 * memory by default, a database on the PostgreSQL server of TEST_DATABASE_URL when set.
 * It is a copy of the one global-setup.ts migrated and seeded from empty, with that seed's result.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  const template = inject('intTemplate')
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-int-'))
  copyVarDir(template.varDir, varDir)
  process.env.VAR_DIR = varDir
  let close = async () => {}
  const server = process.env.TEST_DATABASE_URL
  if (server) {
    const url = createDatabase(serverOf(server), template.copyLabel, { template: databaseOf(server) })
    process.env.DATABASE_URL = url
    close = async () => dropDatabase(url)
  } else {
    const db = await openEmbeddedDatabase('memory://', { image: new Blob([fs.readFileSync(template.image!)]) })
    process.env.DATABASE_URL = db.url
    process.env.DB_EMBEDDED = '1'
    close = db.close
  }
  const { default: config } = await import('@/payload/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  return {
    payload,
    prepared: template.prepared,
    embedded: !server,
    async close() {
      await endPool(payload)
      await close()
      fs.rmSync(varDir, { recursive: true, force: true })
    },
  }
}
