/**
 * Search-panel latency: the home page's typeahead (`GET /search.json?locale=…&q=…`) queried the
 * way one visitor types, one request after the other, timed from the client.
 */

/**
 * What a visitor types, character by character: towns with and without accents or capitals, in
 * several languages and hyphenated, postcodes, a street with its number, a property's id and
 * reference as read on its page (`{id}` and `{ref}`: another property each round) and text that
 * matches nothing.
 */
export const TYPED_TEXTS = [
  'gent',
  'liege',
  'brux',
  'antw',
  'Mech',
  'liè',
  'sint-n',
  'écaus',
  '9000',
  '1050',
  'Kerkstraat 12',
  '{id}',
  '{ref}',
  'xqz',
] as const

/** The property a round names by its id and reference. */
export interface RoundProperty {
  id: number
  reference: string
}

/**
 * The queries of one round: the empty query of a panel just opened (types), then every prefix of
 * each typed text (a property id and reference different each round, so not every request can
 * come from a cache).
 */
export function searchQueries(property: RoundProperty): string[] {
  const queries = ['']
  for (const text of TYPED_TEXTS) {
    const typed = text === '{id}' ? String(property.id) : text === '{ref}' ? property.reference : text
    for (let i = 1; i <= typed.length; i++) queries.push(typed.slice(0, i))
  }
  return queries
}

/** Nearest-rank percentile of a list of numbers (0 for an empty list). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export interface LatencySummary {
  requests: number
  p50Ms: number
  p95Ms: number
  maxMs: number
}

export function summarize(latencies: number[]): LatencySummary {
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(latencies.length ? Math.max(...latencies) : 0),
  }
}

export interface SearchAnswer {
  types: unknown[]
  cities: unknown[]
  properties: unknown[]
}

export function searchUrl(base: string, locale: string, q: string): string {
  return `${base}/search.json?${new URLSearchParams({ locale, q })}`
}

/** Whether a body has the shape `{ types, cities, properties }` of arrays. */
export function isSearchAnswer(body: unknown): body is SearchAnswer {
  if (!body || typeof body !== 'object') return false
  const b = body as Record<string, unknown>
  return Array.isArray(b.types) && Array.isArray(b.cities) && Array.isArray(b.properties)
}

export interface TimedAnswer {
  status: number
  ms: number
  body: unknown
}

/** One request, timed from sending it to having read the whole answer. */
export async function timedSearch(url: string): Promise<TimedAnswer> {
  const started = performance.now()
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
  const text = await res.text()
  const ms = performance.now() - started
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: res.status, ms, body }
}

export interface SearchRun {
  rounds: number
  /** Of the first round; later rounds type ids of other lengths. */
  queriesPerRound: number
  /** The first round: every query sent for the first time (nothing cached yet). */
  firstRound: LatencySummary
  /** Every request of every round, the first one included. */
  all: LatencySummary
  /** Requests that did not answer 200 with `{ types, cities, properties }`. */
  failures: Array<{ q: string; status: number }>
}

/** `rounds` rounds of typing, strictly one request at a time. */
export async function measureSearch(options: {
  base: string
  locale: string
  /** One per round. */
  properties: RoundProperty[]
}): Promise<SearchRun> {
  const first: number[] = []
  const all: number[] = []
  const failures: Array<{ q: string; status: number }> = []
  let queriesPerRound = 0
  for (const [round, property] of options.properties.entries()) {
    const queries = searchQueries(property)
    if (round === 0) queriesPerRound = queries.length // ids differ in length between rounds
    for (const q of queries) {
      const answer = await timedSearch(searchUrl(options.base, options.locale, q))
      if (answer.status !== 200 || !isSearchAnswer(answer.body)) {
        failures.push({ q, status: answer.status })
        continue
      }
      all.push(answer.ms)
      if (round === 0) first.push(answer.ms)
    }
  }
  return {
    rounds: options.properties.length,
    queriesPerRound,
    firstRound: summarize(first),
    all: summarize(all),
    failures,
  }
}
