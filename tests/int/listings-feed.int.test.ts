import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeCrm } from '../support/fake-crm'
import { tagCache } from '../support/next-cache'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The listings import (features/listings-feed) against a CRM served by the test: what the
 * first import creates, that a second one writes nothing, and how each change in the CRM shows
 * in what the site reads (the property page's query, as a page renders it).
 */

/** The CRM's push secret (Standard Webhooks form), read by the site's settings at first use. */
const CRM_SECRET = `whsec_${Buffer.from('a test crm secret of 32 bytes!!!').toString('base64')}`
process.env.IMPORT_PUSH_SECRET = CRM_SECRET

type Run = typeof import('@/features/listings-feed/run')
type Route = typeof import('@/app/(site)/api/import/route')
type Push = typeof import('@/features/listings-feed/push')
type Queries = typeof import('@/features/property/queries')

let t: TestDatabase
let run: Run
let q: Queries
let route: Route
let push: Push
const crm = new FakeCrm()

type Rec = Record<string, unknown>

/** A record as a CRM sends it, with two photos; `extra` overrides fields. */
function record(id: string, extra: Rec = {}): Rec {
  return {
    ID: id,
    Reference: `CRM-${id}`,
    WebID: 1,
    MainTypeName: 'Feedhuis',
    Goal: 0,
    Price: 250_000,
    PublishPrice: 1,
    Marquee: 1,
    PublishAddress: true,
    Street: 'Feedstraat',
    HouseNumber: id,
    Zip: '9990',
    City: 'Feeddorp',
    CountryID: 10,
    Title: { nl: `Woning ${id}`, fr: `Maison ${id}`, en: `House ${id}`, de: `Haus ${id}` },
    Description: { nl: 'Ruime woning.', fr: 'Maison spacieuse.', en: 'A roomy house.', de: 'Geräumiges Haus.' },
    EnergyPerformance: 180,
    Rooms: { Bedrooms: 3 },
    Surfaces: { Living: 160 },
    Pictures: [
      { Url: crm.photoUrl(`p${id}-front`), Name: 'Front' },
      { Url: crm.photoUrl(`p${id}-garden`), Name: 'Garden' },
    ],
    ...extra,
  }
}

const feedUrl = () => crm.url('/feed.json')
const importNow = () =>
  run.runImport(t.payload, {
    source: feedUrl(),
    load: () => run.readFeedSource(feedUrl()),
    trigger: 'command',
    completeUnlessSaid: true,
  })

async function done() {
  const result = await importNow()
  if (result.status !== 'done') throw new Error(`the import did not run: ${JSON.stringify(result)}`)
  return result.report
}

/** The property the site shows for a CRM ID, in English (null when not public). */
async function shown(crmId: string) {
  const found = await t.payload.find({
    collection: 'properties',
    where: { 'feed.crmId': { equals: crmId } },
    draft: true,
    depth: 0,
    select: {},
  })
  const id = found.docs[0]?.id
  if (id === undefined) return null
  return q.getPropertyDetail(id, 'en')
}

async function propertyId(crmId: string): Promise<number> {
  const found = await t.payload.find({
    collection: 'properties',
    where: { 'feed.crmId': { equals: crmId } },
    draft: true,
    depth: 0,
  })
  return found.docs[0]!.id
}

async function versionCount(): Promise<number> {
  return (await t.payload.countVersions({ collection: 'properties' })).totalDocs
}

beforeAll(async () => {
  t = await startTestDatabase()
  run = await import('@/features/listings-feed/run')
  q = await import('@/features/property/queries')
  route = await import('@/app/(site)/api/import/route')
  push = await import('@/features/listings-feed/push')
  await crm.start()
  crm.feed = {
    Format: 'vitrine-listings',
    Version: 1,
    Complete: true,
    Properties: [
      record('101'),
      record('102', { Zip: '1880', City: 'Kapelle-Op-Den-Bos' }),
      record('103', { Goal: 1, Price: 1_150, PriceUnit: 2 }),
    ],
  }
  tagCache.enable()
})
afterAll(async () => {
  await crm.stop()
  await t?.close()
})

describe('a first import', () => {
  it('creates every listing, in four languages, with its photos in the feed’s order', async () => {
    const report = await done()
    expect(report.created.sort()).toEqual(['101', '102', '103'])
    expect(report.skipped).toEqual([])

    const house = await shown('101')
    expect(house?.title).toBe('House 101')
    expect(house?.price).toBe(250_000)
    expect(house?.photos.map((p) => p.alt)).toEqual(['Front', 'Garden'])
    const id = await propertyId('101')
    for (const [locale, title] of [
      ['nl', 'Woning 101'],
      ['fr', 'Maison 101'],
      ['de', 'Haus 101'],
    ] as const)
      expect((await q.getPropertyDetail(id, locale))?.title).toBe(title)
    expect(crm.photoRequests()).toBe(6)
  })

  it('creates the cities it does not know, with the municipality’s own spelling', async () => {
    const cities = await t.payload.find({
      collection: 'cities',
      where: { zip: { in: ['1880', '9990'] } },
      locale: 'fr',
    })
    expect(cities.docs.map((c) => c.name).sort()).toEqual(['Feeddorp', 'Kapelle-op-den-Bos'])
  })
})

describe('the same feed again', () => {
  it('writes nothing: no new version, no page expired, no photo fetched', async () => {
    const versions = await versionCount()
    const photos = crm.photoRequests()
    tagCache.reset()
    const report = await done()
    expect(report).toMatchObject({ created: [], updated: [], withdrawn: [], unchanged: 3 })
    expect(await versionCount()).toBe(versions)
    expect(tagCache.revalidated).toEqual([])
    expect(crm.photoRequests()).toBe(photos)
  })
})

describe('changes in the CRM', () => {
  it('a new price shows on the site, and only that property’s pages are expired', async () => {
    const [a, b, c] = (crm.feed as { Properties: Rec[] }).Properties
    crm.feed = { Complete: true, Properties: [{ ...a, Price: 239_000 }, b, c] }
    tagCache.reset()
    const report = await done()
    expect(report.updated).toEqual(['101'])
    expect((await shown('101'))?.price).toBe(239_000)
    const id = await propertyId('101')
    const other = await propertyId('102')
    expect(tagCache.revalidated).toContain(`property:${id}`)
    expect(tagCache.revalidated).not.toContain(`property:${other}`)
    // The price history recorded the reduction, as for an edit in the back office.
    const history = await t.payload.find({
      collection: 'price-changes',
      where: { property: { equals: id } },
      sort: ['at', 'id'],
      depth: 0,
    })
    expect(history.docs.map((r) => [r.kind, r.oldPrice ?? null, r.newPrice, r.lowered])).toEqual([
      ['listed', null, 250_000, false],
      ['change', 250_000, 239_000, true],
    ])
  })

  it('a sold marker shows the listing as sold', async () => {
    const [a, b, c] = (crm.feed as { Properties: Rec[] }).Properties
    crm.feed = { Complete: true, Properties: [a, { ...b, Marquee: 3 }, c] }
    expect((await done()).updated).toEqual(['102'])
    expect((await shown('102'))?.marquee).toBe('3')
  })

  it('a let marker on a rental shows it as let', async () => {
    const [a, b, c] = (crm.feed as { Properties: Rec[] }).Properties
    crm.feed = { Complete: true, Properties: [a, b, { ...c, Marquee: 3 }] }
    expect((await done()).updated).toEqual(['103'])
    expect((await shown('103'))?.marquee).toBe('4')
  })

  it('a new photo order shows in that order, without fetching them again', async () => {
    const [a, b, c] = (crm.feed as { Properties: Rec[] }).Properties
    const photos = crm.photoRequests()
    crm.feed = { Complete: true, Properties: [{ ...a, Pictures: [...(a!.Pictures as Rec[])].reverse() }, b, c] }
    expect((await done()).updated).toEqual(['101'])
    expect((await shown('101'))?.photos.map((p) => p.alt)).toEqual(['Garden', 'Front'])
    expect(crm.photoRequests()).toBe(photos)
  })

  it('a listing gone from the complete feed is withdrawn from the site, its history kept', async () => {
    const [a, , c] = (crm.feed as { Properties: Rec[] }).Properties
    const id = await propertyId('102')
    const versions = (await t.payload.countVersions({ collection: 'properties', where: { parent: { equals: id } } }))
      .totalDocs
    crm.feed = { Complete: true, Properties: [a, c] }
    const report = await done()
    expect(report.withdrawn).toEqual(['102'])
    expect(await shown('102')).toBeNull()
    const after = await t.payload.countVersions({ collection: 'properties', where: { parent: { equals: id } } })
    expect(after.totalDocs).toBeGreaterThan(versions)
    const doc = await t.payload.findByID({ collection: 'properties', id, draft: true, locale: 'en' })
    expect(doc.title).toBe('House 102')
  })
})

describe('a feed that goes wrong', () => {
  it('a feed server that is down changes nothing and the run says why', async () => {
    const versions = await versionCount()
    crm.failWith = 503
    try {
      const result = await importNow()
      expect(result).toMatchObject({ status: 'failed', error: 'the feed answered 503' })
    } finally {
      crm.failWith = undefined
    }
    expect(await versionCount()).toBe(versions)
    expect((await shown('101'))?.price).toBe(239_000)
  })

  it('a broken record is skipped with its reason, and the others apply', async () => {
    const [a, c] = (crm.feed as { Properties: Rec[] }).Properties
    crm.feed = {
      Complete: true,
      Properties: [a, c, record('104', { Price: 'cheap', Sauna: true }), record('105', { Price: 410_000 })],
    }
    const report = await done()
    expect(report.skipped).toEqual([{ position: 3, id: '104', reason: expect.stringContaining('Price') }])
    expect(report.created).toEqual(['105'])
    expect(report.unknownFields).toEqual(['Sauna'])
    expect((await shown('105'))?.price).toBe(410_000)
    // Named in the feed, though broken: not withdrawn.
    expect(report.withdrawn).toEqual([])
  })

  it('two imports started at once: one runs, the other says another is running', async () => {
    const hold = crm.holdFeed()
    const first = importNow()
    await hold.arrived
    const second = await importNow()
    hold.release()
    expect(second).toEqual({ status: 'busy' })
    expect((await first).status).toBe('done')
  })
})

describe('the push endpoint (POST /api/import)', () => {
  const post = (body: string, headers: Record<string, string>) =>
    route.POST(
      new Request('http://localhost/api/import', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
        body,
      }),
    )

  it('a push signed with the CRM’s secret applies its records, and is not complete unless it says so', async () => {
    const body = JSON.stringify([record('201', { Price: 199_000 })])
    const res = await post(body, push.signPush(body, CRM_SECRET))
    expect(res.status).toBe(200)
    const answer = (await res.json()) as { report: { created: string[]; withdrawn: string[]; complete: boolean } }
    expect(answer.report).toMatchObject({ created: ['201'], withdrawn: [], complete: false })
    expect((await shown('201'))?.price).toBe(199_000)
    expect((await shown('101'))?.price).toBe(239_000)
    const runs = await t.payload.find({ collection: 'import-runs', where: { trigger: { equals: 'push' } } })
    expect(runs.docs.map((r) => [r.status, r.created])).toEqual([['done', 1]])
  })

  it('a wrong signature is refused with 401 and changes nothing', async () => {
    const body = JSON.stringify([record('202')])
    const wrong = `whsec_${Buffer.from('not the secret the agency set up').toString('base64')}`
    const res = await post(body, push.signPush(body, wrong))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: 'This push is not signed with the agency’s import key, or its signature is more than five minutes old.',
    })
    expect(await shown('202')).toBeNull()
  })

  it('a body changed after signing, or a signature ten minutes old, is refused', async () => {
    const body = JSON.stringify([record('202')])
    const signed = push.signPush(body, CRM_SECRET)
    expect((await post(JSON.stringify([record('202', { Price: 1 })]), signed)).status).toBe(401)
    const old = push.signPush(body, CRM_SECRET, 'push-old', new Date(Date.now() - 10 * 60_000))
    expect((await post(body, old)).status).toBe(401)
    expect(await shown('202')).toBeNull()
  })

  it('the same push sent again is refused as a replay', async () => {
    const body = JSON.stringify([record('203')])
    const headers = push.signPush(body, CRM_SECRET, 'push-replayed-once')
    expect((await post(body, headers)).status).toBe(200)
    const again = await post(body, headers)
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual({
      error: 'This push has already been received (its webhook-id was used before). Sign each push with a new id.',
    })
  })

  it('a body that is not JSON gets a clear 400', async () => {
    const body = '{"Properties": ['
    const res = await post(body, push.signPush(body, CRM_SECRET))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON.' })
  })
})

