import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bodyRefusal, judgeBody } from './platform/api/body-size'
import { forwardedFor } from './platform/auth/client-address'
import { startJobsRunner } from './platform/jobs/runner'
import { answerUnavailableWhenDatabaseIsDown } from './platform/outage/answer'
import { cacheControlFor } from './platform/http/cache-control'
import { BuildFileCopies, CompressedBodies, compressAnswer } from './platform/http/compression'
import { env } from './platform/env'
import { log, requestContext, requestIdOf, structuredConsole } from './platform/log'
import { payloadSecret } from './platform/secret'
import { defaultPolicy } from './platform/http/security-headers'

export async function startServerDuties() {
  structuredConsole()
  await installPageCache(env().REDIS_URL)
  // A request that fails because the database is unreachable answers 503 with Retry-After.
  // Installed first, its answer hooks run last: its status and no-store win.
  answerUnavailableWhenDatabaseIsDown()
  prepareRequests(env().TRUSTED_PROXIES, env().LOG_REQUESTS === '1')
  sendPolicies(env().NODE_ENV === 'development')
  sendLargeBodiesAsBytes()
  watchLauncher(env().VITRINE_LAUNCHER_PID)
  // Scheduled publish and unpublish run inside the server (platform/jobs/runner.ts).
  startJobsRunner(env().PORT, payloadSecret())
}

/**
 * Next's page cache with each page's Content Security Policy (src/platform/page-cache/next-cache-handler.mjs).
 * Named as next.config `cacheHandler`, Next would import() it again for every request (two
 * module look-ups per page served, a few per cent of a cached page's cost); Next also takes a
 * page cache class from this global, looked up when no `cacheHandler` is configured, and the
 * server sets it once before its first request. Loaded at run time, not bundled, so it extends
 * the very file-system cache Next uses. (tests/e2e/headers.e2e.ts checks that cached pages
 * carry their script hashes.) With REDIS_URL the instances share it through Redis
 * (src/platform/page-cache/next-cache-redis.mjs); the site's cached reads (unstable_cache) and pages both go
 * through this handler: nothing uses 'use cache' (next.config `cacheHandlers`).
 */
async function installPageCache(redisUrl: string | undefined) {
  const file = pathToFileURL(path.resolve('src/platform/page-cache/next-cache-handler.mjs')).href
  const { pageCacheHandler } = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ file)) as {
    pageCacheHandler: (options: { redisUrl?: string }) => Promise<unknown>
  }
  const key = Symbol.for('@next/cache-handlers')
  const registry = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>
  registry[key] = { ...registry[key], FetchCache: await pageCacheHandler({ redisUrl }) }
}

/**
 * Under the launcher, the server watches it: if the launcher dies without stopping us
 * (kill -9), its embedded database is gone, and an orphaned server would keep the port while
 * failing every request.
 */
function watchLauncher(launcher: number | undefined) {
  if (!launcher) return
  setInterval(() => {
    try {
      process.kill(launcher, 0)
    } catch {
      console.error('[vitrine] The launcher is gone: stopping the server.')
      process.exit(1)
    }
  }, 1000).unref()
}

/**
 * Before Next sees a request:
 * - `next start` hands route handlers no connection address, and keeps an X-Forwarded-For the
 *   client wrote itself: the login limits would count whatever address a client claims. Each
 *   request gets the connection's address written in (platform/auth/client-address.ts).
 * - Its answer is compressed, a whole page once for every visitor, a script or stylesheet of the
 *   build once at Brotli's best (platform/http/compression.ts).
 * - It gets an id (`X-Request-Id`, kept from a proxy in front), sent back with the answer and
 *   carried by every log line written while it is handled; its answer is logged as one line
 *   (the path without its query, which can hold a one-time token) unless LOG_REQUESTS=0.
 * - A body larger than its route takes (platform/api/body-size.ts) is refused first, from its
 *   Content-Length, before a byte of it is read: 413 and the connection closed. A client that
 *   asks before sending (`Expect: 100-continue`) is refused without being told to continue.
 */
