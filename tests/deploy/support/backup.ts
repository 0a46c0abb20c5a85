/**
 * Helpers of the backup test: run the backup and restore commands as an operator does, hold a
 * database open as a running site does (backup-holder.ts), and read back what a database and
 * its folders hold.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { typescriptNode } from '../../../scripts/typescript-node'

const root = path.resolve(import.meta.dirname, '../../..')

/** The environment of a command: this machine's, without the settings the test chooses. */
function baseEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  for (const key of ['DATABASE_URL', 'DB_EMBEDDED', 'VAR_DIR', 'PAYLOAD_SECRET']) delete env[key]
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) env[key] = value
  return env
}

export interface CommandResult {
  code: number | null
  stdout: string
  stderr: string
}

/** `npm run backup` / `npm run restore` with these settings and arguments. */
export function runCommand(
  name: 'backup' | 'restore',
  env: Record<string, string | undefined>,
  args: string[] = [],
): CommandResult {
  const result = spawnSync(process.execPath, typescriptNode(path.join(root, `scripts/${name}.ts`), ...args), {
    cwd: root,
    env: baseEnv(env),
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

export function tempVarDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-backup-${label}-`))
}

export interface Made {
  snapshot: Snapshot
  photo: { filename: string; base64: string }
  document: { filename: string; base64: string }
}

export interface Holder {
  made: Made
  /** Stops the holder (closing its database) and waits for its exit. */
  stop(): Promise<void>
}

/** The holder's exit code when Payload did not start (before anything was written). */
export const NOT_STARTED = 75

/** Starts backup-holder.ts; resolves once its data is made. */
export function startHolder(env: Record<string, string | undefined>): Promise<Holder> {
  const child = spawn(process.execPath, typescriptNode(path.join(root, 'tests/deploy/support/backup-holder.ts')), {
    cwd: root,
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise<Holder>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return
      clearTimeout(timer)
      resolve({
        made: JSON.parse(line.slice('READY '.length)) as Made,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
          await exited
        },
      })
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(
        new Error(
          code === NOT_STARTED
            ? 'Payload did not start in the holder'
            : `the holder exited (${code}) before it was ready`,
        ),
      )
    })
    // Its steps are on stderr: a holder stuck on one fails the test instead of its time limit.
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error('the holder was not ready within 4 minutes'))
    }, 240_000)
  })
}

/** Runs `sql` and gives its rows; each reader wraps it in `asJson` so every database answers alike. */
type Query = (sql: string) => Promise<Record<string, unknown>[]>

export const asJson = (sql: string) => `SELECT coalesce(json_agg(t), '[]'::json) AS rows FROM (${sql}) t`

/** A reader of a PostgreSQL server database through Debian's psql. */
export function psqlQuery(url: string): Query {
  return async (sql) => {
    const result = spawnSync('psql', ['-tAXq', '--dbname', url, '-c', asJson(sql)], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`)
    return JSON.parse(result.stdout) as Record<string, unknown>[]
  }
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>

/** What a database holds that the test compares: every property, lead, photo and document. */
export async function snapshot(query: Query) {
  return {
    properties: await query(
      `SELECT p.id, p.reference, l.title FROM properties p
       JOIN properties_locales l ON l._parent_id = p.id ORDER BY p.id, l._locale`,
    ),
    leads: await query('SELECT id, type::text, name, email, property_id FROM leads ORDER BY id'),
    media: await query('SELECT id, filename, filesize::int FROM media ORDER BY id'),
    documents: await query('SELECT id, title, filename FROM property_documents ORDER BY id'),
  }
}

/** sha256 of every file under `dir`, by relative path. */
export function folderHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    out[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
  }
  return out
}
