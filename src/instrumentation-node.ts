import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { forwardedFor } from './features/auth/client-address'
import { startJobsRunner } from './features/jobs/runner'
import { env } from './lib/env'
import { payloadSecret } from './lib/secret'
import { defaultPolicy } from './lib/security-headers'

export async function startServerDuties() {
  await installPageCache()
  stampClientAddresses(env().TRUSTED_PROXIES)
  sendDefaultPolicy(env().NODE_ENV === 'development')
  sendLargeBodiesAsBytes()
  watchLauncher(env().VITRINE_LAUNCHER_PID)
  // Scheduled publish and unpublish run inside the server (features/jobs/runner.ts).
  startJobsRunner(env().PORT, payloadSecret())
}

/**
 * Next's page cache with each page's Content Security Policy (src/lib/next-cache-handler.mjs).
 * Named as next.config `cacheHandler`, Next would import() it again for every request (two
 * module look-ups per page served, a few per cent of a cached page's cost); Next also takes a
 * page cache class from this global, looked up when no `cacheHandler` is configured, and the
 * server sets it once before its first request. Loaded at run time, not bundled, so it extends
 * the very file-system cache Next uses. (tests/e2e/headers.e2e.ts checks that cached pages
 * carry their script hashes.)
 */
async function installPageCache() {
  const file = pathToFileURL(path.resolve('src/lib/next-cache-handler.mjs')).href
  const { default: PageCacheHandler } = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ file)) as {
    default: unknown
  }
  const key = Symbol.for('@next/cache-handlers')
  const registry = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>
  registry[key] = { ...registry[key], FetchCache: PageCacheHandler }
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
 * `next start` hands route handlers no connection address, and keeps an X-Forwarded-For the
 * client wrote itself: the login limits would count whatever address a client claims. Each
 * request gets the connection's address written in (features/auth/client-address.ts) before
 * Next sees it.
 */
function stampClientAddresses(trustedProxies: number) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage
      // Next reads a script nonce from this request header: only the proxy may set it.
      delete req.headers['content-security-policy']
      req.headers['x-forwarded-for'] = forwardedFor(
        req.headers['x-forwarded-for'],
        req.socket.remoteAddress,
        trustedProxies,
      )
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}

/**
 * Every answer carries a Content-Security-Policy: those that bring none of their own (errors,
 * redirects, the back office, API answers) get the default one as their headers are written.
 * A redirect rendered by a page carries one Location: Next adds the cached entry's copy to its
 * own on the first answer.
 */
function sendDefaultPolicy(dev: boolean) {
  const writeHead = http.ServerResponse.prototype.writeHead
  http.ServerResponse.prototype.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
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
