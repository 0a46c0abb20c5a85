/**
 * The property page's view beacon (POST /api/views) under load: how it is sent, and whether one
 * visitor's beacons count as one view. Its load runs beside the pages' (measure-throughput.ts).
 */
import { VIEWS_PATH } from '../../src/features/page-views/url'
import { budgetRow, ms, perSecond, infoRow, type Row } from './report'
import { staffJson } from './staff-api'
import { wrkClean, type WrkResult } from './wrk'
import { tenth, times } from './harness'
import { beaconP99Ms, beaconRequestsPerSecond } from './options'
import type { PageFigures } from './measure-first-load'

/** A person's browser: the beacon endpoint counts no bot, nor a request that names no browser. */
const CHROME_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** The property page's view beacon as the browser sends it (features/page-views/ViewBeacon.tsx). */
export function beaconRequest(propertyId: number) {
  return {
    body: String(propertyId),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': CHROME_AGENT,
      'sec-fetch-site': 'same-origin',
    },
  }
}

export interface BeaconFigures {
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
export const beaconCountOk = (b: BeaconFigures) =>
  b.counted !== undefined && b.answered !== undefined && b.answered > 0 && b.counted >= 0 && b.counted <= 1

/**
 * Today's views of a property as staff read them, polled until they reach `expected` (the
 * counter writes about every second) or stop moving for 5 s.
 */
export async function countedViews(base: string, propertyId: number, expected: number): Promise<number> {
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

/** The beacon's rows: its rate and p99 against the budgets, and the views it wrote. */
export function beaconRows(rows: Row[], beacon: BeaconFigures | undefined, pages: PageFigures[]): void {
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
}
