// @ts-check
/*
 * The page cache Next uses (next.config.ts `cacheHandler`): Next's own, with each cached page's
 * Content Security Policy (next-cache-handler.mjs), in this server's memory; with REDIS_URL,
 * shared by every instance through Redis (next-cache-redis.mjs). Next imports this file
 * uncompiled, outside the app's bundles, so the handler extends the very file-system cache
 * Next runs. The site's cached reads (unstable_cache) and pages both go through it: nothing
 * uses 'use cache' (next.config `cacheHandlers`).
 */
import { pageCacheHandler } from './next-cache-handler.mjs'

// Next loads this file itself, where src/platform/env.ts cannot be imported: the one setting
// it needs is read here, blank meaning unset as there.
// eslint-disable-next-line no-restricted-properties
const redisUrl = process.env.REDIS_URL?.trim() || undefined

export default await pageCacheHandler({ redisUrl })
