import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openEmbeddedDatabase } from '@/platform/db/embedded'
import type { PrepareResult } from '../../scripts/prepare-database'
import { dropDatabases, serverOf } from '../support/postgres-server'
import { prepareTemplate } from '../support/template'

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
  /** The label of this run's copies on the server (TEST_DATABASE_URL's database is the template). */
  copyLabel: string
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
  const server = process.env.TEST_DATABASE_URL
  const embedded = server ? undefined : await openEmbeddedDatabase('memory://')
  const prepared = await prepareTemplate({
    databaseUrl: server ?? embedded!.url,
    varDir,
    embedded: !!embedded,
    fresh: !!server,
  })

  const template: IntTemplate = { varDir, prepared, copyLabel: `int_${process.pid}` }
  if (embedded) {
    const imageFile = path.join(dir, 'image.tar')
    const image = await embedded.db.dumpDataDir('none')
    fs.writeFileSync(imageFile, Buffer.from(await image.arrayBuffer()))
    template.image = imageFile
    await embedded.close()
  }
  project.provide('intTemplate', template)

  return () => {
    if (server) dropDatabases(serverOf(server), template.copyLabel)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
