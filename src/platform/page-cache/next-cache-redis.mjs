// @ts-check
/*
 * Next.js's page and data cache shared by every instance through Redis (REDIS_URL), with each
 * cached page's Content Security Policy kept as in next-cache-handler.mjs.
 *
 * Why not a package: @neshca/cache-handler stops at Next 14; @trieb.work/nextjs-turbo-redis-cache
 * needs the `redis` 4.7 client and answers a miss (a render per request) while Redis is away;
 * @fortedigital/nextjs-cache-handler 3.3 wants Node 22 and node-redis, its memory fallback is
 * filled on every write and never learns the other instances' revalidations (after a while away
 * it serves pages changed long ago), and a change made while Redis is away never reaches Redis
 * (the old page comes back with it). What this needs is small; it is here.
 *
 * In Redis:
 *   <prefix><build id>:<key>  one entry (JSON; buffers in base64), kept at most ENTRY_TTL
 *   <prefix>tag:<tag>         when the tag was last expired (ms since epoch), kept TAG_TTL
 * An entry is a miss when one of its tags was expired after it was stored: a change saved on
 * one instance expires the pages of every instance at once. Entries are per build (a new
 * release starts empty); tag times are not.
 *
 * Redis away (down, or a command slower than COMMAND_TIMEOUT_MS): nothing waits for it. Entries
 * go to this process's memory and are kept OUTAGE_TTL_MS only, so a change saved on the other
 * instance still shows within seconds; tags expired meanwhile are written to Redis as soon as it
 * is back, and the memory is emptied, so no page from before the change comes back from Redis.
 */
import { createRequire } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'
import { addPolicy, prepareStored } from './next-cache-handler.mjs'

const require = createRequire(import.meta.url)
/** @type {any} Next's own handler; used here for its in-process tag bookkeeping only. */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const { Redis } = require('ioredis')

export const KEY_PREFIX = 'vitrine:next:'
/** A cached page or read is rendered again at least this often. */
const ENTRY_TTL_S = 14 * 24 * 3600
/** Longer than any entry lives, so an entry never outlives the time of its tags' last expiry. */
const TAG_TTL_S = 30 * 24 * 3600
/**
 * A request waits for Redis at most twice this (the entry, then its tags); slower, it is served
 * as if Redis were away.
 */
const COMMAND_TIMEOUT_MS = 500
export const OUTAGE_TTL_MS = 5000
/** Memory for entries made while Redis is away (pages are 50–300 KB). */
const OUTAGE_MAX_BYTES = 64 * 1024 * 1024

const TAGS_HEADER = 'x-next-cache-tags'

/** JSON with Buffers and Maps (a page's RSC payload and its segments). */
function serialize(/** @type {unknown} */ entry) {
  return JSON.stringify(entry, function (key, value) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { $b: raw.toString('base64') }
    if (raw instanceof Map) return { $m: [...raw] }
    return value
  })
}

/** @param {string} text */
function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64')
      if (Array.isArray(value.$m)) return new Map(value.$m)
    }
    return value
  })
}

/**
 * The tags an entry answers to: a page's (the reads it made, and its paths), or a cached
 * read's own and those of the page reading it.
 * @param {any} value @param {any} ctx @param {string[]} [stored]
 */
function tagsOf(value, ctx, stored = []) {
  const out = new Set(stored)
  const header = value?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') for (const t of header.split(',')) if (t) out.add(t)
  for (const t of ctx?.tags ?? []) out.add(t)
  for (const t of ctx?.softTags ?? []) out.add(t)
  return [...out]
}

/**
 * The shared state of a process: one Redis connection, the memory used while it is away, and
 * the tags to write when it is back.
 * @param {string} url
 */
