import fs from 'node:fs'
import path from 'node:path'
import { acquireLock, DatabaseLockedError } from '../db/embedded'
import {
  BackupError,
  countFiles,
  EXIT,
  FORMAT,
  isEmptyDir,
  readArchive,
  VERSION,
  writeArchive,
  type Manifest,
} from './archive'
import { dumpEmbedded, dumpServer, hasEmbeddedDatabase, restoreEmbedded, restoreServer, serverTables } from './database'
import type { Places } from './places'

export { BackupError, EXIT, type Manifest } from './archive'
export { placesFromEnv, type Places } from './places'

type Log = (message: string) => void

const SERVER_FILE = 'database.pgdump'
const EMBEDDED_FILE = 'pgdata.tar.gz'

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
}

function tempDir(near: string, label: string): string {
  fs.mkdirSync(near, { recursive: true })
  return fs.mkdtempSync(path.join(near, `.vitrine-${label}-`))
}

export interface BackupResult {
  file: string
  bytes: number
  manifest: Manifest
  /** Embedded only: whether the running site made the copy. */
  site?: 'running' | 'stopped'
}

/**
 * Backs up the database and the upload folders into one archive: `out` when it names a file,
 * in `out` when it is a folder (VAR_DIR/backups by default), named vitrine-<UTC time>.tar.
 */
export async function backup(places: Places, options: { out?: string; log?: Log } = {}): Promise<BackupResult> {
  const log = options.log ?? (() => {})
  const createdAt = new Date()
  const out = path.resolve(options.out ?? path.join(places.varDir, 'backups'))
  const toFolder = !out.endsWith('.tar') || (fs.existsSync(out) && fs.statSync(out).isDirectory())
  const file = toFolder ? path.join(out, `vitrine-${stamp(createdAt)}.tar`) : out
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already; give another name.`, EXIT.usage)

  const staging = tempDir(path.dirname(file), 'backup')
  try {
    let site: BackupResult['site']
    const database = places.databaseUrl ? 'server' : 'embedded'
    const databaseFile = places.databaseUrl ? SERVER_FILE : EMBEDDED_FILE
    // The database first, the files after: every file a row of the copy names exists by then
    // (uploads write the file before the row, and files are never changed in place).
    if (places.databaseUrl) {
      log('Dumping the PostgreSQL database (pg_dump)…')
      dumpServer(places.databaseUrl, path.join(staging, databaseFile))
    } else {
      log(`Copying the embedded database in ${places.dataDir}…`)
      site = await dumpEmbedded(places.dataDir, path.join(staging, databaseFile))
      log(site === 'running' ? 'The running site made the copy.' : 'The site is stopped: copied directly.')
    }
    const folders = places.folders.map(({ name, dir }) => {
      // Followed by tar (--dereference): the folders go in under their archive name.
      if (fs.existsSync(dir)) fs.symlinkSync(path.resolve(dir), path.join(staging, name))
      else fs.mkdirSync(path.join(staging, name))
      return { name, files: countFiles(dir) }
    })
    const secret = fs.existsSync(places.secretFile)
    if (secret) fs.copyFileSync(places.secretFile, path.join(staging, 'payload-secret'))
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: createdAt.toISOString(),
      database,
      databaseFile,
      folders,
      secret,
      ...(places.s3Bucket ? { s3Bucket: places.s3Bucket } : {}),
    }
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    log(`Writing ${file}…`)
    writeArchive(staging, file, log)
    return { file, bytes: fs.statSync(file).size, manifest, site }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * Restores an archive into this installation: a server backup into the (empty) database of
 * DATABASE_URL, an embedded one into VAR_DIR (with the site stopped); the files into their
 * folders. A database or folder that holds data is refused unless `force` replaces it.
 */
export async function restore(
  places: Places,
  file: string,
  options: { force?: boolean; log?: Log } = {},
): Promise<Manifest> {
  const log = options.log ?? (() => {})
  const force = !!options.force
  const staging = tempDir(places.varDir, 'restore')
  let release = () => {}
  try {
    const manifest = readArchive(path.resolve(file), staging)
    log(
      `Backup of ${manifest.createdAt} (${manifest.database === 'server' ? 'PostgreSQL server' : 'embedded'} database).`,
    )

    // Everything is checked before anything is written.
    if (manifest.database === 'server' && !places.databaseUrl) {
      throw new BackupError(
        'This backup holds a PostgreSQL server database: set DATABASE_URL to the database to restore it into ' +
          '(create an empty one first, e.g. createdb vitrine).',
        EXIT.usage,
      )
    }
    if (manifest.database === 'embedded' && places.databaseUrl) {
      throw new BackupError(
        'This backup holds the embedded database (PGlite); it restores only into an embedded site: ' +
          'unset DATABASE_URL and set VAR_DIR to the folder to restore into.',
        EXIT.usage,
      )
    }
    if (places.databaseUrl) {
      const tables = serverTables(places.databaseUrl)
      if (tables > 0 && !force) {
        throw new BackupError(
          `The database of DATABASE_URL is not empty (${tables} tables). Restore into a new empty database, ` +
            'or add --force to replace everything in it.',
          EXIT.refused,
        )
      }
    } else {
      try {
        release = acquireLock(`${places.dataDir}.lock`)
      } catch (error) {
        if (!(error instanceof DatabaseLockedError)) throw error
        throw new BackupError(`${error.message.split('. ')[0]}. Stop the site before restoring.`, EXIT.refused)
      }
      if (hasEmbeddedDatabase(places.dataDir) && !force) {
        throw new BackupError(
          `There is a database in ${places.dataDir} already. Restore into a new VAR_DIR, or add --force to replace it.`,
          EXIT.refused,
        )
      }
    }
    const folders = places.folders.filter(({ name }) => manifest.folders.some((f) => f.name === name))
    const full = folders.filter(({ dir }) => !isEmptyDir(dir))
    if (full.length > 0 && !force) {
      throw new BackupError(
        `${full.map((f) => f.dir).join(' and ')} ${full.length > 1 ? 'hold' : 'holds'} files already. ` +
          'Restore into empty folders, or add --force to replace them.',
        EXIT.refused,
      )
    }

    const databaseFile = path.join(staging, manifest.databaseFile)
    if (places.databaseUrl) {
      log('Restoring the PostgreSQL database (pg_restore)…')
      restoreServer(places.databaseUrl, databaseFile, force)
    } else {
      log(`Restoring the embedded database into ${places.dataDir}…`)
      fs.rmSync(places.dataDir, { recursive: true, force: true })
      await restoreEmbedded(places.dataDir, databaseFile)
    }
    for (const { name, dir } of folders) {
      fs.rmSync(dir, { recursive: true, force: true })
      fs.mkdirSync(path.dirname(dir), { recursive: true })
      fs.cpSync(path.join(staging, name), dir, { recursive: true })
      log(`Restored ${countFiles(dir)} files into ${dir}.`)
    }
    if (manifest.secret && (force || !fs.existsSync(places.secretFile))) {
      fs.copyFileSync(path.join(staging, 'payload-secret'), places.secretFile)
      fs.chmodSync(places.secretFile, 0o600)
    }
    if (manifest.s3Bucket) {
      log(`The media were in the S3 bucket ${manifest.s3Bucket}: restore them with the storage's own means.`)
    }
    return manifest
  } finally {
    release()
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
