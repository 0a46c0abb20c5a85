import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayIn } from '@/domain/appointments'
import { startTestDatabase, type TestDatabase } from './setup'
import { createListing } from '../support/listing'

/*
 * The page-view counter (features/page-views): the property page's beacon posted to the route
 * handler as a browser would, counts read from `page_views` once written. "Not counted" is
 * proven by a later counted view of the same batch or a later one, never by waiting.
 */

type Route = typeof import('@/app/(site)/api/views/route')
type Endpoint = typeof import('@/features/page-views/endpoint')
type Queries = typeof import('@/features/page-views/queries')

let t: TestDatabase
let route: Route
let counter: ReturnType<Endpoint['pageViewCounter']>
let viewsPerDay: Queries['viewsPerDay']

beforeAll(async () => {
  t = await startTestDatabase()
  route = await import('@/app/(site)/api/views/route')
  counter = (await import('@/features/page-views/endpoint')).pageViewCounter()
  viewsPerDay = (await import('@/features/page-views/queries')).viewsPerDay
})
afterAll(async () => {
  await t?.close()
})

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let visitors = 0
/**
 * Posts a beacon body as `navigator.sendBeacon` does (a string: text/plain), from a visitor of
 * its own (a fresh address, as the server writes it into X-Forwarded-For) unless one is given.
 */
function beacon(body: string, headers: Record<string, string> = {}) {
  const n = ++visitors
  return route.POST(
    new Request('http://localhost:3000/api/views', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        ...headers,
      },
    }),
  )
}

async function expectCounted(res: Response) {
  expect(res.status).toBe(204)
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(await res.text()).toBe('')
}

let seq = 0
const property = async () => (await createListing(t.payload, `Viewed house ${++seq}`)).id

const today = () => dayIn(new Date())
const viewsToday = async (id: number) => (await viewsPerDay(t.payload, id, today(), today())).get(today()) ?? 0

describe('the page-view beacon', () => {
  it('counts the beacons of N visitors as N views of the day, written by the periodic flush', async () => {
    const id = await property()
    for (let i = 0; i < 5; i++) await expectCounted(await beacon(String(id)))
    // No explicit flush: the counter writes by itself within about a second.
    await expect.poll(() => viewsToday(id), { timeout: 15_000, interval: 200 }).toBe(5)
    for (let i = 0; i < 2; i++) await expectCounted(await beacon(String(id)))
    await counter.flush()
    expect(await viewsToday(id)).toBe(7)
  })

  it('does not count crawlers or prefetches, sent before views that count', async () => {
    const id = await property()
    await expectCounted(await beacon(String(id), { 'user-agent': GOOGLEBOT }))
    await expectCounted(await beacon(String(id), { 'user-agent': '' }))
    await expectCounted(await beacon(String(id), { 'sec-purpose': 'prefetch' }))
    await expectCounted(await beacon(String(id), { purpose: 'prefetch' }))
    await expectCounted(await beacon(String(id), { 'sec-purpose': 'prefetch;prerender' }))
    await expectCounted(await beacon(String(id), { 'sec-fetch-site': 'cross-site' }))
    for (let i = 0; i < 3; i++) await expectCounted(await beacon(String(id)))
    // Signal: the human views, sent last, are in; a counted bot would have gone with or before them.
    await expect.poll(() => viewsToday(id), { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(3)
    await counter.flush()
    expect(await viewsToday(id)).toBe(3)
  })

  it('drops the views of an id that is no property, and keeps the rest of the batch', async () => {
    const id = await property()
    const unknown = 2_000_000_000
    await expectCounted(await beacon(String(unknown)))
    await expectCounted(await beacon(String(id)))
    await counter.flush()
    expect(await viewsToday(id)).toBe(1)
    expect(counter.pending).toBe(0)
    const { rows } = (await t.payload.db.pool.query({
      text: 'SELECT count(*)::int AS n FROM page_views WHERE property_id = $1',
      values: [unknown],
    })) as { rows: Array<{ n: number }> }
    expect(rows[0].n).toBe(0)
  })

  it('counts one view per visitor, property and day, however many beacons a visitor sends', async () => {
    const [id, other] = [await property(), await property()]
    const from = { 'x-forwarded-for': '203.0.113.9' }
    const answers = await Promise.all(Array.from({ length: 2000 }, () => beacon(String(id), from)))
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([204]))
    // The same visitor on another property, and another visitor on this one, count.
    await expectCounted(await beacon(String(other), from))
    await expectCounted(await beacon(String(id), { 'x-forwarded-for': '203.0.113.10' }))
    await counter.flush()
    expect([await viewsToday(id), await viewsToday(other)]).toEqual([2, 1])
  })

  it('takes an IPv6 /64 for one visitor (one client holds the whole /64)', async () => {
    const id = await property()
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::7', '2001:db8:1:2:ffff:ffff:ffff:fffe'])
      await expectCounted(await beacon(String(id), { 'x-forwarded-for': address }))
    await expectCounted(await beacon(String(id), { 'x-forwarded-for': '2001:db8:1:3::1' }))
    await counter.flush()
    expect(await viewsToday(id)).toBe(2)
  })

  it('keeps the counts of two properties apart', async () => {
    const [a, b] = [await property(), await property()]
    for (let i = 0; i < 4; i++) await beacon(String(a))
    for (let i = 0; i < 2; i++) await beacon(String(b))
    await beacon(String(a))
    await counter.flush()
    expect([await viewsToday(a), await viewsToday(b)]).toEqual([5, 2])
    const week = await viewsPerDay(t.payload, a, '2000-01-01', today())
    expect([...week]).toEqual([[today(), 5]])
  })

  it('answers 400, with no stack trace, to a body that is not a property id', async () => {
    const id = await property()
    for (const body of ['', 'abc', '0', '-1', '1.5', '12345678901', '2147483648', `{"id":${id}}`, 'x'.repeat(5000)]) {
      const res = await beacon(body)
      expect(res.status, JSON.stringify(body.slice(0, 20))).toBe(400)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const text = await res.text()
      expect(text).toContain('"errors"')
      expect(text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/)
    }
    // A bad body is refused whoever sends it; nothing of it was counted.
    expect((await beacon('nope', { 'user-agent': GOOGLEBOT })).status).toBe(400)
    await beacon(String(id))
    await counter.flush()
    expect(await viewsToday(id)).toBe(1)
  })

  it('lets only staff read the counts over HTTP', async () => {
    const id = await property()
    await beacon(String(id))
    await counter.flush()
    const read = (query: string, headers: Record<string, string> = {}) =>
      route.GET(new Request(`http://localhost:3000/api/views?${query}`, { headers }))

    const anonymous = await read(`property=${id}`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('no-store')

    const email = `views-${Date.now()}@test.example`
    const password = 'views-test-password-1'
    await t.payload.create({
      collection: 'users',
      data: { email, password, name: 'Views agent', role: 'agent' } as never,
      overrideAccess: true,
    })
    const { token } = await t.payload.login({ collection: 'users', data: { email, password } })
    const staff = { authorization: `JWT ${token}` }
    const res = await read(`property=${id}`, staff)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ property: id, to: today(), days: { [today()]: 1 } })

    for (const query of ['property=abc', `property=${id}&from=2026-02-30`, `property=${id}&from=2020-01-01`])
      expect((await read(query, staff)).status, query).toBe(400)
  })
})
