import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { TestProject } from 'vitest/node'
import { openEmbeddedDatabase } from '@/lib/db/embedded'
import { prepareDatabase, type PrepareResult } from '../../scripts/prepare-database'

/**
 * Migrates and seeds one database before the integration tests; every test file then starts
 * from a copy of it (an image of the embedded database, or a PostgreSQL template database)
 * instead of seeding its own, which cost each file about 25 s.
 */
export interface IntTemplate {
  /** The media and documents folder the seed wrote, copied into each file's own VAR_DIR. */
  varDir: string
  /** The embedded database's image (a tar of its data folder), when no server is used. */
  image?: string
  /** The server database to copy, when TEST_DATABASE_URL is set. */
  database?: string
  prepared: PrepareResult
}

declare module 'vitest' {
  export interface ProvidedContext {
    intTemplate: IntTemplate
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-int-template-'))
  const varDir = path.join(dir, 'var')
  process.env.VAR_DIR = varDir
  const server = process.env.TEST_DATABASE_URL
  const embedded = server ? undefined : await openEmbeddedDatabase('memory://')
  process.env.DATABASE_URL = server ?? embedded!.url
  if (embedded) process.env.DB_EMBEDDED = '1'

  const { default: config } = await import('@/payload/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const prepared = await prepareDatabase(payload, { fresh: !!server, log: (m) => console.log(`[template] ${m}`) })
  const pool = (payload.db as unknown as PostgresAdapter).pool
  pool?.on('error', () => {})
  await Promise.race([pool?.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000))])

  const template: IntTemplate = { varDir, prepared }
  if (embedded) {
    const imageFile = path.join(dir, 'image.tar')
    const image = await embedded.db.dumpDataDir('none')
    fs.writeFileSync(imageFile, Buffer.from(await image.arrayBuffer()))
    template.image = imageFile
    await embedded.close()
  } else {
    template.database = new URL(server!).pathname.slice(1)
  }
  project.provide('intTemplate', template)

  return async () => {
    if (template.database) {
      const { dropCopies } = await import('./server-copies')
      await dropCopies(server!)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
