import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayIn } from '@/domain/appointments'
import type { Owner } from '@/payload/payload-types'
import { startTestDatabase, type TestDatabase } from './setup'
import { pdfWith } from '../support/pdf'
import { createListing } from '../support/listing'

/*
 * The owner portal's data functions and download route against a real database: an owner sees
 * the figures, history and documents of their own properties only, never a prospect's details,
 * and the weekly report mails each owner who wants it once a week, in their language.
 */

let t: TestDatabase
let q: typeof import('@/features/portal/queries')
let report: typeof import('@/features/portal/report')
let documentRoute: typeof import('@/app/(site)/[locale]/portal/[property]/documents/[document]/route')

const PASSWORD = 'owner-test-password-42'
const today = dayIn(new Date())
let PDF: Buffer

/** What a prospect wrote: none of it may reach an owner. */
const prospect = {
  name: 'Prosper Prospectus',
  email: 'prosper.prospectus@example.test',
  phone: '+32 470 12 34 56',
  message: 'I would like to visit on Saturday, my budget is tight',
}

let unique = 0
const tag = () => `${Date.now().toString(36)}-${++unique}`

const property = (title: string, extra: Record<string, unknown> = {}) =>
  createListing(t.payload, title, { publishPrice: true, rooms: { bedrooms: 3 }, ...extra })

