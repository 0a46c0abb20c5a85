/**
 * Lighthouse (the exact version pinned in package.json) in the installed Chromium: its default
 * mobile form factor and simulated throttling (a mid-range phone on a slow 4G network), storage
 * cleared before each run, so every run is a first-time visitor, consent dialog included.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromeArgs, findChrome } from '../../tests/e2e/chrome'
import { budgetRow, type Row } from './report'

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

const running = new Set<ChildProcess>()

/** Stops a running Lighthouse (on Ctrl-C of the bench). */
export function stopLighthouse(): void {
  for (const child of running) child.kill('SIGTERM')
}

/** The flags Chromium is started with: headless, and nothing that talks to the network. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...chromeArgs]

/**
 * One Lighthouse run of `url` by its command-line tool in a child process (its own memory; the
 * bench's event loop does not disturb it). Writes `<outputBase>.report.html` and returns the
 * result; the JSON report is read and removed.
 */
export async function runLighthouse(root: string, url: string, outputBase: string): Promise<LighthouseResult> {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js')
  const args = [
    cli,
    url,
    '--output=json',
    '--output=html',
    `--output-path=${outputBase}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ]
  fs.mkdirSync(path.dirname(outputBase), { recursive: true })
  const { code, err } = await new Promise<{ code: number | null; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: findChrome() },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    running.add(child)
    let err = ''
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.once('error', reject)
    child.once('close', (code) => {
      running.delete(child)
      resolve({ code, err })
    })
  })
  const jsonFile = `${outputBase}.report.json`
  if (code !== 0 || !fs.existsSync(jsonFile)) {
    throw new Error(`Lighthouse exited with ${code} on ${url}: ${err.trim().split('\n').slice(-5).join('\n')}`)
  }
  const lhr = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as LighthouseResult
  fs.rmSync(jsonFile)
  return lhr
}

/** Issue 13's budgets, for every page measured. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 100,
} as const

const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
}

/** The figures of one page that miss their budget, as "performance 94" or "LCP 3.1 s". */
export function missedBudgets(m: LighthouseFigures): string[] {
  const missed: string[] = []
  for (const c of CATEGORIES) {
    const score = m.scores[c]
    if (score === null || score < LIGHTHOUSE_BUDGETS[c]) missed.push(`${CATEGORY_NAMES[c]} ${score ?? 'not scored'}`)
  }
  if (m.lcpMs > LIGHTHOUSE_BUDGETS.lcpMs) missed.push(`LCP ${(m.lcpMs / 1000).toFixed(1)} s`)
  if (m.cls > LIGHTHOUSE_BUDGETS.cls) missed.push(`CLS ${m.cls.toFixed(3)}`)
  if (m.tbtMs > LIGHTHOUSE_BUDGETS.tbtMs) missed.push(`TBT ${Math.round(m.tbtMs)} ms`)
  return missed
}

/** The table rows of one page: four scores and three metrics, each with its budget. */
export function lighthouseRows(label: string, m: LighthouseFigures): Row[] {
  const rows: Row[] = []
  for (const c of CATEGORIES) {
    const score = m.scores[c]
    const budget = LIGHTHOUSE_BUDGETS[c]
    rows.push(
      budgetRow(
        `Lighthouse ${label}: ${CATEGORY_NAMES[c]}`,
        score === null ? 'not scored' : String(score),
        budget === 100 ? '= 100' : `>= ${budget}`,
        score !== null && score >= budget,
      ),
    )
  }
  rows.push(
    budgetRow(
      `Lighthouse ${label}: LCP`,
      `${(m.lcpMs / 1000).toFixed(2)} s`,
      `<= ${(LIGHTHOUSE_BUDGETS.lcpMs / 1000).toFixed(1)} s`,
      m.lcpMs <= LIGHTHOUSE_BUDGETS.lcpMs,
    ),
    budgetRow(
      `Lighthouse ${label}: CLS`,
      m.cls.toFixed(3),
      `<= ${LIGHTHOUSE_BUDGETS.cls}`,
      m.cls <= LIGHTHOUSE_BUDGETS.cls,
    ),
    budgetRow(
      `Lighthouse ${label}: TBT`,
      `${Math.round(m.tbtMs)} ms`,
      `<= ${LIGHTHOUSE_BUDGETS.tbtMs} ms`,
      m.tbtMs <= LIGHTHOUSE_BUDGETS.tbtMs,
    ),
  )
  return rows
}

const savingText = (s: Saving) =>
  Object.entries(s.metricSavings)
    .filter(([, v]) => v > 0)
    .map(([k, v]) => (k === 'CLS' ? `${k} −${v.toFixed(3)}` : `${k} −${Math.round(v)} ms`))
    .join(', ')

/**
 * Lines for a page that misses a budget: every audit that cost points (largest loss first, with
 * what it found) and, when a speed figure misses, Lighthouse's largest estimated savings.
 */
export function lostPointsNotes(label: string, pagePath: string, m: LighthouseFigures): string[] {
  const missed = missedBudgets(m)
  if (!missed.length) return []
  const clean = (s: string) => s.replace(/\s+/g, ' ')
  const lines = [`${label} (${pagePath}): ${missed.join(', ')}`]
  for (const l of m.lostPoints) {
    const found = l.examples.length ? ` — ${l.examples.map(clean).join(' | ')}` : ''
    lines.push(
      `  −${l.lost.toFixed(1)} ${CATEGORY_NAMES[l.category]}: ${l.id} (${clean(l.title)}` +
        `${l.displayValue ? `: ${clean(l.displayValue)}` : ''})${found}`,
    )
  }
  const slow =
    m.lcpMs > LIGHTHOUSE_BUDGETS.lcpMs || m.tbtMs > LIGHTHOUSE_BUDGETS.tbtMs || m.cls > LIGHTHOUSE_BUDGETS.cls
  if (slow || (m.scores.performance ?? 0) < LIGHTHOUSE_BUDGETS.performance) {
    for (const s of m.savings.slice(0, 5)) {
      const found = s.examples.length ? ` — ${s.examples.map(clean).join(' | ')}` : ''
      lines.push(`  would help: ${s.id} (${clean(s.title)}; ${savingText(s)})${found}`)
    }
  }
  return lines
}

export interface LighthousePage {
  label: string
  url: string
}

export interface LighthousePageResult extends LighthousePage {
  median: LighthouseMedian
  runs: LighthouseFigures[]
  /** The HTML reports, one per run (relative to the repository). */
  reports: string[]
}

/**
 * `runs` Lighthouse runs of each page, the pages taking turns (a slow moment of the machine then
 * falls on several pages, not on all runs of one). Reports go to `outDir`, emptied first.
 */
export async function lighthousePages(options: {
  root: string
  pages: LighthousePage[]
  runs: number
  outDir: string
  say: (m: string) => void
}): Promise<LighthousePageResult[]> {
  const { root, pages, runs, outDir, say } = options
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  const figures = new Map<string, LighthouseFigures[]>(pages.map((p) => [p.label, []]))
  const reports = new Map<string, string[]>(pages.map((p) => [p.label, []]))
  const slug = (s: string) => s.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const started = Date.now()
      const base = path.join(outDir, `${slug(page.label)}-run${run}`)
      const f = readLighthouseResult(await runLighthouse(root, page.url, base))
      figures.get(page.label)!.push(f)
      reports.get(page.label)!.push(path.relative(root, `${base}.report.html`))
      say(
        `  ${page.label.padEnd(9)} run ${run}: performance ${f.scores.performance}, accessibility ` +
          `${f.scores.accessibility}, best practices ${f.scores['best-practices']}, SEO ${f.scores.seo}; ` +
          `LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbtMs)} ms ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
      )
    }
  }
  return pages.map((p) => ({
    ...p,
    median: medianOfRuns(figures.get(p.label)!),
    runs: figures.get(p.label)!,
    reports: reports.get(p.label)!,
  }))
}

/** The Lighthouse version installed (package.json pins it). */
export function installedLighthouseVersion(root: string): string {
  const pkg = path.join(root, 'node_modules/lighthouse/package.json')
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version
}
