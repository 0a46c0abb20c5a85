import type http from 'node:http'
import { bodyRefusal, judgeBody } from '@/platform/api/body-size'
import { sendPolicies } from '@/platform/http/policies'

/** How long a refused body is still read into nothing before the connection is closed. */
const DISCARD_MS = 3000

/**
 * Answers a request whose body is too large (or has no length) for its route
 * (platform/api/body-size.ts), from its Content-Length, before a byte of it is read: the answer
 * and the connection closed, with the policies of every answer (Cache-Control, the default
 * Content Security Policy). False when the request may go on.
 */
export function refusedBody(req: http.IncomingMessage, res: http.ServerResponse, dev: boolean): boolean {
  const url = req.url ?? '/'
  const verdict = judgeBody(url, req.headers)
  if (verdict.ok) return false
  const refusal = bodyRefusal(verdict, url, req.headers)
  sendPolicies(req, res, dev)
  res.writeHead(refusal.status, refusal.headers)
  if (!refusal.discardRest) {
    res.end(refusal.text)
    return true
  }
  // The whole answer goes out now (it has a Content-Length); the connection closes once the
  // rest of the body has been read into nothing, or after a few seconds.
  res.write(refusal.text)
  const close = () => {
    clearTimeout(timer)
    if (!res.writableEnded) res.end()
  }
  const timer = setTimeout(close, DISCARD_MS)
  req.once('end', close).once('error', close).resume()
  return true
}
