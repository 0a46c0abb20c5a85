/**
 * The machine's own PostgreSQL server, which the deployment tests use (a fresh database per test
 * file). Every machine of the project, CI's included, runs it on loopback; the tests start their
 * own Redis, Varnish, nginx and S3 servers.
 */
import { execFileSync } from 'node:child_process'

/** The PostgreSQL server, without a database name. */
export const PG_SERVER = (process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')

function psql(sql: string): void {
  execFileSync('psql', [`${PG_SERVER}/postgres`, '-qXc', sql], { stdio: ['ignore', 'ignore', 'inherit'] })
}

/** A new empty database on the server; its URL. Drop it with `dropDatabase`. */
export function createDatabase(label: string): string {
  const name = `vitrine_${label}_${Date.now()}_${process.pid}`.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  psql(`CREATE DATABASE ${name}`)
  return `${PG_SERVER}/${name}`
}

export function dropDatabase(url: string): void {
  const name = new URL(url).pathname.slice(1)
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
