import { describe, expect, it } from 'vitest'
import { latencyWindows, memoryVerdicts, table, type Answer, type MemorySample } from './report'

describe('the soak report', () => {
  it('counts requests and errors per kind and 5-minute window, with latency quantiles', () => {
    const answers: Answer[] = [
      ...Array.from({ length: 100 }, (_, i): Answer => ({ kind: 'page', t: 1000 + i, ms: i + 1, ok: true })),
      { kind: 'form', t: 2000, ms: 40, ok: false },
      { kind: 'page', t: 6 * 60_000, ms: 7, ok: true },
    ]
    const rows = latencyWindows(answers, 7 * 60_000, 5 * 60_000)
    expect(rows.find((r) => r.window === '0–5' && r.kind === 'page')).toEqual({
      window: '0–5',
      kind: 'page',
      requests: 100,
      errors: 0,
      p50: 50,
      p95: 95,
      p99: 99,
    })
    expect(rows.find((r) => r.window === '0–5' && r.kind === 'all')).toMatchObject({ requests: 101, errors: 1 })
    expect(rows.find((r) => r.window === '5–7' && r.kind === 'page')).toMatchObject({ requests: 1, p99: 7 })
    expect(rows.find((r) => r.window === '5–7' && r.kind === 'beacon')).toMatchObject({ requests: 0, p50: NaN })
  })

  it('finds memory flat when the median of the last third of the readings after the warm-up grew less than the limit', () => {
    const readings = (server: string, rss: number[], heap?: number[]): MemorySample[] =>
      rss.map((r, i) => ({ t: i * 30_000, server, rss: r, rssAnon: r - 100, heapUsed: heap?.[i] }))
    const samples = [
      // Warm-up (the first two), then a young generation that swings by 150 MB, and no trend.
      ...readings('a', [200, 300, 400, 550, 420, 560, 410, 540], [1, 2, 100, 250, 110, 260, 105, 255]),
      // A steady climb.
      ...readings('b', [200, 300, 400, 430, 460, 490, 520, 550]),
    ]
    expect(memoryVerdicts(samples, 60_000, 10)).toEqual([
      { server: 'a', warmRss: 400, endRss: 410, growthPercent: 2.5, heapGrowthPercent: 5, flat: true },
      { server: 'b', warmRss: 400, endRss: 520, growthPercent: 30, flat: false },
    ])
  })

  it('prints rows as an aligned table', () => {
    expect(
      table([
        { kind: 'page', p50: 3.2 },
        { kind: 'beacon', p50: NaN },
      ]),
    ).toBe('  kind  p50\n------  ---\n  page  3.2\nbeacon    –')
  })
})
