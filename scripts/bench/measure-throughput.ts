/**
 * Throughput with wrk: the cached list page against the bare page in the same rounds, the home
 * and property pages (with the view beacon right after the property page), filtered lists, and
 * the cached list page through Varnish against the app alone; and their rows.
 */
import os from 'node:os'
import type { KnownFilters } from '../../src/domain/list-params'
import { properties as sampleProperties } from '../../seed/data/properties'
import { filteredListPaths } from './filtered-lists'
import { budgetRow, infoRow, ms, perSecond, type Row } from './report'
import { cyclePathsLua, medianWrk, postLua, wrk, wrkClean, type WrkResult } from './wrk'
import { startVarnish, type RunningVarnish } from '../varnish'
import { BenchError, say, tenth, times } from './harness'
import {
  budgetCachedP99Ms,
  budgetCachedVsBare,
  budgetFilteredRequestsPerSecond,
  budgetSharedCacheRatio,
  connections,
  durationSeconds,
  loadRounds,
  popularFilterCount,
  port,
  varnishPort,
  warmupSeconds,
} from './options'
import type { BareFigures } from './measure-bare'
import { VIEWS_PATH } from '../../src/features/page-views/url'
import { beaconCountOk, beaconRequest, countedViews, type BeaconFigures } from './measure-beacon'
import type { PageFigures } from './measure-first-load'

export interface FilteredFigures {
  /** Distinct filtered URLs in the list each round cycles through (a slice of its own per round). */
  urlsPerRound: number
  load: WrkResult
  runs: WrkResult[]
  /** The same few filtered lists asked again and again, as visitors share the popular ones. */
  popular: WrkResult
  popularRuns: WrkResult[]
}

export interface SharedCacheFigures {
  /** The cached list page through Varnish, and straight from the app, round by round. */
  varnish: WrkResult
  app: WrkResult
  ratio: number
}

/**
 * The pages' rounds: the list page and the bare page one after the other, then the home and
 * property pages, each property page round followed by the beacon's. Fills the pages' and the
 * bare page's `load` and `runs`, and returns the beacon's figures.
 */
export async function measureThroughput(options: {
  base: string
  bareUrl: string
  home: { path: string }
  list: { path: string }
  property: { id: number; path: string }
  pages: PageFigures[]
  bare: BareFigures
}): Promise<BeaconFigures> {
  const { base, bareUrl, home, list, property, pages, bare } = options
  say(
    `\nThroughput: wrk, ${connections} connections, 'Accept-Encoding: gzip, br' as a browser asks; ` +
      `${warmupSeconds} s warm-up per page (fills the page cache), then ${loadRounds} rounds of ` +
      `${durationSeconds} s per page, the pages taking turns (the list and the bare page one after the ` +
      `other); the median round counts (client and server share ${os.cpus().length} cores)`,
  )
  const loaded: Array<{ label: string; url: string; figures: { load?: WrkResult; runs?: WrkResult[] } }> = [
    { label: 'list', url: base + list.path, figures: pages[1] },
    { label: 'bare', url: bareUrl, figures: bare },
    { label: 'home', url: base + home.path, figures: pages[0] },
    { label: 'property', url: base + property.path, figures: pages[2] },
  ]
  for (const l of loaded) await wrk(l.url, { connections, seconds: warmupSeconds })
  // The beacon's count starts here: Lighthouse's visits of the property page (a phone's user
  // agent, not a bot's) were views too.
  const beacon: BeaconFigures = { label: 'beacon', path: VIEWS_PATH, propertyId: property.id, answered: 0 }
  const beaconLoad = beaconRequest(property.id)
  const before = await countedViews(base, property.id, 0)
  const probe = await fetch(base + VIEWS_PATH, { method: 'POST', ...beaconLoad, redirect: 'manual' })
  if (probe.status !== 204) throw new BenchError(`POST ${VIEWS_PATH} answered ${probe.status}, not 204`)
  beacon.answered = 1
  // wrk counts the answers it read; those of 400 and more separately.
  const answered = (r: WrkResult) => r.requests - r.non2xx
  const postBeacons = (seconds: number) =>
    wrk(base + VIEWS_PATH, { connections, seconds, headers: beaconLoad.headers, lua: postLua(beaconLoad.body) })
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
  beacon.counted = (await countedViews(base, property.id, before + 1)) - before
  say(
    `  beacon: ${beacon.answered} answered 204 (plus at most ${beacon.inFlightAtStops} cut off when runs ` +
      `stopped), ${beacon.counted} views written for property ${property.id}` +
      `${beaconCountOk(beacon) ? '' : ' (MISMATCH)'}`,
  )
  return beacon
}

/**
 * Filtered for-sale lists from the sample's cities (as the site knows them), property types and
 * sale prices; each round cycles through a slice of its own, so no URL is asked in two rounds.
 */
export async function filteredLoad(base: string, list: string, rounds: number): Promise<FilteredFigures> {
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
export async function sharedCacheLoad(appBase: string, listPath: string, rounds: number): Promise<SharedCacheFigures> {
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
export function pairedRatio(a: WrkResult[], b: WrkResult[]): number {
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

/** The throughput's rows: the list page against the bare page, the other pages, filtered lists, Varnish. */
export function throughputRows(
  rows: Row[],
  pages: PageFigures[],
  bare: BareFigures | undefined,
  filtered: FilteredFigures | undefined,
  sharedCache: SharedCacheFigures | undefined,
): void {
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
}
