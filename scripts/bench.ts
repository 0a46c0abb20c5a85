/**
 * `npm run bench`: what issue 13 ("Speed and scale") and the browsing issue ask of a production
 * build, each figure printed with its budget.
 *
 * 1. Pages: starts the site on BENCH_PORT (3200) with a fresh sample database (var/bench),
 *    building first when sources changed, and measures the home, the for-sale list, one
 *    property page and a form page (contact):
 *    - first-load JS (and the owner portal's, logged in as the sample owner), and each public
 *      page's against a bare Next.js page (below): at most 1.10×;
 *    - weight: the list page's HTML (at most 20 KB gzip); photos in AVIF or WebP at the size
 *      shown, checked in Chromium at Lighthouse's mobile screen (scripts/bench/images.ts);
 *    - Lighthouse 12.8 (pinned), mobile preset, in the installed Chromium (CHROME_PATH, else the
 *      usual paths), the median of 3 runs per page as a first-time visitor (consent dialog
 *      shown); HTML reports in bench-results/lighthouse/; what costs points is listed under the
 *      table for every page that misses a budget;
 *    - a bare Next.js page: a minimal app with the site's next and react, generated into
 *      var/bench-bare, built (kept between runs by a stamp while it still fits) and served with
 *      `next start` on BENCH_BARE_PORT (BENCH_PORT + 2); its HTML is padded to the list page's
 *      uncompressed weight;
 *    - throughput with wrk (/usr/bin/wrk), always with `Accept-Encoding: gzip, br` as a browser
 *      asks, 20 connections, after a warm-up that fills the page cache: the cached list page
 *      against the bare page in the same rounds (ratio at least 1.0×, p99 under 50 ms), the home
 *      and property pages, and filtered lists (a different filter combination per request, so
 *      nearly all first renders, reported; and a few popular filters asked again and again:
 *      at least 300/s); the cached list page through Varnish (deploy/varnish, on
 *      BENCH_VARNISH_PORT = BENCH_PORT + 3) against the app alone (at least 40×); the
 *      property page's view beacon (POST /api/views) beside it and a check that one visitor's
 *      beacons count as one view;
 *    - how long failed staff logins take for an unknown e-mail, a wrong password and an account
 *      under attack (they must not be told apart).
 * 2. Search at scale, on each engine: prepares a database of 100,000 properties (the sample
 *    agency plus generated listings; embedded PGlite in var/bench-100k and the PostgreSQL server
 *    database vitrine_bench_100k, both kept between runs and rebuilt when the seed, migrations or
 *    generator change), times the search panel's own SQL at the database as one visitor types,
 *    then starts the site on BENCH_PORT + 1 with that database and times the panel's requests
 *    (search.json) the same way.
 *
 * Prints a table (measure, value, budget, OK/OVER) and writes every figure to
 * bench-results/latest.json.
 *
 *   --no-build       never build the site (use the existing build, even when sources changed)
 *   --no-lighthouse  skip Lighthouse (about 3 minutes of step 1)
 *   --no-search      skip step 2          --search-only   skip step 1
 *   --search-engine=pglite|postgres   step 2 on one engine only (both by default)
 *
 * Environment: BENCH_PORT, BENCH_SEARCH_PORT, BENCH_BARE_PORT; BENCH_SECONDS (10) and BENCH_ROUNDS
 * (3): length and number of the load rounds; BENCH_LIGHTHOUSE_RUNS (3); CHROME_PATH; WRK_PATH.
 *
 * Exit codes: 0 done (timings and scores over budget are reported as OVER, never fail the run),
 * 1 a size is over its budget (first-load JavaScript, its ratio to the bare page, the list
 * page's HTML), 2 the site could not be started or measured.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { VIEWS_PATH } from '../src/features/page-views/url'
import { RouteTable } from '../src/i18n/routes'
import type { KnownFilters } from '../src/domain/list-params'
import { properties as sampleProperties } from '../seed/data/properties'
import { bareApp, stopBare, type BareServer } from './bench/bare-next'
import { prepareLargeDatabase } from './bench/database-large'
import { filteredListPaths } from './bench/filtered-lists'
import { FIRST_LOAD_METHOD, measureFirstLoadJs, type FirstLoadJs } from './bench/first-load-js'
import { checkImages, MOBILE_SCREEN, SIZE_TOLERANCE, type ImageVerdict } from './bench/images'
import {
  installedLighthouseVersion,
  lighthousePages,
  lighthouseRows,
  lostPointsNotes,
  stopLighthouse,
  type LighthousePageResult,
} from './bench/lighthouse'
import { firstPortalProperty, ownerSessionCookie } from './bench/owner-session'
import { budgetRow, formatTable, infoRow, kb, ms, perSecond, type Row } from './bench/report'
import {
  isSearchAnswer,
  measureSearch,
  searchUrl,
  timedSearch,
  TYPED_TEXTS,
  type RoundProperty,
  type SearchRun,
} from './bench/search'
import { measureSearchDatabase, propertyCounts, roundProperties, type DatabaseSearchRun } from './bench/search-database'
import { openSqlClient } from './bench/sql-client'
import { measureLoginTimings } from './bench/login'
import { staffJson } from './bench/staff-api'
import { portInUse, startServer, stopScripts, waitForOtherBuilds, type BenchServer } from './bench/server'
import { cyclePathsLua, medianWrk, postLua, stopWrk, wrk, wrkClean, type WrkResult } from './bench/wrk'
import { buildIsStale } from './build-stamp'
import { startVarnish, type RunningVarnish } from './varnish'
import { serverNodeOptions } from './server-options'

const root = path.resolve(import.meta.dirname, '..')
const args = new Set(process.argv.slice(2))
const noBuild = args.has('--no-build')
const runPages = !args.has('--search-only')
const runSearch = !args.has('--no-search')
const runLighthouse = !args.has('--no-lighthouse')

const port = Number(process.env.BENCH_PORT ?? 3200)
const largePort = Number(process.env.BENCH_SEARCH_PORT ?? port + 1)
const varDir = process.env.BENCH_VAR_DIR ?? 'var/bench'
const largeVarDir = process.env.BENCH_SEARCH_VAR_DIR ?? 'var/bench-100k'
/** The server engine's database, and the folder of its media. */
const largeDatabaseUrl =
  process.env.BENCH_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_100k'
