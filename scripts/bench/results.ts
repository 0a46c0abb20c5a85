/** The bench's figures as bench.ts writes them to bench-results/latest.json. */
import os from 'node:os'
import { FIRST_LOAD_METHOD } from './first-load-js'
import { installedLighthouseVersion } from './lighthouse-runner'
import type { Row } from './report'
import { TYPED_TEXTS } from './search'
import { commit } from './harness'
import {
  bareDir,
  beaconP99Ms,
  beaconRequestsPerSecond,
  budgetBareRatio,
  budgetCachedP99Ms,
  budgetCachedVsBare,
  budgetFilteredRequestsPerSecond,
  budgetFirstRenderP99Ms,
  budgetFirstRenderRatio,
  budgetGzipBytes,
  budgetListHtmlGzipBytes,
  budgetSearchDatabaseP95Ms,
  budgetSearchP95Ms,
  budgetSharedCacheRatio,
  connections,
  firstRenderConnections,
  lighthouseRuns,
  loadRounds,
  portalBudgetGzipBytes,
  root,
  warmupSeconds,
} from './options'
import type { PagesFigures } from './measure-pages'
import type { SearchFigures } from './measure-search'
import { pairedRatio } from './measure-throughput'

/** Every figure of the run, its budgets and the table's rows; `failure` when the run stopped early. */
export function benchResults(
  step: PagesFigures | undefined,
  search: SearchFigures[] | undefined,
  rows: Row[],
  failure: string | undefined,
) {
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
      firstRenders: step?.firstRenders && {
        method:
          "each page of the site against the bare Next app's page that renders the same <body> markup " +
          '(scripts removed) on every request with no data access (force-dynamic), in the same rounds; ' +
          'ratio: the median of the rounds’ requests/s ratios',
        connections: firstRenderConnections,
        budget: { minRatioToBare: budgetFirstRenderRatio, maxP99Ms: budgetFirstRenderP99Ms },
        pages: step.firstRenders.map((f) => ({
          ...f,
          withinBudget: f.ratio >= budgetFirstRenderRatio && f.load.p99Ms < budgetFirstRenderP99Ms,
        })),
      },
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
  return results
}
