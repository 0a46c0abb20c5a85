/**
 * Filtered lists and property pages are kept in the page cache from their second request on
 * (cache on second sight, as nginx's `proxy_cache_min_uses 2`). Most filter combinations are
 * asked once (a crawler following every link, a visitor trying a price), and so are most
 * property pages between two changes (a crawler again); keeping each would cost its render a
 * cache write (Next stringifies the whole entry to weigh it, with its per-segment data: a tenth
 * of a property page's render) and push the pages visitors ask again out of the cache. A page
 * asked for the first time is rendered for its request by the per-request copy of the page
 * route (FIRST_SIGHT_SEGMENT), which writes nothing; the second request renders the cached
 * route, which keeps it.
 *
 * Each app server remembers what it has seen (an LRU of paths, in memory): after a restart, or
 * on another server, a page is rendered once more per request before it is cached there. The
 * proxy remembers the lists (it knows their canonical form); property pages are remembered by
 * the server entry, before Next, which marks the first request of one for the rewrite in
 * next.config.ts: a property page, cached or not, is served without the proxy
 * (src/server/first-sight.ts).
 */
import { LRUCache } from 'lru-cache'
import { locales } from '@/i18n/locales'

import { FIRST_SIGHT_SEGMENT } from './first-sight-segment'
import { PER_REQUEST_ROUTES } from './per-request'

export { FIRST_SIGHT_HEADER, FIRST_SIGHT_SEGMENT } from './first-sight-segment'

/** Combinations remembered: about 100 bytes each; the least recently asked are forgotten first. */
const REMEMBERED = 20_000

export class FirstSight {
  private readonly seen: LRUCache<string, true>

  constructor(max = REMEMBERED) {
    this.seen = new LRUCache({ max })
  }

  /** Whether `key` is asked for the first time (remembered from now on, or again). */
  take(key: string): boolean {
    if (this.seen.get(key)) return false
    this.seen.set(key, true)
    return true
  }
}

/**
 * The site's own route folders under a language (src/app/(site)/[locale]/, the per-request
 * route's included): a path under one of them is none of the catch-all route's pages (an owner's
 * document is `/en/portal/12/documents/34/`).
 */
export const OWN_ROUTE_SEGMENTS = [...PER_REQUEST_ROUTES, 'confirm', 'unsubscribe', FIRST_SIGHT_SEGMENT] as const

const PROPERTY_PAGE = new RegExp(
  `^/(?:${locales.join('|')})/(?!(?:${OWN_ROUTE_SEGMENTS.join('|')})/)[^/]+/[^/]+/[^/]+/[1-9][0-9]{0,9}/$`,
)

/**
 * Whether a path has the shape of a property page at its canonical URL
 * (`/en/for-sale/gent/a-house/12/`, src/i18n/routes.ts), outside the site's own routes. Only the
 * shape: a path of that shape that is no property page is rendered per request all the same,
 * and answered as the page route answers it (its 404 included).
 */
export function isPropertyPagePath(pathname: string): boolean {
  return PROPERTY_PAGE.test(pathname)
}
