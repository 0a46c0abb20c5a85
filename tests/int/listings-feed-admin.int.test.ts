import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerLogin } from '@/features/owners/login'
import { FakeCrm } from '../support/fake-crm'
import { loadRoute, restClient } from '../support/rest'
import { staffSession } from '../support/staff-session'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The listings import from the back office (features/listings-feed/admin): "run the import now"
 * (POST /api/import-runs/run) against a CRM served by the test, who may ask for it, and the
 * scheduled pull as the listings-feed-settings global sets it.
 */

// The server's own schedule stays out of the way: only the global sets one here.
delete process.env.IMPORT_FEED_URL
delete process.env.IMPORT_EVERY_MINUTES

type Schedule = typeof import('@/features/listings-feed/schedule')
type RunEndpoint = typeof import('@/features/listings-feed/run-endpoint')

let t: TestDatabase
let api: ReturnType<typeof restClient>
let schedule: Schedule
let endpoint: RunEndpoint
const crm = new FakeCrm()
const PASSWORD = 'a-long-test-password-42'

/** A listing as the CRM describes it: a house for sale in a village of its own. */
const listing = (id: string, price: number) => ({
  ID: id,
  WebID: 1,
  Goal: 0,
  Price: price,
  Zip: '9991',
  City: 'Adminfeed',
  Title: { nl: `Huis ${id}`, fr: `Maison ${id}`, en: `House ${id}`, de: `Haus ${id}` },
})

const feedUrl = () => crm.url('/feed.json')

const propertiesOf = async (...crmIds: string[]) =>
  (
    await t.payload.find({
      collection: 'properties',
      where: { 'feed.crmId': { in: crmIds } },
      draft: true,
      depth: 0,
      select: { price: true },
    })
  ).docs

const runs = async (trigger: string) =>
  (
    await t.payload.find({
      collection: 'import-runs',
      where: { trigger: { equals: trigger } },
      sort: '-startedAt',
      depth: 0,
    })
  ).docs

async function localReq(user?: Record<string, unknown>): Promise<PayloadRequest> {
  const { createLocalReq } = await import('payload')
  return createLocalReq({ user: user as never }, t.payload)
}

beforeAll(async () => {
  t = await startTestDatabase()
  api = restClient(await loadRoute())
  schedule = await import('@/features/listings-feed/schedule')
  endpoint = await import('@/features/listings-feed/run-endpoint')
  await crm.start()
  crm.feed = { Complete: true, Properties: [listing('A-301', 310_000), listing('A-302', 320_000)] }
})
afterAll(async () => {
  await crm.stop()
  await t?.close()
})

