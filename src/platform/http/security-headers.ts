import { adminPolicy, pagePolicy } from './csp.mjs'

/**
 * The Content-Security-Policy of an answer that brings none of its own: the back office's, or
 * the strict page policy (no inline script). Cached pages bring theirs from the page cache
 * (next-cache-handler.mjs), per-request pages from the proxy (a nonce).
 */
export function defaultPolicy(pathname: string, dev: boolean): string {
  return /^\/admin(\/|$|\?)/.test(pathname) ? adminPolicy({ dev }) : pagePolicy({ dev })
}
