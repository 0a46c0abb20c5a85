import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { CacheTag } from './tags'

/**
 * A cached read whose tags depend on its arguments (`property:12` for property 12): Next's
 * `unstable_cache` takes fixed tags, so the entry is looked up through a wrapper made per call
 * with that call's tags. The cache key is the same as with fixed tags (function, key parts and
 * arguments); the tags are what a change expires.
 *
 * Within one render the same call is made once (React's `cache`, by argument identity): a page,
 * its metadata and its language links ask for the same reads at the same moment, and
 * `unstable_cache` would read each of them once per caller on a first render.
 */
export function cachedByArgs<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  keyParts: string[],
  tagsOf: (...args: A) => CacheTag[] | Promise<CacheTag[]>,
): (...args: A) => Promise<R> {
  return cache(async (...args: A) => unstable_cache(read, keyParts, { tags: await tagsOf(...args) })(...args))
}
