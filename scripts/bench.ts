/**
 * `npm run bench`: first-load JavaScript and requests per second of a production build.
 *
 * Starts the site on its own port (BENCH_PORT, default 3200) with its own fresh sample
 * database (var/bench), building first when sources changed; prints the figures and writes
 * them to bench-results/latest.json. Timings are printed, never asserted. Exit codes: 0 done,
 * 1 a budget is over, 2 the site could not be started or measured.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FIRST_LOAD_METHOD, measureFirstLoadJs, type FirstLoadJs } from './bench/first-load-js'
import { autocannon, stopLoad, type LoadResult } from './bench/load'
import { portInUse, startServer, waitForOtherBuilds, type BenchServer } from './bench/server'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3200)
const varDir = process.env.BENCH_VAR_DIR ?? 'var/bench'
const outDir = path.join(root, 'bench-results')
const logFile = path.join(outDir, 'server.log')
const budgetGzipBytes = 170 * 1024
const connections = 20
const warmupSeconds = 3
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const pages = ['/nl/', '/nl/te-koop/']

const say = (m: string) => console.log(m)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

let server: BenchServer | undefined
let stopping: Promise<void> | undefined
const stopServer = () => (stopping ??= server?.stop() ?? Promise.resolve())
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    say(`\n${signal}: stopping the bench server…`)
    stopLoad()
    void stopServer().then(() => process.exit(130))
  })
}

function commit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

async function main(): Promise<number> {
  say(`Bench: production build on http://localhost:${port} with a fresh sample database in ${varDir}`)
  await waitForOtherBuilds(say)
  if (await portInUse(port)) {
    console.error(`\nBENCH FAILED: port ${port} is already in use; stop what runs there or set BENCH_PORT.`)
    return 2
  }
  const startedAt = Date.now()
  try {
    server = startServer({ root, port, varDir, logFile, timeoutMs: 10 * 60_000, say })
    await server.ready
  } catch (error) {
    console.error(`\nBENCH FAILED: the site did not start: ${(error as Error).message}`)
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20) : []
    if (log.length) console.error(`Last lines of ${path.relative(root, logFile)}:\n${log.join('\n')}`)
    return 2
  }
  say(`Site answers after ${((Date.now() - startedAt) / 1000).toFixed(0)} s.\n`)

  let firstLoad: FirstLoadJs
  const load: LoadResult[] = []
  try {
    // Every measured page must answer 200 itself (a redirect would be measured instead).
    for (const p of pages) {
      const res = await fetch(server.url + p, { redirect: 'manual' })
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}, not 200`)
      await res.arrayBuffer()
    }

    firstLoad = await measureFirstLoadJs(`${server.url}/nl/`)
    say('First-load JavaScript of the home page (/nl/)')
    say(`  counted: ${FIRST_LOAD_METHOD}`)
    for (const s of firstLoad.scripts)
      say(`  ${kb(s.gzipBytes).padStart(9)} gzip  ${kb(s.bytes).padStart(9)} raw  ${s.src}`)
    for (const s of firstLoad.skippedNoModule) say(`  (not counted, noModule: ${s})`)
    const ok = firstLoad.totalGzipBytes <= budgetGzipBytes
    say(
      `  total ${kb(firstLoad.totalGzipBytes)} gzip (${kb(firstLoad.totalBytes)} raw) in ${firstLoad.scripts.length} files; ` +
        `budget ${kb(budgetGzipBytes)} gzip: ${ok ? 'OK' : 'OVER'}\n`,
    )

    say(
      `Throughput: autocannon, ${connections} connections, ${warmupSeconds} s warm-up then ${durationSeconds} s ` +
        `(client and server share ${os.cpus().length} cores)`,
    )
    for (const p of pages) {
      await autocannon(root, server.url + p, connections, warmupSeconds)
      const r = await autocannon(root, server.url + p, connections, durationSeconds)
      load.push(r)
      const problems = r.non2xx + r.errors + r.timeouts
      say(
        `  ${p.padEnd(14)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.latencyP50Ms} ms   ` +
          `p99 ${r.latencyP99Ms} ms   (${r.requests} requests${problems ? `, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : ''})`,
      )
    }
  } catch (error) {
    console.error(`\nBENCH FAILED: measuring failed: ${(error as Error).message}`)
    return 2
  }

  const overBudget = firstLoad.totalGzipBytes > budgetGzipBytes
  const results = {
    date: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    cpus: os.cpus().length,
    firstLoadJs: {
      url: '/nl/',
      method: FIRST_LOAD_METHOD,
      totalGzipBytes: firstLoad.totalGzipBytes,
      totalBytes: firstLoad.totalBytes,
      budgetGzipBytes,
      withinBudget: !overBudget,
      scripts: firstLoad.scripts,
      skippedNoModule: firstLoad.skippedNoModule,
    },
    throughput: load.map((r) => ({ ...r, url: new URL(r.url).pathname, warmupSeconds })),
  }
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  say(`\nWritten to ${path.relative(root, path.join(outDir, 'latest.json'))}`)

  if (overBudget) {
    console.error(
      `OVER BUDGET: first-load JavaScript of /nl/ is ${kb(firstLoad.totalGzipBytes)} gzip, budget ${kb(budgetGzipBytes)}.`,
    )
    return 1
  }
  return 0
}

let code = 2
try {
  code = await main()
} catch (error) {
  console.error(`\nBENCH FAILED: ${(error as Error).stack ?? error}`)
} finally {
  await stopServer()
}
process.exit(code)
