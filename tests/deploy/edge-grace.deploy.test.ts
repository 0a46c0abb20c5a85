/**
 * The edge keeps serving when the app cannot: Varnish (deploy/varnish/vitrine.vcl) in front of
 * the production server, which talks to its PostgreSQL database through a forwarder that can
 * cut it (support/outage.ts). A page and a photo, once cached, are still answered 200 with the
 * same body and `X-Cache: STALE` past their TTL and stale-while-revalidate while the app is
 * stopped, and while its database is unreachable (/readyz 503, pages it must render 503); when
 * the app is back, fresh copies again.
 *
 * Varnish keeps each copy 24 h past its TTL: read from Varnish's own log (the TTL record of each
 * fetch), since a test cannot wait a day. Photos are kept an hour; this Varnish caps every TTL
 * at 3 s (scripts/varnish.ts maxTtl) so the photo's hour runs out within the test.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startVarnish, type RunningVarnish } from '../../scripts/varnish'
import { waitFor } from './support/pair'
import { databaseLink, startSite, type DatabaseLink, type Site } from './support/outage'
import { copyTemplate, dropDatabase } from './support/services'

const root = path.resolve(import.meta.dirname, '../..')
const APP_PORT = 4410
const DATABASE_PORT = 4411
const VARNISH_PORT = 4412
/** The photo's TTL in this Varnish (its hour, capped); a page's is the app's s-maxage, 1 s. */
const MAX_TTL_S = 3
/** Past every copy's TTL and stale-while-revalidate (page 1 + 2 s, photo 3 + 0 s). */
const PAST_FRESH_MS = (MAX_TTL_S + 1.5) * 1000
const PAGE = '/en/'
// A property page nobody asks for before the database goes: no copy anywhere.
const UNCACHED = '/en/for-sale/liege/renovated-apartment-overlooking-the-meuse/23/'

let database: string
let link: DatabaseLink
let site: Site | undefined
let varnish: RunningVarnish
let photo: string

const varDir = path.join(root, 'var/deploy-edge-grace')
const startApp = () =>
  startSite({
    root,
    port: APP_PORT,
    databaseUrl: link.url,
    varDir,
    logFile: path.join(root, 'var/deploy-edge-grace.log'),
  })

