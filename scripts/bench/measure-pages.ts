/**
 * Step 1 of the bench: the site's production build with a fresh sample database, its pages
 * measured area by area (measure-*.ts) in the order the bench prints them, then the rows.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { BareServer } from './bare-next'
import { lighthouseRows } from './lighthouse-report'
import type { LighthousePageResult } from './lighthouse-runner'
import type { Row } from './report'
import { portInUse } from './server'
import { staffJson } from './staff-api'
import { buildIsStale } from '../build-stamp'
import { BenchError, expect200, say, start, stop } from './harness'
import { barePort, loadRounds, locale, logFile, noBuild, port, root, runLighthouse, table, varDir } from './options'
import { beaconRows, type BeaconFigures } from './measure-beacon'
import { measureBarePage, startBarePage, type BareFigures } from './measure-bare'
import { firstLoadRows, measureFirstLoads, type PageFigures } from './measure-first-load'
import { measureLighthouse } from './measure-lighthouse'
import { measureLogins } from './measure-login'
import {
  filteredLoad,
  measureThroughput,
  sharedCacheLoad,
  throughputRows,
  type FilteredFigures,
  type SharedCacheFigures,
} from './measure-throughput'
import { measureWeights, weightRows, type WeightFigures } from './measure-weight'
import {
  firstRenderMarkup,
  firstRenderRows,
  listAndPortalFirstRenders,
  propertyFirstRenders,
  type FirstRenderFigures,
} from './measure-first-render'
import type { PageMarkup } from './markup'

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

export interface PagesFigures {
  pages: PageFigures[]
  formPage?: PageFigures
  portalPages: PageFigures[]
  beacon?: BeaconFigures
  weights?: WeightFigures
  lighthouse?: LighthousePageResult[]
  bare?: BareFigures
  filtered?: FilteredFigures
  sharedCache?: SharedCacheFigures
  /** First renders against the bare app's pages rendered per request: list, portal, property. */
  firstRenders?: FirstRenderFigures[]
}

/** Every figure of step 1 from the started site at `base`; the bare page is stopped on the way. */
async function measurePages(base: string): Promise<{ figures: PagesFigures; loginRows: Row[]; markup: PageMarkup }> {
  let bareServer: BareServer | undefined
  try {
    const property = await propertyPath(base)
    const targets = [
      { label: 'home', path: table.href({ kind: 'page', key: 'home' }, locale) },
      { label: 'list', path: table.href({ kind: 'page', key: 'for-sale' }, locale) },
      { label: 'property', path: property.path },
    ]
    for (const t of targets) await expect200(base, t.path)
    const [home, list] = targets

    const { pages, formPage, portalPages, contact } = await measureFirstLoads(base, targets)

    const weights = await measureWeights(base, list.path, property.path)

    const lighthouse = runLighthouse
      ? await measureLighthouse(base, [...targets, { label: 'form', path: contact }])
      : undefined

    // The bare app's pages rendered per request draw the site's own markup, taken now.
    const { markup, cookie } = await firstRenderMarkup(base, property.id)
    const app = await startBarePage(weights, markup)
    bareServer = app.server
    const bare = await measureBarePage(app, weights)

    const beacon = await measureThroughput({ base, bareUrl: app.server.url, home, list, property, pages, bare })
    const firstRenders = await listAndPortalFirstRenders({ base, bareUrls: app.renderUrls, cookie, rounds: loadRounds })
    await bareServer.stop()
    bareServer = undefined

    const filtered = await filteredLoad(base, list.path, loadRounds)
    const sharedCache = await sharedCacheLoad(base, list.path, loadRounds)

    const loginRows = await measureLogins(base)
    return {
      figures: { pages, formPage, portalPages, beacon, weights, lighthouse, bare, filtered, sharedCache, firstRenders },
      loginRows,
      markup,
    }
  } finally {
    await bareServer?.stop()
  }
}

/** Step 1: starts the site, measures its pages, stops it, and adds the rows to `rows`. */
export async function benchPages(rows: Row[]): Promise<PagesFigures> {
  say(`\n== Pages: production build, fresh sample database in ${varDir}`)
  if (noBuild && !fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new BenchError('--no-build was given but there is no build in .next/')
  }
  if (noBuild && buildIsStale(root)) say('Note: --no-build: the build is older than the sources; measuring it anyway.')
  if (await portInUse(barePort)) {
    throw new BenchError(`port ${barePort} (the bare Next page) is already in use; set BENCH_BARE_PORT.`)
  }
  const server = await start({ port, varDir, logFile, args: ['--reset', ...(noBuild ? ['--no-build'] : [])] })
  let measured: Awaited<ReturnType<typeof measurePages>>
  try {
    measured = await measurePages(server.url)
  } finally {
    await stop(server)
  }
  const { figures, loginRows, markup } = measured
  // Property pages never asked before: the same site again, with thousands of properties more.
  if (figures.weights) {
    const property = await propertyFirstRenders({ weights: figures.weights, markup, rounds: loadRounds })
    figures.firstRenders = [...(figures.firstRenders ?? []), property]
  }
  const { pages, formPage, portalPages, beacon, weights, lighthouse, bare, filtered, sharedCache } = figures

  // Sizes.
  firstLoadRows(rows, pages, formPage, portalPages, bare)
  if (weights) rows.push(...weightRows(weights))

  // Lighthouse.
  for (const l of lighthouse ?? []) rows.push(...lighthouseRows(l.label, l.median))

  // Throughput.
  throughputRows(rows, pages, bare, filtered, sharedCache)
  firstRenderRows(rows, figures.firstRenders)
  beaconRows(rows, beacon, pages)
  rows.push(...loginRows)
  return figures
}
