/**
 * Filtered lists are kept in the page cache from their second request on (cache on second
 * sight, as nginx's `proxy_cache_min_uses 2`). Most filter combinations are asked once (a
 * crawler following every link, a visitor trying a price), and keeping each would cost its
 * render a cache write (Next stringifies the whole entry, with its per-segment data) and push
 * the pages visitors ask again out of the cache. A combination asked for the first time is
 * rendered for its request by the per-request copy of the page route (FIRST_SIGHT_SEGMENT),
 * which writes nothing; the second request renders the cached route, which keeps it.
 *
 * Each app server remembers what it has seen (an LRU of the list paths, in memory): after a
 * restart, or on another server, a combination is rendered once more per request before it is
 * cached there.
 */
import { LRUCache } from 'lru-cache'

/** The hidden path segment of the per-request page route (src/app/(site)/[locale]/%5Ffresh). */
export const FIRST_SIGHT_SEGMENT = '_fresh'

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
