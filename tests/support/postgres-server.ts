/**
 * Databases of their own on a PostgreSQL server, for the tests that run on one (integration
 * tests with TEST_DATABASE_URL, deployment tests), through the server's `psql`.
 */
import { execFileSync } from 'node:child_process'

/** The server of a database URL, without the database name. */
export function serverOf(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  url.pathname = ''
  return url.toString().replace(/\/$/, '')
}

/** The database name of a database URL. */
export const databaseOf = (databaseUrl: string): string => new URL(databaseUrl).pathname.slice(1)

/** Runs `sql` on the server's maintenance database; its rows, one per line. */
function psql(server: string, sql: string): string {
  return execFileSync('psql', [`${server}/postgres`, '-qXAtc', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

const prefix = (label: string) => `vitrine_${label}_`.toLowerCase().replace(/[^a-z0-9_]/g, '_')

/**
 * A new database on `server`, empty or a copy of `template`; its URL. Drop it with
 * `dropDatabase`, or every database of the label with `dropDatabases`.
 */
export function createDatabase(server: string, label: string, options: { template?: string } = {}): string {
  const name = `${prefix(label)}${Date.now()}_${process.pid}`
  if (options.template) {
    // A template must have no session open: end those left (the seeding's pool may hold one).
    psql(server, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${options.template}'`)
    psql(server, `CREATE DATABASE ${name} TEMPLATE "${options.template}"`)
  } else {
    psql(server, `CREATE DATABASE ${name}`)
  }
  return `${server}/${name}`
}

export function dropDatabase(databaseUrl: string): void {
  psql(serverOf(databaseUrl), `DROP DATABASE IF EXISTS ${databaseOf(databaseUrl)} WITH (FORCE)`)
}

/** Drops every database `createDatabase` made with this label (those a crashed test left). */
export function dropDatabases(server: string, label: string): void {
  const names = psql(server, `SELECT datname FROM pg_database WHERE starts_with(datname, '${prefix(label)}')`)
  for (const name of names.split('\n').filter(Boolean)) psql(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
