/**
 * The machine's own PostgreSQL server, which the deployment tests use (a fresh database per test
 * file). Every machine of the project, CI's included, runs it on loopback; the tests start their
 * own Redis, Varnish, nginx and S3 servers.
 */
import { createDatabase as createServerDatabase, dropDatabase } from '../../support/postgres-server'

/** The PostgreSQL server, without a database name. */
export const PG_SERVER = (process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')

/** A new empty database on the server; its URL. Drop it with `dropDatabase`. */
export const createDatabase = (label: string): string => createServerDatabase(PG_SERVER, label)

export { dropDatabase }