function prepareRequests(trustedProxies: number, logAnswers: boolean) {
  const compressedBodies = new CompressedBodies()
  const buildFileCopies = new BuildFileCopies(path.resolve('.next/static'))
  const emit = http.Server.prototype.emit
  const asked = new WeakSet<http.Server>()
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    // Node answers `Expect: 100-continue` itself, telling the client to send its body, unless
    // the server listens for 'checkContinue': the server's first event adds that listener.
    if (!asked.has(this)) {
      asked.add(this)
      this.on('checkContinue', (req: http.IncomingMessage, res: http.ServerResponse) => {
        if (refusedBody(req, res)) return
        res.writeContinue()
        this.emit('request', req, res)
      })
    }
    if (event !== 'request') return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
    const req = args[0] as http.IncomingMessage
    const res = args[1] as http.ServerResponse
    if (refusedBody(req, res)) return true
    // Next reads a script nonce from this request header: only the proxy may set it.
    delete req.headers['content-security-policy']
    req.headers['x-forwarded-for'] = forwardedFor(
      req.headers['x-forwarded-for'],
      req.socket.remoteAddress,
      trustedProxies,
    )
    if (!buildFileCopies.apply(req, res)) compressAnswer(req, res, compressedBodies)
    const requestId = requestIdOf(req.headers['x-request-id'])
    req.headers['x-request-id'] = requestId
    res.setHeader('X-Request-Id', requestId)
    const started = performance.now()
    return requestContext.run({ requestId }, () => {
      if (logAnswers)
        res.once('finish', () =>
          log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
            method: req.method,
            path: (req.url ?? '/').split('?')[0],
            status: res.statusCode,
            ms: Math.round(performance.now() - started),
          }),
        )
      return emit.apply(this, [event, ...args] as unknown as Parameters<typeof emit>)
    })
  } as typeof emit
}

/** Answers a request whose body is too large (or has no length) for its route; false when it may go on. */
function refusedBody(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const url = req.url ?? '/'
  const verdict = judgeBody(url, req.headers)
  if (verdict.ok) return false
  const refusal = bodyRefusal(verdict, url, req.headers)
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
  const timer = setTimeout(close, 3000)
  req.once('end', close).once('error', close).resume()
  return true
}

/**
 * Each answer's policies, decided as its headers are written:
 * - its Cache-Control, from one place (src/platform/http/cache-control.ts): Next's own (a year of
 *   s-maxage on cached pages, none on media or redirects) is replaced by what a shared cache in
 *   front may keep;
 * - a Content-Security-Policy: answers that bring none of their own (errors, redirects, the back
 *   office, API answers) get the default one;
 * - one Location: on a redirect rendered by a page, Next adds the cached entry's copy to its own
 *   on the first answer.
 */
function sendPolicies(dev: boolean) {
  const writeHead = http.ServerResponse.prototype.writeHead
  http.ServerResponse.prototype.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && this.req) {
      // Headers handed to writeHead itself count too: set them first (Node merges them the same way).
      const given = args.find((a, i) => i > 0 && a && typeof a === 'object' && !Array.isArray(a))
      if (given) {
        for (const [name, value] of Object.entries(given as Record<string, string | string[] | number>))
          if (value !== undefined) this.setHeader(name, value)
        args = args.filter((a) => a !== given)
      }
      const control = cacheControlFor({
        method: this.req.method ?? 'GET',
        url: this.req.url ?? '/',
        status: typeof args[0] === 'number' ? args[0] : this.statusCode,
        cacheControl: this.getHeader('cache-control')?.toString(),
        setsCookie: this.hasHeader('set-cookie'),
        vary: this.getHeader('vary')?.toString(),
      })
      if (control) this.setHeader('Cache-Control', control)
    }
    if (!this.headersSent && !this.hasHeader('content-security-policy')) {
      this.setHeader('Content-Security-Policy', defaultPolicy(this.req?.url ?? '/', dev))
    }
    const location = this.getHeader('location')
    if (Array.isArray(location) && new Set(location).size === 1) this.setHeader('Location', location[0]!)
    return writeHead.apply(this, args as Parameters<typeof writeHead>)
  } as typeof writeHead
}

const LARGE_STRING = 16 * 1024

/**
 * Node writes a string body of more than 64 KB to the socket through a slow path (it reserves
 * three times the string's size and encodes it there on every write), while bytes go straight
 * out. Next ends the answer of a cached page with its HTML as one string, and a list or property
 * page is larger than that: encoding it first makes serving such a page about a fifth cheaper.
 */
function sendLargeBodiesAsBytes() {
  const end = http.ServerResponse.prototype.end
  http.ServerResponse.prototype.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args
    if (typeof chunk === 'string' && chunk.length > LARGE_STRING) {
      const bytes = Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      args = typeof encoding === 'string' ? [bytes, ...args.slice(2)] : [bytes, ...args.slice(1)]
    }
    return end.apply(this, args as Parameters<typeof end>)
  } as typeof end
}
