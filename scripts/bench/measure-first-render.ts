/**
 * First renders: pages the site renders for the request they answer, each against the bare
 * Next app's page that renders the same `<body>` markup on every request with no data access
 * (bare-next.ts), in the same rounds (the site's run, then the bare page's):
 * - list: the for-sale list filtered by a maximum price that is new for every request (above
 *   every asking price, so it lists what the unfiltered list lists), each a page of its own;
 * - property: property pages never asked before, after the site was restarted with thousands of
 *   generated properties more (generate-properties.ts), each URL asked once;
 * - portal: the owner portal's selection page, rendered per request for the logged-in owner.
 */
import { bodyMarkup, MARKUP_PAGES, type MarkupPage, type PageMarkup } from './markup'
import { firstPortalProperty, ownerSessionCookie } from './owner-session'
import { budgetRow, infoRow, ms, perSecond, type Row } from './report'
import { runScript } from './server'
import { cyclePathsLua, medianWrk, uniqueQueryLua, wrk, wrkClean, type WrkResult } from './wrk'
import { propertyPagePaths, sitemapPaths, slices } from './first-render'
import { BenchError, expect200, htmlOf, say, start, stop, tail, tenth, times } from './harness'
import {
  budgetFirstRenderP99Ms,
  budgetFirstRenderRatio,
  durationSeconds,
  firstRenderConnections,
  firstRenderLocale,
  firstRenderLogFile,
  firstRenderPropertyCount,
  port,
  root,
  table,
  varDir,
  warmupSeconds,
} from './options'
import { pairedRatio } from './measure-throughput'
import type { WeightFigures } from './measure-weight'
import { startBarePage } from './measure-bare'

/** The list's maximum prices: far above every asking price, and new for each request. */
const LIST_PRICE_FROM = 100_000_000
/** Requests one run may send before its prices reach the next run's. */
const LIST_PRICES_PER_RUN = 1_000_000

export interface FirstRenderFigures {
  label: MarkupPage
  /** What the site was asked, as people read it. */
  url: string
  bareUrl: string
  load: WrkResult
  runs: WrkResult[]
  bare: { load: WrkResult; runs: WrkResult[] }
  /** The median of the rounds' requests/s ratios, site / bare page. */
  ratio: number
  /** Distinct URLs each run could ask (property pages): more requests than that asked some twice. */
  urlsPerRound?: number
}

const locale = firstRenderLocale
const listPath = () => table.href({ kind: 'page', key: 'for-sale' }, locale)
const portalPath = () => `/${locale}/portal/`

/** Follows a property's short URL to the page that answers 200 (its canonical URL). */
async function canonicalPath(base: string, start: string): Promise<string> {
  let current = start
  for (let hop = 0; hop < 5; hop++) {
    const page = await fetch(base + current, { redirect: 'manual' })
    await page.arrayBuffer()
    // Next 16 repeats Location on the first render of a redirect; fetch joins the copies.
    const location = page.headers.get('location')?.split(', ')[0]
    if (page.status === 200) return current
    if (page.status < 300 || page.status >= 400 || !location) {
      throw new BenchError(`${current} answered ${page.status}`)
    }
    current = new URL(location, base + current).pathname
  }
  throw new BenchError(`${start}: too many redirects`)
}

/**
 * The owner's session, and the `<body>` markup of the three pages as the site sends them (the
 * list filtered by a price of its own, the property page, the portal), for the bare app.
 */
export async function firstRenderMarkup(
  base: string,
  propertyId: number,
): Promise<{ markup: PageMarkup; cookie: string }> {
  const cookie = await ownerSessionCookie(base, locale).catch((error: Error) => {
    throw new BenchError(`the owner's login: ${error.message}`)
  })
  const property = await canonicalPath(base, table.href({ kind: 'property', id: propertyId }, locale))
  // Checks too that the portal lists a property, as it does for the sample owner.
  await firstPortalProperty(base, locale, cookie)
  const page = async (path: string, headers?: Record<string, string>) => {
    const res = await fetch(base + path, { headers, redirect: 'manual' })
    if (res.status !== 200) throw new BenchError(`${path} answered ${res.status}, not 200`)
    return bodyMarkup(await res.text())
  }
  return {
    cookie,
    markup: {
      list: await page(`${listPath()}?maxPrice=${LIST_PRICE_FROM - 1}`),
      property: await page(property),
      portal: await page(portalPath(), { cookie }),
    },
  }
}

