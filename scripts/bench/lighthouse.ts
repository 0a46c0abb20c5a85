/**
 * What the bench reads from a Lighthouse result: scores, metrics, the audits that cost points and
 * Lighthouse's estimated savings, and the median of several runs. Runs are started by
 * lighthouse-runner.ts; lighthouse-report.ts turns the figures into rows and notes.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** The part of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResult {
  lighthouseVersion: string
  requestedUrl?: string
  finalDisplayedUrl?: string
  configSettings?: { formFactor?: string; throttlingMethod?: string }
  runtimeError?: { code: string; message: string }
  runWarnings?: string[]
  categories: Partial<Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>>
  audits: Record<string, LighthouseAudit>
}

export interface LighthouseAudit {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
  metricSavings?: Record<string, number>
  details?: { items?: Array<Record<string, unknown>> }
}

/** An audit that costs a category points: `lost` is its share of the 100 points. */
export interface LostPoints {
  category: Category
  id: string
  title: string
  lost: number
  displayValue?: string
  /** What the audit found, briefly (the first failing URLs, elements or messages). */
  examples: string[]
}

/** A performance finding that would make a metric faster (Lighthouse's estimate). */
export interface Saving {
  id: string
  title: string
  displayValue?: string
  /** Estimated gains by metric acronym: LCP and FCP in ms, CLS unitless, TBT in ms. */
  metricSavings: Record<string, number>
  /** The first files or elements it names. */
  examples: string[]
}

export interface LighthouseFigures {
  /** 0–100 per category (null when Lighthouse could not score it). */
  scores: Record<Category, number | null>
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  speedIndexMs: number
  lostPoints: LostPoints[]
  savings: Saving[]
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings'])

function auditNumber(lhr: LighthouseResult, id: string): number {
  const value = lhr.audits[id]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse result without ${id}`)
  return value
}

/** The rows of an audit's details; a list of tables (the LCP element's) gives its tables' rows. */
function detailRows(audit: LighthouseAudit): Array<Record<string, unknown>> {
  const items = audit.details?.items
  if (!Array.isArray(items)) return []
  return items.flatMap((item) =>
    item.type === 'table' && Array.isArray(item.items) ? (item.items as Array<Record<string, unknown>>) : [item],
  )
}

/** Short texts naming what a failing audit found: URLs, element snippets or messages. */
function examplesOf(audit: LighthouseAudit, max = 2): string[] {
  const out: string[] = []
  for (const item of detailRows(audit)) {
    const node = item.node as { snippet?: string } | undefined
    const source = item.sourceLocation as { url?: string } | undefined
    const text = [
      typeof item.description === 'string' ? item.description : undefined,
      source?.url ?? (typeof item.url === 'string' ? item.url : undefined),
      node?.snippet,
    ]
      .filter(Boolean)
      .join(' ')
    if (text) out.push(text.length > 160 ? `${text.slice(0, 157)}…` : text)
    if (out.length >= max) break
  }
  return out
}

/** Scores, metrics and what costs points, read from one Lighthouse result. */
export function readLighthouseResult(lhr: LighthouseResult): LighthouseFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const scores = {} as Record<Category, number | null>
  const lostPoints: LostPoints[] = []
  for (const category of CATEGORIES) {
    const c = lhr.categories[category]
    scores[category] = c && c.score !== null ? Math.round(c.score * 100) : null
    if (!c) continue
    // The category score is the weighted mean of its scored audits (Lighthouse gives audits that
    // do not apply a weight of 0), so an audit's loss is its weight times what it missed.
    const refs = c.auditRefs.filter((r) => r.weight > 0 && SCORED.has(lhr.audits[r.id]?.scoreDisplayMode ?? ''))
    const total = refs.reduce((s, r) => s + r.weight, 0)
    for (const ref of refs) {
      const audit = lhr.audits[ref.id]
      if (audit.score === null || audit.score >= 1) continue
      lostPoints.push({
        category,
        id: audit.id,
        title: audit.title,
        lost: (100 * ref.weight * (1 - audit.score)) / total,
        displayValue: audit.displayValue || undefined,
        examples: category === 'performance' ? [] : examplesOf(audit),
      })
    }
  }
  lostPoints.sort((a, b) => b.lost - a.lost)
  const savings: Saving[] = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && Object.values(a.metricSavings ?? {}).some((v) => v > 0))
    .map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue || undefined,
      metricSavings: a.metricSavings!,
      examples: examplesOf(a),
    }))
    .sort((a, b) => largestSaving(b) - largestSaving(a))
  return {
    scores,
    lcpMs: auditNumber(lhr, 'largest-contentful-paint'),
    cls: auditNumber(lhr, 'cumulative-layout-shift'),
    tbtMs: auditNumber(lhr, 'total-blocking-time'),
    fcpMs: auditNumber(lhr, 'first-contentful-paint'),
    speedIndexMs: auditNumber(lhr, 'speed-index'),
    lostPoints,
    savings,
  }
}

/** A saving's weight for sorting: milliseconds of LCP or TBT, CLS scaled to compare (0.1 ≈ 1 s). */
const largestSaving = (s: Saving) =>
  Math.max(
    s.metricSavings.LCP ?? 0,
    s.metricSavings.FCP ?? 0,
    s.metricSavings.TBT ?? 0,
    (s.metricSavings.CLS ?? 0) * 10_000,
  )

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export interface LighthouseMedian extends LighthouseFigures {
  runs: number
  /** The index of the run whose performance score is the median: its findings are reported. */
  medianRun: number
}

/**
 * The median of several runs of one page, each figure on its own (Lighthouse's advice for
 * variable runs); what costs points is taken from the run with the median performance score.
 */
export function medianOfRuns(runs: LighthouseFigures[]): LighthouseMedian {
  if (runs.length === 0) throw new Error('no Lighthouse runs')
  const score = (c: Category) => {
    const values = runs.map((r) => r.scores[c]).filter((v): v is number => v !== null)
    return values.length ? Math.round(median(values)) : null
  }
  const byPerformance = runs
    .map((r, i) => ({ i, p: r.scores.performance ?? -1 }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)].i
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number | null>,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    speedIndexMs: median(runs.map((r) => r.speedIndexMs)),
    lostPoints: runs[medianRun].lostPoints,
    savings: runs[medianRun].savings,
    runs: runs.length,
    medianRun,
  }
}
