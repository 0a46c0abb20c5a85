/**
 * The bench's options (bench.ts lists them): its command-line flags, the ports, folders and logs
 * of the servers it starts, the performance budgets, and the length of the
 * load rounds.
 */
import path from 'node:path'
import { RouteTable } from '../../src/i18n/routes'

export const root = path.resolve(import.meta.dirname, '../..')
const args = new Set(process.argv.slice(2))
export const noBuild = args.has('--no-build')
const importOnly = args.has('--import-only')
export const runPages = !args.has('--search-only') && !importOnly
export const runSearch = !args.has('--no-search') && !importOnly
export const runImportBench = !args.has('--no-import') && !args.has('--search-only')
export const runLighthouse = !args.has('--no-lighthouse')

export const port = Number(process.env.BENCH_PORT ?? 3200)
export const largePort = Number(process.env.BENCH_SEARCH_PORT ?? port + 1)
export const varDir = process.env.BENCH_VAR_DIR ?? 'var/bench'
export const largeVarDir = process.env.BENCH_SEARCH_VAR_DIR ?? 'var/bench-100k'
/** The server engine's database, and the folder of its media. */
export const largeDatabaseUrl =
  process.env.BENCH_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_100k'
export const largeServerVarDir = process.env.BENCH_SEARCH_SERVER_VAR_DIR ?? 'var/bench-100k-pg'
export const searchEngine = [...args].find((a) => a.startsWith('--search-engine='))?.split('=')[1]
export const outDir = path.join(root, 'bench-results')
export const logFile = path.join(outDir, 'server.log')
/** The site started again for the property first renders, and the property generator before it. */
export const firstRenderLogFile = path.join(outDir, 'server-first-render.log')
export const largeLogFile = (engine: string) => path.join(outDir, `server-search-${engine}.log`)
export const largePrepareLog = (engine: string) => path.join(outDir, `prepare-search-${engine}.log`)
export const barePort = Number(process.env.BENCH_BARE_PORT ?? port + 2)
export const bareDir = 'var/bench-bare'
export const bareLogFile = path.join(outDir, 'server-bare.log')
export const lighthouseDir = path.join(outDir, 'lighthouse')

// Budgets of the public pages: first-load JavaScript, and what a form page may add.
export const budgetGzipBytes = 170 * 1024
export const formPageExtraBytes = 30 * 1024
/** The owner portal's pages, rendered per request for a logged-in owner. */
export const portalBudgetGzipBytes = 250 * 1024
/** The view beacon: it must keep up with the rate the cached pages are served at. */
export const beaconRequestsPerSecond = 1000
export const beaconP99Ms = 100
/** Search at scale (100,000 properties): the panel's p95 at the database and end to end. */
export const budgetSearchDatabaseP95Ms = 15
export const budgetSearchP95Ms = 60
export const largeCount = Number(process.env.BENCH_SEARCH_COUNT ?? 100_000)
// Budgets against a bare Next.js page, and of the list page's HTML.
export const budgetBareRatio = 1.1
export const budgetListHtmlGzipBytes = 20 * 1024
export const budgetCachedVsBare = 1.0
export const budgetCachedP99Ms = 50
export const budgetFilteredRequestsPerSecond = 300
/** Cached pages through Varnish (deploy/varnish) against the app's own requests/s, same run. */
export const budgetSharedCacheRatio = 40
/** Filtered lists visitors use again and again (cached after their first visit). */
export const popularFilterCount = 24
export const varnishPort = Number(process.env.BENCH_VARNISH_PORT ?? port + 3)

/**
 * First renders: a page rendered for its request (a list filtered by a new value, a property
 * page never asked before, the owner portal) against the bare app's page rendered per request
 * from the same markup, in the same rounds; fewer connections, as a render takes long.
 */
export const firstRenderConnections = 10
export const budgetFirstRenderRatio = 0.5
export const budgetFirstRenderP99Ms = 150
export const firstRenderLocale = 'en'

export const connections = 20
export const warmupSeconds = 3
export const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
export const loadRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))
/**
 * Properties in the database for the property first renders (the sample's and generated ones):
 * a slice of pages never asked before for the warm-up and each round, at up to 120 a second.
 */
export const firstRenderPropertyCount = Number(
  process.env.BENCH_FIRST_RENDER_PROPERTIES ?? Math.max(2000, (loadRounds + 1) * durationSeconds * 120),
)
export const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
export const searchRounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 25)
export const locale = 'nl'
export const table = new RouteTable() // built-in paths; the sample menu pages keep them