async function owner(
  name: string,
  properties: number[],
  extra: Partial<Pick<Owner, 'language' | 'weeklyReport'>> = {},
): Promise<Owner> {
  return t.payload.create({
    collection: 'owners',
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${tag()}@owners.test`,
      password: PASSWORD,
      language: 'en',
      properties,
      ...extra,
    } as never,
    overrideAccess: true,
  })
}

async function lead(propertyId: number, type: string, createdAt?: string) {
  return t.payload.create({
    collection: 'leads',
    data: {
      type,
      locale: 'en',
      property: propertyId,
      name: prospect.name,
      email: prospect.email,
      fields: { ...prospect },
      consents: { privacy: true },
      ...(createdAt ? { createdAt } : {}),
    } as never,
  })
}

async function views(propertyId: number, day: string, count: number) {
  await t.payload.db.drizzle.execute(sql`
    INSERT INTO page_views (property_id, day, views) VALUES (${propertyId}, ${day}::date, ${count})
    ON CONFLICT (property_id, day) DO UPDATE SET views = EXCLUDED.views`)
}

async function document(propertyId: number, title: string, forOwners = true) {
  return t.payload.create({
    collection: 'property-documents',
    data: { title, property: propertyId, forOwners } as never,
    file: { data: PDF, mimetype: 'application/pdf', name: `${title.replace(/\W+/g, '-')}.pdf`, size: PDF.length },
    overrideAccess: true,
  })
}

/** An owner's session token, as the login page would keep it in the cookie. */
async function tokenOf(o: Owner): Promise<string> {
  const { token } = await t.payload.login({ collection: 'owners', data: { email: o.email, password: PASSWORD } })
  if (!token) throw new Error('no token')
  return token
}

async function download(locale: string, propertyId: unknown, documentId: unknown, token?: string) {
  const url = `http://localhost:3000/${locale}/portal/${propertyId}/documents/${documentId}/`
  const request = new NextRequest(url, { headers: token ? { cookie: `vitrine-owner=${token}` } : {} })
  return documentRoute.GET(request, {
    params: Promise.resolve({ locale, property: String(propertyId), document: String(documentId) }),
  })
}

const world = {} as {
  home: number
  second: number
  draft: number
  trashed: number
  others: number
  a: Owner
  b: Owner
  doc: number
  hiddenDoc: number
  othersDoc: number
}

beforeAll(async () => {
  t = await startTestDatabase()
  PDF = await pdfWith('The mandate of the test')
  q = await import('@/features/portal/queries')
  report = await import('@/features/portal/report')
  documentRoute = await import('@/app/(site)/[locale]/portal/[property]/documents/[document]/route')

  const home = await property('Sunny house', { listedAt: new Date(Date.now() - 12 * 86_400_000).toISOString() })
  const second = await property('Quiet flat')
  const draft = await property('Villa in the making', { _status: 'draft' })
  const trashed = await property('Gone house')
  const others = await property('Somebody else’s house')
  await t.payload.update({
    collection: 'properties',
    id: trashed.id,
    data: { deletedAt: new Date().toISOString() } as never,
    overrideAccess: true,
  })
  const a = await owner('Anna Owner', [home.id, second.id, draft.id, trashed.id])
  const b = await owner('Bert Owner', [others.id], { language: 'fr' })

  // Figures of the house: views today, 5 days ago and 40 days ago (outside the chart).
  await views(home.id, today, 7)
  await views(home.id, addDays(today, -5), 3)
  await views(home.id, addDays(today, -40), 100)
  await views(others.id, today, 55)
  const first = await lead(home.id, 'contact-me')
  await lead(home.id, 'contact-me')
  await lead(home.id, 'contact-appointment', new Date(Date.now() - 10 * 86_400_000).toISOString())
  await lead(others.id, 'purchase-offer')
  // The mails about the first enquiry, as the form sends them.
  for (const purpose of ['notification', 'confirmation'] as const)
    await t.payload.create({
      collection: 'mails',
      data: {
        purpose,
        lead: first.id,
        locale: 'en',
        to: purpose === 'confirmation' ? prospect.email : 'agency@example.test',
        subject: `About ${prospect.name}`,
        text: prospect.message,
        state: 'sent',
      },
    })
  await t.payload.create({
    collection: 'visits',
    data: { property: home.id, date: new Date().toISOString(), feedback: 'Liked the garden, found the kitchen small.' },
    overrideAccess: true,
  })
  await t.payload.create({
    collection: 'visits',
    data: { property: home.id, date: new Date(Date.now() - 3 * 86_400_000).toISOString() },
    overrideAccess: true,
  })
  await t.payload.create({
    collection: 'publications',
    data: {
      property: home.id,
      channel: 'Immoweb',
      url: 'https://www.immoweb.be/en/classified/12345',
      from: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    },
    overrideAccess: true,
  })
  await t.payload.create({
    collection: 'search-alerts',
    data: {
      email: 'searcher@example.test',
      locale: 'en',
      status: 'active',
      goal: 'sale',
      propertyTypes: [typeof home.type === 'object' ? home.type.id : home.type],
      cities: [typeof home.city === 'object' ? home.city?.id : home.city],
    },
    overrideAccess: true,
  })
  const doc = await document(home.id, 'Mandate')
  const hiddenDoc = await document(home.id, 'Internal notes', false)
  const othersDoc = await document(others.id, 'Their mandate')
  Object.assign(world, {
    home: home.id,
    second: second.id,
    draft: draft.id,
    trashed: trashed.id,
    others: others.id,
    a,
    b,
    doc: doc.id,
    hiddenDoc: hiddenDoc.id,
    othersDoc: othersDoc.id,
  })
})
afterAll(async () => {
  await t?.close()
})

describe('an owner sees nothing of a property that is not theirs', () => {
  const cases = () =>
    [
      ['another owner’s property', world.others],
      ['a property that does not exist', 999_999],
      ['a property in the trash', world.trashed],
      ['an id that is not a number', '12abc'],
    ] as const

  it('every data function answers null', async () => {
    for (const [what, id] of cases()) {
      expect(await q.ownerProperty(world.a, id, 'en'), what).toBeNull()
      expect(await q.propertyStats(world.a, id, today), what).toBeNull()
      expect(await q.propertyChart(world.a, id, today), what).toBeNull()
      expect(await q.propertyHistory(world.a, id), what).toBeNull()
      expect(await q.ownerDocuments(world.a, id), what).toBeNull()
      expect(await q.ownerDocumentFile(world.a, id, world.othersDoc), what).toBeNull()
    }
  })

  it('a document is given only for its own property, and only when marked for owners', async () => {
    expect(await q.ownerDocumentFile(world.a, world.home, world.hiddenDoc)).toBeNull()
    // Another owner's document asked under one's own property.
    expect(await q.ownerDocumentFile(world.a, world.home, world.othersDoc)).toBeNull()
    expect(await q.ownerDocumentFile(world.a, world.home, 999_999)).toBeNull()
    expect(await q.ownerDocumentFile(world.a, world.second, world.doc)).toBeNull()
    expect((await q.ownerDocuments(world.a, world.home))?.map((d) => d.title)).toEqual(['Mandate'])
  })

  it('the check reads the account afresh: a property taken away is gone at once', async () => {
    const c = await owner('Carla Owner', [world.second])
    expect(await q.ownerProperty(c, world.second, 'en')).not.toBeNull()
    await t.payload.update({ collection: 'owners', id: c.id, data: { properties: [] }, overrideAccess: true })
    // The session's copy of the owner still lists it; the account no longer does.
    expect(await q.ownerProperty(c, world.second, 'en')).toBeNull()
    expect(await q.ownerProperties(c, 'en')).toEqual([])
  })

  it('the selection lists the owner’s own properties, drafts included, the trashed one left out', async () => {
    const list = await q.ownerProperties(world.a, 'en')
    expect(list.map((p) => p.title).sort()).toEqual(['Quiet flat', 'Sunny house', 'Villa in the making'])
    expect(list.find((p) => p.title === 'Villa in the making')?.published).toBe(false)
    expect(list.find((p) => p.title === 'Sunny house')).toMatchObject({ status: 'available', published: true })
    expect((await q.ownerProperties(world.b, 'en')).map((p) => p.id)).toEqual([world.others])
  })

  it('a card shows the newest draft’s title in the page’s language, the city’s name in it, and the first photo', async () => {
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a86' } })
      .png()
      .toBuffer()
    const photo = await t.payload.create({
      collection: 'media',
      locale: 'nl',
      data: { alt: 'Voorgevel' },
      file: { data: png, mimetype: 'image/png', name: `selection-front-${tag()}.png`, size: png.length },
    })
    const city = await t.payload.create({
      collection: 'cities',
      locale: 'nl',
      data: { name: 'Gent', zip: '9000', country: '10' },
    })
    await t.payload.update({ collection: 'cities', id: city.id, locale: 'fr', data: { name: 'Gand' } })
    const type = await t.payload.create({
      collection: 'property-types',
      locale: 'nl',
      data: { name: 'Huis', webId: 1 },
    })
    const home = await t.payload.create({
      collection: 'properties',
      locale: 'nl',
      data: {
        title: 'Zonnig huis',
        reference: `SEL-${tag()}`,
        goal: 'sale',
        marquee: '1',
        type: type.id,
        city: city.id,
        photos: [photo.id],
        _status: 'published',
      } as never,
    })
    await t.payload.update({
      collection: 'properties',
      id: home.id,
      locale: 'fr',
      data: { title: 'Maison ensoleillée' } as never,
    })
    // Staff are still working on the French title: a draft, not yet on the site.
    await t.payload.update({
      collection: 'properties',
      id: home.id,
      locale: 'fr',
      draft: true,
      data: { title: 'Maison ensoleillée avec jardin', _status: 'draft' } as never,
    })
    const owner_ = await owner('Selma Selection', [home.id])

    const [fr] = await q.ownerProperties(owner_, 'fr')
    expect(fr).toMatchObject({
      id: home.id,
      title: 'Maison ensoleillée avec jardin',
      city: 'Gand',
      goal: 'sale',
      status: 'available',
      published: false,
      photo: { alt: 'Voorgevel' },
    })
    expect(fr.photo?.url).toMatch(new RegExp(`^/api/media/file/${photo.filename!.replace(/\.png$/, '')}`))
    // No English title nor city name: the default language's (Dutch).
    expect(await q.ownerProperties(owner_, 'en')).toMatchObject([{ title: 'Zonnig huis', city: 'Gent' }])
  })
})

describe('an owner’s own figures', () => {
  it('statistics: page views, enquiries by form, visits, matching alerts, days on the market', async () => {
    const stats = await q.propertyStats(world.a, world.home, today)
    expect(stats).toEqual({
      views: { total: 110, last30Days: 10 },
      enquiries: {
        total: 3,
        byType: [
          { type: 'contact-me', count: 2 },
          { type: 'contact-appointment', count: 1 },
        ],
      },
      visits: 2,
      matchingAlerts: 1,
      daysOnMarket: 12,
    })
    const quiet = await q.propertyStats(world.a, String(world.second), today)
    expect(quiet).toMatchObject({ views: { total: 0, last30Days: 0 }, enquiries: { total: 0 }, visits: 0 })
  })

  it('the chart: 30 days ending today, views and enquiries per day', async () => {
    const chart = (await q.propertyChart(world.a, world.home, today))!
    expect(chart).toHaveLength(30)
    expect(chart[0].day).toBe(addDays(today, -29))
    expect(chart.at(-1)).toEqual({ day: today, views: 7, enquiries: 2 })
    expect(chart.find((d) => d.day === addDays(today, -5))?.views).toBe(3)
    expect(chart.find((d) => d.day === addDays(today, -10))?.enquiries).toBe(1)
    expect(chart.reduce((n, d) => n + d.views, 0)).toBe(10)
    expect(chart.reduce((n, d) => n + d.enquiries, 0)).toBe(3)
  })

  it('history: visits with feedback, enquiries and mails by kind only, online media', async () => {
    const history = (await q.propertyHistory(world.a, world.home))!
    expect(history.visits).toHaveLength(2)
    expect(history.visits[0].feedback).toBe('Liked the garden, found the kitchen small.')
    expect(history.visits[1].feedback).toBeNull()
    const enquiries = history.communications.filter((c) => c.kind === 'enquiry')
    const mails = history.communications.filter((c) => c.kind === 'mail')
    expect(enquiries.map((c) => c.type).sort()).toEqual(['contact-appointment', 'contact-me', 'contact-me'])
    expect(mails.map((c) => c.purpose).sort()).toEqual(['confirmation', 'notification'])
    expect(history.media).toEqual([
      expect.objectContaining({ channel: 'Immoweb', url: 'https://www.immoweb.be/en/classified/12345', until: null }),
    ])
    // Nothing a prospect gave, wherever it might hide.
    const text = JSON.stringify(history)
    for (const secret of [prospect.name, prospect.email, prospect.phone, prospect.message, 'Prosper', 'agency@'])
      expect(text).not.toContain(secret)
  })

  it('the document’s file is the uploaded one', async () => {
    const file = (await q.ownerDocumentFile(world.a, world.home, world.doc))!
    expect(file).toMatchObject({ title: 'Mandate', mimeType: 'application/pdf', size: PDF.length })
    expect(Buffer.from(await new Response(file.open()).arrayBuffer()).equals(PDF)).toBe(true)
  })
})

describe('the download route', () => {
  it('sends the owner’s document as an attachment nobody caches', async () => {
    const res = await download('en', world.home, world.doc, await tokenOf(world.a))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Mandate\.pdf"/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true)
  })

  it('answers the same translated 404 whatever the reason', async () => {
    const token = await tokenOf(world.a)
    const answers = [
      await download('fr', world.home, world.doc), // not logged in
      await download('fr', world.home, world.doc, 'not-a-token'),
      await download('fr', world.others, world.othersDoc, token),
      await download('fr', world.home, world.othersDoc, token),
      await download('fr', world.home, world.hiddenDoc, token),
      await download('fr', world.home, 999_999, token),
      await download('fr', 'abc', world.doc, token),
    ]
    for (const res of answers) {
      expect(res.status).toBe(404)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await res.text()).toBe('Ce document n’existe pas ou n’est pas disponible.')
    }
  })
})

describe('the weekly report', () => {
  it('mails each owner who wants it, once a week, in their language, with last week’s figures', async () => {
    // A week later (a Monday or not): the report covers the 7 days before, today included.
    const now = new Date(Date.now() + 7 * 86_400_000)
    await views(world.home, addDays(today, 1), 4)
    const quiet = await owner('Dora Quiet', [world.second], { weeklyReport: false })
    const empty = await owner('Emil Empty', [])
    const trashedOnly = await owner('Fay Trashed', [world.trashed])

    const first = await report.runOwnerReports(t.payload, { now })
    expect(first.mailed).toContain(world.a.email)
    expect(first.mailed).toContain(world.b.email)
    for (const skipped of [quiet, empty, trashedOnly]) expect(first.mailed).not.toContain(skipped.email)

    // Run again in the same week: at the same moment (an hour later is the next week when the
    // first run falls in the last hour of a Sunday in Brussels).
    const again = await report.runOwnerReports(t.payload, { now })
    expect(again.mailed).toEqual([])

    const mailsTo = async (to: string) =>
      (await t.payload.find({ collection: 'mails', where: { to: { equals: to } }, pagination: false })).docs
    const [annas, berts] = [await mailsTo(world.a.email), await mailsTo(world.b.email)]
    expect(annas).toHaveLength(1)
    expect(berts).toHaveLength(1)
    const anna = annas[0]
    expect(anna).toMatchObject({ purpose: 'owner', locale: 'en' })
    expect(anna.text).toContain('Hello Anna Owner,')
    // The house: 7 views today + 4 tomorrow, 2 enquiries today, 1 visit today.
    expect(anna.text).toMatch(/Sunny house \(ref\. TEST-[^)]+\)\n- 11 page views\n- 2 enquiries\n- 1 visit\n/)
    expect(anna.text).toMatch(/Quiet flat \(ref\. TEST-[^)]+\)\n- 0 page views\n- 0 enquiries\n- 0 visits\n/)
    expect(anna.text).toContain('Villa in the making')
    expect(anna.text).not.toContain('Gone house')
    expect(anna.text).toContain('/en/portal/')
    expect(anna.text).toContain('Weekly e-mail')
    const bert = berts[0]
    expect(bert).toMatchObject({ purpose: 'owner', locale: 'fr' })
    expect(bert.subject).toMatch(/^Votre bien cette semaine/)
    expect(bert.text).toContain('Bonjour Bert Owner,')
    expect(bert.text).toMatch(/- 55 vues de la page\n- 1 demande\n- 0 visite\n/)
    expect(bert.text).toContain('/fr/portal/')
    // Never a prospect's details in an owner's mail.
    for (const secret of [prospect.name, prospect.email, prospect.phone])
      expect(anna.text + bert.text).not.toContain(secret)
  })
})
