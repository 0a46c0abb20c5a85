import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cyclePathsLua, medianWrk, parseDurationMs, parseWrkOutput, wrkClean } from './wrk'

/** Reports printed by Debian's wrk 4.1.0 on this machine (see the file names). */
const sample = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')

describe('parseWrkOutput', () => {
  it('reads requests/s, latency percentiles and the request count of a run on the list page', () => {
    expect(parseWrkOutput(sample('wrk-list-page.txt'))).toEqual({
      requestsPerSecond: 194.38,
      p50Ms: 89.53,
      p75Ms: 133.43,
      p90Ms: 192.51,
      p99Ms: 249.18,
      requests: 991,
      non2xx: 0,
      socketErrors: { connect: 0, read: 0, write: 0, timeout: 0 },
    })
  })

  it('counts answers of 400 and more', () => {
    const r = parseWrkOutput(sample('wrk-not-found.txt'))
    expect(r.requests).toBe(1515)
    expect(r.non2xx).toBe(1515)
    expect(r.requestsPerSecond).toBe(491.81)
    expect(r.p99Ms).toBe(153.32)
    expect(wrkClean(r)).toBe(false)
  })

  it('reads microseconds and seconds as milliseconds', () => {
    const fast = parseWrkOutput(sample('wrk-microseconds.txt'))
    expect(fast.p50Ms).toBeCloseTo(0.36, 6)
    expect(fast.p75Ms).toBeCloseTo(0.555, 6)
    expect(fast.p99Ms).toBe(6.8)
    expect(fast.requestsPerSecond).toBe(44137.78)
    expect(wrkClean(fast)).toBe(true)
    const slow = parseWrkOutput(sample('wrk-seconds.txt'))
    expect(slow.p50Ms).toBe(1500)
    expect(slow.p99Ms).toBe(1510)
    expect(slow.requests).toBe(8)
  })

  it('reads the socket errors of a run whose requests timed out', () => {
    const r = parseWrkOutput(sample('wrk-timeouts.txt'))
    expect(r.socketErrors).toEqual({ connect: 0, read: 0, write: 0, timeout: 36 })
    expect(r.non2xx).toBe(0)
    expect(wrkClean(r)).toBe(false)
  })

  it('refuses a report without the latency distribution or the totals', () => {
    const withoutLatency = sample('wrk-list-page.txt').replace(/ {2}Latency Distribution[\s\S]*?(?= {2}991)/, '')
    expect(() => parseWrkOutput(withoutLatency)).toThrow('50% latency')
    expect(() => parseWrkOutput('unable to connect to localhost:4099 Connection refused')).toThrow('Requests/sec')
  })
})

describe('parseDurationMs', () => {
  it('converts each unit wrk prints', () => {
    expect(parseDurationMs('360.00us')).toBeCloseTo(0.36, 6)
    expect(parseDurationMs('89.53ms')).toBe(89.53)
    expect(parseDurationMs('1.51s')).toBe(1510)
    expect(() => parseDurationMs('-nan%')).toThrow()
  })
})

describe('cyclePathsLua', () => {
  it('lists every path once, as Lua strings, and steps by the thread count', () => {
    const lua = cyclePathsLua(['/nl/te-koop/?city=Gent%7C9000', '/nl/te-koop/?type=2'], 2)
    expect(lua).toContain('  "/nl/te-koop/?city=Gent%7C9000",\n  "/nl/te-koop/?type=2",\n')
    expect(lua).toContain('index = index + 2')
    expect(lua).toContain('thread:set("first", count)')
  })

  it('refuses a path that is not percent-encoded', () => {
    expect(() => cyclePathsLua(['/nl/te-koop/?city=Liège'])).toThrow('not a percent-encoded path')
    expect(() => cyclePathsLua([])).toThrow()
  })
})

describe('medianWrk', () => {
  it('keeps the run with the middle requests/s', () => {
    const runs = [
      { requestsPerSecond: 480, p99Ms: 60 },
      { requestsPerSecond: 530, p99Ms: 40 },
      { requestsPerSecond: 505, p99Ms: 45 },
    ]
    expect(medianWrk(runs)).toEqual({ requestsPerSecond: 505, p99Ms: 45 })
  })
})
