import type { Payload } from 'payload'
import { RateLimiterPostgres } from 'rate-limiter-flexible'
import { unnamedStatements } from '@/lib/db/unnamed-statements'
import { ADDRESS_LIMIT, PAIR_LIMIT } from './policy'

/** The table of the login counters (created by a migration), shared by every app instance. */
export const LIMITS_TABLE = 'login_limits'

export interface LoginLimits {
  /** Milliseconds until this address may try again; 0 when it may. */
  addressWait(address: string): Promise<number>
  /** Whether this account may not be tried from this address for now. */
  pairBlocked(email: string, address: string): Promise<boolean>
  failed(email: string, address: string): Promise<void>
  succeeded(email: string, address: string): Promise<void>
  /** Clears the counters of an account (an administrator unlocked it). */
  forget(email: string): Promise<void>
}

const pairKey = (email: string, address: string) => `${email}|${address}`

function create(payload: Payload): LoginLimits {
  // Typed as the Postgres adapter's pool by @payloadcms/db-postgres's declaration merging.
  const pool = payload.db.pool
  const storeClient = unnamedStatements(pool)
  const common = { storeClient, storeType: 'pool', tableName: LIMITS_TABLE, tableCreated: true }
  const pair = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'pair',
    points: PAIR_LIMIT.failures,
    duration: PAIR_LIMIT.windowSeconds,
  })
  const address = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'addr',
    points: ADDRESS_LIMIT.failures,
    duration: ADDRESS_LIMIT.windowSeconds,
    blockDuration: ADDRESS_LIMIT.blockSeconds,
  })
  const spent = async (limiter: RateLimiterPostgres, key: string) => {
    const res = await limiter.get(key)
    return res && res.consumedPoints >= limiter.points ? Math.max(res.msBeforeNext, 1) : 0
  }
  return {
    addressWait: (a) => spent(address, a),
    pairBlocked: async (e, a) => (await spent(pair, pairKey(e, a))) > 0,
    async failed(e, a) {
      // consume() rejects once the points are spent; the counter has still moved on.
      await Promise.all([pair.consume(pairKey(e, a)).catch(() => undefined), address.consume(a).catch(() => undefined)])
    },
    async succeeded(e, a) {
      await pair.delete(pairKey(e, a))
    },
    async forget(e) {
      await pool.query({ text: `DELETE FROM "${LIMITS_TABLE}" WHERE starts_with(key, $1)`, values: [`pair:${e}|`] })
    },
  }
}

const byInstance = new WeakMap<Payload, LoginLimits>()

export function loginLimits(payload: Payload): LoginLimits {
  let limits = byInstance.get(payload)
  if (!limits) byInstance.set(payload, (limits = create(payload)))
  return limits
}
