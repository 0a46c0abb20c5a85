/**
 * The shared page cache (src/platform/page-cache/next-cache-redis.mjs) against a Redis server of its own, as
 * Next calls it: what a page keeps through Redis, how a change expires it, and what happens
 * while Redis is away and when it is back. The two-instance test shows the same through the
 * running site; this one names each rule.
 */
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PrivateRedis, waitFor } from './support/pair'

const server = new PrivateRedis(4291)
let redis: Redis
interface Entry {
  value: {
    html: string
    rscData: Buffer
    segmentData: Map<string, Buffer>
    headers: Record<string, string>
    data: { body: string }
  }
}
type Handler = {
  get: (key: string, ctx: Record<string, unknown>) => Promise<Entry | null>
  set: (key: string, data: unknown, ctx: Record<string, unknown>) => Promise<void>
  revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void>
}
let handler: Handler

const page = (title: string) => ({
  kind: 'APP_PAGE',
  html: `<html><head><title>${title}</title></head><body><script>self.__next_f.push([1,"${title}"])</script></body></html>`,
  rscData: Buffer.from(`rsc of ${title}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': 'property:7,list:sale,_N_T_/en/sale' },
  status: 200,
})
const pageCtx = { kind: 'APP_PAGE' }
const storeCtx = { cacheControl: { revalidate: false, expire: 31_536_000 } }

beforeAll(async () => {
  await server.start()
  const { pageCacheHandler } = await import('../../src/platform/page-cache/next-cache-handler.mjs')
  const Handler = (await pageCacheHandler({ redisUrl: server.url })) as new (ctx: unknown) => Handler
  handler = new Handler({ serverDistDir: '/nonexistent/.next/server', revalidatedTags: [] })
  redis = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  redis.on('error', () => undefined)
  await redis.connect()
  // Connected once the handler's first entry reaches Redis.
  await waitFor(
    async () => {
      await handler.set('/warm-up', page('Warm-up'), storeCtx)
      return (await redis.exists('vitrine:next:dev:/warm-up')) === 1
    },
    10_000,
    'the handler to reach Redis',
  )
})

afterAll(async () => {
  redis?.disconnect()
  await server.stop()
})

describe('a page cached in Redis', () => {
  it('comes back whole, with the Content-Security-Policy of its inline scripts', async () => {
    await handler.set('/en/sale/villa-7', page('Villa'), storeCtx)
    expect(await redis.exists('vitrine:next:dev:/en/sale/villa-7')).toBe(1)

    const entry = await handler.get('/en/sale/villa-7', pageCtx)
    expect(entry?.value.html).toContain('<title>Villa</title>')
    expect(entry?.value.rscData).toEqual(Buffer.from('rsc of Villa'))
    expect(entry?.value.segmentData).toEqual(new Map([['/_tree', Buffer.from('tree')]]))
    expect(entry?.value.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/)
  })

  it('is expired by a change to any tag it carries, and by nothing else', async () => {
    await handler.set('/en/sale/villa-8', page('Villa 8'), storeCtx)
    await handler.revalidateTag(['property:9'], { expire: 0 })
    expect(await handler.get('/en/sale/villa-8', pageCtx)).not.toBeNull()

    await handler.revalidateTag(['list:sale'], { expire: 0 })
    expect(await redis.exists('vitrine:next:tag:list:sale')).toBe(1)
    expect(await handler.get('/en/sale/villa-8', pageCtx)).toBeNull()
  })

  it('a cached read is expired by its own tags and by those of the page reading it', async () => {
    const read = { kind: 'FETCH', data: { body: '[1,2,3]', headers: {}, status: 200, url: '' }, revalidate: false }
    await handler.set('read-facets', read, { fetchCache: true, tags: ['facets'] })
    const ctx = { kind: 'FETCH', tags: ['facets'], softTags: ['_N_T_/en/rent'] }
    expect((await handler.get('read-facets', ctx))?.value.data.body).toBe('[1,2,3]')
    await handler.revalidateTag(['_N_T_/en/rent'])
    expect(await handler.get('read-facets', ctx)).toBeNull()
  })
})

describe('Redis away', () => {
  it('pages are kept in memory meanwhile; a change made meanwhile reaches Redis when it is back', async () => {
    await handler.set('/en/sale/villa-10', page('Villa 10'), storeCtx)
    await server.stop()

    // Served from Redis no more, stored and found in memory.
    await handler.set('/en/rent/flat-11', page('Flat 11'), storeCtx)
    expect((await handler.get('/en/rent/flat-11', pageCtx))?.value.html).toContain('Flat 11')
    // The change is noted; the page kept before it is not served.
    await handler.revalidateTag(['property:7'], { expire: 0 })
    expect(await handler.get('/en/rent/flat-11', pageCtx)).toBeNull()

    await server.start() // empty, as after a crash
    await redis.connect().catch(() => undefined)
    await waitFor(
      async () => (await redis.exists('vitrine:next:tag:property:7').catch(() => 0)) === 1,
      10_000,
      'the tag expired meanwhile to be written to Redis',
    )
    await handler.set('/en/rent/flat-12', page('Flat 12'), storeCtx)
    expect(await redis.exists('vitrine:next:dev:/en/rent/flat-12')).toBe(1)
  })
})
