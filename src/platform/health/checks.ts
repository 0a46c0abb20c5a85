import 'server-only'
import { RETRY_AFTER_SECONDS } from '@/platform/outage/state'
import { payload } from '@/payload/local-api'

/** How long /readyz waits for the database's answer: a monitor must get its answer quickly. */
export const READY_TIMEOUT_MS = 2000

// Never cached by anything: a monitor asks for the state now.
const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' }

/** /healthz: the process is up and serving. Touches nothing else, so it stays cheap and true. */
export function liveness(): Response {
  return new Response('{"status":"up"}', { headers })
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * /readyz: the database answers a trivial query within READY_TIMEOUT_MS (through the site's
 * own pool, so it also proves a connection can be had). 503 with Retry-After otherwise: a load
 * balancer sends no visitors to an instance whose database is gone.
 */
export async function readiness(): Promise<Response> {
  try {
    await within(
      payload().then((p) => p.db.pool.query({ text: 'SELECT 1' })),
      READY_TIMEOUT_MS,
    )
    return new Response('{"status":"ready","database":"reachable"}', { headers })
  } catch {
    return new Response('{"status":"unavailable","database":"unreachable"}', {
      status: 503,
      headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) },
    })
  }
}
