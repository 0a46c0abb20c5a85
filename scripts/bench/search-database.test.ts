import { describe, expect, it } from 'vitest'
import { explainedMs, measureSearchDatabase, panelStatements } from './search-database'
import { searchQueries } from './search'
import type { SqlClient } from './sql-client'

describe('panelStatements', () => {
  it('sends nothing for a town or a type: the panel matches them in its cached lists', () => {
    for (const q of ['', 'liege', 'Liè', 'sint-n', 'BG-']) expect(panelStatements(q, 'fr'), q).toEqual([])
  })

  it("sends the site's property lookup, with the id, the folded reference and its digits as parameters", () => {
    const [byId] = panelStatements('1050', 'fr')
    expect(byId.sql).toContain('FROM properties')
    expect(byId.sql).toContain("WHERE _status = 'published'")
    // Title, description and town in the page's language, then Dutch; the lookup; the limit.
    expect(byId.params).toEqual(['fr', 'nl', 'fr', 'nl', 'fr', 'nl', 1050, '1050', '1050', 1050, 5, 1050])
    const [byReference] = panelStatements('bg-0123', 'de')
    expect(byReference.params).toEqual(['de', 'nl', 'de', 'nl', 'de', 'nl', null, 'BG0123', null, null, 5, null])
  })
})

describe('explainedMs', () => {
  const plan = [{ Plan: {}, 'Planning Time': 0.25, 'Execution Time': 1.5 }]
  it('adds planning and execution, whether the plan comes parsed (pg) or as text (PGlite)', () => {
    expect(explainedMs([{ 'QUERY PLAN': plan }])).toBe(1.75)
    expect(explainedMs([{ 'QUERY PLAN': JSON.stringify(plan) }])).toBe(1.75)
  })

  it('refuses a plan without timings', () => {
    expect(() => explainedMs([{ 'QUERY PLAN': [{ Plan: {} }] }])).toThrow('no planning and execution time')
  })
})

describe('measureSearchDatabase', () => {
  /** A database that finds the property of each id query and records what it was sent. */
  function fakeDatabase() {
    const sent: string[] = []
    const db: SqlClient = {
      async query<T>(sql: string, params?: unknown[]) {
        sent.push(sql.trim().split(/\s+/).slice(0, 2).join(' '))
        if (sql.startsWith('EXPLAIN')) {
          return { rows: [{ 'QUERY PLAN': [{ 'Planning Time': 1, 'Execution Time': 2 }] }] as T[] }
        }
        const id = params?.[6]
        return { rows: (typeof id === 'number' ? [{ id }] : []) as T[] }
      },
      exec: async () => undefined,
    }
    return { db, sent }
  }

  it("times each statement the typed prefixes send after a warm-up round, the database's own figure beside it, and the facets apart", async () => {
    const { db, sent } = fakeDatabase()
    const properties = [
      { id: 4321, reference: 'BG-004321' },
      { id: 77, reference: 'VT-1001' },
    ]
    const warmup = { id: 5, reference: 'VT-5' }
    const run = await measureSearchDatabase(db, { locale: 'nl', properties, warmup, facetRuns: 3 })
    const withDigit = searchQueries(properties[0]).filter((q) => /[0-9]/.test(q)).length
    expect(run).toMatchObject({
      rounds: 2,
      queriesPerRound: searchQueries(properties[0]).length,
      statementsPerRound: withDigit,
      missedIds: 0,
    })
    const total = withDigit + searchQueries(properties[1]).filter((q) => /[0-9]/.test(q)).length
    expect(run.client.requests).toBe(total)
    expect(run.server).toMatchObject({ requests: total, p50Ms: 3, p95Ms: 3 })
    expect(run.facets.requests).toBe(3)
    expect(sent.filter((s) => s.startsWith('EXPLAIN'))).toHaveLength(total)
    // The warm-up round's statements are sent first and not counted.
    const warmed = searchQueries(warmup).filter((q) => /[0-9]/.test(q)).length
    expect(sent).toHaveLength(warmed + total * 2 + 3)
    expect(sent.slice(0, warmed).every((s) => s === 'SELECT p.id,')).toBe(true)
    expect(sent.slice(-3)).toEqual(['SELECT goal,', 'SELECT goal,', 'SELECT goal,'])
  })
})
