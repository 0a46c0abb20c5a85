import type http from 'node:http'
import { MAX_BODY_BYTES, textOf, type HeaderReader } from '@/features/page-views/beacon'
import { problemBody, receiveBeacon } from '@/features/page-views/receive'
import { VIEWS_PATH } from '@/features/page-views/url'
import { SECURITY_HEADERS } from '@/platform/http/response-headers'

/*
 * The property page's view beacon (POST /api/views), answered here before Next: every view of a
 * cached page sends one, so it must keep up with the pages, and through Next most of a beacon's
 * time went to Next's routing, its Web Request and Response and their async contexts (profiled
 * on 2 cores: about 580 beacons/s through Next, 2,900 answered here). The rules and the counter
 * are Next's route's (features/page-views/receive.ts); the answer goes through the same
 * policies, compression and log line as Next's (src/server/request.ts).
 */

/** Whether a request is the beacon: a POST to its path, as Next's route would receive it. */
export function isBeacon(req: http.IncomingMessage): boolean {
  if (req.method !== 'POST') return false
  const path = (req.url ?? '').split('?')[0]
  return path === VIEWS_PATH || path === `${VIEWS_PATH}/`
}

/** Node's headers as the beacon's rules read them (names come lower-cased). */
function headerReader(req: http.IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = req.headers[name]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
  }
}

/**
 * The body, at most `limit` bytes of text; null when longer (announced or sent) or not text. The
 * server already refused a body longer than the beacon's route takes (body-refusal.ts).
 */
export function smallNodeBody(req: http.IncomingMessage, limit = MAX_BODY_BYTES): Promise<string | null> {
  const declared = req.headers['content-length']
  if (declared !== undefined && !(Number(declared) <= limit)) {
    req.resume()
    return Promise.resolve(null)
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= limit) chunks.push(chunk)
    })
    req.once('end', () => resolve(size > limit ? null : textOf(chunks)))
    req.once('error', reject)
  })
}

/** Answers the beacon on the server's wrapped answer (policies, compression, log line). */
export async function answerBeacon(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const answer = await receiveBeacon(await smallNodeBody(req), headerReader(req))
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value)
  res.setHeader('Cache-Control', 'no-store')
  if (answer.status === 204) {
    res.statusCode = 204
    res.end()
    return
  }
  res.statusCode = 400
  res.setHeader('Content-Type', 'application/json')
  res.end(problemBody(answer.message))
}