/** One page of the site against the bare page: a warm-up each, then the rounds, in turns. */
async function pairedRounds(options: {
  label: MarkupPage
  url: string
  bareUrl: string
  rounds: number
  /** wrk's options for the site's run `k` (0: the warm-up). */
  site: (k: number) => { url: string; lua?: string; headers?: Record<string, string> }
  extra?: (r: WrkResult) => string
}): Promise<Omit<FirstRenderFigures, 'urlsPerRound'>> {
  const { label, bareUrl, rounds, site } = options
  const c = firstRenderConnections
  const ask = (k: number, seconds: number) => {
    const s = site(k)
    return wrk(s.url, { connections: c, seconds, lua: s.lua, headers: s.headers })
  }
  await ask(0, warmupSeconds)
  await wrk(bareUrl, { connections: c, seconds: warmupSeconds })
  const runs: WrkResult[] = []
  const bareRuns: WrkResult[] = []
  for (let round = 1; round <= rounds; round++) {
    const r = await ask(round, durationSeconds)
    runs.push(r)
    report(label, round, r, options.extra?.(r) ?? '')
    const b = await wrk(bareUrl, { connections: c, seconds: durationSeconds })
    bareRuns.push(b)
    report(`bare ${label}`, round, b)
  }
  return {
    label,
    url: options.url,
    bareUrl,
    load: medianWrk(runs),
    runs,
    bare: { load: medianWrk(bareRuns), runs: bareRuns },
    ratio: pairedRatio(runs, bareRuns),
  }
}

function report(label: string, round: number, r: WrkResult, extra = ''): void {
  const e = r.socketErrors
  const problems = r.non2xx + e.connect + e.read + e.write + e.timeout
  say(
    `  ${label.padEnd(14)} round ${round}: ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${ms(tenth(r.p50Ms))}   p99 ${ms(tenth(r.p99Ms))}   (${r.requests} requests${extra}` +
      `${problems ? `; ${r.non2xx} answered >= 400, socket errors ${JSON.stringify(e)}` : ''})`,
  )
}

/** Checks that a bare per-request page answers, which also parses its markup (once per process). */
async function bareReady(url: string): Promise<void> {
  await htmlOf(url).catch((error: Error) => {
    throw new BenchError(`the bare app's ${url}: ${error.message}`)
  })
}

/** The list filtered by a new price per request, and the portal, with the sample database. */
export async function listAndPortalFirstRenders(options: {
  base: string
  bareUrls: Record<MarkupPage, string>
  cookie: string
  rounds: number
}): Promise<FirstRenderFigures[]> {
  const { base, bareUrls, cookie, rounds } = options
  for (const page of ['list', 'portal'] as const) await bareReady(bareUrls[page])
  await expect200(base, `${listPath()}?maxPrice=${LIST_PRICE_FROM}`)
  say(
    `\nFirst renders: wrk, ${firstRenderConnections} connections, ${warmupSeconds} s warm-up, then ${rounds} rounds ` +
      `of ${durationSeconds} s, each page of the site and then the bare app's page that renders its <body> ` +
      `markup on every request (${new URL(bareUrls.list).origin}/render/…)`,
  )
  const list = await pairedRounds({
    label: 'list',
    url: `${listPath()}?maxPrice=N (N new for every request)`,
    bareUrl: bareUrls.list,
    rounds,
    site: (k) => ({
      url: base + listPath(),
      lua: uniqueQueryLua(listPath(), 'maxPrice', LIST_PRICE_FROM + 1 + k * LIST_PRICES_PER_RUN),
    }),
  })
  const portal = await pairedRounds({
    label: 'portal',
    url: `${portalPath()} (the sample owner, logged in)`,
    bareUrl: bareUrls.portal,
    rounds,
    site: () => ({ url: base + portalPath(), headers: { cookie } }),
  })
  return [list, portal]
}

/**
 * Property pages never asked before: the site (stopped by the caller) gets generated properties
 * up to `firstRenderPropertyCount` in its database and is started again (nothing cached), the
 * canonical URLs of its property pages are read from its sitemap, and each run asks a slice of
 * its own, each URL once. The bare app is started again beside it.
 */
