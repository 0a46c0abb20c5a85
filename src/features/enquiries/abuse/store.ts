import { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { unnamedStatements, type QueryablePool } from '@/platform/db/unnamed-statements'

/** The table of the enquiry counters and spent proofs (created by a migration). */
export const ENQUIRY_LIMITS_TABLE = 'enquiry_limits'

export interface CounterSpec {
  /** Keeps the counters of different purposes apart in the one table or Redis. */
  name: string
  points: number
  seconds: number
}

/** Counts uses of a key; false once the key has used up its points for now. */
export type Counter = (key: string) => Promise<boolean>

/** Makes counters in one shared store (PostgreSQL or Redis). */
export type CounterStore = (spec: CounterSpec) => Counter

/**
 * A counter in a shared store. When the store fails (Redis or the database away), counting goes
 * on in this process, with the error logged: a visitor's request is not lost for a counter, and
 * a flood meets the limit of each instance still.
 */
function counter(shared: RateLimiterAbstract, spec: CounterSpec): Counter {
  const local = new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.seconds })
  const spend = (limiter: RateLimiterAbstract, key: string) =>
    limiter.consume(key).then(
      () => true,
      (refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return false
        throw refusal
      },
    )
  return (key) =>
    spend(shared, key).catch((error: unknown) => {
      console.error(`[enquiries] the limits store failed (${spec.name}); counting in this process only`, error)
      return spend(local, key)
    })
}

/** Counters in the app's database (the Postgres adapter's pool), in the migration's table. */
export function postgresCounters(pool: QueryablePool): CounterStore {
  const storeClient = unnamedStatements(pool)
  return (spec) =>
    counter(
      new RateLimiterPostgres({
        storeClient,
        storeType: 'pool',
        tableName: ENQUIRY_LIMITS_TABLE,
        tableCreated: true,
        keyPrefix: spec.name,
        points: spec.points,
        duration: spec.seconds,
      }),
      spec,
    )
}

/** Counters in Redis (REDIS_URL). */
export function redisCounters(client: Redis): CounterStore {
  return (spec) =>
    counter(
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `vitrine:enquiries:${spec.name}`,
        points: spec.points,
        duration: spec.seconds,
      }),
      spec,
    )
}

/**
 * A Redis client for the counters. Commands wait at most a second (then the counter counts in
 * the process) rather than holding a visitor's submission while Redis is away.
 */
export function redisClient(url: string): Redis {
  const client = new Redis(url, { commandTimeout: 1000, maxRetriesPerRequest: 1 })
  // Without a listener, a connection error would be thrown as an unhandled event.
  client.on('error', (error: Error) => console.error('[enquiries] Redis:', error.message))
  return client
}
