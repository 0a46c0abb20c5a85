import 'server-only'
import { addDays, dayIn, isDay } from '@/domain/appointments'
import type { Redis } from 'ioredis'
import { errorLocale, errorText, staffLocale, type ErrorKey } from '@/platform/errors/messages'
import { addressScope } from '@/domain/network'
import { clientAddress } from '@/platform/auth/client-address'
import { storeKey } from '@/features/enquiries/abuse/keys'
import { redisClient } from '@/features/enquiries/abuse/store'
import { env } from '@/platform/env'
import { payloadSecret } from '@/platform/secret'
import { payload } from '@/payload/local-api'
import { ignoredBecause, propertyIdOf, smallBody } from './beacon'
import { ViewCounter } from './counter'
import { addViews } from './mutations'
import { viewsPerDay } from './queries'
import { FirstViews } from './visitors'

const COUNTER = Symbol.for('vitrine.page-views.counter')

/**
 * This process's counter: one per process (a global, so a module evaluated again, as in
 * development, shares it), writing through Payload's pool.
 */
export function pageViewCounter(): ViewCounter {
  const g = globalThis as { [COUNTER]?: ViewCounter }
  if (!g[COUNTER]) {
    const counter = new ViewCounter({
      write: async (counts) => addViews(await payload(), counts),
      log: (message) => console.warn(`[vitrine] ${message}`),
    })
    g[COUNTER] = counter
    flushOnShutdown(counter)
  }
  return g[COUNTER]
}

/**
 * Writes what is left when the server is told to stop, best effort: the server entry
 * (src/server/lifecycle.ts) lets the requests under way finish before it exits on SIGTERM/SIGINT,
 * which leaves a write of a few milliseconds time. Only beside a handler that is already there:
 * a listener of our own would otherwise
 * keep a process alive that the signal should end.
 */
function flushOnShutdown(counter: ViewCounter) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    if (process.listenerCount(signal) > 0) process.once(signal, () => void counter.flush())
  }
}

const noStore = { 'Cache-Control': 'no-store' }

let today = { day: '', until: 0 }
/**
 * The agency's day now, worked out at most once a second: formatting a date in a time zone
 * costs about 40 µs, a tenth of what counting a view may cost. (A view in the first second
 * after midnight may count for the day before.)
 */
function currentDay(now = Date.now()): string {
  if (now >= today.until) today = { day: dayIn(new Date(now)), until: now + 1000 }
  return today.day
}

const FIRST_VIEWS = Symbol.for('vitrine.page-views.first-views')
let secret: string | undefined
let redis: Redis | undefined

/** The visitor a beacon comes from: a keyed hash of its address's scope (an IPv6 /64 as one). */
function visitorOf(headers: Headers): string {
  secret ??= payloadSecret()
  return storeKey(secret, addressScope(clientAddress(headers.get('x-forwarded-for'), env().TRUSTED_PROXIES)))
}

/**
 * Whether this is the visitor's first view of the property today (features/page-views/visitors.ts).
 * This process's memory answers repeats without a round trip; with REDIS_URL, a first view
 * here is also checked in Redis, so the instances behind one balancer count a visitor once
 * between them. Redis away: the process's own answer stands (at most one view per instance).
 */
async function firstView(visitor: string, propertyId: number, day: string): Promise<boolean> {
  const g = globalThis as { [FIRST_VIEWS]?: FirstViews }
  g[FIRST_VIEWS] ??= new FirstViews()
  if (!g[FIRST_VIEWS].first(visitor, propertyId, day)) return false
  const url = env().REDIS_URL
  if (!url) return true
  redis ??= redisClient(url)
  try {
    // Kept a little over a day: the key names its day, so an early expiry would only recount.
    return (await redis.set(`vitrine:views:${day}:${visitor}:${propertyId}`, '1', 'EX', 90_000, 'NX')) === 'OK'
  } catch {
    return true
  }
}

function problem(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: noStore })
}

/**
 * POST /api/views, the property page's beacon: the body is the property's id as plain text.
 * 204 when counted or deliberately not (bots, prefetches, other sites' pages, a visitor's
 * further views of the property that day, ids of no property: those are dropped when the batch
 * is written); 400 for any other body. Of the visitor, only a keyed hash of the address's scope
 * is kept, for the day, to count each visitor once.
 */
export async function receiveView(request: Request): Promise<Response> {
  const body = await smallBody(request)
  const id = body === null ? null : propertyIdOf(body)
  if (id === null) {
    const locale = errorLocale(null, request.headers.get('accept-language'))
    return problem(400, errorText(locale, 'param', { name: 'id' }))
  }
  if (!ignoredBecause(request.headers)) {
    const day = currentDay()
    if (await firstView(visitorOf(request.headers), id, day)) pageViewCounter().record(id, day)
  }
  return new Response(null, { status: 204, headers: noStore })
}

/** The longest period one read of the counts may cover. */
const MAX_DAYS = 400

/**
 * GET /api/views?property=12[&from=YYYY-MM-DD&to=YYYY-MM-DD], staff only: the property's views
 * per day, 30 days up to today by default, as `{ property, from, to, days: { [day]: views } }`.
 */
export async function readViews(request: Request): Promise<Response> {
  const instance = await payload()
  const { user } = await instance.auth({ headers: request.headers })
  const refuse = (status: number, key: ErrorKey, values?: Record<string, string | number>) =>
    problem(status, errorText(staffLocale(request.headers), key, values))
  if (!user) return refuse(401, 'signInRequired')
  if (user.collection !== 'users') return refuse(403, 'staffOnly')

  const query = new URL(request.url).searchParams
  const id = propertyIdOf(query.get('property') ?? '')
  if (id === null) return refuse(400, 'param', { name: 'property' })
  const to = query.get('to') ?? dayIn(new Date())
  const from = query.get('from') ?? addDays(to, -29)
  if (!validRange(from, to)) return refuse(400, 'param', { name: query.has('from') ? 'from' : 'to' })
  const days = await viewsPerDay(instance, id, from, to)
  return Response.json({ property: id, from, to, days: Object.fromEntries(days) }, { headers: noStore })
}

function validRange(from: string, to: string): boolean {
  return isDay(from) && isDay(to) && from <= to && addDays(from, MAX_DAYS) >= to
}
