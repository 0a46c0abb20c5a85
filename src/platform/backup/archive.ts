import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A backup is one plain tar file (its parts are compressed already):
 *   manifest.json        what the archive holds (below)
 *   database.pgdump      a PostgreSQL server's pg_dump, custom format    (server)
 *   pgdata.tar.gz        the embedded database's data folder (PGlite)     (embedded)
 *   payload-secret       the generated secret, when PAYLOAD_SECRET is unset
 *   media/, documents/   the uploaded files
 */
export const FORMAT = 'vitrine-backup'
export const VERSION = 1

export interface Manifest {
  format: typeof FORMAT
  version: typeof VERSION
  createdAt: string
  database: 'server' | 'embedded'
  /** The file inside the archive that holds the database. */
  databaseFile: string
  /** The folders of uploaded files inside the archive, and how many files each holds. */
  folders: { name: string; files: number }[]
  secret: boolean
  /** Media kept in S3 are not in the archive. */
  s3Bucket?: string
}

/** Exit codes of the backup and restore commands (README). */
export const EXIT = { ok: 0, failed: 1, usage: 2, refused: 3 } as const

/** A failure with a message meant for the operator, and the command's exit code. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message)
  }
}

export function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.')).length
}

export function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0
}

function tar(args: string[]): { status: number | null; stderr: string } {
  const result = spawnSync('tar', args, { encoding: 'utf8' })
  if (result.error) throw new BackupError(`Could not run tar: ${result.error.message}`)
  return { status: result.status, stderr: result.stderr.trim() }
}

/**
 * Writes `staging` (its entries, symbolic links to the upload folders followed) into the tar
 * `file`, through a partial file renamed at the end so a failed run leaves no truncated backup.
 * GNU tar exits 1 when a file changed while it was read (an upload during the backup): the
 * archive is still whole, so that is a warning.
 */
export function writeArchive(staging: string, file: string, warn: (message: string) => void): void {
  const partial = `${file}.partial`
  const { status, stderr } = tar(['--create', '--dereference', '--file', partial, '-C', staging, '.'])
  if (status !== 0 && status !== 1) {
    fs.rmSync(partial, { force: true })
    throw new BackupError(`tar could not write ${file}: ${stderr}`)
  }
  if (status === 1) warn(`Some files changed while they were read (an upload during the backup): ${stderr}`)
  fs.chmodSync(partial, 0o600) // names, e-mails and phone numbers of the leads are inside
  fs.renameSync(partial, file)
}

export function readArchive(file: string, into: string): Manifest {
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`, EXIT.usage)
  const { status, stderr } = tar(['--extract', '--file', file, '-C', into])
  if (status !== 0) throw new BackupError(`${file} is not a readable backup archive (tar: ${stderr})`)
  const manifestFile = path.join(into, 'manifest.json')
  let manifest: Manifest | undefined
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
  } catch {
    manifest = undefined
  }
  if (manifest?.format !== FORMAT) throw new BackupError(`${file} is not a Vitrine backup (no manifest.json).`)
  if (manifest.version !== VERSION) {
    throw new BackupError(`${file} is a backup of format ${manifest.version}; this version reads format ${VERSION}.`)
  }
  return manifest
}
