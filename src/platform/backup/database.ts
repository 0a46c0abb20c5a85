import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { dumpDataDirGzip, requestDataDirDump } from '../db/control'
import { acquireLock, DatabaseLockedError, embeddedExtensions } from '../db/embedded'
import { BackupError, EXIT } from './archive'

/**
 * The database half of a backup.
 *
 * Server: Debian's pg_dump and pg_restore (custom format). pg_dump reads one consistent
 * snapshot, so the site keeps running.
 *
 * Embedded: PGlite's own copy of its data folder (`dumpDataDir`). The PostgreSQL 15 client
 * refuses PGlite's PostgreSQL 18, and a WASM pg_dump (pglite-tools) is built for another PGlite
 * version than the one pglite-socket needs; the data folder copy needs nothing but PGlite.
 * Only one process may open the folder: when the site runs, the process holding it makes the
 * copy (platform/db/control.ts); when it is stopped, we take the folder's lock and copy it ourselves.
 */

function client(command: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new BackupError(
      `${command} was not found. Install the PostgreSQL client of the server's version (Debian: apt-get install postgresql-client).`,
    )
  }
  if (result.error) throw new BackupError(`Could not run ${command}: ${result.error.message}`)
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() }
}

function clientFailed(command: string, stderr: string): BackupError {
  const hint = /version mismatch/i.test(stderr)
    ? ` The ${command} of this machine is older than the server: install the client of the server's version.`
    : ''
  return new BackupError(`${command} failed: ${stderr}${hint}`)
}

export function dumpServer(databaseUrl: string, file: string): void {
  const { status, stderr } = client('pg_dump', ['--format=custom', '--file', file, '--dbname', databaseUrl])
  if (status !== 0) throw clientFailed('pg_dump', stderr)
}

/** Number of tables in the database's public schema (0 for a fresh database). */
export function serverTables(databaseUrl: string): number {
  const { status, stdout, stderr } = client('psql', [
    '-tAXq',
    '--dbname',
    databaseUrl,
    '-c',
    "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'",
  ])
  if (status !== 0) throw clientFailed('psql', stderr)
  return Number(stdout.trim())
}

/** Restores a custom-format dump into `databaseUrl` in one transaction: all of it or nothing. */
export function restoreServer(databaseUrl: string, file: string, replace: boolean): void {
  if (replace) {
    const { status, stderr } = client('psql', [
      '-qX',
      '-v',
      'ON_ERROR_STOP=1',
      '--dbname',
      databaseUrl,
      '-c',
      'DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
    ])
    if (status !== 0) throw clientFailed('psql', stderr)
  }
  const { status, stderr } = client('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    databaseUrl,
    file,
  ])
  if (status !== 0) throw clientFailed('pg_restore', stderr)
}

export function hasEmbeddedDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'))
}

/** Copies the embedded database into `file` (a gzip tar), whether the site runs or not. */
export async function dumpEmbedded(dataDir: string, file: string): Promise<'running' | 'stopped'> {
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new BackupError(`There is no embedded database in ${dataDir}: nothing to back up.`, EXIT.usage)
  }
  let release: () => void
  try {
    release = acquireLock(`${dataDir}.lock`)
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error
    // The site (or another command) holds the database: ask it for the copy.
    await requestDataDirDump(dataDir, file).catch((cause: Error) => {
      throw new BackupError(
        `${error.message.split('. ')[0]}, and it did not answer the backup request (${cause.message}). ` +
          'Stop the site and run the backup again.',
        EXIT.refused,
      )
    })
    return 'running'
  }
  try {
    const db = await PGlite.create(dataDir, { extensions: embeddedExtensions })
    try {
      fs.writeFileSync(file, await dumpDataDirGzip(db), { mode: 0o600 })
    } finally {
      await db.close()
    }
    return 'stopped'
  } finally {
    release()
  }
}

/**
 * Creates the embedded database in `dataDir` from a copy. The caller holds the folder's lock
 * and has emptied it.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const tar = zlib.gunzipSync(fs.readFileSync(file))
  fs.mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir, { extensions: embeddedExtensions, loadDataDir: new Blob([tar]) })
  try {
    // Opening replays the copy's WAL; a read proves the tables are there.
    await db.query('SELECT count(*) FROM payload_migrations')
    await db.exec('CHECKPOINT')
  } finally {
    await db.close()
  }
}
