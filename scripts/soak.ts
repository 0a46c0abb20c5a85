/**
 * `npm run soak`: the site under a steady mixed load for a long while, to see whether the app
 * servers' memory stays flat and their latency steady. Not part of `npm test` or CI.
 *
 * Two app servers behind nginx (scripts/pair.ts, as `npm run pair` starts them) on a PostgreSQL
 * database of their own (created on PG_SERVER_URL, dropped at the end) and a Redis of their own,
 * under the load of the failover test (scripts/soak/mixed-load.ts: cached pages, new list pages,
 * photos, contact form posts, view beacons) for SOAK_MINUTES. Every 30 s it reads each server's
 * RSS from /proc and its V8 heap (scripts/soak/heap-reporter.mjs). At the end it prints memory
 * per server over time with a verdict (flat: of the readings after minute 5, or after a third of
 * a shorter run, the last third's median RSS is less than 10 % above the first third's) and, per
 * 5-minute window and request kind, requests,
 * errors and latency p50/p95/p99; the same goes to bench-results/soak.json. Ctrl-C ends the load
 * early and still reports.
 *
 * Settings: SOAK_MINUTES (30), SOAK_PORT (4420: nginx; the app servers on the next two ports,
 * Redis on SOAK_PORT+9), PG_SERVER_URL (postgres://postgres@127.0.0.1:5432). Needs Debian's
 * nginx and redis-server, and a build (made when the sources changed, as `npm run pair` does).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PrivateRedis } from '../tests/deploy/support/pair'
import { createDatabase, dropDatabase } from '../tests/support/postgres-server'
import { startPair } from './pair'
import { DEFAULT_LOAD, discoverTargets, startMixedLoad } from './soak/mixed-load'
import { latencyWindows, memoryVerdicts, table, type Answer, type MemorySample } from './soak/report'

const root = path.resolve(import.meta.dirname, '..')
const say = (m: string) => console.log(`[soak] ${m}`)

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30)
const PORT = Number(process.env.SOAK_PORT ?? 4420)
const PG_SERVER = (process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')
const SAMPLE_EVERY_MS = 30_000
const WINDOW_MS = 5 * 60_000
/** Memory is compared from this point (or a third of a shorter run) to the end. */
const WARM_UP_MS = 5 * 60_000
const MAX_GROWTH_PERCENT = 10

if (!(MINUTES > 0))
  throw new Error(`SOAK_MINUTES must be a positive number of minutes, not ${process.env.SOAK_MINUTES}`)
if (!Number.isInteger(PORT) || PORT <= 0)
  throw new Error(`SOAK_PORT must be a port number, not ${process.env.SOAK_PORT}`)

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10

/** VmRSS and RssAnon of a process, in MB; undefined when it is gone. */
function procMemory(pid: number): { rss: number; rssAnon: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
    return { rss: mb(kb('VmRSS') * 1024), rssAnon: mb(kb('RssAnon') * 1024) }
  } catch {
    return undefined
  }
}

/** What the server's heap reporter wrote last, in MB. */
function heapOf(dir: string, pid: number): { heapUsed?: number; heapTotal?: number } {
  try {
    const { heapUsed, heapTotal } = JSON.parse(fs.readFileSync(path.join(dir, `${pid}.json`), 'utf8')) as {
      heapUsed: number
      heapTotal: number
    }
    return { heapUsed: mb(heapUsed), heapTotal: mb(heapTotal) }
  } catch {
    return {}
  }
}