const largeServerVarDir = process.env.BENCH_SEARCH_SERVER_VAR_DIR ?? 'var/bench-100k-pg'
const searchEngine = [...args].find((a) => a.startsWith('--search-engine='))?.split('=')[1]
const outDir = path.join(root, 'bench-results')
const logFile = path.join(outDir, 'server.log')
const largeLogFile = (engine: string) => path.join(outDir, `server-search-${engine}.log`)
const largePrepareLog = (engine: string) => path.join(outDir, `prepare-search-${engine}.log`)
const barePort = Number(process.env.BENCH_BARE_PORT ?? port + 2)
const bareDir = 'var/bench-bare'
const bareLogFile = path.join(outDir, 'server-bare.log')
const lighthouseDir = path.join(outDir, 'lighthouse')

// Budgets of the browsing issue.
const budgetGzipBytes = 170 * 1024
const formPageExtraBytes = 30 * 1024
/** The owner portal's pages (issue 12), rendered per request for a logged-in owner. */
const portalBudgetGzipBytes = 250 * 1024
/** The view beacon (issue 12): the pages' rate of the browsing issue (issue 3). */
const beaconRequestsPerSecond = 1000
const beaconP99Ms = 100
/** Search at scale (issue 13): the panel's p95 at the database and end to end. */
const budgetSearchDatabaseP95Ms = 15
const budgetSearchP95Ms = 60
const largeCount = Number(process.env.BENCH_SEARCH_COUNT ?? 100_000)
// Budgets of issue 13.
const budgetBareRatio = 1.1
const budgetListHtmlGzipBytes = 20 * 1024
const budgetCachedVsBare = 1.0
const budgetCachedP99Ms = 50
const budgetFilteredRequestsPerSecond = 300
/** Cached pages through Varnish (deploy/varnish) against the app's own requests/s, same run. */
const budgetSharedCacheRatio = 40
/** Filtered lists visitors use again and again (cached after their first visit). */
const popularFilterCount = 24
const varnishPort = Number(process.env.BENCH_VARNISH_PORT ?? port + 3)

const connections = 20
const warmupSeconds = 3
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const loadRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
const searchRounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 25)
const locale = 'nl'
const table = new RouteTable() // built-in paths; the sample menu pages keep them

const say = (m: string) => console.log(m)
const tenth = (n: number) => Math.round(n * 10) / 10
const times = (n: number) => `${n.toFixed(2)}×`

let servers: BenchServer[] = []
let stopping: Promise<void> | undefined
const stopServers = () => (stopping ??= Promise.all(servers.map((s) => s.stop())).then(() => undefined))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    say(`\n${signal}: stopping the bench servers…`)
    stopWrk()
    stopLighthouse()
    stopBare()
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

