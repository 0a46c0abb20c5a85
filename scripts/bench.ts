/**
 * `npm run bench`: first-load JavaScript, requests per second and search-panel latency of a
 * production build, against the budgets of the browsing issue.
 *
 * 1. Pages: starts the site on BENCH_PORT (3200) with a fresh sample database (var/bench),
 *    building first when sources changed; measures the home, the for-sale list and one property
 *    page: first-load JS (and the owner portal's, logged in as the sample owner), then requests/s with p50/p99 after a warm-up (so they are cached),
 *    with the property page's view beacon (POST /api/views) measured beside it, then a check
 *    that every beacon answered was counted;
 *    then how long failed staff logins take for an unknown e-mail, a wrong password and a locked
 *    account (they must not be told apart).
 * 2. Search: prepares a database of 10,000 properties (var/bench-10k: sample agency plus
 *    generated copies, kept between runs), starts the site on BENCH_PORT + 1 with it and times
 *    the search panel's requests as one visitor typing.
 *
 * Prints a table (measure, value, budget, OK/OVER) and writes every figure to
 * bench-results/latest.json.
 *
 *   --no-build     never build (use the existing build, even when sources changed)
 *   --no-search    skip step 2          --search-only   skip step 1
 *
 * Exit codes: 0 done (timings over budget are reported as OVER, never fail the run), 1 the
 * first-load JavaScript of a page is over its budget (a size, not a timing), 2 the site could
 * not be started or measured.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { VIEWS_PATH } from '../src/features/page-views/url'
import { RouteTable } from '../src/i18n/routes'
import { prepareLargeDatabase } from './bench/database-10k'
import { FIRST_LOAD_METHOD, measureFirstLoadJs, type FirstLoadJs } from './bench/first-load-js'
import { firstPortalProperty, ownerSessionCookie } from './bench/owner-session'
import { autocannon, medianRun, stopLoad, type LoadRequest, type LoadResult } from './bench/load'
import { budgetRow, formatTable, infoRow, kb, ms, perSecond, type Row } from './bench/report'
import { isSearchAnswer, measureSearch, searchUrl, timedSearch, TYPED_TEXTS, type SearchRun } from './bench/search'
import { measureLoginTimings } from './bench/login'
import { staffJson } from './bench/staff-api'
import { portInUse, startServer, stopScripts, waitForOtherBuilds, type BenchServer } from './bench/server'
import { buildIsStale } from './build-stamp'

const root = path.resolve(import.meta.dirname, '..')
const args = new Set(process.argv.slice(2))
const noBuild = args.has('--no-build')
const runPages = !args.has('--search-only')
const runSearch = !args.has('--no-search')

const port = Number(process.env.BENCH_PORT ?? 3200)
const largePort = Number(process.env.BENCH_10K_PORT ?? port + 1)
const varDir = process.env.BENCH_VAR_DIR ?? 'var/bench'
const largeVarDir = process.env.BENCH_10K_VAR_DIR ?? 'var/bench-10k'
const outDir = path.join(root, 'bench-results')
const logFile = path.join(outDir, 'server.log')
const largeLogFile = path.join(outDir, 'server-10k.log')
const largePrepareLog = path.join(outDir, 'prepare-10k.log')

// Budgets of the browsing issue.
const budgetGzipBytes = 170 * 1024
const formPageExtraBytes = 30 * 1024
/** The owner portal's pages (issue 12), rendered per request for a logged-in owner. */
const portalBudgetGzipBytes = 250 * 1024
const budgetRequestsPerSecond = 1000
const budgetP99Ms = 100
const budgetSearchP95Ms = 25
const largeCount = 10_000

const connections = 20
const warmupSeconds = 3
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const loadRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))
const searchRounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 25)
const locale = 'nl'
const table = new RouteTable() // built-in paths; the sample menu pages keep them

const say = (m: string) => console.log(m)
const tenth = (n: number) => Math.round(n * 10) / 10

