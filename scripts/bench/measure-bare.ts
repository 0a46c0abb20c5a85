/**
 * The bare Next.js page the site's pages are compared with (bare-next.ts): started with the
 * site's Node options, its HTML padded to the list page's weight, and its own figures; beside it
 * the pages it renders on every request from the site's markup.
 */
import { gzipSync } from 'node:zlib'
import { bareApp } from './bare-next'
import { measureFirstLoadJs, type FirstLoadJs } from './first-load-js'
import { kb } from './report'
import { BenchError, htmlOf, say, tail } from './harness'
import { bareDir, bareLogFile, barePort, root } from './options'
import type { WeightFigures } from './measure-weight'
import type { PageMarkup } from './markup'
import type { WrkResult } from './wrk'
import { serverNodeOptions } from '../server-options'

export interface BareFigures {
  htmlBytes: number
  htmlGzipBytes: number
  builds: number
  firstLoad: FirstLoadJs
  load?: WrkResult
  runs?: WrkResult[]
}

type BareApp = Awaited<ReturnType<typeof bareApp>>

/** Builds (when needed) and starts the bare page; the caller stops its server. */
export async function startBarePage(weights: WeightFigures, markup: PageMarkup): Promise<BareApp> {
  say(`\nBare Next.js page (${bareDir}), HTML padded to the list page's ${kb(weights.listHtmlBytes)}`)
  return bareApp({
    root,
    dir: bareDir,
    port: barePort,
    targetBytes: weights.listHtmlBytes,
    logFile: bareLogFile,
    // The site's server runs with these (scripts/server-options.ts): the same for both, so the
    // ratio compares the pages, not a V8 setting.
    nodeOptions: serverNodeOptions(process.env.NODE_OPTIONS),
    markup,
    say,
  }).catch((error: Error) => {
    throw new BenchError(`the bare Next page: ${error.message}${tail(bareLogFile)}`)
  })
}

/** The bare page's HTML weight and first-load JavaScript. */
export async function measureBarePage(app: BareApp, weights: WeightFigures): Promise<BareFigures> {
  const bareHtml = Buffer.from(await htmlOf(app.server.url))
  const bare: BareFigures = {
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
  return bare
}
