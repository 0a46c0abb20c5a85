import { AsyncLocalStorage } from 'node:async_hooks'
import { isDatabaseUnreachable } from '@/platform/db/unreachable'

/**
 * What the server knows about the database's reachability, per request and process-wide.
 *
 * - Per request: the server runs each HTTP request inside an AsyncLocalStorage scope
 *   (src/server/request.ts), so a database call that fails as unreachable marks the very
 *   request it ran for, and a Server Action that answered "try again later" marks its answer
 *   (platform/outage/answer.ts turns both into a 503 with Retry-After).
 * - Process-wide: the last failure and the last success of the pool. A request that did not
 *   reach the database itself (Next shares one render between concurrent requests for the same
 *   page) still sees that the database is down.
 *
 * The server (src/server), the pool (bundled with Payload's config) and the pages live in
 * different bundles: the state is kept on globalThis so they all share one copy.
 */
/** Seconds a visitor (or a cache, or a monitor) is asked to wait: the pages say "a minute". */
export const RETRY_AFTER_SECONDS = 60

export interface RequestOutcome {
  /** A database call of this request failed because the database could not be reached. */
  databaseFailed: boolean
  /** The request answered "temporarily unavailable" itself (a form's Server Action). */
  unavailable: boolean
  /** The status a Server Action gave its answer (a refused form): Next always answers 200. */
  status?: number
}

interface Shared {
  scope: AsyncLocalStorage<RequestOutcome>
  lastFailure: number
  lastSuccess: number
}

const KEY = Symbol.for('vitrine.database-outage')

function shared(): Shared {
  const g = globalThis as unknown as Record<symbol, Shared | undefined>
  return (g[KEY] ??= { scope: new AsyncLocalStorage(), lastFailure: 0, lastSuccess: 0 })
}

/** Runs one HTTP request's handling with an outcome of its own. */
export function runWithOutcome<T>(outcome: RequestOutcome, handle: () => T): T {
  return shared().scope.run(outcome, handle)
}

/** Called by the pool for every failed connection or query. */
export function noteDatabaseError(error: unknown): void {
  if (!isDatabaseUnreachable(error)) return
  const state = shared()
  state.lastFailure = Date.now()
  const outcome = state.scope.getStore()
  if (outcome) outcome.databaseFailed = true
}

/** Called by the pool when a connection was opened or a query answered. */
export function noteDatabaseSuccess(): void {
  shared().lastSuccess = Date.now()
}

/** Whether the pool's last word was a failure to reach the database. */
export function databaseSeemsDown(): boolean {
  const { lastFailure, lastSuccess } = shared()
  return lastFailure > 0 && lastFailure >= lastSuccess
}

/**
 * For a Server Action that caught an unreachable database and answers the form with "try again
 * in a minute": the answer gets status 503 and Retry-After (when the request runs under the
 * server's scope; elsewhere, such as in tests calling the action, nothing happens).
 */
export function markUnavailable(): void {
  const outcome = shared().scope.getStore()
  if (outcome) outcome.unavailable = true
}

/**
 * For a Server Action that refused a form (the form comes back with its message): its answer
 * gets this 4xx status instead of Next's 200, so a post made by hand reads as refused too.
 * Outside the server's scope (tests calling the action) nothing happens.
 */
export function markAnswerStatus(status: number): void {
  const outcome = shared().scope.getStore()
  if (outcome) outcome.status = status
}