const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`

async function main() {
  const varDir = path.join(root, 'var/soak')
  const heapDir = path.join(varDir, 'heap')
  fs.rmSync(varDir, { recursive: true, force: true })
  fs.mkdirSync(heapDir, { recursive: true })
  const databaseUrl = createDatabase(PG_SERVER, 'soak')
  const redis = new PrivateRedis(PORT + 9)
  let pair: Awaited<ReturnType<typeof startPair>> | undefined
  const cleanUp = async () => {
    await pair?.stop()
    await redis.stop()
    dropDatabase(databaseUrl)
  }

  try {
    await redis.start()
    say(`Starting two app servers behind nginx on ${PORT} (a build first when the sources changed)…`)
    pair = await startPair({
      port: PORT,
      databaseUrl,
      redisUrl: redis.url,
      varDir,
      env: {
        LOG_REQUESTS: '0',
        NODE_OPTIONS: `--import=${pathToFileURL(path.join(root, 'scripts/soak/heap-reporter.mjs')).href}`,
        SOAK_HEAP_DIR: heapDir,
      },
      output: 'ignore',
    })
    const servers = pair.instances.map((url) => new URL(url).port)
    const targets = await discoverTargets(pair.url)
    say(
      `${targets.pages.length} pages, ${targets.photos.length} photos, beacons for ${targets.propertyIds.length} ` +
        `properties; load per second: ${Object.entries(DEFAULT_LOAD)
          .map(([kind, { rate }]) => `${kind} ${rate}`)
          .join(', ')}; ${MINUTES} min.`,
    )

    const answers: Answer[] = []
    const memory: MemorySample[] = []
    const startedAt = Date.now()
    const sampleMemory = () => {
      const t = Date.now() - startedAt
      pair!.pids().forEach((pid, i) => {
        const proc = pid ? procMemory(pid) : undefined
        if (pid && proc) memory.push({ t, server: servers[i]!, ...proc, ...heapOf(heapDir, pid) })
      })
    }
    sampleMemory()
    const load = startMixedLoad({
      base: pair.url,
      targets,
      tag: `soak-${startedAt}`,
      onSample: (s) => answers.push({ kind: s.kind, t: s.at - startedAt, ms: s.ms, ok: s.ok }),
    })

    // Until the time is up, Ctrl-C, or a server dies.
    let reason = 'time is up'
    const durationMs = MINUTES * 60_000
    await new Promise<void>((resolve) => {
      const done = (why: string) => {
        reason = why
        clearInterval(sampler)
        clearTimeout(timer)
        resolve()
      }
      const sampler = setInterval(() => {
        sampleMemory()
        const t = Date.now() - startedAt
        const latest = servers.map((s) => memory.filter((m) => m.server === s).at(-1))
        say(
          `${clock(t)} · ${answers.length} requests, ${answers.filter((a) => !a.ok).length} errors · RSS ` +
            latest.map((m, i) => `${servers[i]} ${m?.rss ?? '–'} MB`).join(', '),
        )
      }, SAMPLE_EVERY_MS)
      const timer = setTimeout(() => done('time is up'), durationMs)
      process.once('SIGINT', () => done('stopped by Ctrl-C'))
      void pair!.exited.then((name) => done(`${name} stopped`))
    })
    const ranMs = Date.now() - startedAt
    sampleMemory()
    await load.stop()
    say(`Load ended after ${clock(ranMs)} (${reason}).`)

    const warmUpMs = Math.min(WARM_UP_MS, ranMs / 3)
    const verdicts = memoryVerdicts(memory, warmUpMs, MAX_GROWTH_PERCENT)
    const windows = latencyWindows(answers, ranMs, WINDOW_MS)
    const overall = latencyWindows(answers, ranMs, ranMs).map((row) => ({ ...row, window: 'whole run' }))
    const memoryRows = [...new Set(memory.map((m) => m.t))].map((t) => {
      const row: Record<string, string | number | undefined> = { time: clock(t) }
      for (const server of servers) {
        const m = memory.find((s) => s.t === t && s.server === server)
        row[`${server} RSS MB`] = m?.rss
        row[`${server} anon MB`] = m?.rssAnon
        row[`${server} heap MB`] = m?.heapUsed
      }
      return row
    })

    const report = {
      startedAt: new Date(startedAt).toISOString(),
      minutes: Math.round(ranMs / 600) / 100,
      ended: reason,
      load: DEFAULT_LOAD,
      memory: { sampleEverySeconds: SAMPLE_EVERY_MS / 1000, warmUpMinutes: warmUpMs / 60_000, samples: memory },
      verdict: {
        rule:
          `of the readings from minute ${+(warmUpMs / 60_000).toFixed(2)} on, the median RSS of the last third ` +
          `less than ${MAX_GROWTH_PERCENT} % above the first third's`,
        servers: verdicts,
        flat: verdicts.length > 0 && verdicts.every((v) => v.flat),
      },
      windows,
      overall,
    }
    fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    const out = path.join(root, 'bench-results/soak.json')
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)

    console.log(`\nMemory per app server (every ${SAMPLE_EVERY_MS / 1000} s; anon: the RSS's heaps and buffers)\n`)
    console.log(table(memoryRows))
    console.log(`\nVerdict (${report.verdict.rule}):\n`)
    console.log(
      table(
        verdicts.map((v) => ({
          server: v.server,
          'first third RSS MB': v.warmRss,
          'last third RSS MB': v.endRss,
          'RSS growth %': v.growthPercent,
          'heap growth %': v.heapGrowthPercent,
          flat: v.flat ? 'yes' : 'NO',
        })),
      ),
    )
    const latencyRows = (rows: typeof windows) =>
      rows.map((r) => ({
        window: r.window,
        kind: r.kind,
        requests: r.requests,
        errors: r.errors,
        'p50 ms': r.p50,
        'p95 ms': r.p95,
        'p99 ms': r.p99,
      }))
    console.log(`\nRequests, errors and latency per 5-minute window (minutes) and kind\n`)
    console.log(table(latencyRows(windows)))
    console.log('\nWhole run\n')
    console.log(table(latencyRows(overall)))
    console.log(
      `\n${report.verdict.flat ? 'Memory flat after warm-up.' : 'Memory NOT flat after warm-up.'} Written to ${path.relative(root, out)}.`,
    )
  } finally {
    await cleanUp()
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[soak] ${error.stack ?? error.message}`)
    process.exit(1)
  },
)
