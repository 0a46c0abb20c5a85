import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import { format } from 'node:util'

/**
 * Structured logs: every line the server writes is one JSON object with its time, level,
 * message and the id of the request it belongs to, so an operator can follow one request across
 * the app's lines, nginx's and Varnish's (they pass `X-Request-Id` on).
 */
export type Level = 'debug' | 'info' | 'warn' | 'error'

interface RequestContext {
  requestId: string
}

// One store per process: Next bundles server code into several chunks, each with its own copy
// of this module.
const KEY = Symbol.for('vitrine.request-context')
const registry = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>
export const requestContext: AsyncLocalStorage<RequestContext> = (registry[KEY] ??= new AsyncLocalStorage())

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId
}

/** An id a proxy in front sent (kept, so its logs and ours match), or a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  const value = Array.isArray(given) ? given[0] : given
  return value && /^[A-Za-z0-9._:-]{8,128}$/.test(value) ? value : crypto.randomUUID()
}

/** One log line (without its newline). */
export function logLine(level: Level, msg: string, fields: Record<string, unknown> = {}, now = new Date()): string {
  const requestId = currentRequestId()
  return JSON.stringify({ time: now.toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...fields })
}

export function log(level: Level, msg: string, fields?: Record<string, unknown>): void {
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout
  stream.write(`${logLine(level, msg, fields)}\n`)
}

/**
 * Console output of the server (ours, Next's and libraries') as log lines: whatever prints
 * through `console` comes out structured, with the request's id.
 */
export function structuredConsole(): void {
  const levels: Array<[keyof Console & ('log' | 'info' | 'warn' | 'error' | 'debug'), Level]> = [
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['debug', 'debug'],
  ]
  for (const [method, level] of levels) {
    console[method] = (...args: unknown[]) => log(level, format(...args))
  }
}

/**
 * Payload's logger (pino) writing the same lines: ISO time, level by name, the request's id;
 * no pid or host name (one process per log).
 */
export const payloadLoggerOptions = {
  base: undefined,
  messageKey: 'msg',
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label: string) => ({ level: label }) },
  mixin: () => {
    const requestId = currentRequestId()
    return requestId ? { requestId } : {}
  },
}
