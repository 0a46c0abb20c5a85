/**
 * Step 2 of the bench: search at scale on each engine (embedded PGlite and the PostgreSQL
 * server): the search panel's SQL timed at the database, then its requests end to end.
 */
import os from 'node:os'
import path from 'node:path'
import { prepareLargeDatabase } from './database-large'
import { budgetRow, infoRow, ms, type Row } from './report'
import {
  isSearchAnswer,
  measureSearch,
  searchUrl,
  timedSearch,
  TYPED_TEXTS,
  type RoundProperty,
  type SearchRun,
} from './search'
import { measureSearchDatabase, propertyCounts, roundProperties, type DatabaseSearchRun } from './search-database'
import { openSqlClient } from './sql-client'
import { BenchError, say, start, stop, tail } from './harness'
import {
  budgetSearchDatabaseP95Ms,
  budgetSearchP95Ms,
  largeCount,
  largeDatabaseUrl,
  largeLogFile,
  largePort,
  largePrepareLog,
  largeServerVarDir,
  largeVarDir,
  locale,
  noBuild,
  root,
  searchEngine,
  searchRounds,
} from './options'

interface SearchEngine {
  key: 'pglite' | 'postgres'
  label: string
  varDir: string
  databaseUrl?: string
}

export const searchEngines: SearchEngine[] = [
  { key: 'pglite' as const, label: 'PGlite', varDir: largeVarDir },
  { key: 'postgres' as const, label: 'PostgreSQL', varDir: largeServerVarDir, databaseUrl: largeDatabaseUrl },
].filter((e) => !searchEngine || e.key === searchEngine)

export type SearchFigures =
  | { engine: string; status: 'not-available'; reason: string; database: DatabaseFigures }
  | {
      engine: string
      status: 'measured'
      atDatabase: DatabaseSearchRun
      endToEnd: SearchRun
      database: DatabaseFigures
      byId: { id: number; found: boolean }
    }

interface DatabaseFigures {
  where: string
  rebuilt: boolean
  properties: number
  publishedProperties: number
}

