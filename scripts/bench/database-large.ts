import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { walkFiles } from '../build-stamp'
import { runScript } from './server'

/**
 * What the large database is made from; when any of it changes the database is built again
 * (sample seed, then generated listings). Otherwise it is kept between bench runs: seeding takes
 * about 40 s, generating 100,000 listings about a minute.
 */
const inputs = [
  'seed',
  'migrations',
  'src/payload/collections',
  'scripts/bench/generate-properties.ts',
  'scripts/bench/listings.ts',
  'scripts/bench/places.ts',
]

export function hashInputs(root: string, count: number): string {
  const hash = crypto.createHash('sha256').update(`count=${count}\n`)
  for (const input of inputs) {
    walkFiles(path.join(root, input), (file) =>
      hash.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file)),
    )
  }
  return hash.digest('hex')
}

/** Where the large database lives: an embedded one in `varDir`, or a database on a PostgreSQL server. */
export type LargeDatabase = { varDir: string; databaseUrl?: undefined } | { varDir: string; databaseUrl: string }

/** The stamp of a server database is its comment: it goes when the database is dropped. */
const STAMP_PREFIX = 'vitrine bench '

async function withServer<T>(databaseUrl: string, run: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name '${name}' in ${databaseUrl}`)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await run(client, name)
  } finally {
    await client.end()
  }
}

/** The server database's stamp, creating the database when it is missing. */
async function serverStamp(databaseUrl: string): Promise<string | undefined> {
  return withServer(databaseUrl, async (client, name) => {
    const { rows } = await client.query<{ comment: string | null }>(
      'SELECT shobj_description(oid, $2) AS comment FROM pg_database WHERE datname = $1',
      [name, 'pg_database'],
    )
    if (!rows.length) {
      await client.query(`CREATE DATABASE ${name}`)
      return undefined
    }
    const comment = rows[0].comment ?? ''
    return comment.startsWith(STAMP_PREFIX) ? comment.slice(STAMP_PREFIX.length) : undefined
  })
}

async function setServerStamp(databaseUrl: string, stamp: string | null): Promise<void> {
  await withServer(databaseUrl, async (client, name) => {
    await client.query(`COMMENT ON DATABASE ${name} IS ${stamp === null ? 'NULL' : `'${STAMP_PREFIX}${stamp}'`}`)
  })
}

/**
 * Makes the large database hold the sample agency plus generated listings up to `count`, while no
 * server uses it: `scripts/start.ts --no-serve` (migrations; with `--reset` when the inputs
 * changed), then the generator. On a server the database is created when missing. Throws when a
 * step fails.
 */
export async function prepareLargeDatabase(options: {
  root: string
  port: number
  database: LargeDatabase
  count: number
  logFile: string
  say: (m: string) => void
}): Promise<{ rebuilt: boolean }> {
  const { root, database, say } = options
  const where = database.databaseUrl ? database.databaseUrl : database.varDir
  const absVarDir = path.resolve(root, database.varDir)
  const stampFile = path.join(absVarDir, 'bench-database.stamp')
  const fingerprint = hashInputs(root, options.count)
  const current = database.databaseUrl
    ? (await serverStamp(database.databaseUrl)) === fingerprint
    : fs.existsSync(path.join(absVarDir, 'pgdata')) &&
      fs.existsSync(stampFile) &&
      fs.readFileSync(stampFile, 'utf8') === fingerprint
  if (!current) {
    say(`Building the large database in ${where} (sample agency, then generated listings)…`)
    // An interrupted build is redone next time.
    if (database.databaseUrl) await setServerStamp(database.databaseUrl, null)
    else fs.rmSync(stampFile, { force: true })
  } else {
    say(`Reusing the large database in ${where} (its seed, migrations and generator did not change).`)
  }
  fs.rmSync(options.logFile, { force: true })
  const run = async ([script, ...args]: [string, ...string[]], what: string) => {
    const code = await runScript({
      root,
      port: options.port,
      varDir: database.varDir,
      databaseUrl: database.databaseUrl,
      logFile: options.logFile,
      script,
      args,
      say,
    })
    if (code !== 0) {
      throw new Error(`${what} failed (exit ${code}); see ${path.relative(root, options.logFile)}`)
    }
  }
  await run(['scripts/start.ts', '--no-serve', ...(current ? [] : ['--reset'])], 'preparing the large database')
  await run(
    [
      'scripts/bench/generate-properties.ts',
      ...(database.databaseUrl ? ['--database-url', database.databaseUrl] : ['--var-dir', database.varDir]),
      '--count',
      String(options.count),
    ],
    'generating properties',
  )
  if (database.databaseUrl) await setServerStamp(database.databaseUrl, fingerprint)
  else fs.writeFileSync(stampFile, fingerprint)
  return { rebuilt: !current }
}
