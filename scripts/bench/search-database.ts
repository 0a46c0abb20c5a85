/**
 * The search panel at the database: the statements the site sends while a visitor types, built
 * by the site's own code (features/search/sql.ts, rendered by drizzle as the site renders it)
 * and run on the bench's database, one after the other.
 *
 * What a keystroke costs the database: a query with a digit may name a property (id or
 * reference), and only those send a statement; towns and types are matched in the panel's
 * cached lists, without the database. The facets' grouped count, sent when that cache is filled
 * again after a property changed, is timed apart.
 */
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { facetCountsSql } from '../../src/features/listings/facet-sql'
import { propertyLookupOf } from '../../src/features/search/match'
import { MAX_PROPERTIES, propertiesNamedSql } from '../../src/features/search/sql'
import type { Locale } from '../../src/i18n/locales'
import { searchQueries, summarize, type LatencySummary, type RoundProperty } from './search'
import type { SqlClient } from './sql-client'

const dialect = new PgDialect()

/** The text and parameters drizzle sends for a statement. */
export function render(statement: SQL): { sql: string; params: unknown[] } {
  const { sql, params } = dialect.sqlToQuery(statement)
  return { sql, params }
}

/** The statements the panel sends for one typed query: none unless it may name a property. */
export function panelStatements(q: string, locale: Locale): Array<{ sql: string; params: unknown[] }> {
  const lookup = propertyLookupOf(q)
  return lookup ? [render(propertiesNamedSql(lookup, locale, MAX_PROPERTIES))] : []
}

/** Planning plus execution time from `EXPLAIN (ANALYZE, FORMAT JSON)` output, as PGlite or pg returns it. */
export function explainedMs(rows: Array<Record<string, unknown>>): number {
  let plan = rows[0]?.['QUERY PLAN']
  if (typeof plan === 'string') plan = JSON.parse(plan)
  const top = (Array.isArray(plan) ? plan[0] : plan) as Record<string, unknown> | undefined
  const planning = Number(top?.['Planning Time'])
  const execution = Number(top?.['Execution Time'])
  if (!Number.isFinite(planning) || !Number.isFinite(execution))
    throw new Error('EXPLAIN gave no planning and execution time')
  return planning + execution
}

export interface DatabaseSearchRun {
  rounds: number
  /** Typed queries per round (first round), and how many of them sent a statement. */
  queriesPerRound: number
  statementsPerRound: number
  /** Each statement timed from this client: sent, planned, run, every row read. */
  client: LatencySummary
  /** The same statements' planning + execution time as the database reports it (EXPLAIN ANALYZE, TIMING OFF). */
  server: LatencySummary
  /** Rounds whose fully typed id did not find that property (should be none). */
  missedIds: number
  /** The facets' grouped count (the panel's cache fill), timed from this client. */
  facets: LatencySummary
}

export async function measureSearchDatabase(
  db: SqlClient,
  options: {
    locale: Locale
    properties: RoundProperty[]
    /**
     * A round typed first and not counted, as on a site that has been serving for a while: the
     * catalog and the indexes' upper pages are in memory, the measured properties' rows are not.
     */
    warmup?: RoundProperty
    facetRuns?: number
  },
): Promise<DatabaseSearchRun> {
  if (options.warmup) {
    for (const q of searchQueries(options.warmup)) {
      for (const statement of panelStatements(q, options.locale)) await db.query(statement.sql, statement.params)
    }
  }
  const client: number[] = []
  const server: number[] = []
  let queriesPerRound = 0
  let statementsPerRound = 0
  let missedIds = 0
  for (const [round, property] of options.properties.entries()) {
    const queries = searchQueries(property)
    if (round === 0) queriesPerRound = queries.length
    for (const q of queries) {
      for (const statement of panelStatements(q, options.locale)) {
        if (round === 0) statementsPerRound++
        const started = performance.now()
        const { rows } = await db.query<{ id: number }>(statement.sql, statement.params)
        client.push(performance.now() - started)
        if (q === String(property.id) && !rows.some((r) => Number(r.id) === property.id)) missedIds++
        const explained = await db.query<Record<string, unknown>>(
          `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${statement.sql}`,
          statement.params,
        )
        server.push(explainedMs(explained.rows))
      }
    }
  }
  const facets: number[] = []
  const facetStatement = render(facetCountsSql())
  for (let i = 0; i < (options.facetRuns ?? 5); i++) {
    const started = performance.now()
    await db.query(facetStatement.sql, facetStatement.params)
    facets.push(performance.now() - started)
  }
  return {
    rounds: options.properties.length,
    queriesPerRound,
    statementsPerRound,
    client: summarize(client),
    server: summarize(server),
    missedIds,
    facets: summarize(facets),
  }
}

/**
 * `rounds` published properties spread over the whole table, for the rounds' `{id}` and `{ref}`:
 * the first published property at or after evenly spaced ids.
 */
export async function roundProperties(db: SqlClient, rounds: number): Promise<RoundProperty[]> {
  const { rows } = await db.query<{ id: number; reference: string }>(
    `WITH bounds AS (SELECT min(id) AS lo, max(id) AS hi FROM properties WHERE _status = 'published')
     SELECT pick.id, pick.reference
       FROM bounds, generate_series(0, $1::int - 1) AS k,
            LATERAL (SELECT id, reference FROM properties
                      WHERE _status = 'published' AND id >= bounds.lo + ((bounds.hi - bounds.lo) * k) / $1::int + k * 7
                      ORDER BY id LIMIT 1) AS pick
      ORDER BY k`,
    [rounds],
  )
  return rows.map((r) => ({ id: Number(r.id), reference: r.reference }))
}

/** How many properties the database holds, and how many of them are published. */
export async function propertyCounts(db: SqlClient): Promise<{ total: number; published: number }> {
  const { rows } = await db.query<{ total: number; published: number }>(
    "SELECT count(*)::int AS total, (count(*) FILTER (WHERE _status = 'published'))::int AS published FROM properties",
  )
  return rows[0]
}
