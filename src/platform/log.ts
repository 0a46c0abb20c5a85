import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import pino, { type DestinationStream, type Logger } from 'pino'

/**
 * Structured logs: every line the server writes is one JSON object with its time, level,
 * message and the id of the request it belongs to, so an operator can follow one request across
 * the app's lines, nginx's and Varnish's (they pass `X-Request-Id` on). One pino logger writes
 * them all: the server's (src/server), Payload's (payload.config.ts `logger`) and the site's.
 */
interface RequestContext {
  requestId: string
}

// One store and one logger per process: Next bundles server code into several chunks, each
// with its own copy of this module, and the server (src/server) loads it once more.
const CONTEXT = Symbol.for('vitrine.request-context')
const LOGGER = Symbol.for('vitrine.logger')
const registry = globalThis as unknown as {
  [CONTEXT]?: AsyncLocalStorage<RequestContext>
  [LOGGER]?: Logger
}
export const requestContext: AsyncLocalStorage<RequestContext> = (registry[CONTEXT] ??= new AsyncLocalStorage())

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId
}

/** An id a proxy in front sent (kept, so its logs and ours match), or a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  const value = Array.isArray(given) ? given[0] : given
  return value && /^[A-Za-z0-9._:-]{8,128}$/.test(value) ? value : crypto.randomUUID()
}

/**
 * A logger writing the site's lines to `destination`: ISO time, level by name, the request's id;
 * no pid or host name (one process per log).
 */
export function createLogger(destination: DestinationStream): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    destination,
  )
}

/**
 * The process's logger: `logger.info({ ms }, 'slow mail server')`. Lines are written without
 * waiting, those logged while a write is under way going out together with the next one: a
 * write per line would be a system call per request (measured at a few per cent of a cached
 * page's cost). What is left is written before the process exits (pino flushes on exit).
 */
export const logger: Logger = (registry[LOGGER] ??= createLogger(pino.destination({ dest: 1, sync: false })))