async function start(options: {
  port: number
  varDir: string
  databaseUrl?: string
  logFile: string
  args: string[]
}): Promise<BenchServer> {
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

/** A person's browser: the beacon endpoint counts no bot, nor a request that names no browser. */
const CHROME_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** The property page's view beacon as the browser sends it (features/page-views/ViewBeacon.tsx). */
function beaconRequest(propertyId: number) {
  return {
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
  load?: WrkResult
  runs?: WrkResult[]
  /** Beacons answered 204 (warm-up included) and the views the property got today, once written. */
  answered?: number
  counted?: number
  /** Requests sent but not reported by wrk when its runs stopped: one per connection and run. */
  inFlightAtStops?: number
}

/**
 * All the beacons come from one visitor (this machine's address), who counts one view a day per
 * property (features/page-views/visitors.ts): at most one view written, none when the visitor's
 * page visits before the runs (Lighthouse's) already counted.
 */
const beaconCountOk = (b: BeaconFigures) =>
  b.counted !== undefined && b.answered !== undefined && b.answered > 0 && b.counted >= 0 && b.counted <= 1

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
  /** The median of `runs` (wrk). */
  load?: WrkResult
  runs?: WrkResult[]
}

interface WeightFigures {
  /** The list page's HTML, uncompressed and gzip-compressed (zlib's default level, as Next). */
  listHtmlBytes: number
  listHtmlGzipBytes: number
  images: Array<{ label: string; path: string; verdicts: ImageVerdict[] }>
}

interface BareFigures {
  htmlBytes: number
  htmlGzipBytes: number
  builds: number
  firstLoad: FirstLoadJs
  load?: WrkResult
  runs?: WrkResult[]
}

interface FilteredFigures {
  /** Distinct filtered URLs in the list each round cycles through (a slice of its own per round). */
  urlsPerRound: number
  load: WrkResult
  runs: WrkResult[]
  /** The same few filtered lists asked again and again, as visitors share the popular ones. */
  popular: WrkResult
  popularRuns: WrkResult[]
}

interface SharedCacheFigures {
  /** The cached list page through Varnish, and straight from the app, round by round. */
  varnish: WrkResult
  app: WrkResult
  ratio: number
}

/** The list page's HTML, as a browser receives it before compression. */
async function htmlOf(url: string): Promise<string> {
  const res = await fetch(url, { redirect: 'manual' })
  if (res.status !== 200) throw new BenchError(`${url} answered ${res.status}, not 200`)
  return res.text()
}

async function measureWeights(base: string, list: string, property: string): Promise<WeightFigures> {
  const html = Buffer.from(await htmlOf(base + list))
  const weights: WeightFigures = {
    listHtmlBytes: html.length,
    listHtmlGzipBytes: gzipSync(html).length,
    images: [],
  }
  say(
    `\nWeight: list page HTML ${kb(weights.listHtmlBytes)}, ${kb(weights.listHtmlGzipBytes)} gzip (zlib's default ` +
      'level, as Next compresses)',
  )
  say(
    `Photos shown at Lighthouse's mobile screen (${MOBILE_SCREEN.width}×${MOBILE_SCREEN.height} CSS px, ` +
      `${MOBILE_SCREEN.deviceScaleFactor}× pixels), page scrolled to its end; OK when AVIF/WebP and the file is at ` +
      `most ${SIZE_TOLERANCE}× the device pixels it fills (or wastes under 4 KiB) and at least 1/${SIZE_TOLERANCE} ` +
      'of them (unless it is the widest file offered)',
  )
  const pages = [
    { label: 'list', path: list },
    { label: 'property', path: property },
  ]
  const checked = await checkImages(pages.map((p) => base + p.path))
  for (const p of pages) {
    const verdicts = checked.get(base + p.path) ?? []
    weights.images.push({ ...p, verdicts })
    const bad = verdicts.filter((v) => !v.modernFormat || !v.sizeOk)
    say(`  ${p.label}: ${verdicts.length} photos shown, ${verdicts.length - bad.length} OK`)
    // One line per file and width shown: a list repeats the same photo size on every card.
    const seen = new Map<string, { v: ImageVerdict; count: number }>()
    for (const v of bad) {
      const key = `${v.src} ${v.neededWidth}`
      const entry = seen.get(key)
      if (entry) entry.count++
      else seen.set(key, { v, count: 1 })
    }
    for (const { v, count } of seen.values()) {
      say(
        `    ${new URL(v.src).pathname} (${v.contentType}): ${v.fileWidth} px file for ${v.neededWidth} px shown ` +
          `(${times(v.ratio)}, ${kb(v.wastedBytes)} too many)${count > 1 ? ` ×${count}` : ''}`,
      )
    }
  }
  return weights
}

function weightRows(w: WeightFigures): Row[] {
  const all = w.images.flatMap((p) => p.verdicts)
  const modern = all.filter((v) => v.modernFormat).length
  const sized = all.filter((v) => v.sizeOk).length
  const pages = w.images.map((p) => p.label).join(' + ')
  return [
    budgetRow(
      'HTML of the list page (gzip)',
      kb(w.listHtmlGzipBytes),
      `<= ${kb(budgetListHtmlGzipBytes)}`,
      w.listHtmlGzipBytes <= budgetListHtmlGzipBytes,
    ),
    infoRow('HTML of the list page (uncompressed)', kb(w.listHtmlBytes)),
    budgetRow(`photos in AVIF or WebP (${pages}, mobile)`, `${modern} of ${all.length}`, 'all', modern === all.length),
    budgetRow(
      `photos at the size shown (${pages}, mobile)`,
      `${sized} of ${all.length}`,
      `all (<= ${SIZE_TOLERANCE}× or < 4 KiB extra; stretched <= ${SIZE_TOLERANCE}× unless the widest)`,
      sized === all.length,
    ),
  ]
}

/**
 * Filtered for-sale lists from the sample's cities (as the site knows them), property types and
 * sale prices; each round cycles through a slice of its own, so no URL is asked in two rounds.
 */
async function filteredLoad(base: string, list: string, rounds: number): Promise<FilteredFigures> {
  const known = (await (await fetch(`${base}/list-filters.json`)).json()) as KnownFilters
  const prices = sampleProperties.filter((p) => p.goal === 'sale').map((p) => p.price)
  const paths = filteredListPaths({ listPath: list, cities: known.cities, types: known.types, prices })
  const urlsPerRound = Math.floor(paths.length / (rounds + 1))
  const slice = (i: number) => paths.slice(i * urlsPerRound, (i + 1) * urlsPerRound)
  for (const p of slice(0).slice(0, 3)) {
    const res = await fetch(base + p, { redirect: 'manual' })
    await res.arrayBuffer()
    if (res.status !== 200) throw new BenchError(`${p} answered ${res.status}, not 200`)
  }
  say(
    `\nFiltered lists: ${paths.length.toLocaleString('en-US')} combinations of ${known.cities.length} cities, ` +
      `${known.types.length} types, price ranges, bedrooms and sort orders; ${warmupSeconds} s warm-up on ` +
      `one slice, then ${rounds} rounds of ${durationSeconds} s, each on its own slice of ` +
      `${urlsPerRound.toLocaleString('en-US')} URLs asked in turn (a URL asked for the first time is rendered)`,
  )
  await wrk(`${base}/`, { connections, seconds: warmupSeconds, lua: cyclePathsLua(slice(0)) })
  const runs: WrkResult[] = []
  for (let round = 1; round <= rounds; round++) {
    const r = await wrk(`${base}/`, { connections, seconds: durationSeconds, lua: cyclePathsLua(slice(round)) })
    runs.push(r)
    reportWrk('filtered', round, r, `, ${Math.min(100, (100 * urlsPerRound) / r.requests).toFixed(0)} % first renders`)
  }
  // Visitors mostly share a few filters (a town, a type, a price band): the same URLs again, each
  // rendered once and then served from the page cache, through the proxy that turns the query
  // into a path.
  const popular = paths
    .filter((_, i) => i % Math.floor(paths.length / popularFilterCount) === 0)
    .slice(0, popularFilterCount)
  say(`  popular filters: ${popular.length} filtered lists asked in turn, after a warm-up that renders each once`)
  await wrk(`${base}/`, { connections, seconds: warmupSeconds, lua: cyclePathsLua(popular) })
  const popularRuns: WrkResult[] = []
  for (let round = 1; round <= rounds; round++) {
    const r = await wrk(`${base}/`, { connections, seconds: durationSeconds, lua: cyclePathsLua(popular) })
    popularRuns.push(r)
    reportWrk('popular', round, r)
  }
  return { urlsPerRound, load: medianWrk(runs), runs, popular: medianWrk(popularRuns), popularRuns }
}

/**
 * Varnish from Debian in front (deploy/varnish/vitrine.vcl, scripts/varnish.ts) on the cached
 * list page, against the app alone in the same rounds.
 */
async function sharedCacheLoad(appBase: string, listPath: string, rounds: number): Promise<SharedCacheFigures> {
  let varnish: RunningVarnish | undefined
  try {
    varnish = await startVarnish({ port: varnishPort, backendPort: port, stdio: 'ignore' })
    say(`\nThrough Varnish (${varnish.url}): the cached list page, then the app alone, ${rounds} rounds`)
    const probe = await fetch(varnish.url + listPath, { redirect: 'manual' })
    await probe.arrayBuffer()
    if (probe.status !== 200) throw new BenchError(`${listPath} through Varnish answered ${probe.status}, not 200`)
    await wrk(varnish.url + listPath, { connections, seconds: warmupSeconds })
    const viaVarnish: WrkResult[] = []
    const direct: WrkResult[] = []
    for (let round = 1; round <= rounds; round++) {
      const v = await wrk(varnish.url + listPath, { connections, seconds: durationSeconds })
      viaVarnish.push(v)
      reportWrk('varnish', round, v)
      const a = await wrk(appBase + listPath, { connections, seconds: durationSeconds })
      direct.push(a)
      reportWrk('app', round, a)
    }
    return { varnish: medianWrk(viaVarnish), app: medianWrk(direct), ratio: pairedRatio(viaVarnish, direct) }
  } finally {
    await varnish?.stop()
  }
}

/**
 * The median of the rounds' ratios: each round measures the two pages one after the other, so a
 * slow moment of this shared machine weighs on both sides of one ratio, not on one side only.
 */
function pairedRatio(a: WrkResult[], b: WrkResult[]): number {
  const ratios = a.map((r, i) => r.requestsPerSecond / b[i].requestsPerSecond).sort((x, y) => x - y)
  const mid = Math.floor(ratios.length / 2)
  return ratios.length % 2 ? ratios[mid] : (ratios[mid - 1] + ratios[mid]) / 2
}

function reportWrk(label: string, round: number, r: WrkResult, extra = ''): void {
  const e = r.socketErrors
  const problems = r.non2xx + e.connect + e.read + e.write + e.timeout
  say(
    `  ${label.padEnd(9)} round ${round}: ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${ms(tenth(r.p50Ms))}   p99 ${ms(tenth(r.p99Ms))}   (${r.requests} requests${extra}` +
      `${problems ? `; ${r.non2xx} answered >= 400, socket errors ${JSON.stringify(e)}` : ''})`,
  )
}

async function benchPages(rows: Row[]): Promise<{
  pages: PageFigures[]
  formPage?: PageFigures
  portalPages: PageFigures[]
  beacon?: BeaconFigures
  weights?: WeightFigures
  lighthouse?: LighthousePageResult[]
  bare?: BareFigures
  filtered?: FilteredFigures
  sharedCache?: SharedCacheFigures
}> {
  say(`\n== Pages: production build, fresh sample database in ${varDir}`)
  if (noBuild && !fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new BenchError('--no-build was given but there is no build in .next/')
  }
  if (noBuild && buildIsStale(root)) say('Note: --no-build: the build is older than the sources; measuring it anyway.')
  if (await portInUse(barePort)) {
    throw new BenchError(`port ${barePort} (the bare Next page) is already in use; set BENCH_BARE_PORT.`)
  }
  const server = await start({ port, varDir, logFile, args: ['--reset', ...(noBuild ? ['--no-build'] : [])] })
  const pages: PageFigures[] = []
  let beacon: BeaconFigures | undefined
  let formPage: PageFigures | undefined
  let weights: WeightFigures | undefined
  let lighthouse: LighthousePageResult[] | undefined
  let bare: BareFigures | undefined
  let bareServer: BareServer | undefined
  let filtered: FilteredFigures | undefined
  let sharedCache: SharedCacheFigures | undefined
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
    const [home, list] = targets

    say(`\nFirst-load JavaScript (${FIRST_LOAD_METHOD})`)
    let homeScripts: Set<string> | undefined
    for (const t of targets) {
      const firstLoad = await measureFirstLoadJs(server.url + t.path)
      pages.push({ ...t, firstLoad })
      homeScripts ??= new Set(firstLoad.scripts.map((s) => s.src))
      const own = firstLoad.scripts.filter((s) => !homeScripts!.has(s.src))
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

    weights = await measureWeights(server.url, list.path, property.path)

    if (runLighthouse) {
      say(
        `\nLighthouse ${installedLighthouseVersion(root)} (mobile preset: simulated slow 4G and 4× slower CPU, ${MOBILE_SCREEN.width}×` +
          `${MOBILE_SCREEN.height} screen), ${lighthouseRuns} runs per page, the pages taking turns; ` +
          `each run a first-time visitor (storage cleared, consent dialog shown); the median counts`,
      )
      lighthouse = await lighthousePages({
        root,
        pages: [...targets, { label: 'form', path: contact }].map((p) => ({
          label: p.label,
          url: server.url + p.path,
        })),
        runs: lighthouseRuns,
        outDir: lighthouseDir,
        say,
      })
      say(`  reports: ${path.relative(root, lighthouseDir)}/`)
    }

    say(`\nBare Next.js page (${bareDir}), HTML padded to the list page's ${kb(weights.listHtmlBytes)}`)
    const app = await bareApp({
      root,
      dir: bareDir,
      port: barePort,
      targetBytes: weights.listHtmlBytes,
      logFile: bareLogFile,
      // The site's server runs with these (scripts/server-options.ts): the same for both, so the
      // ratio compares the pages, not a V8 setting.
      nodeOptions: serverNodeOptions(process.env.NODE_OPTIONS),
      say,
    }).catch((error: Error) => {
      throw new BenchError(`the bare Next page: ${error.message}${tail(bareLogFile)}`)
    })
    bareServer = app.server
    const bareHtml = Buffer.from(await htmlOf(app.server.url))
    bare = {
      htmlBytes: bareHtml.length,
      htmlGzipBytes: gzipSync(bareHtml).length,
      builds: app.builds,
      firstLoad: await measureFirstLoadJs(app.server.url),
    }
    say(
      `  ${app.builds ? `built ${app.builds === 1 ? 'once' : `${app.builds} times`}` : 'kept from the last run'}; ` +
        `HTML ${kb(bare.htmlBytes)} (${kb(bare.htmlGzipBytes)} gzip; the list page: ${kb(weights.listHtmlBytes)}, ` +
        `${kb(weights.listHtmlGzipBytes)} gzip); first-load JS ${kb(bare.firstLoad.totalGzipBytes)} gzip in ` +
        `${bare.firstLoad.scripts.length} files; served on ${app.server.url} with the site's Node options ` +
        `(${serverNodeOptions(undefined)})`,
    )

    say(
      `\nThroughput: wrk, ${connections} connections, 'Accept-Encoding: gzip, br' as a browser asks; ` +
        `${warmupSeconds} s warm-up per page (fills the page cache), then ${loadRounds} rounds of ` +
        `${durationSeconds} s per page, the pages taking turns (the list and the bare page one after the ` +
        `other); the median round counts (client and server share ${os.cpus().length} cores)`,
    )
    const loaded: Array<{ label: string; url: string; figures: { load?: WrkResult; runs?: WrkResult[] } }> = [
      { label: 'list', url: server.url + list.path, figures: pages[1] },
      { label: 'bare', url: app.server.url, figures: bare },
      { label: 'home', url: server.url + home.path, figures: pages[0] },
      { label: 'property', url: server.url + property.path, figures: pages[2] },
    ]
    for (const l of loaded) await wrk(l.url, { connections, seconds: warmupSeconds })
    // The beacon's count starts here: Lighthouse's visits of the property page (a phone's user
    // agent, not a bot's) were views too.
    beacon = { label: 'beacon', path: VIEWS_PATH, propertyId: property.id, answered: 0 }
    const beaconLoad = beaconRequest(property.id)
    const before = await countedViews(server.url, property.id, 0)
    const probe = await fetch(server.url + VIEWS_PATH, { method: 'POST', ...beaconLoad, redirect: 'manual' })
    if (probe.status !== 204) throw new BenchError(`POST ${VIEWS_PATH} answered ${probe.status}, not 204`)
    beacon.answered = 1
    // wrk counts the answers it read; those of 400 and more separately.
    const answered = (r: WrkResult) => r.requests - r.non2xx
    const postBeacons = (seconds: number) =>
      wrk(server.url + VIEWS_PATH, { connections, seconds, headers: beaconLoad.headers, lua: postLua(beaconLoad.body) })
    beacon.answered += answered(await postBeacons(warmupSeconds))
    const beaconRuns: WrkResult[] = []
    for (let round = 1; round <= loadRounds; round++) {
      for (const l of loaded) {
        const r = await wrk(l.url, { connections, seconds: durationSeconds })
        l.figures.runs = [...(l.figures.runs ?? []), r]
        reportWrk(l.label, round, r)
        if (l.label !== 'property') continue
        // The property page's beacon, right after the page it counts (wrk's count of answered
        // requests is what the views written are checked against).
        const b = await postBeacons(durationSeconds)
        beaconRuns.push(b)
        beacon.answered += answered(b)
        reportWrk('beacon', round, b)
      }
    }
    for (const l of loaded) l.figures.load = medianWrk(l.figures.runs ?? [])
    beacon.runs = beaconRuns
    beacon.load = medianWrk(beaconRuns)
    // One visitor's beacons become at most one view once the counter has written.
    // (wrk leaves out the requests still under way when a run stops: at most one per connection.)
    beacon.inFlightAtStops = connections * (beaconRuns.length + 1)
    beacon.counted = (await countedViews(server.url, property.id, before + 1)) - before
    say(
      `  beacon: ${beacon.answered} answered 204 (plus at most ${beacon.inFlightAtStops} cut off when runs ` +
        `stopped), ${beacon.counted} views written for property ${property.id}` +
        `${beaconCountOk(beacon) ? '' : ' (MISMATCH)'}`,
    )
    await bareServer.stop()
    bareServer = undefined

    filtered = await filteredLoad(server.url, list.path, loadRounds)
    sharedCache = await sharedCacheLoad(server.url, list.path, loadRounds)

    say('\nFailed staff logins: median time of each kind, interleaved')
    const login = await measureLoginTimings(server.url)
    const kinds = [login.unknownEmailMs, login.wrongPasswordMs, login.attackedAccountMs]
    say(
      `  unknown e-mail ${ms(tenth(login.unknownEmailMs))}, wrong password ${ms(tenth(login.wrongPasswordMs))}, ` +
        `account under attack ${ms(tenth(login.attackedAccountMs))} (${login.samples} each)`,
    )
    loginRows.push(
      infoRow('failed login, unknown e-mail (median)', ms(tenth(login.unknownEmailMs))),
      infoRow('failed login, wrong password (median)', ms(tenth(login.wrongPasswordMs))),
      infoRow('failed login, account under attack (median)', ms(tenth(login.attackedAccountMs))),
      infoRow('failed login, slowest / fastest kind', `${(Math.max(...kinds) / Math.min(...kinds)).toFixed(2)}×`),
    )
  } finally {
    await bareServer?.stop()
    await stop(server)
  }

  // Sizes.
  const firstLoadRow = (p: PageFigures, budget: number) =>
    budgetRow(
      `first-load JS, ${p.label} (gzip)`,
      kb(p.firstLoad.totalGzipBytes),
      `<= ${kb(budget)}`,
      p.firstLoad.totalGzipBytes <= budget,
    )
  for (const p of pages) rows.push(firstLoadRow(p, budgetGzipBytes))
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
  for (const p of portalPages) rows.push(firstLoadRow(p, portalBudgetGzipBytes))
  if (bare) {
    rows.push(infoRow('first-load JS, bare Next page (gzip)', kb(bare.firstLoad.totalGzipBytes)))
    for (const p of [...pages, ...(formPage ? [formPage] : [])]) {
      const ratio = p.firstLoad.totalGzipBytes / bare.firstLoad.totalGzipBytes
      rows.push(
        budgetRow(
          `first-load JS, ${p.label} / bare Next page`,
          times(ratio),
          `<= ${times(budgetBareRatio)}`,
          ratio <= budgetBareRatio,
        ),
      )
    }
  }
  if (weights) rows.push(...weightRows(weights))

  // Lighthouse.
  for (const l of lighthouse ?? []) rows.push(...lighthouseRows(l.label, l.median))

  // Throughput.
  const listLoad = pages[1]?.load
  if (listLoad && bare?.load) {
    const ratio = pairedRatio(pages[1].runs ?? [], bare.runs ?? [])
    const clean = [...(pages[1].runs ?? []), ...(bare.runs ?? [])].every(wrkClean)
    rows.push(
      budgetRow(
        'cached list page / bare Next page (same HTML weight): requests/s, median of the rounds',
        `${times(ratio)}${clean ? '' : ' (with errors)'}`,
        `>= ${times(budgetCachedVsBare)}`,
        clean && ratio >= budgetCachedVsBare,
      ),
      infoRow('cached list page: requests/s', perSecond(listLoad.requestsPerSecond)),
      infoRow('bare Next page: requests/s', perSecond(bare.load.requestsPerSecond)),
      infoRow('cached list page: p50 latency', ms(tenth(listLoad.p50Ms))),
      budgetRow(
        'cached list page: p99 latency',
        ms(tenth(listLoad.p99Ms)),
        `< ${ms(budgetCachedP99Ms)}`,
        listLoad.p99Ms < budgetCachedP99Ms,
      ),
      infoRow('bare Next page: p99 latency', ms(tenth(bare.load.p99Ms))),
    )
  }
  for (const p of [pages[0], pages[2]]) {
    if (!p?.load) continue
    rows.push(
      infoRow(
        `${p.label}: requests/s`,
        perSecond(p.load.requestsPerSecond) + (wrkClean(p.load) ? '' : ' (with errors)'),
      ),
      infoRow(`${p.label}: p99 latency`, ms(tenth(p.load.p99Ms))),
    )
  }
  if (filtered) {
    const r = filtered.load
    const share = Math.min(100, (100 * filtered.urlsPerRound) / r.requests)
    const p = filtered.popular
    rows.push(
      budgetRow(
        `filtered lists, ${popularFilterCount} popular filters asked in turn (cached after the first visit): requests/s`,
        perSecond(p.requestsPerSecond) + (wrkClean(p) ? '' : ' (with errors)'),
        `>= ${perSecond(budgetFilteredRequestsPerSecond)}`,
        wrkClean(p) && p.requestsPerSecond >= budgetFilteredRequestsPerSecond,
      ),
      infoRow('filtered lists, popular filters: p99 latency', ms(tenth(p.p99Ms))),
      infoRow(
        `filtered list, a new filter combination per request (${share.toFixed(0)} % first renders): requests/s | p99`,
        `${perSecond(r.requestsPerSecond)}${wrkClean(r) ? '' : ' (with errors)'} | ${ms(tenth(r.p99Ms))}`,
      ),
    )
  }
  if (sharedCache) {
    const { varnish, app, ratio } = sharedCache
    rows.push(
      budgetRow(
        'cached list page through Varnish / the app alone (same rounds): requests/s',
        `${ratio.toFixed(1)}×`,
        `>= ${budgetSharedCacheRatio}×`,
        wrkClean(varnish) && ratio >= budgetSharedCacheRatio,
      ),
      infoRow(
        'through Varnish: requests/s | p99',
        `${perSecond(varnish.requestsPerSecond)} | ${ms(tenth(varnish.p99Ms))}`,
      ),
      infoRow('the app alone: requests/s | p99', `${perSecond(app.requestsPerSecond)} | ${ms(tenth(app.p99Ms))}`),
    )
  }
  if (beacon?.load) {
    const r = beacon.load
    const clean = wrkClean(r)
    rows.push(
      budgetRow(
        'beacon: requests/s',
        perSecond(r.requestsPerSecond) + (clean ? '' : ' (with errors)'),
        `>= ${perSecond(beaconRequestsPerSecond)}`,
        clean && r.requestsPerSecond >= beaconRequestsPerSecond,
      ),
      budgetRow('beacon: p99 latency', ms(tenth(r.p99Ms)), `< ${ms(beaconP99Ms)}`, r.p99Ms < beaconP99Ms),
    )
    const page = pages[2]?.load
    if (page) {
      rows.push(
        infoRow(
          'beacon / cached property page: requests/s (every view sends one beacon)',
          times(r.requestsPerSecond / page.requestsPerSecond),
        ),
      )
    }
  }
  if (beacon?.counted !== undefined) {
    rows.push({
      measure: 'beacon: views written / beacons answered',
      value: `${beacon.counted} / ${beacon.answered}`,
      budget: 'at most 1 (one visitor)',
      verdict: beaconCountOk(beacon) ? 'OK' : 'FAILED',
    })
  }
  rows.push(...loginRows)
  return { pages, formPage, portalPages, beacon, weights, lighthouse, bare, filtered, sharedCache }
}

interface SearchEngine {
  key: 'pglite' | 'postgres'
  label: string
  varDir: string
  databaseUrl?: string
}

const searchEngines: SearchEngine[] = [
  { key: 'pglite' as const, label: 'PGlite', varDir: largeVarDir },
  { key: 'postgres' as const, label: 'PostgreSQL', varDir: largeServerVarDir, databaseUrl: largeDatabaseUrl },
].filter((e) => !searchEngine || e.key === searchEngine)

type SearchFigures =
  | { engine: string; status: 'not-available'; reason: string; database: DatabaseFigures }
  | {
      engine: string
      status: 'measured'
      atDatabase: DatabaseSearchRun
      endToEnd: SearchRun
      database: DatabaseFigures
      byId: { id: number; found: boolean }
    }

interface DatabaseFigures {
  where: string
  rebuilt: boolean
  properties: number
  publishedProperties: number
}

/** Step 2 on one engine: prepare its database, time the panel's SQL there, then its requests. */
async function benchSearchEngine(rows: Row[], engine: SearchEngine, build: boolean): Promise<SearchFigures> {
  const where = engine.databaseUrl ?? engine.varDir
  say(`\n== Search panel on ${engine.label}: ${largeCount.toLocaleString('en-US')} properties in ${where}`)
  const load = () => os.loadavg()[0].toFixed(1)
  say(`Load average ${load()} on ${os.cpus().length} cores (timings stretch when other work shares them).`)
  const prepareLog = largePrepareLog(engine.key)
  const prepared = await prepareLargeDatabase({
    root,
    port: largePort,
    database: engine.databaseUrl
      ? { varDir: engine.varDir, databaseUrl: engine.databaseUrl }
      : { varDir: engine.varDir },
    count: largeCount,
    logFile: prepareLog,
    say,
  }).catch((error: Error) => {
    throw new BenchError(`${error.message}${tail(prepareLog)}`)
  })

  // At the database, before the site starts: the embedded database admits one process.
  const db = await openSqlClient(
    engine.databaseUrl ? { url: engine.databaseUrl } : { dataDir: path.join(root, engine.varDir, 'pgdata') },
  )
  let counts: { total: number; published: number }
  let properties: RoundProperty[]
  let atDatabase: DatabaseSearchRun
  try {
    counts = await propertyCounts(db)
    // One more property than rounds: the last one is typed first, as a warm-up not counted.
    const picked = await roundProperties(db, searchRounds + 1)
    properties = picked.slice(0, searchRounds)
    const warmup = picked[searchRounds]
    say(
      `${counts.total.toLocaleString('en-US')} properties (${counts.published.toLocaleString('en-US')} published). ` +
        `At the database: ${searchRounds} rounds of typing (${TYPED_TEXTS.map((t) => `'${t}'`).join(', ')}), ` +
        `each prefix's statements as the site renders them, after one round of warm-up, timed from a client on this machine` +
        `${engine.databaseUrl ? ' (node-postgres over loopback)' : ' (PGlite in this process)'}…`,
    )
    atDatabase = await measureSearchDatabase(db, { locale, properties, warmup })
  } finally {
    await db.close()
  }
  const d = atDatabase
  say(
    `  ${d.statementsPerRound} of the ${d.queriesPerRound} typed queries per round send a statement (those with a digit ` +
      'may name a property; towns and types come from the cached lists)',
  )
  say(
    `  client:   p50 ${ms(d.client.p50Ms)}  p95 ${ms(d.client.p95Ms)}  max ${ms(d.client.maxMs)}  (${d.client.requests})`,
  )
  say(
    `  EXPLAIN:  p50 ${ms(d.server.p50Ms)}  p95 ${ms(d.server.p95Ms)}  max ${ms(d.server.maxMs)}  (planning + execution)`,
  )
  say(
    `  facets' grouped count (cache fill after a property change): p50 ${ms(d.facets.p50Ms)}  max ${ms(d.facets.maxMs)}`,
  )
  if (d.missedIds) say(`  ${d.missedIds} rounds did not find their property by its id`)

  const database: DatabaseFigures = {
    where,
    rebuilt: prepared.rebuilt,
    properties: counts.total,
    publishedProperties: counts.published,
  }
  const label = `search, ${engine.label}, ${counts.total.toLocaleString('en-US')} properties`
  // The budget is what the database itself spends (EXPLAIN ANALYZE: planning + execution); the
  // round trip from a client (for PGlite: this process) is shown beside it.
  rows.push(
    budgetRow(
      `${label}: database p95 (EXPLAIN ANALYZE)`,
      ms(d.server.p95Ms),
      `< ${ms(budgetSearchDatabaseP95Ms)}`,
      d.server.p95Ms < budgetSearchDatabaseP95Ms,
    ),
    infoRow(`${label}: database p50 (EXPLAIN ANALYZE)`, ms(d.server.p50Ms)),
    infoRow(`${label}: database p95 from a client`, ms(d.client.p95Ms)),
    infoRow(`${label}: facets count (cache fill), median`, ms(d.facets.p50Ms)),
  )
  if (d.missedIds) {
    rows.push({ measure: `${label}: ids not found`, value: String(d.missedIds), budget: '0', verdict: 'FAILED' })
  }

  const server = await start({
    port: largePort,
    varDir: engine.varDir,
    databaseUrl: engine.databaseUrl,
    logFile: largeLogFile(engine.key),
    args: build ? [] : ['--no-build'],
  })
  try {
    const probe = await timedSearch(searchUrl(server.url, locale, 'gen'))
    if (probe.status === 404) {
      say('The search endpoint /search.json answers 404: not available yet, not measured.')
      rows.push({
        measure: `${label}: end to end p95`,
        value: 'not available',
        budget: `< ${ms(budgetSearchP95Ms)}`,
        verdict: 'n/a',
      })
      return { engine: engine.label, status: 'not-available', reason: '/search.json answered 404', database }
    }
    if (probe.status !== 200 || !isSearchAnswer(probe.body)) {
      throw new BenchError(`/search.json?q=gen answered ${probe.status} without { types, cities, properties }`)
    }
    // The last round's property found by its id: a check that the site serves the large database.
    const last = properties[properties.length - 1]
    const byId = await timedSearch(searchUrl(server.url, locale, String(last.id)))
    const found = isSearchAnswer(byId.body) && byId.body.properties.some((p) => (p as { id?: number }).id === last.id)
    say(`Property ${last.id} by its id: ${found ? 'found' : 'NOT found (does the site see the large database?)'}`)

    say(
      `End to end: the same ${searchRounds} rounds as GET /search.json, one request at a time, ` +
        `from sending to the last byte (load average ${load()})…`,
    )
    const run = await measureSearch({ base: server.url, locale, properties })
    const f = run.firstRound
    const a = run.all
    say(`  first round (nothing cached): p50 ${ms(f.p50Ms)}  p95 ${ms(f.p95Ms)}  max ${ms(f.maxMs)}  (${f.requests})`)
    say(`  all rounds:                   p50 ${ms(a.p50Ms)}  p95 ${ms(a.p95Ms)}  max ${ms(a.maxMs)}  (${a.requests})`)
    if (run.failures.length) {
      const sample = run.failures.slice(0, 5).map((x) => `q='${x.q}' → ${x.status}`)
      say(`  ${run.failures.length} requests failed: ${sample.join(', ')}`)
    }
    rows.push(
      budgetRow(`${label}: end to end p95`, ms(a.p95Ms), `< ${ms(budgetSearchP95Ms)}`, a.p95Ms < budgetSearchP95Ms),
      infoRow(`${label}: end to end p50`, ms(a.p50Ms)),
      infoRow(`${label}: end to end p95, first round`, ms(f.p95Ms)),
    )
    if (!found)
      rows.push({
        measure: `${label}: property ${last.id} by its id`,
        value: 'NOT found',
        budget: 'found',
        verdict: 'FAILED',
      })
    if (run.failures.length) {
      rows.push({
        measure: `${label}: failed requests`,
        value: String(run.failures.length),
        budget: '0',
        verdict: 'FAILED',
      })
    }
    return {
      engine: engine.label,
      status: 'measured',
      atDatabase,
      endToEnd: run,
      database,
      byId: { id: last.id, found },
    }
  } finally {
    await stop(server)
  }
}

async function benchSearch(rows: Row[], pagesBuilt: boolean): Promise<SearchFigures[]> {
  const figures: SearchFigures[] = []
  // Step 1 built already (or --no-build): never build twice.
  let build = !(pagesBuilt || noBuild)
  for (const engine of searchEngines) {
    figures.push(await benchSearchEngine(rows, engine, build))
    build = false
  }
  return figures
}

async function main(): Promise<number> {
  say(
    `Bench: production build; pages on http://localhost:${port} (${varDir}), ` +
      `search on http://localhost:${largePort} (${searchEngines.map((e) => e.databaseUrl ?? e.varDir).join(', ')})`,
  )
  const rows: Row[] = []
  let step: Awaited<ReturnType<typeof benchPages>> | undefined
  let search: SearchFigures[] | undefined
  let failure: string | undefined
  try {
    if (runPages) step = await benchPages(rows)
    if (runSearch) search = await benchSearch(rows, runPages)
  } catch (error) {
    failure = error instanceof BenchError ? error.message : ((error as Error).stack ?? String(error))
  }

  const pages = step?.pages
  const portalPages = step?.portalPages
  const beacon = step?.beacon
  const bare = step?.bare
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
    bareNextPage: bare && {
      dir: bareDir,
      htmlBytes: bare.htmlBytes,
      htmlGzipBytes: bare.htmlGzipBytes,
      builds: bare.builds,
      firstLoadGzipBytes: bare.firstLoad.totalGzipBytes,
      scripts: bare.firstLoad.scripts,
      budgetRatio: budgetBareRatio,
      ratios:
        bare &&
        [...(pages ?? []), ...(step?.formPage ? [step.formPage] : [])].map((p) => ({
          label: p.label,
          firstLoadGzipBytes: p.firstLoad.totalGzipBytes,
          ratio: p.firstLoad.totalGzipBytes / bare.firstLoad.totalGzipBytes,
        })),
    },
    weight: step?.weights && {
      listHtmlBytes: step.weights.listHtmlBytes,
      listHtmlGzipBytes: step.weights.listHtmlGzipBytes,
      budgetListHtmlGzipBytes,
      images: step.weights.images,
    },
    lighthouse: step?.lighthouse && {
      version: installedLighthouseVersion(root),
      preset: 'mobile (default form factor, simulated throttling)',
      runs: lighthouseRuns,
      pages: step.lighthouse.map((l) => ({
        label: l.label,
        url: l.url,
        median: l.median,
        runs: l.runs.map(({ lostPoints, savings, ...figures }) => ({
          ...figures,
          lost: lostPoints.length,
          savings: savings.length,
        })),
        reports: l.reports,
      })),
    },
    throughput: pages && {
      tool: 'wrk',
      headers: { 'Accept-Encoding': 'gzip, br' },
      connections,
      warmupSeconds,
      rounds: loadRounds,
      budget: {
        cachedVsBare: budgetCachedVsBare,
        cachedP99Ms: budgetCachedP99Ms,
        filteredRequestsPerSecond: budgetFilteredRequestsPerSecond,
        sharedCacheRatio: budgetSharedCacheRatio,
      },
      pages: pages.filter((p) => p.load).map((p) => ({ label: p.label, ...p.load!, url: p.path, runs: p.runs })),
      bare: bare?.load && { ...bare.load, runs: bare.runs },
      listVsBare: bare?.runs && pages[1]?.runs && pairedRatio(pages[1].runs, bare.runs),
      filtered: step?.filtered,
      sharedCache: step?.sharedCache,
      beacon: beacon?.load && {
        tool: 'wrk',
        budget: { minRequestsPerSecond: beaconRequestsPerSecond, maxP99Ms: beaconP99Ms },
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
      endpoint: '/search.json?locale=nl&q=…',
      budget: { databaseP95Ms: budgetSearchDatabaseP95Ms, endToEndP95Ms: budgetSearchP95Ms },
      typedTexts: TYPED_TEXTS,
      databaseTiming:
        'budget: planning + execution time of each statement as EXPLAIN (ANALYZE, TIMING OFF) reports it; beside it ' +
        'the statement timed from a client on this machine (PGlite in the bench process; node-postgres over loopback)',
      engines: search,
    },
    table: rows,
  }
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)

  if (rows.length) say(`\n${formatTable(rows)}`)
  const notes = (step?.lighthouse ?? []).flatMap((l) => lostPointsNotes(l.label, new URL(l.url).pathname, l.median))
  if (notes.length) {
    say(`\nLighthouse: what costs points (median run of each page; reports in ${path.relative(root, lighthouseDir)}/)`)
    for (const line of notes) say(`  ${line}`)
  }
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
    portalPages?.some((p) => p.firstLoad.totalGzipBytes > portalBudgetGzipBytes) ||
    results.bareNextPage?.ratios?.some((r) => r.ratio > budgetBareRatio) ||
    (step?.weights && step.weights.listHtmlGzipBytes > budgetListHtmlGzipBytes)
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
