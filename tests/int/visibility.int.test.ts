import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailServer } from '../support/mail-server'
import { formPoster } from '../support/post-form'
import { startTestDatabase, type TestDatabase } from './setup'

/**
 * A property whose owner hides its address and its price, read through every public path the
 * way the site reads it: the data each view renders from (cards, map messages, the property
 * and project pages with their JSON-LD, the search panel's JSON) and the mails that reach
 * visitors (search alerts, a visit's invitation, rent terms). None may carry the street, the
 * coordinates or the price. A property that publishes both is read the same way, to show that
 * each path does carry what is public.
 */
const smtp = new MailServer()
let t: TestDatabase
let post: Awaited<ReturnType<typeof formPoster>>
const ids = { city: 0, type: 0, secret: 0, shown: 0, rent: 0, project: 0 }
const PAGE_KEY = 'visibility-test'

/** What may never leave the server: streets, prices (plain and as the site formats them), coordinates. */
const HIDDEN = [
  'Verborgenstraat',
  '987654',
  '987.654',
  '118519',
  '118.519',
  '50.123456',
  '4.654321',
  'Huurgeheimstraat',
  '2371',
  '2.371',
  '51.222222',
  '3.333333',
  'Projectgeheimstraat',
  '50.333333',
  '4.444444',
]
const expectNothingHidden = (label: string, value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  for (const secret of HIDDEN) expect(text, `${label} shows ${secret}`).not.toContain(secret)
}

const person = (email: string) => ({
  salutation: 'ms',
  firstName: 'Vera',
  lastName: 'Visser',
  email,
  phone: '092345678',
  privacy: 'on',
})
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const runMail = () => t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })

