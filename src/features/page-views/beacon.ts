import { isbot } from 'isbot'
import { MAX_ID } from '@/platform/api/request-checks'

/** Longest body the beacon endpoint reads: a property id is at most 10 digits. */
export const MAX_BODY_BYTES = 32

/** A request's headers as the beacon reads them: a Web `Headers`, or the server entry's view of Node's. */
export interface HeaderReader {
  get(name: string): string | null
}

/**
 * The property id of a beacon's body (`12`, plain text, as `navigator.sendBeacon` sends a
 * string), or null: a positive integer of at most 10 digits that fits the id column.
 */
export function propertyIdOf(body: string): number | null {
  const text = body.trim()
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_ID ? id : null
}

/**
 * Why a well-formed beacon is not counted, or null when it is: crawlers (and clients that send
 * no User-Agent, which no browser does), prefetches and prerenders that nobody may ever see,
 * and beacons a page of another site sent with the visitor's browser.
 */
export function ignoredBecause(headers: HeaderReader): 'bot' | 'prefetch' | 'cross-site' | null {
  const agent = headers.get('user-agent')
  if (!agent || isbot(agent)) return 'bot'
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''}`
  if (/\b(prefetch|preview|prerender)\b/i.test(purpose)) return 'prefetch'
  // Absent in clients other than browsers (they can post anything anyway).
  const site = headers.get('sec-fetch-site')
  if (site && site !== 'same-origin') return 'cross-site'
  return null
}

/**
 * Reads at most `limit` bytes of a body; null when it is longer (read no further) or is not
 * text. A beacon has no reason to be large, and its length is known before reading.
 */
export async function smallBody(request: Request, limit = MAX_BODY_BYTES): Promise<string | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= limit)) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return textOf(chunks)
}

/** The bytes of a body as UTF-8 text; null when they are not. */
export function textOf(chunks: readonly Uint8Array[]): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    return null
  }
}
