import type http from 'node:http'
import { FIRST_SIGHT_HEADER, FirstSight, isPropertyPagePath } from '@/platform/routing/first-sight'
import { giveScriptNonce } from './script-nonce'

/**
 * Cache on second sight for property pages (src/platform/routing/first-sight.ts): the first
 * request of a property page this server has not been asked for is marked, and next.config.ts
 * rewrites a marked request to the per-request copy of the page route, with a script nonce
 * given here. Only a browser's page load or a crawler's fetch counts: a request with a query
 * string, a router navigation or prefetch (`RSC`, `Next-Router-Prefetch`), a HEAD or any other
 * method goes the usual way. Decided here, before Next, so that no property page needs the
 * proxy: a config rewrite costs Next a fraction of running it.
 */
export function propertyFirstSight(dev: boolean): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const sight = new FirstSight()
  return (req, res) => {
    delete req.headers[FIRST_SIGHT_HEADER]
    const url = req.url ?? '/'
    if (req.method !== 'GET' || url.includes('?') || req.headers.rsc || req.headers['next-router-prefetch']) return
    if (!isPropertyPagePath(url) || !sight.take(url)) return
    req.headers[FIRST_SIGHT_HEADER] = '1'
    giveScriptNonce(req, res, dev)
  }
}
