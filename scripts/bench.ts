/**
 * `npm run bench`: a production build measured against the site's speed and scale
 * budgets (scripts/bench/options.ts), each figure printed with its budget.
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
 *      uncompressed weight; beside it, pages rendered on every request (`force-dynamic`) from the
 *      `<body>` markup of the site's list, property and portal pages, taken when the bench starts
 *      (scripts removed, parsed once with html-react-parser, no data access): the floor of a first
 *      render;
 *    - throughput with wrk (/usr/bin/wrk), always with `Accept-Encoding: gzip, br` as a browser
 *      asks, 20 connections, after a warm-up that fills the page cache: the cached list page
 *      against the bare page in the same rounds (ratio at least 1.0×, p99 under 50 ms), the home
 *      and property pages, and filtered lists (a different filter combination per request, so
 *      nearly all first renders, reported; and a few popular filters asked again and again:
 *      at least 300/s); the cached list page through Varnish (deploy/varnish, on
 *      BENCH_VARNISH_PORT = BENCH_PORT + 3) against the app alone (at least 40×); the
 *      property page's view beacon (POST /api/views) beside it and a check that one visitor's
 *      beacons count as one view;
 *    - first renders with wrk, 10 connections, each page against the bare page rendered per
 *      request from its markup, in the same rounds (requests/s at least 0.5×, p99 under 150 ms):
 *      the English for-sale list filtered by a maximum price that is new for every request (a
 *      wrk Lua script counts it up), and the owner portal as the logged-in sample owner;
 *    - how long failed staff logins take for an unknown e-mail, a wrong password and an account
 *      under attack (they must not be told apart);
 *    - then property pages never asked before, against the bare property page in the same way:
 *      the site is stopped, generated properties fill its database (scripts/bench/
 *      generate-properties.ts) up to BENCH_FIRST_RENDER_PROPERTIES, the site starts again with
 *      nothing cached (log: bench-results/server-first-render.log), and the warm-up and each
 *      round ask a slice of their own of the English property pages its sitemap lists, each once.
 * 2. Search at scale, on each engine: prepares a database of 100,000 properties (the sample
 *    agency plus generated listings; embedded PGlite in var/bench-100k and the PostgreSQL server
 *    database vitrine_bench_100k, both kept between runs and rebuilt when the seed, migrations or
 *    generator change), times the search panel's own SQL at the database as one visitor types,
 *    then starts the site on BENCH_PORT + 1 with that database and times the panel's requests
 *    (search.json) the same way.
 *
 * 3. The listings import (scripts/bench/measure-import.ts): BENCH_IMPORT_RECORDS (1,000)
 *    listings with five photos each from a CRM served on loopback, into a fresh embedded
 *    database: the first import's time, and the same feed again (under 30 s, nothing written).
 *
 * Prints a table (measure, value, budget, OK/OVER) and writes every figure to
 * bench-results/latest.json.
 * Step 1 is scripts/bench/measure-pages.ts (a measure-*.ts module per measured area), step 2
 * measure-search.ts; the options and budgets below are read in bench/options.ts.
 *
 *   --no-build       never build the site (use the existing build, even when sources changed)
 *   --no-lighthouse  skip Lighthouse (about 3 minutes of step 1)
 *   --no-search      skip step 2          --search-only   skip step 1
 *   --search-engine=pglite|postgres   step 2 on one engine only (both by default)
 *   --no-import      skip step 3         --import-only   only step 3
 *
 * Environment: BENCH_PORT, BENCH_SEARCH_PORT, BENCH_BARE_PORT; BENCH_SECONDS (10) and BENCH_ROUNDS
 * (3): length and number of the load rounds; BENCH_FIRST_RENDER_PROPERTIES (a slice of 120
 * a second of a round for the warm-up and each round, at least 2,000); BENCH_LIGHTHOUSE_RUNS (3); CHROME_PATH; WRK_PATH.
 *
 * Exit codes: 0 done (timings and scores over budget are reported as OVER, never fail the run),
 * 1 a size is over its budget (first-load JavaScript, its ratio to the bare page, the list
 * page's HTML), 2 the site could not be started or measured.
 */
import fs from 'node:fs'
import path from 'node:path'
import { stopBare } from './bench/bare-next'
import { stopLighthouse } from './bench/lighthouse-runner'
import { lostPointsNotes } from './bench/lighthouse-report'
import { formatTable, type Row } from './bench/report'
import { stopScripts } from './bench/server'
import { stopWrk } from './bench/wrk'
import { BenchError, say, stopServers } from './bench/harness'
import {
  budgetBareRatio,
  budgetGzipBytes,
  budgetListHtmlGzipBytes,
  largePort,
  lighthouseDir,
  outDir,
  port,
  portalBudgetGzipBytes,
  root,
  runImportBench,
  runPages,
  runSearch,
  varDir,
} from './bench/options'
import { benchPages } from './bench/measure-pages'
import { benchSearch, searchEngines, type SearchFigures } from './bench/measure-search'
import { benchResults } from './bench/results'
import { benchImport } from './bench/measure-import'

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
    if (runImportBench) await benchImport(rows, root)
  } catch (error) {
    failure = error instanceof BenchError ? error.message : ((error as Error).stack ?? String(error))
  }

  const results = benchResults(step, search, rows, failure)
  const pages = step?.pages
  const portalPages = step?.portalPages
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
