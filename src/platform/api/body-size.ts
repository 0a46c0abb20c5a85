/**
 * How large a request body each route may send, decided from the request line and headers alone,
 * before a byte of the body is read (the server asks for every request, src/server/body-refusal.ts).
 * Node reads nothing a handler does not ask for, so a refused body never reaches memory: the
 * answer goes out and the connection is closed (`Connection: close`) with the body unread.
 * Pure: no I/O, unit-tested in body-size.test.ts.
 */

import { SECURITY_HEADERS } from '@/platform/http/response-headers'
import { errorLocale, errorText } from '../errors/messages'

const KB = 1024
const MB = 1024 * KB

/**
 * The limits, by route. The largest body each route has a use for, with room to spare:
 * - the property page's view beacon sends a property id (features/page-views/beacon.ts);
 * - uploads to the media and owner-document collections (a photo straight from a camera, a
 *   scanned PDF) are multipart files;
 * - every other REST call and the back office's own posts (Payload's form state) are JSON of
 *   one document: a property with its rich text in four languages stays far below this;
 * - the listings import (POST /api/import, features/listings-feed) takes a whole feed: a
 *   thousand listings with their texts in four languages are a few megabytes;
 * - everything else, the site's pages, receives only the enquiry forms' Server Actions and
 *   forms posted without JavaScript: next.config.ts `serverActions.bodySizeLimit` is the same.
 */
export const BODY_LIMITS = {
  beacon: 256,
  upload: 25 * MB,
  import: 32 * MB,
  api: 2 * MB,
  page: 64 * KB,
} as const

export type BodyRoute = keyof typeof BODY_LIMITS

const UPLOAD_COLLECTIONS = ['media', 'property-documents']

/** Which limit a request path falls under (the query is ignored). */
export function bodyRouteOf(url: string): BodyRoute {
  const path = (url.split(/[?#]/)[0] ?? '/').toLowerCase()
  if (path === '/api/views' || path === '/api/views/') return 'beacon'
  if (path === '/api/import' || path === '/api/import/') return 'import'
  if (path.startsWith('/api/')) {
    const slug = path.split('/')[2] ?? ''
    return UPLOAD_COLLECTIONS.includes(slug) ? 'upload' : 'api'
  }
  if (path === '/admin' || path.startsWith('/admin/')) return 'api'
  return 'page'
}

export type BodyVerdict =
  | { ok: true }
  /** 413: the announced body is longer than the route takes. */
  | { ok: false; status: 413; route: BodyRoute; limit: number }
  /** 411: a body without a length (chunked), or a length that is not a number. */
  | { ok: false; status: 411 | 400; route: BodyRoute; limit: number }

type HeaderValue = string | string[] | undefined

/**
 * Whether a request may send its body to the route it names. Judged on Content-Length, the
 * length the client announced: Node's parser never hands a handler more bytes than that.
 *
 * A body sent in chunks has no length to judge before reading, and counting it while it
 * streams would mean wrapping the stream Next and Payload read. No client of this site needs
 * it: browsers send forms, `sendBeacon` and the back office's uploads with a Content-Length.
 * So a chunked body is refused (411 Length Required) on every route; a client that wants to
 * send a body says how long it is.
 */
export function judgeBody(url: string, headers: { [name: string]: HeaderValue }): BodyVerdict {
  const route = bodyRouteOf(url)
  const limit = BODY_LIMITS[route]
  const length = headers['content-length']
  const chunked = headers['transfer-encoding'] !== undefined
  if (chunked) return { ok: false, status: 411, route, limit }
  if (length === undefined) return { ok: true }
  // Node already answers 400 to a malformed or repeated Content-Length; this is a second guard.
  if (Array.isArray(length) || !/^\d+$/.test(length.trim())) return { ok: false, status: 400, route, limit }
  return Number(length) > limit ? { ok: false, status: 413, route, limit } : { ok: true }
}

/** A limit as people read it: 256 bytes, 64 KB, 2 MB. */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`
  return `${bytes} bytes`
}

/**
 * How much of a refused body the server still reads and throws away before closing. Closing a
 * connection with unread bytes on it resets it, and a browser that has already sent its form
 * (a long message just over the limit) may then lose the answer and show a network error
 * instead of the message. Bodies announced more than this over the limit are cut off at once.
 */
export const DISCARD_BYTES = 1024 * 1024

export interface BodyRefusal {
  status: number
  headers: Record<string, string>
  text: string
  /** Read the rest of the body (into nothing) before closing, so the answer surely arrives. */
  discardRest: boolean
}

/**
 * The answer to a refused body: a short text in the language of the page (its first path
 * segment) or of the browser, and `Connection: close`, so the client stops sending and the
 * unread body dies with the connection instead of being drained.
 */
export function bodyRefusal(
  verdict: Exclude<BodyVerdict, { ok: true }>,
  url: string,
  headers: { [name: string]: HeaderValue },
): BodyRefusal {
  const acceptLanguage = headers['accept-language']
  const language = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage
  const first = (url.split(/[?#]/)[0] ?? '').split('/')[1]
  const locale = errorLocale(first, language)
  const text =
    verdict.status === 413
      ? errorText(locale, 'bodyTooLarge', { size: sizeText(verdict.limit) })
      : errorText(locale, 'lengthRequired')
  return {
    status: verdict.status,
    headers: {
      // Next never sees this request, so its header rules do not apply: the same headers here.
      ...Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key, h.value])),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Language': locale,
      'Cache-Control': 'no-store',
      'Content-Length': String(Buffer.byteLength(text)),
      Connection: 'close',
    },
    text,
    // A client that asked before sending (`Expect: 100-continue`) sends nothing more.
    discardRest:
      verdict.status === 413 &&
      headers.expect === undefined &&
      Number(headers['content-length']) - verdict.limit <= DISCARD_BYTES,
  }
}