describe('POST /api/import-runs/run', () => {
  it('as an admin, reports a dry run without changing anything, then applies the feed', async () => {
    const admin = await staffSession(t.payload, api, 'admin', 'en')
    const dry = await api('POST', '/import-runs/run', { headers: admin, body: { url: feedUrl(), dryRun: true } })
    expect(dry.status, dry.text).toBe(200)
    expect(dry.json().report).toMatchObject({ dryRun: true, created: ['A-301', 'A-302'], skipped: [] })
    expect(await propertiesOf('A-301', 'A-302')).toEqual([])

    const res = await api('POST', '/import-runs/run', { headers: admin, body: { url: ` ${feedUrl()} ` } })
    expect(res.status, res.text).toBe(200)
    const answer = res.json() as { run: number; report: { created: string[]; dryRun: boolean } }
    expect(answer.report).toMatchObject({ dryRun: false, complete: true })
    expect(answer.report.created.sort()).toEqual(['A-301', 'A-302'])
    expect((await propertiesOf('A-301', 'A-302')).map((p) => p.price).sort()).toEqual([310_000, 320_000])

    const recorded = await runs('back-office')
    expect(recorded.map((r) => [r.id, r.status, r.dryRun, r.source, r.created])).toEqual([
      [answer.run, 'done', false, feedUrl(), 2],
      [expect.any(Number), 'done', true, feedUrl(), 2],
    ])
  })

  it('refuses an agent (403), an anonymous caller (401) and an owner, and runs nothing', async () => {
    const before = (await runs('back-office')).length
    const body = { url: feedUrl() }

    const agent = await staffSession(t.payload, api, 'agent', 'en')
    const asAgent = await api('POST', '/import-runs/run', { headers: agent, body })
    expect(asAgent.status).toBe(403)
    expect(asAgent.json()).toEqual({ errors: [{ message: 'Only an administrator may do this.' }] })

    const anonymous = await api('POST', '/import-runs/run', { headers: { origin: agent.origin }, body })
    expect(anonymous.status).toBe(401)
    expect(anonymous.json()).toEqual({ errors: [{ message: 'Sign in to the back office first.' }] })

    // An owner of the portal: at /api, their session counts as none (platform/auth/credentials.ts)…
    const email = `owner-${Date.now().toString(36)}@owners.test`
    const owner = await t.payload.create({
      collection: 'owners',
      data: { name: 'Otto Owner', email, password: PASSWORD, language: 'en' } as never,
      overrideAccess: true,
    })
    const login = await ownerLogin(t.payload, { email, password: PASSWORD, address: '203.0.113.77' })
    if (!login.ok) throw new Error(`owner login refused: ${login.outcome}`)
    const asOwner = await api('POST', '/import-runs/run', {
      headers: { authorization: `JWT ${login.value.token}`, origin: agent.origin },
      body,
    })
    expect(asOwner.status).toBe(401)
    // …and the endpoint itself refuses one signed in as an owner: 403.
    const handled = await endpoint.runImportEndpoint.handler(await localReq({ ...owner, collection: 'owners' }))
    expect(handled.status).toBe(403)
    expect(await handled.json()).toEqual({ errors: [{ message: 'Only the agency’s staff may do this.' }] })

    expect((await runs('back-office')).length).toBe(before)
  })

  it('answers 400, in the staff member’s language, for an address that is not http(s), and reads nothing', async () => {
    const before = (await runs('back-office')).length
    const asked = crm.asked.get('/feed.json') ?? 0
    const admin = await staffSession(t.payload, api, 'admin', 'fr')
    for (const url of ['/etc/passwd', 'var/feed.json', 'file:///etc/passwd', 'ftp://127.0.0.1/feed.json', '', 42]) {
      const res = await api('POST', '/import-runs/run', { headers: admin, body: { url } })
      expect(res.status, String(url)).toBe(400)
      expect(res.json(), String(url)).toEqual({
        errors: [
          {
            message:
              'Saisissez l’adresse du flux sous la forme d’une URL http:// ou https://, par exemple https://crm.example/feed.json.',
          },
        ],
      })
    }
    const noBody = await api('POST', '/import-runs/run', { headers: admin })
    expect(noBody.status).toBe(400)
    expect((await runs('back-office')).length).toBe(before)
    expect(crm.asked.get('/feed.json') ?? 0).toBe(asked)
  })

  it('answers 422 with the reason when the feed cannot be read, and 409 while another import runs', async () => {
    const admin = await staffSession(t.payload, api, 'admin', 'en')
    crm.failWith = 503
    try {
      const res = await api('POST', '/import-runs/run', { headers: admin, body: { url: feedUrl() } })
      expect(res.status).toBe(422)
      expect(res.json()).toEqual({
        errors: [{ message: 'The feed could not be read, so nothing was changed: the feed answered 503' }],
      })
    } finally {
      crm.failWith = undefined
    }
    expect((await runs('back-office'))[0]).toMatchObject({ status: 'failed', error: 'the feed answered 503' })

    const hold = crm.holdFeed()
    const first = api('POST', '/import-runs/run', { headers: admin, body: { url: feedUrl(), dryRun: true } })
    await hold.arrived
    const second = await api('POST', '/import-runs/run', { headers: admin, body: { url: feedUrl() } })
    hold.release()
    expect(second.status).toBe(409)
    expect(second.json()).toEqual({
      errors: [{ message: 'Another import is running right now. Try again when it has finished.' }],
    })
    expect((await first).status).toBe(200)
  })
})