describe('what the import leaves alone', () => {
  it('a photo the CRM cannot serve is reported, and the listing is imported without it', async () => {
    const body = [
      record('301', {
        Pictures: [
          { Url: crm.photoUrl('p301-front'), Name: 'Front' },
          { Url: crm.url('/photos/p301-gone.png'), Name: 'Gone' },
        ],
      }),
    ]
    const result = await run.runImport(t.payload, {
      source: 'test',
      load: async () => body,
      trigger: 'command',
      completeUnlessSaid: false,
    })
    expect(result).toMatchObject({
      status: 'done',
      report: {
        created: ['301'],
        photoErrors: [{ id: '301', url: crm.url('/photos/p301-gone.png'), reason: 'answered 404' }],
      },
    })
    expect((await shown('301'))?.photos.map((p) => p.alt)).toEqual(['Front'])

    // The same record again: the missing photo is tried again, the rest stays as it is.
    const again = await run.runImport(t.payload, {
      source: 'test',
      load: async () => body,
      trigger: 'command',
      completeUnlessSaid: false,
    })
    expect(again).toMatchObject({ status: 'done', report: { updated: ['301'], photoErrors: [{ id: '301' }] } })
    expect(crm.asked.get('/photos/p301-gone.png')).toBe(2)
  })

  it('a spreadsheet (CSV, one row per listing, the same column names) imports like a feed', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-feed-')), 'listings.csv')
    fs.writeFileSync(
      file,
      [
        'ID;WebID;Goal;Price;Zip;City;Title_nl;Title_en;Rooms.Bedrooms;Pictures.1.Url;Pictures.1.Name',
        `501;1;0;315000;9990;Feeddorp;Rijwoning 501;Terraced house 501;2;${crm.photoUrl('p501-front')};Front`,
        `502;1;1;950;9990;Feeddorp;Studio 502;Studio 502;;;`,
      ].join('\r\n'),
    )
    const result = await run.runImport(t.payload, {
      source: file,
      load: () => run.readFeedSource(file),
      trigger: 'command',
      completeUnlessSaid: false,
    })
    expect(result).toMatchObject({ status: 'done', report: { created: ['501', '502'], skipped: [] } })
    const house = await shown('501')
    expect([house?.title, house?.price, house?.rooms.bedrooms, house?.photos.map((p) => p.alt)]).toEqual([
      'Terraced house 501',
      315_000,
      2,
      ['Front'],
    ])
    expect((await shown('502'))?.goal).toBe('rent')
  })

  it('in the back office, staff cannot change what the CRM owns, and can change the rest', async () => {
    const agent = (await t.payload.find({ collection: 'users', where: { role: { equals: 'agent' } }, limit: 1 }))
      .docs[0]!
    const id = await propertyId('103')
    await t.payload.update({
      collection: 'properties',
      id,
      data: { price: 1, title: 'Renamed by hand', rental: { maxPersons: 4 } },
      locale: 'en',
      user: { ...agent, collection: 'users' },
      overrideAccess: false,
    })
    const doc = await t.payload.findByID({ collection: 'properties', id, locale: 'en', draft: true })
    expect([doc.price, doc.title, doc.rental?.maxPersons]).toEqual([1_150, 'House 103', 4])
  })
})