beforeAll(async () => {
  database = copyTemplate('edge_grace', varDir)
  link = await databaseLink(database, DATABASE_PORT)
  site = await startApp()
  varnish = await startVarnish({
    port: VARNISH_PORT,
    backendPort: APP_PORT,
    stdio: 'ignore',
    maxTtl: `${MAX_TTL_S}s`,
  })
  const home = await (await fetch(`${site.base}${PAGE}`)).text()
  photo = /\/api\/media\/file\/[^"'\s?,)]+/.exec(home)?.[0] ?? ''
  expect(photo, 'a photo on the home page').not.toBe('')
})

afterAll(async () => {
  await varnish?.stop()
  await site?.stop()
  await link?.close()
  if (database) dropDatabase(database)
})

interface Answer {
  status: number
  xCache: string | null
  age: number
  body: string
}

async function get(url: string): Promise<Answer> {
  const res = await fetch(`${varnish.url}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  const body = Buffer.from(await res.arrayBuffer()).toString('base64')
  return { status: res.status, xCache: res.headers.get('x-cache'), age: Number(res.headers.get('age')), body }
}

/** Records of one tag in Varnish's shared-memory log so far (varnishlog -d), of the transactions `query` selects. */
function varnishLog(tag: string, query?: string): string[] {
  const args = [
    '-d',
    '-n',
    varnish.workDir,
    '-g',
    query ? 'request' : 'raw',
    '-i',
    tag,
    ...(query ? ['-q', query] : []),
  ]
  const out = execFileSync('varnishlog', args, { encoding: 'utf8' })
  return out.split('\n').filter((line) => line.includes(tag))
}

/** How often the probe of /readyz turned the app sick, or healthy again. */
const healthChanges = (change: 'Went sick' | 'Went healthy') =>
  varnishLog('Backend_health').filter((line) => line.includes(change)).length

/** Fetches the page and the photo into Varnish as fresh copies; their bodies. */
async function cacheBoth(): Promise<Record<string, string>> {
  const bodies: Record<string, string> = {}
  for (const url of [PAGE, photo]) {
    await waitFor(async () => ['MISS', 'HIT'].includes((await get(url)).xCache ?? ''), 15_000, `a fresh copy of ${url}`)
    const cached = await get(url)
    expect([cached.status, cached.xCache], url).toEqual([200, 'HIT'])
    bodies[url] = cached.body
  }
  return bodies
}

/** Both answered from the copies of `bodies`, past their time, said to be stale. */
async function expectStale(bodies: Record<string, string>, when: string): Promise<void> {
  for (const url of [PAGE, photo]) {
    const answer = await get(url)
    expect([answer.status, answer.xCache, answer.body === bodies[url]], `${url} ${when}`).toEqual([200, 'STALE', true])
    expect(answer.age, `${url} ${when}: older than its TTL`).toBeGreaterThan(url === PAGE ? 1 : MAX_TTL_S)
  }
}

/** Once the probe finds the app healthy again: fresh copies, never STALE. */
async function expectFreshAgain(healthyBefore: number): Promise<void> {
  await waitFor(() => healthChanges('Went healthy') > healthyBefore, 30_000, 'the probe to find the app healthy')
  for (const url of [PAGE, photo]) {
    const answer = await get(url)
    expect([answer.status, answer.xCache], url).toEqual([200, 'MISS'])
    expect(answer.age, url).toBeLessThanOrEqual(1)
    expect((await get(url)).xCache, url).toBe('HIT')
  }
}

describe('the edge keeps serving when the app cannot', () => {
  it('stores every page and photo with a day of grace past its TTL', async () => {
    await cacheBoth()
    for (const url of [PAGE, photo]) {
      // "TTL VCL <ttl> <grace> <keep> <t_origin> cacheable", logged at each change in
      // vcl_backend_response: the last one is what was stored.
      const stored = varnishLog('TTL', `BereqURL eq "${url}"`)
        .map((line) => /\bTTL\s+VCL\s+(\S+)\s+(\S+)\s+\S+\s+\S+\s+cacheable$/.exec(line.trim()))
        .filter((m) => m !== null)
        .at(-1)
      expect(stored, url).toBeDefined()
      expect({ ttl: Number(stored![1]), grace: Number(stored![2]) }, url).toEqual({
        ttl: url === PAGE ? 1 : MAX_TTL_S,
        grace: 86_400,
      })
    }
  })

  it('the app stopped: the page and the photo answered from their copies, STALE, until it is back', async () => {
    const bodies = await cacheBoth()
    const cachedAt = Date.now()
    const [sickBefore, healthyBefore] = [healthChanges('Went sick'), healthChanges('Went healthy')]
    // Let the copies' TTL and stale-while-revalidate run out with the app still up.
    await new Promise((r) => setTimeout(r, Math.max(0, cachedAt + PAST_FRESH_MS - Date.now())))

    await site!.stop()
    site = undefined
    // At once: until the probe notices, each fetch is refused and Varnish looks again with the day's grace.
    await expectStale(bodies, 'just after the app stopped')
    // And once the probe says the app is sick: answered without asking it.
    await waitFor(() => healthChanges('Went sick') > sickBefore, 30_000, 'the probe to find the app sick')
    await expectStale(bodies, 'with the app sick')

    site = await startApp()
    await expectFreshAgain(healthyBefore)
  })

  it('the database unreachable (/readyz and uncached pages 503): the copies, STALE; the app’s own 503 where there is none', async () => {
    const bodies = await cacheBoth()
    const cachedAt = Date.now()
    const [sickBefore, healthyBefore] = [healthChanges('Went sick'), healthChanges('Went healthy')]

    await link.cut()
    await waitFor(() => healthChanges('Went sick') > sickBefore, 30_000, 'the probe to find the app sick')
    await new Promise((r) => setTimeout(r, Math.max(0, cachedAt + PAST_FRESH_MS - Date.now())))
    await expectStale(bodies, 'with the database unreachable')
    // No copy of this page: the app's translated 503 goes through, not an error of Varnish's.
    const uncached = await fetch(`${varnish.url}${UNCACHED}`, { headers: { accept: 'text/html' } })
    expect([uncached.status, uncached.headers.get('retry-after')]).toEqual([503, '60'])
    expect(await uncached.text()).toContain('The site is temporarily unavailable.')

    await link.restore()
    await expectFreshAgain(healthyBefore)
  })
})
