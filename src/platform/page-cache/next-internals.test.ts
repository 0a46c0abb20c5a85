import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

/**
 * The one Next internal the site builds on (docs/architecture.md): the page cache extends Next's
 * own file-system cache handler (next-cache-handler.mjs, next-cache-redis.mjs). This fails the
 * day a Next release moves it or changes what the handlers call on it.
 */
const INTERNAL = 'next/dist/server/lib/incremental-cache/file-system-cache.js'

describe("Next's file-system cache handler", () => {
  it('is where the page cache loads it from: a class with get, set and revalidateTag', () => {
    const FileSystemCache = (createRequire(import.meta.url)(INTERNAL) as { default: unknown }).default
    expect(typeof FileSystemCache).toBe('function')
    const prototype = (FileSystemCache as { prototype: Record<string, unknown> }).prototype
    for (const method of ['get', 'set', 'revalidateTag']) expect(typeof prototype[method], method).toBe('function')
  })

  it('is what the configured handler extends, with the policy added on the way', async () => {
    const { PageCacheHandler } = (await import('./next-cache-handler.mjs')) as {
      PageCacheHandler: new (ctx: unknown) => {
        get(key: string, ctx: unknown): Promise<{ value: Record<string, unknown> } | null>
        set(key: string, data: unknown, ctx: unknown): Promise<void>
      }
    }
    const FileSystemCache = (createRequire(import.meta.url)(INTERNAL) as { default: new () => unknown }).default
    expect(PageCacheHandler.prototype).toBeInstanceOf(FileSystemCache)
    const handler = new PageCacheHandler({ maxMemoryCacheSize: 1024 * 1024, flushToDisk: false, revalidatedTags: [] })
    const html = '<!DOCTYPE html><html><body><script>self.__next_f=[]</script></body></html>'
    await handler.set(
      '/en/for-sale',
      {
        kind: 'APP_PAGE',
        html,
        rscData: undefined,
        headers: {},
        postponed: undefined,
        status: 200,
        segmentData: undefined,
      },
      { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false },
    )
    const entry = await handler.get('/en/for-sale', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })
    expect(entry?.value.kind).toBe('APP_PAGE')
    const headers = entry?.value.headers as Record<string, string>
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  })
})
