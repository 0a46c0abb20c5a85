import type { Redis } from 'ioredis'
import { dayIn } from '@/domain/appointments'
import { addressScope } from '@/domain/network'
import { clientAddress } from '@/platform/auth/client-address'
import { env } from '@/platform/env'
import { errorLocale, errorText } from '@/platform/errors/messages'
import { payloadSecret } from '@/platform/secret'
import { storeKey } from '@/features/enquiries/abuse/keys'
import { redisClient } from '@/features/enquiries/abuse/store'
import { ignoredBecause, propertyIdOf, type HeaderReader } from './beacon'
import { pageViewCounter } from './process-counter'
import { FirstViews } from './visitors'

/*
 * The beacon's rules, without Payload: the server entry answers the beacon with them
 * (src/server/beacon.ts) as Next's route does (endpoint.ts), into the same counter.
 */

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
function visitorOf(headers: HeaderReader): string {
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

/** What the beacon answers: 204, or 400 with a message in the visitor's language. */
export type BeaconAnswer = { status: 204 } | { status: 400; message: string }

/**
 * POST /api/views, the property page's beacon: `body` is what it sent (null when too long or
 * not text), the property's id as plain text. 204 when counted or deliberately not (bots,
 * prefetches, other sites' pages, a visitor's further views of the property that day, ids of
 * no property: those are dropped when the batch is written); 400 for any other body. Of the
 * visitor, only a keyed hash of the address's scope is kept, for the day, to count each
 * visitor once.
 */
export async function receiveBeacon(body: string | null, headers: HeaderReader): Promise<BeaconAnswer> {
  const id = body === null ? null : propertyIdOf(body)
  if (id === null) {
    const locale = errorLocale(null, headers.get('accept-language'))
    return { status: 400, message: errorText(locale, 'param', { name: 'id' }) }
  }
  if (!ignoredBecause(headers)) {
    const day = currentDay()
    if (await firstView(visitorOf(headers), id, day)) pageViewCounter().record(id, day)
  }
  return { status: 204 }
}

/** The body of a 400 answer, as every API error of the site is written. */
export const problemBody = (message: string): string => JSON.stringify({ errors: [{ message }] })
