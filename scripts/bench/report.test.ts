import { describe, expect, it } from 'vitest'
import { budgetRow, formatTable, infoRow, kb, ms, perSecond } from './report'

describe('bench report', () => {
  it('marks a figure within its budget OK and one beyond it OVER', () => {
    expect(budgetRow('p99', ms(99), '< 100 ms', 99 < 100).verdict).toBe('OK')
    expect(budgetRow('p99', ms(120), '< 100 ms', 120 < 100).verdict).toBe('OVER')
    expect(infoRow('p50', ms(4)).budget).toBe('—')
  })

  it('formats figures', () => {
    expect(kb(170 * 1024)).toBe('170.0 KB')
    expect(ms(12)).toBe('12 ms')
    expect(ms(12.345)).toBe('12.3 ms')
    expect(perSecond(1234.6)).toBe('1,235/s')
  })

  it('aligns the columns', () => {
    const text = formatTable([
      budgetRow('list: requests/s', '1,234/s', '>= 1,000/s', true),
      budgetRow('search p95', '31 ms', '< 25 ms', false),
    ])
    const lines = text.split('\n')
    expect(lines[0]).toMatch(/^Measure\s+Value\s+Budget\s+Result$/)
    expect(lines[2]).toMatch(/^list: requests\/s\s+1,234\/s\s+>= 1,000\/s\s+OK$/)
    expect(lines[3]).toMatch(/^search p95\s+31 ms\s+< 25 ms\s+OVER$/)
    expect(lines[2].indexOf('1,234/s') + '1,234/s'.length).toBe(lines[3].indexOf('31 ms') + '31 ms'.length)
  })
})