let servers: BenchServer[] = []
let stopping: Promise<void> | undefined
const stopServers = () => (stopping ??= Promise.all(servers.map((s) => s.stop())).then(() => undefined))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    say(`\n${signal}: stopping the bench servers…`)
    stopLoad()
    stopScripts()
    void stopServers().then(() => process.exit(130))
  })
}

class BenchError extends Error {}

function commit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

/**
 * The end of a log for an error message, colours removed; lines naming an error come first, since
 * a failed build often ends with warnings printed after its real error.
 */
function tail(file: string): string {
  const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '')
  const lines = fs.existsSync(file) ? plain(fs.readFileSync(file, 'utf8')).trimEnd().split('\n') : []
  if (!lines.length) return ''
  const errors = [
    ...new Set(lines.filter((l) => /\b(error|failed)\b/i.test(l) && !/^Ecmascript file had an error$/.test(l.trim()))),
  ].slice(0, 8)
  const last = lines.slice(-12)
  return (
    `\n${errors.length ? `Errors in ${path.relative(root, file)}:\n${errors.join('\n')}\n` : ''}` +
    `Last lines of ${path.relative(root, file)}:\n${last.join('\n')}`
  )
}

async function start(options: { port: number; varDir: string; logFile: string; args: string[] }): Promise<BenchServer> {
  await waitForOtherBuilds(say)
  if (await portInUse(options.port)) {
    throw new BenchError(`port ${options.port} is already in use; stop what runs there or set BENCH_PORT.`)
  }
  const startedAt = Date.now()
  const server = startServer({ root, timeoutMs: 10 * 60_000, say, ...options })
  servers.push(server)
  try {
    await server.ready
  } catch (error) {
    throw new BenchError(`the site did not start: ${(error as Error).message}${tail(options.logFile)}`)
  }
  say(`Site answers on ${server.url} after ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`)
  return server
}

async function stop(server: BenchServer): Promise<void> {
  await server.stop()
  servers = servers.filter((s) => s !== server)
}

/** Fetches `path` without following redirects and requires a 200 (a redirect would be measured instead). */
async function expect200(base: string, pathname: string): Promise<void> {
  const res = await fetch(base + pathname, { redirect: 'manual' })
  await res.arrayBuffer()
  if (res.status !== 200) throw new BenchError(`${pathname} answered ${res.status}, not 200`)
}

/**
 * The canonical URL of one published property: its id from the REST API, then the redirects of
 * the short property URL followed to the page that answers 200.
 */
async function propertyPath(base: string): Promise<{ id: number; path: string }> {
  const api = `/api/properties?where[_status][equals]=published&limit=1&depth=1&locale=${locale}`
  const listed = await staffJson<{ docs?: Array<{ id?: number }> }>(base, api).catch((error: Error) => {
    throw new BenchError(error.message)
  })
  const id = listed.docs?.[0]?.id
  if (typeof id !== 'number') throw new BenchError('the REST API lists no published property')
  let current = table.href({ kind: 'property', id }, locale)
  for (let hop = 0; hop < 5; hop++) {
    const page = await fetch(base + current, { redirect: 'manual' })
    await page.arrayBuffer()
    // Next 16 repeats Location on the first render of a redirect; fetch joins the copies.
    const location = page.headers.get('location')?.split(', ')[0]
    if (page.status === 200) return { id, path: current }
    if (page.status < 300 || page.status >= 400 || !location) {
      throw new BenchError(`${current} (property ${id}) answered ${page.status}`)
    }
    current = new URL(location, base + current).pathname
  }
  throw new BenchError(`property ${id}: too many redirects`)
}

/** A person's browser: the beacon endpoint ignores bots, and autocannon's own User-Agent is one. */
const CHROME_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** The property page's view beacon as the browser sends it (features/page-views/ViewBeacon.tsx). */
function beaconRequest(propertyId: number): LoadRequest {
  return {
    method: 'POST',
    body: String(propertyId),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': CHROME_AGENT,
      'sec-fetch-site': 'same-origin',
    },
  }
}

