import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import PageCacheHandler from './next-cache-handler.mjs'

/**
 * The Next internals the page cache builds on (docs/architecture.md): it extends Next's own
 * file-system cache handler (next-cache-handler.mjs, next-cache-redis.mjs), and the server hands
 * it to Next through Next's handler registry (src/server/page-cache.ts). These fail the day a
 * Next release moves either or changes what the handlers call.
 */
const require = createRequire(import.meta.url)
const FILE_SYSTEM_CACHE = 'next/dist/server/lib/incremental-cache/file-system-cache.js'
const INCREMENTAL_CACHE = 'next/dist/server/lib/incremental-cache/index.js'
const REGISTRY = Symbol.for('@next/cache-handlers')

type Handler = {
  get(key: string, ctx: unknown): Promise<{ value: Record<string, unknown> } | null>
  set(key: string, data: unknown, ctx: unknown): Promise<void>
}
const registry = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>

afterEach(() => {
  delete registry[REGISTRY]
})

describe("Next's file-system cache handler", () => {
  it('is where the page cache loads it from: a class with get, set and revalidateTag', () => {
    const FileSystemCache = (require(FILE_SYSTEM_CACHE) as { default: unknown }).default
    expect(typeof FileSystemCache).toBe('function')
    const prototype = (FileSystemCache as { prototype: Record<string, unknown> }).prototype
    for (const method of ['get', 'set', 'revalidateTag']) expect(typeof prototype[method], method).toBe('function')
    expect(PageCacheHandler.prototype).toBeInstanceOf(FileSystemCache as new () => unknown)
  })

  it('stores and answers a page, with its policy added on the way', async () => {
    const Cache = PageCacheHandler as unknown as new (ctx: unknown) => Handler
    const handler = new Cache({ maxMemoryCacheSize: 1024 * 1024, flushToDisk: false, revalidatedTags: [] })
    const html = '<!DOCTYPE html><html><body><script>self.__next_f=[]</script></body></html>'
    await handler.set(
      '/en/for-sale',
      { kind: 'APP_PAGE', html, headers: {}, status: 200 },
      { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false },
    )
    const entry = await handler.get('/en/for-sale', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })
    expect(entry?.value.kind).toBe('APP_PAGE')
    const headers = entry?.value.headers as Record<string, string>
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  })
})

describe('cached reads (unstable_cache) with writes kept in memory', () => {
  type FsCall = { method: string; path: string }
  /** A file system whose every file holds a cached read, counting what is asked of it. */
  function countingFs(calls: FsCall[]) {
    const stored = JSON.stringify({ kind: 'FETCH', data: { body: 'from disk' }, revalidate: 60, tags: [] })
    const log = (method: string) => (path: string) => calls.push({ method, path })
    return {
      existsSync: (path: string) => (log('existsSync')(path), true),
      readFile: async (path: string) => (log('readFile')(path), stored),
      readFileSync: (path: string) => (log('readFileSync')(path), stored),
      stat: async (path: string) => (log('stat')(path), { mtime: new Date() }),
      writeFile: async (path: string) => log('writeFile')(path),
      mkdir: async (path: string) => log('mkdir')(path),
    }
  }
  const ctx = { kind: 'FETCH', tags: [], fetchIdx: 0, fetchUrl: 'x' }
  /** A handler of `Cache` over that file system, with writes kept in memory as the site has them. */
  const inMemory = (Cache: unknown, calls: FsCall[]) =>
    new (Cache as new (ctx: unknown) => Handler)({
      fs: countingFs(calls),
      serverDistDir: '/nowhere/.next/server',
      flushToDisk: false,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
    })

  it("are never answered from disk by Next's handler, though it reads the file", async () => {
    const calls: FsCall[] = []
    const handler = inMemory((require(FILE_SYSTEM_CACHE) as { default: unknown }).default, calls)
    expect(await handler.get('next-fetch-unknown', ctx)).toBeNull()
    expect(calls.some((c) => c.method === 'readFile')).toBe(true)
  })

  it("are answered from memory by the site's handler without opening a file", async () => {
    const calls: FsCall[] = []
    const handler = inMemory(PageCacheHandler, calls)
    expect(await handler.get('next-fetch-unknown', ctx)).toBeNull()
    const value = { kind: 'FETCH', data: { headers: {}, body: 'ZnJlc2g=', status: 200, url: '' }, revalidate: 60 }
    await handler.set('next-fetch-known', value, { fetchCache: true, tags: [] })
    const entry = await handler.get('next-fetch-known', ctx)
    expect((entry?.value as { data?: { body?: string } }).data?.body).toBe('ZnJlc2g=')
    expect(calls.filter((c) => c.method.startsWith('read') || c.method === 'existsSync')).toEqual([])
  })
})

describe("Next's cache handler registry", () => {
  /** Next's cache for one request, as its server makes it when no `cacheHandler` is configured. */
  function requestCache(): { cacheHandler?: unknown } {
    const { IncrementalCache } = require(INCREMENTAL_CACHE) as {
      IncrementalCache: new (options: Record<string, unknown>) => { cacheHandler?: unknown }
    }
    return new IncrementalCache({
      fs: require('node:fs'),
      dev: false,
      flushToDisk: false,
      minimalMode: false,
      serverDistDir: '/nowhere/.next/server',
      requestHeaders: {},
      maxMemoryCacheSize: 1024 * 1024,
      previewProps: { previewModeId: 'id', previewModeSigningKey: 'k', previewModeEncryptionKey: 'k' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
      fetchCacheKeyPrefix: '',
      allowedRevalidateHeaderKeys: [],
      CurCacheHandler: undefined,
    })
  }

  it('gives each request the page cache the server put there', async () => {
    const { installPageCache } = await import('@/server/page-cache')
    await installPageCache(process.cwd(), undefined)
    expect(registry[REGISTRY]?.FetchCache).toBe(PageCacheHandler)
    expect(requestCache().cacheHandler).toBeInstanceOf(PageCacheHandler)
  })

  it("falls back to Next's own cache when it is empty", () => {
    const FileSystemCache = (require(FILE_SYSTEM_CACHE) as { default: new () => unknown }).default
    const handler = requestCache().cacheHandler
    expect(handler).toBeInstanceOf(FileSystemCache)
    expect(handler).not.toBeInstanceOf(PageCacheHandler)
  })
})
