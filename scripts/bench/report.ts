/** The bench's summary: one row per figure, with its budget and whether it is kept. */

export type Verdict = 'OK' | 'OVER' | 'FAILED' | 'n/a' | ''

export interface Row {
  measure: string
  value: string
  budget: string
  verdict: Verdict
}

/** A row whose figure has a budget: OK when `within`, OVER otherwise. */
export function budgetRow(measure: string, value: string, budget: string, within: boolean): Row {
  return { measure, value, budget, verdict: within ? 'OK' : 'OVER' }
}

/** A row shown for information, without a budget. */
export function infoRow(measure: string, value: string): Row {
  return { measure, value, budget: '—', verdict: '' }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ms`
export const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-US')}/s`

/** A plain-text table with aligned columns. */
export function formatTable(rows: Row[]): string {
  const header: Row = { measure: 'Measure', value: 'Value', budget: 'Budget', verdict: '' }
  const all = [header, ...rows]
  const width = (key: keyof Row) => Math.max(...all.map((r) => r[key].length))
  const [m, v, b] = [width('measure'), width('value'), width('budget')]
  const line = (r: Row) =>
    `${r.measure.padEnd(m)}  ${r.value.padStart(v)}  ${r.budget.padEnd(b)}  ${r === header ? 'Result' : r.verdict}`.trimEnd()
  const rule = '-'.repeat(m + v + b + 12)
  return [line(header), rule, ...rows.map(line)].join('\n')
}
