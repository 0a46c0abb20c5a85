// @ts-check
/*
 * Next.js's page cache, with each cached page's Content Security Policy stored beside it.
 *
 * A cached page is the same for every visitor, so its inline scripts (Next's flight data) are
 * allowed by their hashes, computed once when the page is stored and sent as a header on every
 * hit at no cost per request. Nonces would need a render per request (no cache). The entry
 * object handed to `set` is the one Next answers the first request from, so that answer carries
 * the policy too. Entries read back from the build's prerendered files get it on first read.
 *
 * The server loads this file uncompiled at start and hands it to Next (src/server/page-cache.ts).
 * With REDIS_URL the instances share the cache through Redis instead (next-cache-redis.mjs).
 */
import { createRequire } from 'node:module'
import { CSP_HEADER, inlineScriptHashes, pagePolicy } from '../http/csp.mjs'
import { NOT_FOUND_MARK } from './not-found-mark.mjs'
import { scriptsAfterPaint } from './scripts-after-paint.mjs'

const require = createRequire(import.meta.url)
/** @type {any} Next's own handler: memory, plus the build's files (next.config.ts keeps writes in memory). */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/**
 * A page as visitors get it: its scripts asked for after its first paint
 * (scripts-after-paint.mjs), then its policy with the hashes of its inline scripts.
 * @param {any} value a cache entry's value
 */
export function addPolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !value.html) return
  value.headers ??= {}
  if (value.headers[CSP_HEADER]) return
  value.html = scriptsAfterPaint(value.html)
  value.headers[CSP_HEADER] = pagePolicy({ hashes: inlineScriptHashes(value.html) })
}

/**
 * A page rendered as the site's 404 (src/platform/page-cache/not-found-mark.mjs) is stored, and answered the
 * first time, with status 404.
 * @param {any} value a cache entry's value
 */
function markNotFound(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.status === 404) return
  if (value.html.includes(NOT_FOUND_MARK)) value.status = 404
}

/**
 * An entry as it is stored (by this handler or the shared one): with its policy, and its 404
 * status when it is the site's not-found page.
 * @param {any} value a cache entry's value
 */
export function prepareStored(value) {
  addPolicy(value)
  markNotFound(value)
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {...any} args */
  async get(...args) {
    const [key, ctx] = args
    // A cached read (unstable_cache) that is not in memory: with writes kept in memory
    // (next.config `isrFlushToDisk: false`), Next's handler still opens its file, then drops
    // what it read. Every first render misses a read or two, and the failed open cost about 5 %
    // of one; the answer is the same without it.
    if (ctx?.kind === 'FETCH' && !this.flushToDisk && !PageCacheHandler.memoryCache?.has(key)) return null
    const entry = await super.get(...args)
    addPolicy(entry?.value)
    return entry
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    prepareStored(data)
    return super.set(key, data, ctx)
  }
}

/**
 * The handler for this server: in memory, or shared through Redis.
 * @param {{ redisUrl?: string }} options
 * @returns {Promise<unknown>}
 */
export async function pageCacheHandler({ redisUrl }) {
  if (!redisUrl) return PageCacheHandler
  const { redisPageCache } = await import('./next-cache-redis.mjs')
  return redisPageCache({ redisUrl })
}
