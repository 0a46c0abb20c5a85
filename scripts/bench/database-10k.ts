import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { runScript } from './server'

/**
 * What the large database is made from; when any of it changes the database is built again
 * (sample seed, then generated copies). Otherwise it is kept between bench runs: seeding takes
 * about 40 s, generating about 6 s.
 */
const inputs = ['seed', 'migrations', 'src/payload/collections', 'scripts/bench/generate-properties.ts']

function hashInputs(root: string, count: number): string {
  const hash = crypto.createHash('sha256').update(`count=${count}\n`)
  const walk = (file: string) => {
    let stat: fs.Stats
    try {
      stat = fs.statSync(file)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) walk(path.join(file, entry))
    } else {
      hash.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file))
    }
  }
  for (const input of inputs) walk(path.join(root, input))
  return hash.digest('hex')
}

/**
 * Makes `varDir` hold the sample agency plus generated properties up to `count`, while no server
 * uses it: `scripts/start.ts --no-serve` (migrations; with `--reset` when the inputs changed),
 * then the generator. Throws when a step fails.
 */
export async function prepareLargeDatabase(options: {
  root: string
  port: number
  varDir: string
  count: number
  logFile: string
  say: (m: string) => void
}): Promise<{ rebuilt: boolean }> {
  const { root, varDir, say } = options
  const absVarDir = path.resolve(root, varDir)
  const stampFile = path.join(absVarDir, 'bench-database.stamp')
  const fingerprint = hashInputs(root, options.count)
  const current =
    fs.existsSync(path.join(absVarDir, 'pgdata')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === fingerprint
  if (!current) {
    say(`Building the large database in ${varDir} (sample agency, then generated properties)…`)
    fs.rmSync(stampFile, { force: true }) // an interrupted build is redone next time
  } else {
    say(`Reusing the large database in ${varDir} (its seed, migrations and generator did not change).`)
  }
  fs.rmSync(options.logFile, { force: true })
  const run = async (args: string[], what: string) => {
    const code = await runScript({ root, port: options.port, varDir, logFile: options.logFile, args, say })
    if (code !== 0) {
      throw new Error(`${what} failed (exit ${code}); see ${path.relative(root, options.logFile)}`)
    }
  }
  await run(['scripts/start.ts', '--no-serve', ...(current ? [] : ['--reset'])], 'preparing the large database')
  await run(
    ['scripts/bench/generate-properties.ts', '--var-dir', varDir, '--count', String(options.count)],
    'generating properties',
  )
  fs.writeFileSync(stampFile, fingerprint)
  return { rebuilt: !current }
}