/** Step 2 on one engine: prepare its database, time the panel's SQL there, then its requests. */
async function benchSearchEngine(rows: Row[], engine: SearchEngine, build: boolean): Promise<SearchFigures> {
  const where = engine.databaseUrl ?? engine.varDir
  say(`\n== Search panel on ${engine.label}: ${largeCount.toLocaleString('en-US')} properties in ${where}`)
  const load = () => os.loadavg()[0].toFixed(1)
  say(`Load average ${load()} on ${os.cpus().length} cores (timings stretch when other work shares them).`)
  const prepareLog = largePrepareLog(engine.key)
  const prepared = await prepareLargeDatabase({
    root,
    port: largePort,
    database: engine.databaseUrl
      ? { varDir: engine.varDir, databaseUrl: engine.databaseUrl }
      : { varDir: engine.varDir },
    count: largeCount,
    logFile: prepareLog,
    say,
  }).catch((error: Error) => {
    throw new BenchError(`${error.message}${tail(prepareLog)}`)
  })

  // At the database, before the site starts: the embedded database admits one process.
  const db = await openSqlClient(
    engine.databaseUrl ? { url: engine.databaseUrl } : { dataDir: path.join(root, engine.varDir, 'pgdata') },
  )
  let counts: { total: number; published: number }
  let properties: RoundProperty[]
  let atDatabase: DatabaseSearchRun
  try {
    counts = await propertyCounts(db)
    // One more property than rounds: the last one is typed first, as a warm-up not counted.
    const picked = await roundProperties(db, searchRounds + 1)
    properties = picked.slice(0, searchRounds)
    const warmup = picked[searchRounds]
    say(
      `${counts.total.toLocaleString('en-US')} properties (${counts.published.toLocaleString('en-US')} published). ` +
        `At the database: ${searchRounds} rounds of typing (${TYPED_TEXTS.map((t) => `'${t}'`).join(', ')}), ` +
        `each prefix's statements as the site renders them, after one round of warm-up, timed from a client on this machine` +
        `${engine.databaseUrl ? ' (node-postgres over loopback)' : ' (PGlite in this process)'}…`,
    )
    atDatabase = await measureSearchDatabase(db, { locale, properties, warmup })
  } finally {
    await db.close()
  }
  const d = atDatabase
  say(
    `  ${d.statementsPerRound} of the ${d.queriesPerRound} typed queries per round send a statement (those with a digit ` +
      'may name a property; towns and types come from the cached lists)',
  )
  say(
    `  client:   p50 ${ms(d.client.p50Ms)}  p95 ${ms(d.client.p95Ms)}  max ${ms(d.client.maxMs)}  (${d.client.requests})`,
  )
  say(
    `  EXPLAIN:  p50 ${ms(d.server.p50Ms)}  p95 ${ms(d.server.p95Ms)}  max ${ms(d.server.maxMs)}  (planning + execution)`,
  )
  say(
    `  facets' grouped count (cache fill after a property change): p50 ${ms(d.facets.p50Ms)}  max ${ms(d.facets.maxMs)}`,
  )
  if (d.missedIds) say(`  ${d.missedIds} rounds did not find their property by its id`)

  const database: DatabaseFigures = {
    where,
    rebuilt: prepared.rebuilt,
    properties: counts.total,
    publishedProperties: counts.published,
  }
  const label = `search, ${engine.label}, ${counts.total.toLocaleString('en-US')} properties`
  // The budget is what the database itself spends (EXPLAIN ANALYZE: planning + execution); the
  // round trip from a client (for PGlite: this process) is shown beside it.
  rows.push(
    budgetRow(
      `${label}: database p95 (EXPLAIN ANALYZE)`,
      ms(d.server.p95Ms),
      `< ${ms(budgetSearchDatabaseP95Ms)}`,
      d.server.p95Ms < budgetSearchDatabaseP95Ms,
    ),
    infoRow(`${label}: database p50 (EXPLAIN ANALYZE)`, ms(d.server.p50Ms)),
    infoRow(`${label}: database p95 from a client`, ms(d.client.p95Ms)),
    infoRow(`${label}: facets count (cache fill), median`, ms(d.facets.p50Ms)),
  )
  if (d.missedIds) {
    rows.push({ measure: `${label}: ids not found`, value: String(d.missedIds), budget: '0', verdict: 'FAILED' })
  }

  const server = await start({
    port: largePort,
    varDir: engine.varDir,
    databaseUrl: engine.databaseUrl,
    logFile: largeLogFile(engine.key),
    args: build ? [] : ['--no-build'],
  })
  try {
    const probe = await timedSearch(searchUrl(server.url, locale, 'gen'))
    if (probe.status === 404) {
      say('The search endpoint /search.json answers 404: not available yet, not measured.')
      rows.push({
        measure: `${label}: end to end p95`,
        value: 'not available',
        budget: `< ${ms(budgetSearchP95Ms)}`,
        verdict: 'n/a',
      })
      return { engine: engine.label, status: 'not-available', reason: '/search.json answered 404', database }
    }
    if (probe.status !== 200 || !isSearchAnswer(probe.body)) {
      throw new BenchError(`/search.json?q=gen answered ${probe.status} without { types, cities, properties }`)
    }
    // The last round's property found by its id: a check that the site serves the large database.
    const last = properties[properties.length - 1]
    const byId = await timedSearch(searchUrl(server.url, locale, String(last.id)))
    const found = isSearchAnswer(byId.body) && byId.body.properties.some((p) => (p as { id?: number }).id === last.id)
    say(`Property ${last.id} by its id: ${found ? 'found' : 'NOT found (does the site see the large database?)'}`)

    say(
      `End to end: the same ${searchRounds} rounds as GET /search.json, one request at a time, ` +
        `from sending to the last byte (load average ${load()})…`,
    )
    const run = await measureSearch({ base: server.url, locale, properties })
    const f = run.firstRound
    const a = run.all
    say(`  first round (nothing cached): p50 ${ms(f.p50Ms)}  p95 ${ms(f.p95Ms)}  max ${ms(f.maxMs)}  (${f.requests})`)
    say(`  all rounds:                   p50 ${ms(a.p50Ms)}  p95 ${ms(a.p95Ms)}  max ${ms(a.maxMs)}  (${a.requests})`)
    if (run.failures.length) {
      const sample = run.failures.slice(0, 5).map((x) => `q='${x.q}' → ${x.status}`)
      say(`  ${run.failures.length} requests failed: ${sample.join(', ')}`)
    }
    rows.push(
      budgetRow(`${label}: end to end p95`, ms(a.p95Ms), `< ${ms(budgetSearchP95Ms)}`, a.p95Ms < budgetSearchP95Ms),
      infoRow(`${label}: end to end p50`, ms(a.p50Ms)),
      infoRow(`${label}: end to end p95, first round`, ms(f.p95Ms)),
    )
    if (!found)
      rows.push({
        measure: `${label}: property ${last.id} by its id`,
        value: 'NOT found',
        budget: 'found',
        verdict: 'FAILED',
      })
    if (run.failures.length) {
      rows.push({
        measure: `${label}: failed requests`,
        value: String(run.failures.length),
        budget: '0',
        verdict: 'FAILED',
      })
    }
    return {
      engine: engine.label,
      status: 'measured',
      atDatabase,
      endToEnd: run,
      database,
      byId: { id: last.id, found },
    }
  } finally {
    await stop(server)
  }
}

export async function benchSearch(rows: Row[], pagesBuilt: boolean): Promise<SearchFigures[]> {
  const figures: SearchFigures[] = []
  // Step 1 built already (or --no-build): never build twice.
  let build = !(pagesBuilt || noBuild)
  for (const engine of searchEngines) {
    figures.push(await benchSearchEngine(rows, engine, build))
    build = false
  }
  return figures
}
