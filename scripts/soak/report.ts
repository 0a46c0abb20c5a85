/**
 * The soak's figures (scripts/soak.ts): latency and errors per request kind and 5-minute window,
 * memory per app server over time, and whether that memory stays flat once warm.
 */
import { KINDS, quantile, type Kind } from './mixed-load'

/** What the soak keeps of each answer. */
export interface Answer {
  kind: Kind
  /** ms since the soak's start. */
  t: number
  ms: number
  ok: boolean
}

export interface WindowRow {
  /** The window, in minutes since the start: "0–5". */
  window: string
  kind: Kind | 'all'
  requests: number
  errors: number
  p50: number
  p95: number
  p99: number
}

const round = (ms: number) => Math.round(ms * 10) / 10

/** Per window of `windowMs` and per kind (then all kinds): requests, errors, latency quantiles. */
export function latencyWindows(answers: Answer[], durationMs: number, windowMs: number): WindowRow[] {
  const rows: WindowRow[] = []
  for (let from = 0; from < durationMs; from += windowMs) {
    const to = Math.min(from + windowMs, durationMs)
    const inWindow = answers.filter((a) => a.t >= from && a.t < to)
    const label = `${+(from / 60_000).toFixed(2)}–${+(to / 60_000).toFixed(2)}`
    for (const kind of [...KINDS, 'all'] as const) {
      const of = kind === 'all' ? inWindow : inWindow.filter((a) => a.kind === kind)
      const ms = of.map((a) => a.ms)
      rows.push({
        window: label,
        kind,
        requests: of.length,
        errors: of.filter((a) => !a.ok).length,
        p50: round(quantile(ms, 0.5)),
        p95: round(quantile(ms, 0.95)),
        p99: round(quantile(ms, 0.99)),
      })
    }
  }
  return rows
}

/** One reading of an app server's memory, in MB. */
export interface MemorySample {
  /** ms since the soak's start. */
  t: number
  server: string
  rss: number
  /** The RSS's anonymous part (heaps, buffers), from /proc. */
  rssAnon: number
  /** V8's heap, from the server itself (scripts/soak/heap-reporter.mjs), when it had reported. */
  heapUsed?: number
  heapTotal?: number
}

export interface MemoryVerdict {
  server: string
  /** Median RSS of the first and of the last third of the readings after the warm-up, in MB. */
  warmRss: number
  endRss: number
  /** Growth between the two, in %; the same for V8's heap when the server reported it. */
  growthPercent: number
  heapGrowthPercent?: number
  flat: boolean
}

const median = (values: number[]) => quantile(values, 0.5)

/**
 * Whether each server's RSS stays flat after the warm-up: the median of the last third of the
 * readings taken from `warmUpMs` on grew less than `maxGrowthPercent` over the median of the
 * first third. Medians, because a server's young generation alone moves its RSS by a hundred MB
 * or more between two readings; a leak moves them all.
 */
export function memoryVerdicts(samples: MemorySample[], warmUpMs: number, maxGrowthPercent: number): MemoryVerdict[] {
  const servers = [...new Set(samples.map((s) => s.server))]
  return servers.flatMap((server) => {
    const warm = samples.filter((s) => s.server === server && s.t >= warmUpMs).sort((a, b) => a.t - b.t)
    const third = Math.floor(warm.length / 3)
    if (third < 1) return []
    const first = warm.slice(0, third)
    const last = warm.slice(-third)
    const growth = (from: number, to: number) => Math.round(((to - from) / from) * 1000) / 10
    const [warmRss, endRss] = [median(first.map((s) => s.rss)), median(last.map((s) => s.rss))]
    const heaps = (list: MemorySample[]) => list.map((s) => s.heapUsed).filter((h) => h !== undefined)
    const [warmHeap, endHeap] = [heaps(first), heaps(last)]
    const growthPercent = growth(warmRss, endRss)
    return [
      {
        server,
        warmRss,
        endRss,
        growthPercent,
        ...(warmHeap.length && endHeap.length ? { heapGrowthPercent: growth(median(warmHeap), median(endHeap)) } : {}),
        flat: growthPercent < maxGrowthPercent,
      },
    ]
  })
}

/** Rows of objects as a plain-text table (the keys of the first row are the columns). */
export function table(rows: Array<Record<string, string | number | boolean | undefined>>): string {
  if (!rows.length) return '(none)'
  const columns = Object.keys(rows[0]!)
  const cell = (v: unknown) => (v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? '–' : String(v))
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)))
  const line = (values: string[]) => values.map((v, i) => v.padStart(widths[i]!)).join('  ')
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => cell(r[c])))),
  ].join('\n')
}