function createStore(url) {
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing a visitor's request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    // Reconnect for ever, at most every two seconds.
    retryStrategy: (/** @type {number} */ times) => Math.min(times * 200, 2000),
  })
  /** @type {Map<string, { entry: any, at: number, size: number }>} */
  const memory = new Map()
  let memoryBytes = 0
  /** Tags expired while Redis was away. */
  const missed = new Set()
  let away = false

  const say = (/** @type {string} */ m) => console.warn(`[vitrine] page cache: ${m}`)
  /** @param {string} reason */
  const goneAway = (reason) => {
    if (!away) say(`Redis away (${reason}); pages are kept in this server's memory, ${OUTAGE_TTL_MS / 1000} s each.`)
    away = true
  }
  // With a listener, a failed connection is no unhandled error event.
  redis.on('error', (/** @type {Error} */ error) => goneAway(error.message))
  redis.on('close', () => goneAway('connection closed'))
  /**
   * Redis's clock minus ours. Entries and tag expiries from every instance are stamped in
   * Redis's time, so a server whose clock runs ahead cannot store a page rendered before a
   * change as if it were newer.
   */
  let offset = 0
  const measureClock = async () => {
    const sent = Date.now()
    const [seconds, micros] = await redis.time()
    const received = Date.now()
    offset = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - (sent + received) / 2
  }
  const now = () => Date.now() + offset

  /** @type {Promise<void> | undefined} */
  let replaying
  /** Back: write the tags expired meanwhile, then forget the pages kept in memory. */
  const replay = () =>
    (replaying ??= (async () => {
      if (
        !(await measureClock().then(
          () => true,
          () => false,
        ))
      )
        return
      const tags = [...missed]
      if (tags.length) {
        const at = String(now())
        const write = redis.multi()
        for (const tag of tags) write.set(`${KEY_PREFIX}tag:${tag}`, at, 'EX', TAG_TTL_S)
        const written = await write.exec().then(
          () => true,
          () => false,
        )
        if (!written) return // tried again on the next request
        for (const t of tags) missed.delete(t)
      }
      memory.clear()
      memoryBytes = 0
      if (away) say('Redis is back: the page cache is shared again.')
      away = false
    })().finally(() => (replaying = undefined)))
  redis.on('ready', () => void replay())

  /** Whether Redis is to be used: connected, and told every tag expired while it was away. */
  const up = () => {
    if (redis.status !== 'ready') return false
    if (!missed.size && !away) return true
    void replay()
    return false
  }

  return {
    redis,
    up,
    now,
    /** @param {string} key */
    remembered(key) {
      const kept = memory.get(key)
      if (!kept) return null
      if (Date.now() - kept.at > OUTAGE_TTL_MS) {
        memory.delete(key)
        memoryBytes -= kept.size
        return null
      }
      return kept.entry
    },
    /** @param {string} key @param {any} entry @param {number} size */
    remember(key, entry, size) {
      const old = memory.get(key)
      if (old) memoryBytes -= old.size
      memory.delete(key)
      memory.set(key, { entry, at: Date.now(), size })
      memoryBytes += size
      // Oldest first: a Map keeps insertion order.
      for (const [k, v] of memory) {
        if (memoryBytes <= OUTAGE_MAX_BYTES) break
        memory.delete(k)
        memoryBytes -= v.size
      }
    },
    /** @param {string[]} tags */
    missedTags(tags) {
      for (const t of tags) missed.add(t)
      for (const [k, v] of memory) {
        const header = tagsOf(v.entry.value, null, v.entry.tags)
        if (header.some((t) => tags.includes(t))) {
          memory.delete(k)
          memoryBytes -= v.size
        }
      }
    },
  }
}

/** @type {ReturnType<typeof createStore> | undefined} */
let store

/** @param {string} serverDistDir */
function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}

/**
 * The handler class Next instantiates (once per request) when REDIS_URL is set.
 * @param {{ redisUrl: string }} options
 */
export function redisPageCache({ redisUrl }) {
  store ??= createStore(redisUrl)
  const shared = store
  /** @type {string | undefined} */
  let entryPrefix

  return class RedisPageCache extends FileSystemCache {
    /** @param {any} ctx */
    constructor(ctx) {
      super(ctx)
      entryPrefix ??= `${KEY_PREFIX}${buildId(ctx.serverDistDir)}:`
    }

    /** @param {string} key @param {any} ctx */
    async get(key, ctx) {
      const entry = shared.up() ? await this.#read(key, ctx) : shared.remembered(key)
      if (entry === undefined) return shared.remembered(key)
      addPolicy(entry?.value)
      return entry
    }

    /** @returns {Promise<any>} the entry, null for a miss, undefined when Redis failed */
    async #read(/** @type {string} */ key, /** @type {any} */ ctx) {
      try {
        const text = await shared.redis.get(entryPrefix + key)
        if (!text) return null
        const entry = deserialize(text)
        const tags = tagsOf(entry.value, ctx, entry.tags)
        if (tags.length) {
          const times = await shared.redis.mget(tags.map((t) => `${KEY_PREFIX}tag:${t}`))
          if (times.some((t) => t !== null && Number(t) >= entry.lastModified)) return null
        }
        return entry
      } catch {
        return undefined
      }
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      prepareStored(data)
      const entry = {
        value: data,
        lastModified: shared.now(),
        cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
        tags: data?.kind === 'FETCH' ? (ctx?.tags ?? []) : [],
      }
      const text = serialize(entry)
      if (shared.up()) {
        const expire = ctx?.cacheControl?.expire
        const ttl = Math.max(1, Math.min(ENTRY_TTL_S, typeof expire === 'number' ? expire : ENTRY_TTL_S))
        const stored = await shared.redis.set(entryPrefix + key, text, 'EX', ttl).then(
          () => true,
          () => false,
        )
        if (stored) return
      }
      shared.remember(key, entry, text.length)
    }

    /** @param {string | string[]} tags @param {any} durations */
    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags
      // This process's own bookkeeping (Next checks it too).
      await super.revalidateTag(list, durations)
      if (!list.length) return
      // Expired at once on every instance, whatever the durations (the site asks for that).
      const write = async () => {
        const at = String(shared.now())
        const multi = shared.redis.multi()
        for (const tag of list) multi.set(`${KEY_PREFIX}tag:${tag}`, at, 'EX', TAG_TTL_S)
        await multi.exec()
      }
      const written = shared.up()
        ? await write().then(
            () => true,
            () => false,
          )
        : false
      if (!written) shared.missedTags(list)
    }
  }
}
