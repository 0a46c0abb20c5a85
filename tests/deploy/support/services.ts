/**
 * The machine's own PostgreSQL server, which the deployment tests use (a database of its own per
 * test file, most often a copy of the seeded template). Every machine of the project, CI's
 * included, runs it on loopback; the tests start their own Redis, Varnish, nginx and S3 servers.
 */
import { inject } from 'vitest'
import { createDatabase as createServerDatabase, dropDatabase } from '../../support/postgres-server'
import { copyVarDir } from '../../support/template'

/** The PostgreSQL server, without a database name. */
export const PG_SERVER = (process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')

/** A new empty database on the server; its URL. Drop it with `dropDatabase`. */
export const createDatabase = (label: string): string => createServerDatabase(PG_SERVER, label)

/**
 * A copy of the template that global-setup.ts migrated and seeded: a new database on the server,
 * its URL, and the template's VAR_DIR copied into `varDir` (emptied first). Servers started on
 * both find the sample agency and its files, and skip the seed.
 */
export function copyTemplate(label: string, varDir: string): string {
  const template = inject('deployTemplate')
  copyVarDir(template.varDir, varDir)
  return createServerDatabase(PG_SERVER, label, { template: template.database })
}

export { dropDatabase }
