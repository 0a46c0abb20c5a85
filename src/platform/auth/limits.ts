import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { addressScope } from '@/domain/network'
import { unnamedStatements } from '@/platform/db/unnamed-statements'
import { ADDRESS_LIMIT, ATTACK_NOTICE, PAIR_DELAY, pairWaitSeconds, RESET_REQUEST_LIMIT } from './policy'

/** The table of the login counters (created by a migration), shared by every app instance. */
export const LIMITS_TABLE = 'login_limits'

export interface LoginLimits {
  /** Milliseconds until this address's network may try again; 0 when it may. */
  addressWait(address: string): Promise<number>
  /** Milliseconds until this account may be tried again from this address's network; 0 when it may. */
  pairWait(account: string, address: string): Promise<number>
  failed(account: string, address: string): Promise<void>
  succeeded(account: string, address: string): Promise<void>
  /** Clears the counters of an account on every network (an administrator unlocked it). */
  forget(account: string): Promise<void>
  /** Accounts (limits' keys) with many recent failures from several networks, most failures first. */
  underAttack(): Promise<AttackedKey[]>
}

export interface AttackedKey {
  account: string
  failures: number
  networks: number
}

export interface ResetRequestLimits {
  /**
   * Counts one request for a reset link to `email` from `address`, and answers the milliseconds
   * to wait when it is one too many (then nothing may be sent); 0 when it may go ahead.
   */
  take(email: string, address: string): Promise<number>
}

/**
 * An account as its counters' keys name it: as given, readable for the administrators' notice,
 * unless too long for the table's key (then a hash: such an address has no account anyway).
 */
const accountPart = (account: string) =>
  account.length <= 160 ? account : `#${crypto.createHash('sha256').update(account).digest('base64url')}`
const pairKey = (account: string, address: string) => `${accountPart(account)}|${addressScope(address)}`

/** consume() rejects with the counter's state once the points are spent; a store error is real. */
const counted = (error: unknown): RateLimiterRes => {
  if (error instanceof RateLimiterRes) return error
  throw error
}

function create(payload: Payload) {
  // Typed as the Postgres adapter's pool by @payloadcms/db-postgres's declaration merging.
  const pool = payload.db.pool
  const storeClient = unnamedStatements(pool)
  const common = { storeClient, storeType: 'pool', tableName: LIMITS_TABLE, tableCreated: true }
  // A pair's failures, and apart from them its current wait (set by block(), so it can grow).
  const pair = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'pair',
    // Never spent: the count only sets the wait.
    points: 1_000_000,
    duration: PAIR_DELAY.memorySeconds,
  })
  const pairDelay = new RateLimiterPostgres({ ...common, keyPrefix: 'pwait', points: 1, duration: 1 })
  const address = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'addr',
    points: ADDRESS_LIMIT.failures,
    duration: ADDRESS_LIMIT.windowSeconds,
    blockDuration: ADDRESS_LIMIT.blockSeconds,
  })
  const resetByNetwork = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'reset-net',
    points: RESET_REQUEST_LIMIT.perNetwork.requests,
    duration: RESET_REQUEST_LIMIT.perNetwork.windowSeconds,
  })
  const resetByEmail = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'reset-mail',
    points: RESET_REQUEST_LIMIT.perEmail.requests,
    duration: RESET_REQUEST_LIMIT.perEmail.windowSeconds,
  })
  const spent = async (limiter: RateLimiterPostgres, key: string) => {
    const res = await limiter.get(key)
    return res && res.consumedPoints >= limiter.points ? Math.max(res.msBeforeNext, 1) : 0
  }
  const forgetKeys = (prefixes: string[]) =>
    pool.query({
      text: `DELETE FROM "${LIMITS_TABLE}" WHERE ${prefixes.map((_, i) => `starts_with(key, $${i + 1})`).join(' OR ')}`,
      values: prefixes,
    })

  const login: LoginLimits = {
    addressWait: (a) => spent(address, addressScope(a)),
    pairWait: (account, a) => spent(pairDelay, pairKey(account, a)),
    async failed(account, a) {
      const key = pairKey(account, a)
      const [failures] = await Promise.all([
        pair.consume(key).then((res) => res.consumedPoints),
        address.consume(addressScope(a)).catch(counted),
      ])
      const wait = pairWaitSeconds(failures)
      if (wait > 0) await pairDelay.block(key, wait)
    },
    async succeeded(account, a) {
      const key = pairKey(account, a)
      await Promise.all([pair.delete(key), pairDelay.delete(key)])
    },
    async forget(account) {
      const part = accountPart(account)
      await forgetKeys([`pair:${part}|`, `pwait:${part}|`])
    },
    async underAttack() {
      // A pair's key is `pair:{account}|{network}`; a network never holds a '|'.
      const { rows } = await pool.query<{ account: string; failures: number; networks: number }>({
        text: `SELECT account, sum(points)::int AS failures, count(*)::int AS networks
          FROM (SELECT substring(key FROM 6 FOR length(key) - 5 - strpos(reverse(key), '|')) AS account, points
                FROM "${LIMITS_TABLE}" WHERE starts_with(key, 'pair:') AND (expire IS NULL OR expire > $1)) AS pairs
          GROUP BY account HAVING count(*) >= $2 AND sum(points) >= $3
          ORDER BY failures DESC LIMIT 50`,
        values: [Date.now(), ATTACK_NOTICE.networks, ATTACK_NOTICE.failures],
      })
      return rows
    },
  }
  const reset: ResetRequestLimits = {
    async take(email, a) {
      // The address asked for is kept as a hash: the table holds no stranger's e-mail.
      const hashed = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')
      const over = (limiter: RateLimiterPostgres, key: string) =>
        limiter.consume(key).then(
          () => 0,
          (error: unknown) => Math.max(counted(error).msBeforeNext, 1),
        )
      const waits = await Promise.all([over(resetByNetwork, addressScope(a)), over(resetByEmail, hashed)])
      return Math.max(...waits)
    },
  }
  return { login, reset }
}

const byInstance = new WeakMap<Payload, ReturnType<typeof create>>()

function limitsOf(payload: Payload) {
  let limits = byInstance.get(payload)
  if (!limits) byInstance.set(payload, (limits = create(payload)))
  return limits
}

export const loginLimits = (payload: Payload): LoginLimits => limitsOf(payload).login
export const resetRequestLimits = (payload: Payload): ResetRequestLimits => limitsOf(payload).reset
