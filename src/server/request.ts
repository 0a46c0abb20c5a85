import type http from 'node:http'
import { forwardedFor } from '@/platform/auth/client-address'
import { BuildFileCopies, CompressedBodies, compressAnswer } from '@/platform/http/compression'
import { sendLargeBodiesAsBytes, sendPolicies } from '@/platform/http/policies'
import { logger, requestContext, requestIdOf } from '@/platform/log'
import { answerUnavailableWhenDatabaseIsDown } from '@/platform/outage/answer'
import { runWithOutcome } from '@/platform/outage/state'
import { answerBeacon, isBeacon } from './beacon'
import { refusedBody } from './body-refusal'
import { propertyFirstSight } from './first-sight'
import { perRequestRoutes } from './script-nonce'
import { notFoundStatus } from './not-found-status'

/** Next's handler for one request (`app.getRequestHandler()`). */
export type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

export interface RequestOptions {
  /** How many proxies in front write X-Forwarded-For (TRUSTED_PROXIES). */
  trustedProxies: number
  /** One log line per answer (LOG_REQUESTS). */
  logAnswers: boolean
  /** Development server: the default Content Security Policy allows what `next dev` needs. */
  dev: boolean
  /** The build's static folder (.next/static), for the Brotli copies of its scripts and styles. */
  staticDir: string
}

export interface RequestListeners {
  /** The server's 'request' listener. */
  request: http.RequestListener
  /**
   * The server's 'checkContinue' listener: a client that asks before sending its body
   * (`Expect: 100-continue`) is told to go on only when its body may be sent, else refused.
   */
  checkContinue: http.RequestListener
}

/**
 * What happens to each request around Next's handling, on its own req and res:
 * - a body larger than its route takes (platform/api/body-size.ts) is refused first, before a
 *   byte of it is read;
 * - the request's `content-security-policy` header goes: Next reads a script nonce from it, and
 *   only the proxy (src/proxy.ts) may set it;
 * - X-Forwarded-For gets the connection's address (platform/auth/client-address.ts): Next hands
 *   route handlers no connection address, and keeps an X-Forwarded-For the client wrote itself;
 * - an id (`X-Request-Id`, kept from a proxy in front), sent back with the answer and carried by
 *   every log line written while it is handled; its answer is logged as one line (the path
 *   without its query, which can hold a one-time token) unless LOG_REQUESTS=0;
 * - the answer's methods are wrapped, innermost first: the outage answer
 *   (platform/outage/answer.ts), the cache and security policies and large bodies as bytes
 *   (platform/http/policies.ts), then compression (platform/http/compression.ts), which holds a
 *   page rendered for its request to its end (the site's 404 page then gets its status:
 *   not-found-status.ts). Next calls the outermost; what an inner one decides (a 503 and its
 *   page) is what goes out;
 * - the property page's view beacon (POST /api/views) is answered here, not by Next
 *   (src/server/beacon.ts): the same rules and counter as its Next route, at a fifth of the cost;
 * - a property page asked for the first time is marked, with a script nonce, and next.config.ts
 *   sends it to the route that renders it for its request (cache on second sight,
 *   src/server/first-sight.ts); the routes rendered for each request (the preview, the map frame,
 *   the owners' login and portal) get their script nonce (script-nonce.ts).
 */
export function requestListeners(next: NextHandler, options: RequestOptions): RequestListeners {
  const compressedBodies = new CompressedBodies()
  const buildFileCopies = new BuildFileCopies(options.staticDir)
  const markFirstSight = propertyFirstSight(options.dev)
  const nonceForPerRequestRoutes = perRequestRoutes(options.dev)

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    delete req.headers['content-security-policy']
    markFirstSight(req, res)
    nonceForPerRequestRoutes(req, res)
    req.headers['x-forwarded-for'] = forwardedFor(
      req.headers['x-forwarded-for'],
      req.socket.remoteAddress,
      options.trustedProxies,
    )
    const requestId = requestIdOf(req.headers['x-request-id'])
    req.headers['x-request-id'] = requestId
    res.setHeader('X-Request-Id', requestId)

    const outcome = answerUnavailableWhenDatabaseIsDown(req, res)
    sendPolicies(req, res, options.dev)
    sendLargeBodiesAsBytes(res)
    if (!buildFileCopies.apply(req, res)) compressAnswer(req, res, compressedBodies, notFoundStatus)

    const started = performance.now()
    requestContext.run({ requestId }, () => {
      if (options.logAnswers)
        res.once('finish', () =>
          logger[res.statusCode >= 500 ? 'error' : 'info'](
            {
              method: req.method,
              path: (req.url ?? '/').split('?')[0],
              status: res.statusCode,
              ms: Math.round(performance.now() - started),
            },
            'request',
          ),
        )
      const handler = isBeacon(req) ? answerBeacon : next
      runWithOutcome(outcome, () => handler(req, res)).catch((error: unknown) => failed(res, error))
    })
  }

  return {
    request(req, res) {
      if (!refusedBody(req, res, options.dev)) handle(req, res)
    },
    checkContinue(req, res) {
      if (refusedBody(req, res, options.dev)) return
      res.writeContinue()
      handle(req, res)
    },
  }
}

/** Next's handler threw (it answers its own errors; this is a bug in the server itself). */
function failed(res: http.ServerResponse, error: unknown) {
  logger.error({ err: error }, 'request failed')
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.statusCode = 500
  res.end('Internal Server Error')
}
