/**
 * `npm start`: build when the sources changed, open the embedded database unless DATABASE_URL
 * points at a server, run migrations (and the sample seed on an empty database), then serve
 * the site and its back office with the site's server (src/server/main.ts, Next inside).
 *
 *   --reset     drop all data and load the sample agency again
 *   --no-serve  stop after preparing the database
 *   --no-build  never build (CI builds once beforehand)
 *   --dev       serve in Next's development mode (hot reload) instead of a production build
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { acquireLock, openEmbeddedDatabase, type EmbeddedDatabase } from '../src/platform/db/embedded'
import { EnvError, parseEnv, type Env } from '../src/platform/env'
import { buildFingerprint, buildIsStale, writeBuildStamp } from './build-stamp'
import { addCompileHints } from './compile-hints'
import { nextCli } from './next-cli'
import { serverNodeOptions } from './server-options'
import { siteServerArgs } from './site-server'
import { typescriptNode } from './typescript-node'

const args = new Set(process.argv.slice(2))
const root = path.resolve(import.meta.dirname, '..')
const say = (m: string) => console.log(`[vitrine] ${m}`)

function readSettings(): Env {
  try {
    return parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[vitrine] ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}
const settings = readSettings()

const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(settings.PORT) }
// HOSTNAME=127.0.0.1 makes Next's proxy rewrites absolute and localized paths redirect to themselves.
delete childEnv.HOSTNAME

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = childEnv): void {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    say(`${[command, ...commandArgs].join(' ')} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
}

const dev = args.has('--dev')
if (!dev && !args.has('--no-serve') && !args.has('--no-build') && buildIsStale(root)) {
  say('Building the site (about two minutes)…')
  const sources = buildFingerprint(root)
  run(process.execPath, [nextCli(root), 'build'], {
    ...childEnv,
    NODE_ENV: 'production',
  })
  addCompileHints(root)
  writeBuildStamp(root, sources)
}

const dataDir = path.join(settings.varDir, 'pgdata')

/** Opens the embedded database (emptied first with --reset) and points the children at it. */
async function openDatabase(empty: boolean): Promise<EmbeddedDatabase> {
  if (empty) {
    acquireLock(`${dataDir}.lock`)() // refuses while a server holds the database
    fs.rmSync(dataDir, { recursive: true, force: true })
    // The uploaded files go with the data that names them: left behind, a new upload of the same
    // name would be renamed (mandate-1.pdf) and the old files would stay on disk for nothing.
    fs.rmSync(settings.mediaDir, { recursive: true, force: true })
    fs.rmSync(settings.documentsDir, { recursive: true, force: true })
    say('Embedded database removed.')
  }
  const opened = await openEmbeddedDatabase(dataDir).catch((error: Error) => {
    console.error(`[vitrine] ${error.message}`)
    process.exit(1)
  })
  childEnv.DATABASE_URL = opened.url
  childEnv.DB_EMBEDDED = '1'
  say(`Embedded PostgreSQL (PGlite) in ${path.relative(root, dataDir) || dataDir}`)
  return opened
}

/** Migrations and seed in a child process; resolves with its exit code. */
function prepare(): Promise<number> {
  const prepareArgs = typescriptNode(path.join(root, 'scripts/prepare.ts'))
  if (args.has('--reset') && settings.DATABASE_URL) prepareArgs.push('--fresh')
  // Asynchronous on purpose: this process serves the embedded database the child talks to.
  return new Promise<number>((resolve) => {
    // Migrations may run long statements (an index on many rows): no statement time limit.
    const env = { ...childEnv, DB_QUERY_TIMEOUT_MS: '0' }
    const child = spawn(process.execPath, prepareArgs, { cwd: root, env, stdio: 'inherit' })
    child.on('error', () => resolve(1))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

let db = settings.DATABASE_URL ? undefined : await openDatabase(args.has('--reset'))
let preparedStatus = await prepare()
// A first start that failed half-way (seen rarely on a busy machine) gets one more try; with
// --reset from an empty database again, since the embedded database has no transactions.
if (preparedStatus !== 0) {
  say(`Preparing the database failed (exit ${preparedStatus}); trying once more.`)
  if (db && args.has('--reset')) {
    await db.close()
    db = await openDatabase(true)
  }
  preparedStatus = await prepare()
}
if (preparedStatus !== 0) {
  await db?.close()
  process.exit(preparedStatus)
}

if (args.has('--no-serve')) {
  await db?.close()
  process.exit(0)
}

const server = spawn(process.execPath, siteServerArgs(root, dev), {
  cwd: root,
  env: {
    ...childEnv,
    NODE_ENV: dev ? 'development' : 'production',
    NODE_OPTIONS: dev ? childEnv.NODE_OPTIONS : serverNodeOptions(childEnv.NODE_OPTIONS),
    VITRINE_LAUNCHER_PID: String(process.pid),
  },
  stdio: 'inherit',
  detached: true,
})
say(`Serving on http://localhost:${settings.PORT}/ — back office on http://localhost:${settings.PORT}/admin`)

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  // A server killed by a signal has no exit code but its signal: it is gone all the same.
  if (server.exitCode === null && server.signalCode === null && server.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
    const killer = setTimeout(() => {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGKILL')
      } catch {
        /* gone */
      }
    }, 8000)
    await new Promise((resolve) => server.once('exit', resolve))
    clearTimeout(killer)
  }
  await db?.close()
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
server.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)))
