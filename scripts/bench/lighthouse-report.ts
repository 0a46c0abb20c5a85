/** Lighthouse's figures against their budgets: the bench's table rows and its notes on what costs points. */
import { CATEGORIES, type Category, type LighthouseFigures, type Saving } from './lighthouse'
import { budgetRow, type Row } from './report'

/** The performance budgets, for every page measured. */
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
