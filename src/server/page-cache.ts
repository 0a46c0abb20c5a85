import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Hands Next its page cache: Next's own, with each page's Content Security Policy
 * (src/platform/page-cache/next-cache-handler.mjs), shared by the instances through Redis with
 * REDIS_URL (next-cache-redis.mjs). Loaded at run time, uncompiled, so it extends the very
 * file-system cache Next uses. The site's cached reads (unstable_cache) and pages both go
 * through it: nothing uses 'use cache' (next.config `cacheHandlers`).
 *
 * Not named as next.config `cacheHandler`, Next's documented option: Next then import()s the
 * file again twice for every request, which served a cached list page about a tenth slower
 * here (wrk, 20 connections: 1,436 against 1,571 requests/s). Next also takes a page cache
 * class from its handler registry (`Symbol.for('@next/cache-handlers')`, read when no
 * `cacheHandler` is set); the server fills it once, before Next prepares. The registry is a
 * Next internal: src/platform/page-cache/next-internals.test.ts fails the day it changes.
 */
export async function installPageCache(root: string, redisUrl: string | undefined): Promise<void> {
  const file = pathToFileURL(path.join(root, 'src/platform/page-cache/next-cache-handler.mjs')).href
  const { pageCacheHandler } = (await import(file)) as {
    pageCacheHandler: (options: { redisUrl?: string }) => Promise<unknown>
  }
  const key = Symbol.for('@next/cache-handlers')
  const registry = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>
  registry[key] = { ...registry[key], FetchCache: await pageCacheHandler({ redisUrl }) }
}
