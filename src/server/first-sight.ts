import type http from 'node:http'
import { FIRST_SIGHT_HEADER, FirstSight, isPropertyPagePath } from '@/platform/routing/first-sight'

/**
 * Cache on second sight for property pages (src/platform/routing/first-sight.ts): a property
 * page this server has not been asked for is marked for the proxy, which renders it for its
 * request. Only a browser's page load or a crawler's fetch counts: a request with a query
 * string, a router navigation or prefetch (`RSC`, `Next-Router-Prefetch`), a HEAD or any other
 * method goes the usual way. Decided here, before Next, so the proxy runs for the first request
 * of a page only (its matcher has a rule for the header) and a cached page is served without it.
 */
export function propertyFirstSight(): (req: http.IncomingMessage) => void {
  const sight = new FirstSight()
  return (req) => {
    delete req.headers[FIRST_SIGHT_HEADER]
    const url = req.url ?? '/'
    if (req.method !== 'GET' || url.includes('?') || req.headers.rsc || req.headers['next-router-prefetch']) return
    if (isPropertyPagePath(url) && sight.take(url)) req.headers[FIRST_SIGHT_HEADER] = '1'
  }
}