describe('the scheduled pull', () => {
  const pull = async () => {
    const handler = schedule.pullFeedTask.handler as (args: {
      req: PayloadRequest
      input: object
    }) => Promise<{ output: { ran: boolean } }>
    return (await handler({ req: await localReq(), input: {} })).output.ran
  }

  it('pulls the feed the settings name, and not again while the last scheduled run is recent', async () => {
    expect(await schedule.pullSchedule(t.payload)).toMatchObject({ url: undefined, everyMinutes: 60 })
    expect(await pull()).toBe(false)
    expect(await runs('schedule')).toEqual([])

    crm.feed = { Complete: true, Properties: [listing('A-301', 305_000), listing('A-302', 320_000)] }
    await t.payload.updateGlobal({
      slug: 'listings-feed-settings',
      data: { feedUrl: feedUrl(), everyMinutes: 30 },
    })
    expect(await schedule.pullSchedule(t.payload)).toEqual({
      url: feedUrl(),
      urlFrom: 'settings',
      everyMinutes: 30,
      everyFrom: 'settings',
    })
    expect(await pull()).toBe(true)
    const [first] = await runs('schedule')
    expect(first).toMatchObject({ status: 'done', source: feedUrl(), updated: 1 })
    expect((await propertiesOf('A-301'))[0]?.price).toBe(305_000)

    // Ten minutes later: not yet due.
    await t.payload.update({
      collection: 'import-runs',
      id: first!.id,
      data: { startedAt: new Date(Date.now() - 10 * 60_000).toISOString() },
      overrideAccess: true,
    })
    const asked = crm.asked.get('/feed.json') ?? 0
    expect(await pull()).toBe(false)
    expect(crm.asked.get('/feed.json') ?? 0).toBe(asked)
    expect(await runs('schedule')).toHaveLength(1)

    // Half an hour after it: due again.
    await t.payload.update({
      collection: 'import-runs',
      id: first!.id,
      data: { startedAt: new Date(Date.now() - 31 * 60_000).toISOString() },
      overrideAccess: true,
    })
    expect(await pull()).toBe(true)
    expect(await runs('schedule')).toHaveLength(2)
  })

  it('takes only an http(s) address and 5 to 1440 minutes, from an admin', async () => {
    const invalid = [
      { feedUrl: '/etc/passwd' },
      { feedUrl: 'file:///etc/passwd' },
      { everyMinutes: 4 },
      { everyMinutes: 1441 },
      { everyMinutes: 7.5 },
    ]
    for (const data of invalid)
      await expect(
        t.payload.updateGlobal({ slug: 'listings-feed-settings', data }),
        JSON.stringify(data),
      ).rejects.toThrow()
    expect(await t.payload.findGlobal({ slug: 'listings-feed-settings' })).toMatchObject({
      feedUrl: feedUrl(),
      everyMinutes: 30,
    })

    const agent = await staffSession(t.payload, api, 'agent', 'en')
    expect((await api('GET', '/globals/listings-feed-settings', { headers: agent })).status).toBe(403)
    const change = await api('POST', '/globals/listings-feed-settings', {
      headers: agent,
      body: { feedUrl: 'https://evil.example/feed.json' },
    })
    expect(change.status).toBe(403)
    const admin = await staffSession(t.payload, api, 'admin', 'en')
    const cleared = await api('POST', '/globals/listings-feed-settings', {
      headers: admin,
      body: { feedUrl: null, everyMinutes: null },
    })
    expect(cleared.status, cleared.text).toBe(200)
    expect(await schedule.pullSchedule(t.payload)).toMatchObject({ url: undefined, everyFrom: 'env' })
  })
})
