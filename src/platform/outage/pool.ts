import pg from 'pg'
import type { Env } from '@/platform/env'
import { noteDatabaseError, noteDatabaseSuccess } from './state'

/** How long a client that died while checked out may stay out before the pool takes it back. */
const DEAD_CLIENT_GRACE_MS = 2000

type Callback = (error: Error | undefined, ...rest: unknown[]) => void
type Method = (...args: unknown[]) => unknown

/** Watches a promise without handling it for its owner. */
function watch(result: unknown): void {
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    ;(result as Promise<unknown>).then(noteDatabaseSuccess, noteDatabaseError)
  }
}

/**
 * Wraps a method so its outcome is noted: a promise is watched where the caller made it (so a
 * failure marks the caller's request); a callback only feeds the process-wide state, since
 * node-postgres calls it back from whichever request opened the socket.
 */
function noting(method: Method): Method {
  return function (this: unknown, ...args: unknown[]) {
    const last = args.at(-1)
    if (typeof last === 'function') {
      args[args.length - 1] = (error: Error | undefined, ...rest: unknown[]) => {
        if (error) noteDatabaseError(error)
        ;(last as Callback)(error, ...rest)
      }
      return method.apply(this, args)
    }
    const result = method.apply(this, args)
    watch(result)
    return result
  }
}

/**
 * node-postgres with a pool that survives the database going away, for Payload's adapter
 * (its `pg` option):
 *
 * - An error of an idle connection (the database stopped, the network cut) is an `error` event
 *   of the pool: without a listener Node would throw it and stop the server.
 * - A connection that dies while checked out has nobody listening either; and the connection
 *   Payload's adapter keeps checked out for itself (db-postgres connect.js) is never given
 *   back: after each outage the pool would have one connection less, until none is left. A
 *   client that died and is still out after a moment is taken back (its owner's later release
 *   does nothing).
 * - Every failure and success is noted (platform/outage/state.ts), so a request that failed
 *   on an unreachable database answers 503 instead of 500, and /readyz knows.
 *
 * Waits are bounded by the pool options given with it (payload.config.ts): a connection, or a
 * free slot in the pool, within `connectionTimeoutMillis`; an answer within `query_timeout`.
 * When the database is back, the next request simply opens a new connection.
 */
export function resilientPg(): typeof pg {
  class ResilientPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config)
      const checkedOut = new Set<pg.PoolClient>()
      let reported = false
      this.on('error', (error) => {
        noteDatabaseError(error)
        // One line per outage, not one per dead connection.
        if (!reported) console.error(`[vitrine] The database connection was lost: ${error.message}`)
        reported = true
      })
      this.on('acquire', (client) => checkedOut.add(client))
      this.on('release', (_error, client) => checkedOut.delete(client))
      this.on('remove', (client) => checkedOut.delete(client as pg.PoolClient))
      this.on('connect', (client) => {
        noteDatabaseSuccess()
        reported = false
        client.query = noting(client.query as Method) as typeof client.query
        client.on('error', (error) => {
          noteDatabaseError(error)
          setTimeout(() => {
            if (!checkedOut.has(client as pg.PoolClient)) return
            const out = client as pg.PoolClient
            try {
              out.release(error)
            } catch {
              /* released meanwhile */
            }
            out.release = () => {}
          }, DEAD_CLIENT_GRACE_MS).unref()
        })
      })
      this.connect = noting(this.connect as Method) as typeof this.connect
      this.query = noting(this.query as Method) as typeof this.query
    }
  }
  // The module's other members (types, Client …) through the prototype: copying them would run
  // its lazy `native` getter.
  return Object.assign(Object.create(pg) as typeof pg, { Pool: ResilientPool })
}

/**
 * Bounded waits for a PostgreSQL server: a connection, or a free slot in the pool, within
 * DB_CONNECT_TIMEOUT_MS; the answer to a statement within DB_QUERY_TIMEOUT_MS (0: none, for
 * migrations). Keep-alive notices a peer that vanished without closing the connection.
 */
export function serverTimeouts(settings: Pick<Env, 'DB_CONNECT_TIMEOUT_MS' | 'DB_QUERY_TIMEOUT_MS'>): pg.PoolConfig {
  return {
    connectionTimeoutMillis: settings.DB_CONNECT_TIMEOUT_MS,
    ...(settings.DB_QUERY_TIMEOUT_MS ? { query_timeout: settings.DB_QUERY_TIMEOUT_MS } : {}),
    keepAlive: true,
  }
}
