import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { CacheTag } from './tags'

/**
 * A cached read: kept across requests by Next's `unstable_cache` (until one of its tags
 * expires), and made once per render by React's `cache` (by argument identity). A page, its
 * metadata, its shell and its modules ask for the same reads (languages, route table, menus);
 * each `unstable_cache` call hashes its key, looks the entry up and parses its JSON again.
 *
 * What a read returns is shared by everything that asks for it during the render: callers never
 * change it in place.
 */
export function cachedRead<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  keyParts: string[],
  options: { tags: CacheTag[]; revalidate?: number | false },
): (...args: A) => Promise<R> {
  return cache(unstable_cache(read, keyParts, options))
}

/**
 * A cached read whose tags depend on its arguments (`property:12` for property 12): Next's
 * `unstable_cache` takes fixed tags, so the entry is looked up through a wrapper made per call
 * with that call's tags. The cache key is the same as with fixed tags (function, key parts and
 * arguments); the tags are what a change expires. Made once per render, as `cachedRead`.
 */
export function cachedByArgs<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  keyParts: string[],
  tagsOf: (...args: A) => CacheTag[] | Promise<CacheTag[]>,
): (...args: A) => Promise<R> {
  return cache(async (...args: A) => unstable_cache(read, keyParts, { tags: await tagsOf(...args) })(...args))
}
