import type http from 'node:http'
import { cacheControlFor } from './cache-control'
import { defaultPolicy } from './security-headers'

/**
 * An answer's policies, decided as its headers are written (installed on each answer by the
 * server, src/server/request.ts):
 * - its Cache-Control, from one place (cache-control.ts): Next's own (a year of s-maxage on
 *   cached pages, none on media or redirects) is replaced by what a shared cache in front may
 *   keep;
 * - a Content-Security-Policy: answers that bring none of their own (errors, redirects, the back
 *   office, API answers) get the default one;
 * - one Location: on a redirect rendered by a page, Next adds the cached entry's copy to its own
 *   on the first answer.
 */
export function sendPolicies(req: http.IncomingMessage, res: http.ServerResponse, dev: boolean): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      // Headers handed to writeHead itself count too: set them first (Node merges them the same way).
      const given = args.find((a, i) => i > 0 && a && typeof a === 'object' && !Array.isArray(a))
      if (given) {
        for (const [name, value] of Object.entries(given as Record<string, string | string[] | number>))
          if (value !== undefined) this.setHeader(name, value)
        args = args.filter((a) => a !== given)
      }
      const control = cacheControlFor({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        status: typeof args[0] === 'number' ? args[0] : this.statusCode,
        cacheControl: this.getHeader('cache-control')?.toString(),
        setsCookie: this.hasHeader('set-cookie'),
        vary: this.getHeader('vary')?.toString(),
      })
      if (control) this.setHeader('Cache-Control', control)
      if (!this.hasHeader('content-security-policy')) {
        this.setHeader('Content-Security-Policy', defaultPolicy(req.url ?? '/', dev))
      }
    }
    const location = this.getHeader('location')
    if (Array.isArray(location) && new Set(location).size === 1) this.setHeader('Location', location[0]!)
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args)
  } as typeof res.writeHead
}

const LARGE_STRING = 16 * 1024

/**
 * Node writes a string body of more than 64 KB to the socket through a slow path (it reserves
 * three times the string's size and encodes it there on every write), while bytes go straight
 * out. Next ends the answer of a cached page with its HTML as one string, and a list or property
 * page is larger than that: encoding it first makes serving such a page about a fifth cheaper.
 */
export function sendLargeBodiesAsBytes(res: http.ServerResponse): void {
  const end = res.end
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args
    if (typeof chunk === 'string' && chunk.length > LARGE_STRING) {
      const bytes = Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      args = typeof encoding === 'string' ? [bytes, ...args.slice(2)] : [bytes, ...args.slice(1)]
    }
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
  } as typeof res.end
}