interface BeaconFigures {
  label: string
  path: string
  propertyId: number
  load?: LoadResult
  runs?: LoadResult[]
  /** Beacons answered 204 (warm-up included) and the views the property got today, once written. */
  answered?: number
  counted?: number
  /** Requests sent but not reported by autocannon when its runs stopped: one per connection and run. */
  inFlightAtStops?: number
}

/** Every beacon answered was counted, and no more than the requests cut off at the runs' ends besides. */
const beaconCountOk = (b: BeaconFigures) =>
  b.counted !== undefined &&
  b.answered !== undefined &&
  b.counted >= b.answered &&
  b.counted <= b.answered + (b.inFlightAtStops ?? 0)

/**
 * Today's views of a property as staff read them, polled until they reach `expected` (the
 * counter writes about every second) or stop moving for 5 s.
 */
async function countedViews(base: string, propertyId: number, expected: number): Promise<number> {
  let last = -1
  let since = Date.now()
  for (;;) {
    const r = await staffJson<{ to: string; days: Record<string, number> }>(
      base,
      `${VIEWS_PATH}?property=${propertyId}`,
    )
    const views = r.days[r.to] ?? 0
    if (views >= expected) return views
    if (views !== last) [last, since] = [views, Date.now()]
    else if (Date.now() - since > 5000) return views
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

interface PageFigures {
  label: string
  path: string
  firstLoad: FirstLoadJs
  /** The median of `runs`. */
  load?: LoadResult
  runs?: LoadResult[]
}

async function benchPages(
  rows: Row[],
): Promise<{ pages: PageFigures[]; portalPages: PageFigures[]; beacon: BeaconFigures }> {
  say(`\n== Pages: production build, fresh sample database in ${varDir}`)
  if (noBuild && !fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new BenchError('--no-build was given but there is no build in .next/')
  }
  if (noBuild && buildIsStale(root)) say('Note: --no-build: the build is older than the sources; measuring it anyway.')
  const server = await start({ port, varDir, logFile, args: ['--reset', ...(noBuild ? ['--no-build'] : [])] })
  const pages: PageFigures[] = []
  let beacon: BeaconFigures | undefined
  let formPage: PageFigures | undefined
  const portalPages: PageFigures[] = []
  const loginRows: Row[] = []
  try {
    const property = await propertyPath(server.url)
    const targets = [
      { label: 'home', path: table.href({ kind: 'page', key: 'home' }, locale) },
      { label: 'list', path: table.href({ kind: 'page', key: 'for-sale' }, locale) },
      { label: 'property', path: property.path },
    ]
    for (const t of targets) await expect200(server.url, t.path)
    beacon = { label: 'beacon', path: VIEWS_PATH, propertyId: property.id, answered: 0 }
    const beaconLoad = beaconRequest(property.id)
    const before = await countedViews(server.url, property.id, 0)
    const probe = await fetch(server.url + VIEWS_PATH, { ...beaconLoad, redirect: 'manual' })
    if (probe.status !== 204) throw new BenchError(`POST ${VIEWS_PATH} answered ${probe.status}, not 204`)
    beacon.answered = 1

    say(`\nFirst-load JavaScript (${FIRST_LOAD_METHOD})`)
    let home: Set<string> | undefined
    for (const t of targets) {
      const firstLoad = await measureFirstLoadJs(server.url + t.path)
      pages.push({ ...t, firstLoad })
      home ??= new Set(firstLoad.scripts.map((s) => s.src))
      const own = firstLoad.scripts.filter((s) => !home!.has(s.src))
      say(
        `  ${t.label.padEnd(8)} ${kb(firstLoad.totalGzipBytes).padStart(9)} gzip (${kb(firstLoad.totalBytes)} raw) ` +
          `in ${firstLoad.scripts.length} files  ${t.path}`,
      )
      for (const s of t.label === 'home' ? firstLoad.scripts : own) {
        say(`           ${kb(s.gzipBytes).padStart(9)} gzip  ${s.src}`)
      }
    }

    // A page with a form (issue 11): its first load may carry at most 30 KB more than the home
    // page; its form's script and proof-of-work widget load after, once the form is in view.
    const contact = table.href({ kind: 'page', key: 'contact' }, locale)
    await expect200(server.url, contact)
    formPage = { label: 'form page', path: contact, firstLoad: await measureFirstLoadJs(server.url + contact) }
    say(
      `  ${'form'.padEnd(8)} ${kb(formPage.firstLoad.totalGzipBytes).padStart(9)} gzip ` +
        `(${kb(formPage.firstLoad.totalBytes)} raw) in ${formPage.firstLoad.scripts.length} files  ${contact}`,
    )

    // The owner portal, as the sample owner sees it once logged in.
    const cookie = await ownerSessionCookie(server.url, locale)
    const portal = `/${locale}/portal/`
    for (const [label, pagePath] of [
      ['portal', portal],
      ['portal property', await firstPortalProperty(server.url, locale, cookie)],
    ]) {
      const firstLoad = await measureFirstLoadJs(server.url + pagePath, cookie)
      portalPages.push({ label, path: pagePath, firstLoad })
      say(
        `  ${label.padEnd(8)} ${kb(firstLoad.totalGzipBytes).padStart(9)} gzip ` +
          `(${kb(firstLoad.totalBytes)} raw) in ${firstLoad.scripts.length} files  ${pagePath}`,
      )
    }

    say(
      `\nThroughput: autocannon, ${connections} connections, ${warmupSeconds} s warm-up per page (fills the page ` +
        `cache), then ${loadRounds} rounds of ${durationSeconds} s per page, the pages taking turns; the median ` +
        `round counts (client and server share ${os.cpus().length} cores)`,
    )
    for (const page of pages) await autocannon(root, server.url + page.path, connections, warmupSeconds)
    const answered = (r: LoadResult) => r.requests - r.non2xx - r.errors - r.timeouts
    beacon.answered += answered(await autocannon(root, server.url + VIEWS_PATH, connections, warmupSeconds, beaconLoad))
    const runs = new Map<PageFigures, LoadResult[]>()
    const beaconRuns: LoadResult[] = []
    const report = (label: string, round: number, r: LoadResult) => {
      const problems = r.non2xx + r.errors + r.timeouts
      say(
        `  ${label.padEnd(8)} round ${round}: ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   ` +
          `p50 ${r.latencyP50Ms} ms   p99 ${r.latencyP99Ms} ms   (${r.requests} requests` +
          `${problems ? `, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : ''})`,
      )
    }
    for (let round = 1; round <= loadRounds; round++) {
      for (const page of pages) {
        const r = await autocannon(root, server.url + page.path, connections, durationSeconds)
        runs.set(page, [...(runs.get(page) ?? []), r])
        report(page.label, round, r)
        if (page.label !== 'property') continue
        // The property page's beacon, right after the page it counts: same tool, same connections.
        const b = await autocannon(root, server.url + VIEWS_PATH, connections, durationSeconds, beaconLoad)
        beaconRuns.push(b)
        beacon.answered += answered(b)
        report(beacon.label, round, b)
      }
    }
    for (const page of pages) {
      page.runs = runs.get(page) ?? []
      page.load = medianRun(page.runs)
    }
    beacon.runs = beaconRuns
    beacon.load = medianRun(beaconRuns)
    // Every beacon answered 204 must become one view once the counter has written.
    // Autocannon leaves out the requests still under way when a run stops (at most one per
    // connection), which the server counts all the same.
    beacon.inFlightAtStops = connections * (beaconRuns.length + 1)
    beacon.counted = (await countedViews(server.url, property.id, before + beacon.answered)) - before
    say(
      `  beacon: ${beacon.answered} answered 204 (plus at most ${beacon.inFlightAtStops} cut off when runs ` +
        `stopped), ${beacon.counted} views written for property ${property.id}` +
        `${beaconCountOk(beacon) ? '' : ' (MISMATCH)'}`,
    )

    say('\nFailed staff logins: median time of each kind, interleaved')
    const login = await measureLoginTimings(server.url)
    const kinds = [login.unknownEmailMs, login.wrongPasswordMs, login.lockedAccountMs]
    say(
      `  unknown e-mail ${ms(tenth(login.unknownEmailMs))}, wrong password ${ms(tenth(login.wrongPasswordMs))}, ` +
        `locked account ${ms(tenth(login.lockedAccountMs))} (${login.samples} each)`,
    )
    loginRows.push(
      infoRow('failed login, unknown e-mail (median)', ms(tenth(login.unknownEmailMs))),
      infoRow('failed login, wrong password (median)', ms(tenth(login.wrongPasswordMs))),
      infoRow('failed login, locked account (median)', ms(tenth(login.lockedAccountMs))),
      infoRow('failed login, slowest / fastest kind', `${(Math.max(...kinds) / Math.min(...kinds)).toFixed(2)}×`),
    )
  } finally {
    await stop(server)
  }

  rows.push(...loginRows)
  if (formPage) {
    const extra = formPage.firstLoad.totalGzipBytes - pages[0].firstLoad.totalGzipBytes
    rows.push(
      budgetRow(
        'first-load JS, form page, more than home (gzip)',
        kb(extra),
        `<= ${kb(formPageExtraBytes)}`,
        extra <= formPageExtraBytes,
      ),
    )
  }
  for (const p of portalPages) {
    rows.push(
      budgetRow(
        `first-load JS, ${p.label} (gzip)`,
        kb(p.firstLoad.totalGzipBytes),
        `<= ${kb(portalBudgetGzipBytes)}`,
        p.firstLoad.totalGzipBytes <= portalBudgetGzipBytes,
      ),
    )
  }
  for (const p of pages) {
    rows.push(
      budgetRow(
        `first-load JS, ${p.label} (gzip)`,
        kb(p.firstLoad.totalGzipBytes),
        `<= ${kb(budgetGzipBytes)}`,
        p.firstLoad.totalGzipBytes <= budgetGzipBytes,
      ),
    )
  }
  const measured = beacon?.load ? [...pages, beacon] : pages
  for (const p of measured) {
    const r = p.load!
    const clean = r.non2xx + r.errors + r.timeouts === 0
    rows.push(
      budgetRow(
        `${p.label}: requests/s`,
        perSecond(r.requestsPerSecond) + (clean ? '' : ' (with errors)'),
        `>= ${perSecond(budgetRequestsPerSecond)}`,
        clean && r.requestsPerSecond >= budgetRequestsPerSecond,
      ),
      infoRow(`${p.label}: p50 latency`, ms(r.latencyP50Ms)),
      budgetRow(`${p.label}: p99 latency`, ms(r.latencyP99Ms), `< ${ms(budgetP99Ms)}`, r.latencyP99Ms < budgetP99Ms),
    )
  }
  if (beacon?.counted !== undefined) {
    rows.push({
      measure: 'beacon: views written / beacons answered',
      value: `${beacon.counted} / ${beacon.answered}`,
      budget: `+0 to +${beacon.inFlightAtStops}`,
      verdict: beaconCountOk(beacon) ? 'OK' : 'FAILED',
    })
  }
  return { pages, portalPages, beacon: beacon! }
}

type SearchFigures =
  | { status: 'not-available'; reason: string; database: DatabaseFigures }
  | { status: 'measured'; run: SearchRun; database: DatabaseFigures; byId: { id: number; found: boolean } }

interface DatabaseFigures {
  varDir: string
  rebuilt: boolean
  publishedProperties: number | undefined
}

async function benchSearch(rows: Row[], pagesBuilt: boolean): Promise<SearchFigures> {
  say(`\n== Search panel: database of ${largeCount.toLocaleString('en-US')} properties in ${largeVarDir}`)
  const prepared = await prepareLargeDatabase({
    root,
    port: largePort,
    varDir: largeVarDir,
    count: largeCount,
    logFile: largePrepareLog,
    say,
  }).catch((error: Error) => {
    throw new BenchError(`${error.message}${tail(largePrepareLog)}`)
  })
  // Step 1 built already (or --no-build): never build twice.
  const buildArgs = pagesBuilt || noBuild ? ['--no-build'] : []
  const server = await start({ port: largePort, varDir: largeVarDir, logFile: largeLogFile, args: buildArgs })
  try {
    // The highest published id doubles as the proof that the site serves the large database.
    const api = '/api/properties?where[_status][equals]=published&limit=1&sort=-id&depth=0'
    type Listing = { totalDocs?: number; docs?: Array<{ id?: number }> }
    const listed: Listing = await staffJson<Listing>(server.url, api).catch(() => ({}))
    const published = listed.totalDocs
    const maxId = listed.docs?.[0]?.id ?? largeCount
    const database: DatabaseFigures = { varDir: largeVarDir, rebuilt: prepared.rebuilt, publishedProperties: published }
    say(`Published properties served: ${published ?? 'unknown (REST API did not answer)'}`)

    const probe = await timedSearch(searchUrl(server.url, locale, 'gen'))
    if (probe.status === 404) {
      say('The search endpoint /search.json answers 404: not available yet, not measured.')
      rows.push({
        measure: 'search p95 (10k properties)',
        value: 'not available',
        budget: `< ${ms(budgetSearchP95Ms)}`,
        verdict: 'n/a',
      })
      return { status: 'not-available', reason: '/search.json answered 404', database }
    }
    if (probe.status !== 200 || !isSearchAnswer(probe.body)) {
      throw new BenchError(`/search.json?q=gen answered ${probe.status} without { types, cities, properties }`)
    }

    // A generated property should be found by its id: a check that the search sees the large database.
    const byId = await timedSearch(searchUrl(server.url, locale, String(maxId)))
    const found = isSearchAnswer(byId.body) && JSON.stringify(byId.body.properties).includes(String(maxId))
    say(`Property ${maxId} by its id: ${found ? 'found' : 'NOT found (does the search see the large database?)'}`)

    say(
      `Timing ${searchRounds} rounds of typing (${TYPED_TEXTS.map((t) => `'${t}'`).join(', ')}, each character ` +
        'a request, plus the empty query), one request at a time, from sending to the last byte…',
    )
    const run = await measureSearch({ base: server.url, locale, rounds: searchRounds, maxPropertyId: maxId })
    const f = run.firstRound
    const a = run.all
    say(
      `  first round (nothing cached): p50 ${ms(f.p50Ms)}  p95 ${ms(f.p95Ms)}  max ${ms(f.maxMs)}  (${f.requests} requests)`,
    )
    say(
      `  all rounds:                   p50 ${ms(a.p50Ms)}  p95 ${ms(a.p95Ms)}  max ${ms(a.maxMs)}  (${a.requests} requests)`,
    )
    if (run.failures.length) {
      const sample = run.failures.slice(0, 5).map((x) => `q='${x.q}' → ${x.status}`)
      say(`  ${run.failures.length} requests failed: ${sample.join(', ')}`)
    }

    rows.push(
      infoRow('search: published properties', published === undefined ? 'unknown' : published.toLocaleString('en-US')),
      infoRow(`search: property ${maxId} by its id`, found ? 'found' : 'NOT found'),
      infoRow('search p50 (all rounds)', ms(a.p50Ms)),
      budgetRow('search p95 (all rounds)', ms(a.p95Ms), `< ${ms(budgetSearchP95Ms)}`, a.p95Ms < budgetSearchP95Ms),
      infoRow('search max (all rounds)', ms(a.maxMs)),
      infoRow('search p95 (first round, nothing cached)', ms(f.p95Ms)),
    )
    if (run.failures.length) {
      rows.push({
        measure: 'search: failed requests',
        value: String(run.failures.length),
        budget: '0',
        verdict: 'FAILED',
      })
    }
    return { status: 'measured', run, database, byId: { id: maxId, found } }
  } finally {
    await stop(server)
  }
}

async function main(): Promise<number> {
  say(
    `Bench: production build; pages on http://localhost:${port} (${varDir}), ` +
      `search on http://localhost:${largePort} (${largeVarDir})`,
  )
  const rows: Row[] = []
  let pages: PageFigures[] | undefined
  let portalPages: PageFigures[] | undefined
  let beacon: BeaconFigures | undefined
  let search: SearchFigures | undefined
  let failure: string | undefined
  try {
    if (runPages) ({ pages, portalPages, beacon } = await benchPages(rows))
    if (runSearch) search = await benchSearch(rows, runPages)
  } catch (error) {
    failure = error instanceof BenchError ? error.message : ((error as Error).stack ?? String(error))
  }

  const results = {
    date: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    cpus: os.cpus().length,
    complete: !failure,
    failure,
    firstLoadJs: pages && {
      method: FIRST_LOAD_METHOD,
      budgetGzipBytes,
      pages: pages.map((p) => ({
        label: p.label,
        url: p.path,
        totalGzipBytes: p.firstLoad.totalGzipBytes,
        totalBytes: p.firstLoad.totalBytes,
        withinBudget: p.firstLoad.totalGzipBytes <= budgetGzipBytes,
        scripts: p.firstLoad.scripts,
        skippedNoModule: p.firstLoad.skippedNoModule,
      })),
      portal: portalPages?.map((p) => ({
        label: p.label,
        url: p.path,
        totalGzipBytes: p.firstLoad.totalGzipBytes,
        budgetGzipBytes: portalBudgetGzipBytes,
        withinBudget: p.firstLoad.totalGzipBytes <= portalBudgetGzipBytes,
        scripts: p.firstLoad.scripts,
      })),
    },
    throughput: pages && {
      connections,
      warmupSeconds,
      rounds: loadRounds,
      budget: { minRequestsPerSecond: budgetRequestsPerSecond, maxP99Ms: budgetP99Ms },
      pages: pages.filter((p) => p.load).map((p) => ({ label: p.label, ...p.load!, url: p.path, runs: p.runs })),
      beacon: beacon?.load && {
        ...beacon.load,
        url: `POST ${beacon.path}`,
        propertyId: beacon.propertyId,
        runs: beacon.runs,
        answered: beacon.answered,
        counted: beacon.counted,
        inFlightAtStops: beacon.inFlightAtStops,
      },
    },
    search: search && {
      ...search,
      endpoint: '/search.json?locale=nl&q=…',
      budgetP95Ms: budgetSearchP95Ms,
      typedTexts: TYPED_TEXTS,
    },
    table: rows,
  }
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)

  if (rows.length) say(`\n${formatTable(rows)}`)
  say(`\nWritten to ${path.relative(root, path.join(outDir, 'latest.json'))}`)
  const over = rows.filter((r) => r.verdict === 'OVER')
  if (over.length) say(`OVER BUDGET: ${over.map((r) => `${r.measure} ${r.value} (budget ${r.budget})`).join('; ')}`)
  if (failure) {
    console.error(`\nBENCH FAILED: ${failure}`)
    return 2
  }
  if (rows.some((r) => r.verdict === 'FAILED')) return 2
  const overSize =
    pages?.some((p) => p.firstLoad.totalGzipBytes > budgetGzipBytes) ||
    portalPages?.some((p) => p.firstLoad.totalGzipBytes > portalBudgetGzipBytes)
  return overSize ? 1 : 0
}

let code = 2
try {
  code = await main()
} catch (error) {
  console.error(`\nBENCH FAILED: ${(error as Error).stack ?? error}`)
} finally {
  await stopServers()
}
process.exit(code)
