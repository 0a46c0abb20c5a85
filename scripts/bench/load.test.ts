import { describe, expect, it } from 'vitest'
import { medianRun, type LoadResult } from './load'

const run = (requestsPerSecond: number, latencyP99Ms: number): LoadResult => ({
  url: 'http://localhost/',
  connections: 20,
  durationSeconds: 10,
  requestsPerSecond,
  latencyP50Ms: 10,
  latencyP99Ms,
  requests: requestsPerSecond * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
})

describe('medianRun', () => {
  it('keeps the run with the middle throughput, with its own latencies', () => {
    expect(medianRun([run(900, 60), run(1300, 30), run(1100, 40)])).toMatchObject({
      requestsPerSecond: 1100,
      latencyP99Ms: 40,
    })
  })

  it('takes the lower middle of an even count and the only run of one', () => {
    expect(medianRun([run(1000, 1), run(800, 2), run(1200, 3), run(900, 4)]).requestsPerSecond).toBe(900)
    expect(medianRun([run(700, 5)]).requestsPerSecond).toBe(700)
    expect(() => medianRun([])).toThrow()
  })
})