export async function propertyFirstRenders(options: {
  weights: WeightFigures
  markup: PageMarkup
  rounds: number
}): Promise<FirstRenderFigures> {
  const { weights, markup, rounds } = options
  say(
    `\nProperty first renders: up to ${firstRenderPropertyCount.toLocaleString('en-US')} properties in ${varDir} ` +
      `(generated beside the sample agency), then the site started again`,
  )
  const code = await runScript({
    root,
    port,
    varDir,
    logFile: firstRenderLogFile,
    script: 'scripts/bench/generate-properties.ts',
    args: ['--var-dir', varDir, '--count', String(firstRenderPropertyCount)],
    say,
  })
  if (code !== 0) throw new BenchError(`generating properties failed (exit ${code})${tail(firstRenderLogFile)}`)
  // Its own log: the first start's stays as it was. A start that fails on a busy machine (the
  // embedded database has been seen to stop during start-up) gets one more try.
  const restart = () => start({ port, varDir, logFile: firstRenderLogFile, args: ['--no-build'] })
  const server = await restart().catch((error: Error) => {
    say(`  ${error.message.split('\n')[0]}; starting once more`)
    return restart()
  })
  let bare: Awaited<ReturnType<typeof startBarePage>> | undefined
  try {
    const base = server.url
    const sitemap = await fetch(`${base}/sitemap.xml`)
    if (sitemap.status !== 200) throw new BenchError(`/sitemap.xml answered ${sitemap.status}, not 200`)
    const paths = propertyPagePaths(sitemapPaths(await sitemap.text()), locale, table)
    const parts = slices(paths, rounds + 1)
    const urlsPerRound = parts[0].length
    if (urlsPerRound === 0) throw new BenchError('the sitemap lists no property page')
    say(
      `  ${paths.length.toLocaleString('en-US')} property pages in the sitemap (${locale}); the warm-up and each ` +
        `round ask ${urlsPerRound.toLocaleString('en-US')} of their own, each once`,
    )
    bare = await startBarePage(weights, markup)
    await bareReady(bare.renderUrls.property)
    const figures = await pairedRounds({
      label: 'property',
      url: `${locale} property pages never asked before, ${urlsPerRound} per round`,
      bareUrl: bare.renderUrls.property,
      rounds,
      site: (k) => ({ url: `${base}/`, lua: cyclePathsLua(parts[k]) }),
      extra: (r) => `, ${Math.min(100, (100 * urlsPerRound) / r.requests).toFixed(0)} % first renders`,
    })
    return { ...figures, urlsPerRound }
  } finally {
    await bare?.server.stop()
    await stop(server)
  }
}

/** The rows: each page's requests/s against the bare page's and its p99, with their budgets. */
export function firstRenderRows(rows: Row[], figures: FirstRenderFigures[] | undefined): void {
  const order = (f: FirstRenderFigures) => MARKUP_PAGES.indexOf(f.label)
  for (const f of [...(figures ?? [])].sort((a, b) => order(a) - order(b))) {
    const clean = [...f.runs, ...f.bare.runs].every(wrkClean)
    const share =
      f.urlsPerRound === undefined
        ? ''
        : `, ${Math.min(100, (100 * f.urlsPerRound) / f.load.requests).toFixed(0)} % first renders`
    const what = {
      list: 'list, a new filter per request',
      property: 'property page never asked before',
      portal: 'owner portal, logged in',
    }[f.label]
    rows.push(
      budgetRow(
        `first render, ${what} / bare page rendered per request: requests/s`,
        `${times(f.ratio)}${clean ? '' : ' (with errors)'}`,
        `>= ${times(budgetFirstRenderRatio)}`,
        clean && f.ratio >= budgetFirstRenderRatio,
      ),
      budgetRow(
        `first render, ${f.label}: p99 latency`,
        ms(tenth(f.load.p99Ms)),
        `< ${ms(budgetFirstRenderP99Ms)}`,
        f.load.p99Ms < budgetFirstRenderP99Ms,
      ),
      infoRow(
        `first render, ${f.label} | bare page: requests/s${share}`,
        `${perSecond(f.load.requestsPerSecond)} | ${perSecond(f.bare.load.requestsPerSecond)}`,
      ),
      infoRow(`bare ${f.label} page rendered per request: p99 latency`, ms(tenth(f.bare.load.p99Ms))),
    )
  }
}