describe('the export (GET /api/export/listings.json)', () => {
  async function asRole(role: 'admin' | 'agent' | null) {
    const { createLocalReq } = await import('payload')
    const user = role
      ? (await t.payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1 })).docs[0]
      : null
    return createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined }, t.payload)
  }
  const exportAs = async (role: 'admin' | 'agent' | null) => {
    const { exportListingsEndpoint } = await import('@/features/listings-feed/export')
    return exportListingsEndpoint.handler(await asRole(role))
  }

  it('is for administrators only', async () => {
    expect((await exportAs(null)).status).toBe(401)
    expect((await exportAs('agent')).status).toBe(403)
  })

  it('imported again, reproduces every published listing as the site shows it, in every language', async () => {
    const res = await exportAs('admin')
    expect(res.status).toBe(200)
    const feed = (await res.json()) as { Complete: boolean; Properties: Array<{ ID: string; Reference: string }> }
    expect(feed.Complete).toBe(true)
    const published = await t.payload.find({
      collection: 'properties',
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      select: { reference: true },
    })
    expect(feed.Properties.map((p) => p.Reference).sort()).toEqual(published.docs.map((p) => p.reference).sort())

    const pages = async () => {
      tagCache.reset()
      const out: Record<string, unknown> = {}
      for (const p of published.docs)
        for (const locale of ['nl', 'fr', 'en', 'de'] as const)
          out[`${p.reference} ${locale}`] = { ...(await q.getPropertyDetail(p.id, locale)), updatedAt: 'when saved' }
      return out
    }
    const before = await pages()
    const photos = crm.photoRequests()
    const imported = await run.runImport(t.payload, {
      source: 'export',
      load: async () => feed,
      trigger: 'command',
      completeUnlessSaid: true,
    })
    if (imported.status !== 'done') throw new Error(JSON.stringify(imported))
    expect(imported.report).toMatchObject({ created: [], withdrawn: [], skipped: [], photoErrors: [] })
    expect(await pages()).toEqual(before)
    // The site's own photos are its files: none is fetched.
    expect(crm.photoRequests()).toBe(photos)

    const again = await run.runImport(t.payload, {
      source: 'export',
      load: async () => feed,
      trigger: 'command',
      completeUnlessSaid: true,
    })
    expect(again).toMatchObject({ status: 'done', report: { unchanged: published.docs.length, updated: [] } })
  })
})
