import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createDatabase, databaseOf, dropDatabases } from '../support/postgres-server'
import { prepareTemplate } from '../support/template'
import { PG_SERVER } from './support/services'

/**
 * Migrates and seeds one database on the PostgreSQL server before the deployment tests; each
 * file that needs the sample agency starts its servers on a copy of it (support/services.ts
 * copyTemplate), which they find migrated and not empty, so they do not seed it again.
 */
export interface DeployTemplate {
  /** The template database on PG_SERVER. */
  database: string
  /** The VAR_DIR the seed wrote: media, documents and Payload's secret. */
  varDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    deployTemplate: DeployTemplate
  }
}

const LABEL = `deploy_template_${process.pid}`

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-deploy-template-'))
  const varDir = path.join(dir, 'var')
  const teardown = () => {
    dropDatabases(PG_SERVER, LABEL)
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const databaseUrl = createDatabase(PG_SERVER, LABEL)
    await prepareTemplate({ databaseUrl, varDir })
    project.provide('deployTemplate', { database: databaseOf(databaseUrl), varDir })
  } catch (error) {
    teardown()
    throw error
  }
  return teardown
}
