/**
 * Whether an error means the database could not be reached (refused, cut, timed out, shutting
 * down), as opposed to a query that the database answered with an error. Only the first kind
 * turns a failed request into "temporarily unavailable" (503); a bad query stays a bug (500).
 *
 * The error may be wrapped (drizzle's "Failed query", Payload's own errors, an AggregateError of
 * the IPv4 and IPv6 attempts): the causes are followed.
 */

/** Socket-level codes of Node when the server cannot be reached or the connection dies. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs of an unusable connection: class 08 (connection exception), 57P01-57P05
 * (the server is shutting down, crashed, cannot accept connections yet, idle timeouts), 53300
 * (too many connections) and 57014 (canceled: our statement timeout fired).
 */
const SQLSTATES = /^(08\d{3}|57P0[1-5]|53300|57014)$/

/**
 * Messages of node-postgres and its pool, which carry no code, anywhere in a message: Payload
 * wraps some errors in a new one that keeps only the message ("Error: cannot begin transaction:
 * connect ECONNREFUSED 127.0.0.1:5432").
 */
const MESSAGES = [
  /\bConnection terminated\b/,
  /\bQuery read timeout\b/,
  /\btimeout exceeded when trying to connect\b/,
  /\bis not queryable\b/,
  /\bClient has encountered a connection error\b/,
  /\bthe database system is (starting up|shutting down|in recovery mode)\b/,
  /\bterminating connection due to\b/,
  new RegExp(`\\b(${[...SOCKET_CODES].join('|')})\\b`),
]

const MAX_DEPTH = 8

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || error === null || typeof error !== 'object') return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true
  return cause !== undefined && cause !== error && isDatabaseUnreachable(cause, depth + 1)
}

/**
 * For a read whose failure is taken as "nothing there" (`.catch(nothingUnlessUnreachable)`):
 * null, but an unreachable database is thrown on. A page must not answer "not found" while the
 * database is away: that 404 would be kept in the page cache after it is back.
 */
export function nothingUnlessUnreachable(error: unknown): null {
  if (isDatabaseUnreachable(error)) throw error
  return null
}
