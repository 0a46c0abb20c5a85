import type http from 'node:http'
import { CSP_HEADER, scriptNoncePolicy } from '@/platform/http/csp.mjs'
import { isPerRequestPath } from '@/platform/routing/per-request'

/**
 * Gives a page rendered for its request a fresh script nonce: Next reads it from the request's
 * policy and puts it on every script it renders, and the answer carries the same policy. Given
 * here, before Next, so that such a page needs no proxy run for it (the proxy still gives one to
 * a form posted to any page).
 */
export function giveScriptNonce(req: http.IncomingMessage, res: http.ServerResponse, dev: boolean): void {
  const policy = scriptNoncePolicy(dev)
  req.headers[CSP_HEADER] = policy
  res.setHeader('Content-Security-Policy', policy)
}

/** Gives the nonce to every request for a route rendered per request (platform/routing/per-request.ts). */
export function perRequestRoutes(dev: boolean): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  return (req, res) => {
    if (isPerRequestPath((req.url ?? '/').split('?')[0] ?? '/')) giveScriptNonce(req, res, dev)
  }
}