beforeAll(async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await smtp.start()}`
  t = await startTestDatabase()
  post = await formPoster()
  const p = t.payload
  ids.city = (
    await p.create({ collection: 'cities', locale: 'nl', data: { name: 'Zichtdorp', zip: '9992' } as never })
  ).id
  ids.type = (
    await p.create({ collection: 'property-types', locale: 'nl', data: { name: 'Hoeve', webId: 1 } as never })
  ).id
  // A search alert registered before the properties are published: it is mailed about them.
  const registered = await post(
    { ...person('alert.reader@example.be'), goal: 'sale', types: [String(ids.type)], cities: [String(ids.city)] },
    { kind: 'demand-register', locale: 'nl' },
  )
  expect(registered.redirectedTo).toBeDefined()

  ids.project = (
    await p.create({
      collection: 'projects',
      locale: 'nl',
      data: {
        title: 'Geheime Hoven',
        city: ids.city,
        publishAddress: false,
        street: 'Projectgeheimstraat',
        houseNumber: '3',
        latitude: 50.333333,
        longitude: 4.444444,
        _status: 'published',
      } as never,
    })
  ).id
  const property = (data: Record<string, unknown>) =>
    p.create({
      collection: 'properties',
      locale: 'nl',
      data: { marquee: '1', type: ids.type, city: ids.city, _status: 'published', ...data } as never,
    })
  ids.secret = (
    await property({
      title: 'Discrete hoeve',
      reference: 'VIS-1',
      goal: 'sale',
      project: ids.project,
      publishAddress: false,
      publishPrice: false,
      street: 'Verborgenstraat',
      houseNumber: '77',
      boxNumber: '5',
      latitude: 50.123456,
      longitude: 4.654321,
      price: 987654,
      costs: { registration: 118519 },
    })
  ).id
  ids.shown = (
    await property({
      title: 'Open hoeve',
      reference: 'VIS-2',
      goal: 'sale',
      project: ids.project,
      publishAddress: true,
      publishPrice: true,
      street: 'Zichtbaarstraat',
      houseNumber: '1',
      latitude: 50.765432,
      longitude: 4.234567,
      price: 455000,
    })
  ).id
  ids.rent = (
    await property({
      title: 'Discreet appartement',
      reference: 'VIS-3',
      goal: 'rent',
      publishAddress: false,
      publishPrice: false,
      street: 'Huurgeheimstraat',
      houseNumber: '9',
      latitude: 51.222222,
      longitude: 3.333333,
      price: 2371,
    })
  ).id
  await p.create({
    collection: 'menu-pages',
    locale: 'nl',
    data: {
      title: 'Zichtbaarheid',
      key: PAGE_KEY,
      _status: 'published',
      modules: [
        { blockType: 'propertyList', goal: 'all', maxItems: 48, view: 'map' },
        { blockType: 'propertyList', goal: 'all', maxItems: 48, view: 'grid' },
      ],
    } as never,
  })
})
afterAll(async () => {
  await smtp.stop()
  await t?.close()
})

async function listings() {
  const { translatorOf } = await import('@/i18n/translator')
  const { getRouteTable } = await import('@/platform/routing/queries')
  return {
    t: await translatorOf('nl', 'listings'),
    table: await getRouteTable(),
    queries: await import('@/features/listings/queries'),
    params: await import('@/domain/list-params'),
    module: await import('@/features/modules/property-list/PropertyListModule'),
  }
}

describe('the lists and maps', () => {
  it('a property-list module with a maximum, as a map and as cards, on a menu page', async () => {
    const { t: tr, table, module } = await listings()
    const { getMenuPage } = await import('@/ui/page/queries')
    const page = await getMenuPage(PAGE_KEY, 'nl')
    const lists = (page?.modules ?? []).filter((m) => m.blockType === 'propertyList')
    expect(lists.map((m) => m.view)).toEqual(['map', 'grid'])

    const map = await module.cappedContent(lists[0] as never, 'nl', table, tr)
    if (map?.view !== 'map') throw new Error(`the map module shows ${map?.view}`)
    const markers = map.map.propsList.map((m) => m.id)
    expect(markers).toContain(ids.shown)
    expect(markers).not.toContain(ids.secret)
    expect(markers).not.toContain(ids.rent)
    expectNothingHidden('the module map', map)

    const grid = await module.cappedContent(lists[1] as never, 'nl', table, tr)
    if (grid?.view !== 'cards') throw new Error(`the card module shows ${grid?.view}`)
    const secret = grid.cards.find((c) => c.id === ids.secret)
    expect(secret).toMatchObject({ title: 'Discrete hoeve', price: null, lat: null, lng: null })
    expect(grid.cards.find((c) => c.id === ids.shown)).toMatchObject({ price: 455000, lat: 50.765432 })
    expectNothingHidden('the module cards', grid)
  })

  it('the full list, its map, and the cards of each price order', async () => {
    const { t: tr, table, queries, params, module } = await listings()
    const query = params.parseListQuery({ city: 'Zichtdorp|9992' })
    const page = await queries.getListPage('sale', query, 'nl', 12)
    expect(page.cards.map((c) => c.id).sort()).toEqual([ids.secret, ids.shown].sort())
    expectNothingHidden('the list', page)
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const sorted = await queries.getListPage(
        'sale',
        params.parseListQuery({ city: 'Zichtdorp|9992', sort }),
        'nl',
        12,
      )
      // A price on request goes last in both orders: its place would tell its price.
      expect(sorted.cards.map((c) => c.id)).toEqual([ids.shown, ids.secret])
    }
    const map = module.listMapMessage(await queries.getMapMarkers('all', query, 'nl'), table, 'nl', tr)
    expect(map.propsList.map((m) => m.id)).toEqual([ids.shown])
    expectNothingHidden('the list map', map)
  })
})

describe('the property and project pages', () => {
  it('the property page, its map, its JSON-LD and its metadata', async () => {
    const { getPropertyDetail } = await import('@/features/property/queries')
    const { listingJsonLd } = await import('@/features/property/jsonld')
    const { loadDetailSeo } = await import('@/features/seo/queries')
    const detail = await getPropertyDetail(ids.secret, 'nl')
    expect(detail).toMatchObject({ title: 'Discrete hoeve', publishAddress: false, publishPrice: false })
    expectNothingHidden('the property page', detail)
    expectNothingHidden(
      'the JSON-LD',
      listingJsonLd(detail!, { url: 'http://localhost:3000/nl/pand/x/', origin: 'http://localhost:3000' }),
    )
    expectNothingHidden('the metadata', await loadDetailSeo('properties', ids.secret, 'nl'))
    // The public property shows its address, coordinates and price on the same path.
    const shown = await getPropertyDetail(ids.shown, 'nl')
    expect(shown).toMatchObject({ street: 'Zichtbaarstraat', latitude: 50.765432, price: 455000 })
  })

  it('the project page: its address, map, JSON-LD and its properties', async () => {
    const projects = await import('@/features/projects/queries')
    const { projectJsonLd } = await import('@/features/projects/jsonld')
    const project = await projects.getProject(ids.project, 'nl')
    expect(project).toMatchObject({ title: 'Geheime Hoven', latitude: null, longitude: null, street: '' })
    expectNothingHidden('the project page', project)
    expectNothingHidden('the project JSON-LD', projectJsonLd(project!, 'http://x/', 'http://x'))
    const units = await projects.getProjectProperties(ids.project, 'nl')
    expect(units.map((u) => [u.id, u.price])).toEqual([
      [ids.shown, 455000],
      [ids.secret, null],
    ])
    expectNothingHidden('the project properties', units)
  })

  it('the search panel’s JSON', async () => {
    const { GET } = await import('@/app/(site)/search.json/route')
    const res = await GET(new Request('http://localhost:3000/search.json?locale=nl&q=VIS-1'))
    const body = await res.text()
    expect(body).toContain('Discrete hoeve')
    expectNothingHidden('search.json', body)
  })
})

describe('the mails that reach visitors', () => {
  it('the search alert mail names the property, with its price on request', async () => {
    const { runAlertDigests } = await import('@/features/alerts/digest')
    await t.payload.jobs.run({ queue: 'alerts', limit: 100, silent: true })
    await runAlertDigests(t.payload)
    await runMail()
    const { docs } = await t.payload.find({
      collection: 'mails',
      where: { and: [{ to: { equals: 'alert.reader@example.be' } }, { purpose: { equals: 'alert' } }] },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.text).toContain('Discrete hoeve')
    expect(docs[0]!.text).toContain('Open hoeve')
    expectNothingHidden('the alert mail', docs[0])
  })

  it('a visit booking’s confirmation and its calendar invitation', async () => {
    // Open every day: the visit is booked on a day counted from today, whatever its weekday.
    await t.payload.updateGlobal({
      slug: 'appointment-slots',
      data: { closedWeekdays: [], closedDays: [], closedOnPublicHolidays: false },
    })
    const answer = await post(
      { ...person('visit.reader@example.be'), date: daysAhead(9), slot: '14-16' },
      { kind: 'contact-appointment', locale: 'nl', property: ids.secret },
    )
    expect(answer.redirectedTo).toBeDefined()
    await runMail()
    const [mail] = smtp.to('visit.reader@example.be')
    expect(mail?.text).toContain('VIS-1')
    const { docs } = await t.payload.find({
      collection: 'mails',
      where: { and: [{ to: { equals: 'visit.reader@example.be' } }, { purpose: { equals: 'confirmation' } }] },
    })
    const attachments = (docs[0]?.attachments ?? []) as Array<{ filename: string; content: string }>
    const invitation = attachments.map((a) => Buffer.from(a.content, 'base64').toString('utf8')).join('\n')
    expect(invitation).toContain('BEGIN:VCALENDAR')
    expect(invitation).toContain('Zichtdorp')
    expectNothingHidden('the visit invitation', invitation)
    expectNothingHidden('the visit confirmation', mail?.text)
  })

  it('a rent application’s confirmation with the rent terms', async () => {
    const answer = await post(
      { ...person('rent.reader@example.be'), adults: '2', movingDate: daysAhead(40), income1: '2600' },
      { kind: 'rent-application', locale: 'nl', property: ids.rent },
    )
    expect(answer.redirectedTo).toBeDefined()
    await runMail()
    const [mail] = smtp.to('rent.reader@example.be')
    expect(mail?.text).toContain('VIS-3')
    expectNothingHidden('the rent terms', mail?.text)
  })
})
