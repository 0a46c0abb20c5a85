import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead, Media } from '@/payload/payload-types'
import { MailServer, type ReceivedMail } from '../support/mail-server'
import { formPoster } from '../support/post-form'
import { startTestDatabase, type TestDatabase } from './setup'

/** A real SMTP server the site sends through (SMTP_URL). */
const smtp = new MailServer()
const inbox = smtp.inbox

const SITE = 'http://localhost:3000'
/** Prices read '€ 385.000' with a no-break space after the sign (SPEC §9). */
const EUR = '€\u00a0'
let t: TestDatabase
let runAlertDigests: typeof import('@/features/alerts/digest').runAlertDigests
let unsubscribeRoute: typeof import('@/app/(site)/[locale]/unsubscribe/[token]/route')
let confirmRoute: typeof import('@/app/(site)/[locale]/confirm/[token]/route')
let post: Awaited<ReturnType<typeof formPoster>>

beforeAll(async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await smtp.start()}`
  t = await startTestDatabase()
  ;({ runAlertDigests } = await import('@/features/alerts/digest'))
  post = await formPoster()
  unsubscribeRoute = await import('@/app/(site)/[locale]/unsubscribe/[token]/route')
  confirmRoute = await import('@/app/(site)/[locale]/confirm/[token]/route')
})
afterAll(async () => {
  await smtp.stop()
  await t?.close()
})

// ---------------------------------------------------------------------------------------------
// The test's own listings: types, cities, a photo, properties.
// ---------------------------------------------------------------------------------------------

const made = { types: {} as Record<string, number>, cities: {} as Record<string, number> }

async function type(name: string): Promise<number> {
  made.types[name] ??= (
    await t.payload.create({ collection: 'property-types', data: { name: `${name} (alerts test)`, webId: 1 } })
  ).id
  return made.types[name]
}

async function city(name: string, zip: string): Promise<number> {
  made.cities[name] ??= (await t.payload.create({ collection: 'cities', data: { name, zip, country: '10' } })).id
  return made.cities[name]
}

let photo: Media
async function aPhoto(): Promise<Media> {
  if (photo) return photo
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6688aa' } })
    .png()
    .toBuffer()
  photo = await t.payload.create({
    collection: 'media',
    data: { alt: 'Front of the house' },
    file: { data: png, mimetype: 'image/png', name: 'alerts-house.png', size: png.length },
  })
  return photo
}

let reference = 0
interface PropertyInput {
  title: string
  city: number
  type: number
  price?: number
  goal?: 'sale' | 'rent'
  bedrooms?: number
  publishPrice?: boolean
  draft?: boolean
  photo?: boolean
}
async function property(p: PropertyInput) {
  return t.payload.create({
    collection: 'properties',
    draft: p.draft,
    data: {
      title: p.title,
      reference: `ALERT-${++reference}`,
      goal: p.goal ?? 'sale',
      marquee: '1',
      type: p.type,
      city: p.city,
      price: p.price ?? 300000,
      publishPrice: p.publishPrice ?? true,
      rooms: { bedrooms: p.bedrooms ?? 3 },
      photos: p.photo ? [(await aPhoto()).id] : [],
      ...(p.draft ? { _status: 'draft' as const } : {}),
    },
  })
}

const setPrice = (id: number, price: number) => t.payload.update({ collection: 'properties', id, data: { price } })

// ---------------------------------------------------------------------------------------------
// Visitors' requests, posted to the forms' Server Action as a browser does.
// ---------------------------------------------------------------------------------------------

/** Posts a form as a browser does; answers where the visitor was sent (the thank-you page). */
async function submit(kind: string, locale: string, fields: Record<string, string | string[]>): Promise<string> {
  const answer = await post(fields, { kind, locale })
  if (!answer.redirectedTo) throw new Error(`The form was not accepted: ${JSON.stringify(answer.state)}`)
  return answer.redirectedTo
}

interface Search {
  goal: 'sale' | 'rent'
  types: number[]
  cities?: number[]
  zips?: string
  priceMin?: number
  priceMax?: number
  bedrooms?: number
}

/** The demand-register form (search alert), filled in by a visitor. */
async function register(email: string, locale: Lead['locale'], search: Search) {
  const fields: Record<string, string | string[]> = {
    goal: search.goal,
    types: search.types.map(String),
    cities: (search.cities ?? []).map(String),
    salutation: 'ms',
    firstName: 'Test',
    lastName: 'Person',
    email,
    phone: '0475123456',
    privacy: 'on',
  }
  if (search.zips) fields.zips = search.zips
  if (search.priceMin) fields.priceMin = String(search.priceMin)
  if (search.priceMax) fields.priceMax = String(search.priceMax)
  if (search.bedrooms) fields.bedrooms = String(search.bedrooms)
  return submit('demand-register', locale, fields)
}

/** The newsletter sign-up form. */
const signUp = (email: string, locale: Lead['locale']) =>
  submit('sign-newsletter', locale, { email, firstName: 'Nina', privacy: 'on' })

// ---------------------------------------------------------------------------------------------
// Running the jobs, as the server's runner does, and reading what arrived.
// ---------------------------------------------------------------------------------------------

const runMatching = () => t.payload.jobs.run({ queue: 'alerts', limit: 100, silent: true })
const runMail = () => t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000)

/** Matches, then the digest (at `now`), then the mail queue: what a day of the runner does. */
async function deliver(now?: Date): Promise<string[]> {
  await runMatching()
  const { mailed } = await runAlertDigests(t.payload, { now })
  await runMail()
  return mailed
}

const mailsTo = (email: string) => inbox.filter((m) => m.to === email)
/** The search alert mails an address received (not the confirmation of its registration). */
const alertsTo = (email: string) => mailsTo(email).filter((m) => unsubscribeHeader(m).includes('/unsubscribe/a-'))

/** The alert mails of an address in the outbox: what was sent, whatever the SMTP server did. */
const outboxAlerts = async (email: string) =>
  (
    await t.payload.count({
      collection: 'mails',
      where: { and: [{ to: { equals: email } }, { purpose: { equals: 'alert' } }] },
    })
  ).totalDocs

/** Follows a link of a mail as a browser (GET) or a mail client's one-click (POST) would. */
async function follow(url: string, method: 'GET' | 'POST', body?: string) {
  const { pathname } = new URL(url)
  const [, locale, action, token] = pathname.split('/')
  const route = action === 'confirm' ? confirmRoute : unsubscribeRoute
  const request = new Request(url, {
    method,
    body,
    headers: body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
  })
  const res = await route[method](request, { params: Promise.resolve({ locale, token }) })
  return { status: res.status, html: await res.text(), headers: res.headers }
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`${SITE}/[a-z]{2}/${path}/[A-Za-z0-9_-]+/`).exec(text)
  if (!match) throw new Error(`No ${path} link in:\n${text}`)
  return match[0]
}
/** The List-Unsubscribe and List-Unsubscribe-Post headers, as a mail client reads them. */
const listHeaders = (mail: ReceivedMail) =>
  (mail.headers.get('list') ?? {}) as { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } }
const unsubscribeHeader = (mail: ReceivedMail) => listHeaders(mail).unsubscribe?.url ?? ''

const activeAlerts = async (email: string) =>
  (
    await t.payload.count({
      collection: 'search-alerts',
      where: { and: [{ email: { equals: email } }, { status: { equals: 'active' } }] },
    })
  ).totalDocs

// ---------------------------------------------------------------------------------------------

describe('search alerts', () => {
  it('mails a new property to exactly the registrations it matches, with photo, price and link, in their language', async () => {
    const house = await type('House')
    const flat = await type('Flat')
    const gent = await city('Gentbrugge', '9050')
    const brugge = await city('Brugge-test', '8001')
    const thanks = await register('anna@example.be', 'en', {
      goal: 'sale',
      types: [house],
      cities: [gent],
      priceMax: 400000,
      bedrooms: 2,
    })
    await register('bart@example.be', 'nl', { goal: 'sale', types: [house, flat], zips: '9050' })
    // Each differs in one criterion: none of them hears of the house.
    await register('carl@example.be', 'en', { goal: 'rent', types: [house], cities: [gent] })
    await register('dirk@example.be', 'en', { goal: 'sale', types: [flat], cities: [gent] })
    await register('eva@example.be', 'en', { goal: 'sale', types: [house], cities: [brugge] })
    await register('fred@example.be', 'en', { goal: 'sale', types: [house], cities: [gent], priceMax: 350000 })
    await register('gina@example.be', 'en', { goal: 'sale', types: [house], cities: [gent], bedrooms: 4 })
    expect(thanks).toBe('/en/feedback/demand-register/')
    const alerts = await t.payload.find({
      collection: 'search-alerts',
      where: { email: { equals: 'anna@example.be' } },
    })
    // The alert keeps the registration it came from (the lead, with everything the visitor sent).
    expect(alerts.docs[0].lead).toMatchObject({ type: 'demand-register', email: 'anna@example.be' })
    expect(alerts.docs[0]).toMatchObject({
      status: 'active',
      goal: 'sale',
      priceMax: 400000,
      bedroomsMin: 2,
      locale: 'en',
    })

    // A draft is no news; its publication is.
    const p = await property({
      title: 'Sunny family house',
      city: gent,
      type: house,
      price: 385000,
      bedrooms: 3,
      photo: true,
      draft: true,
    })
    expect(await deliver()).toEqual([])
    await t.payload.update({ collection: 'properties', id: p.id, data: { _status: 'published' } })
    expect((await deliver()).sort()).toEqual(['anna@example.be', 'bart@example.be'])

    for (const email of ['carl@example.be', 'dirk@example.be', 'eva@example.be', 'fred@example.be', 'gina@example.be'])
      expect(alertsTo(email)).toEqual([])

    const [anna] = alertsTo('anna@example.be')
    expect(alertsTo('anna@example.be')).toHaveLength(1)
    expect(anna.subject).toBe('1 new property for your search – Vitrine Immo')
    const page = `${SITE}/en/for-sale/gentbrugge/sunny-family-house/${p.id}/`
    expect(anna.text).toContain(`Sunny family house\nGentbrugge · ${EUR}385.000\n${page}`)
    const w400 = (await aPhoto()).sizes?.w400?.url
    expect(w400).toMatch(/^\/api\/media\/file\/alerts-house.*-400x300\.webp$/)
    expect(anna.html).toContain(`<img src="${SITE}${w400}" alt="Front of the house"`)
    expect(anna.html).toContain(`<a href="${page}"`)
    expect(anna.html).toContain(`${EUR}385.000`)
    expect(listHeaders(anna)['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click')
    expect(unsubscribeHeader(anna)).toMatch(new RegExp(`^${SITE}/en/unsubscribe/a-\\d+-[A-Za-z0-9_-]{22}/$`))
    expect(anna.text).toContain(`Unsubscribe from these alerts: ${unsubscribeHeader(anna)}`)

    const [bart] = alertsTo('bart@example.be')
    expect(bart.subject).toBe('1 nieuw pand voor uw zoekopdracht – Vitrine Immo')
    expect(bart.text).toContain(`${SITE}/nl/te-koop/gentbrugge/sunny-family-house/${p.id}/`)
    expect(bart.text).toContain('Uitschrijven voor deze meldingen: ')

    // Staff see on the property's edit view how many active alerts match it, in their language.
    const { MatchingAlerts } = await import('@/features/alerts/admin/MatchingAlerts')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const sidebar = async (language: string) =>
      renderToStaticMarkup(await MatchingAlerts({ id: p.id, data: p, payload: t.payload, i18n: { language } } as never))
    expect(await sidebar('nl')).toContain('2 actieve zoekopdrachten passen bij dit pand.')
    expect(await sidebar('fr')).toContain('2 alertes de recherche actives correspondent à ce bien.')
  })

  it('sends one digest a day with all the properties found that day; later ones wait for the next day', async () => {
    const house = await type('House')
    const ledeberg = await city('Ledeberg', '9051')
    await register('hanna@example.be', 'fr', { goal: 'sale', types: [house], cities: [ledeberg] })
    const first = await property({ title: 'Maison de maître', city: ledeberg, type: house, price: 520000 })
    const second = await property({ title: 'Maison de ville', city: ledeberg, type: house, publishPrice: false })
    expect(await deliver()).toEqual(['hanna@example.be'])
    const [digest] = alertsTo('hanna@example.be')
    expect(alertsTo('hanna@example.be')).toHaveLength(1)
    expect(digest.subject).toBe('2 nouveaux biens pour votre recherche – Vitrine Immo')
    expect(digest.text).toContain(
      `Maison de maître\nLedeberg · ${EUR}520.000\n${SITE}/fr/a-vendre/ledeberg/maison-de-maitre/${first.id}/`,
    )
    // Without price bounds, a price on request is news too.
    expect(digest.text).toContain(
      `Maison de ville\nLedeberg · Prix sur demande\n${SITE}/fr/a-vendre/ledeberg/maison-de-ville/${second.id}/`,
    )

    // A third one the same day: recorded, not mailed (the digest ran and left the address out).
    const third = await property({ title: 'Maison de campagne', city: ledeberg, type: house, price: 410000 })
    expect(await deliver()).toEqual([])
    expect(await outboxAlerts('hanna@example.be')).toBe(1)
    expect(alertsTo('hanna@example.be')).toHaveLength(1)

    // The next day's digest brings it.
    expect(await deliver(tomorrow())).toEqual(['hanna@example.be'])
    const next = alertsTo('hanna@example.be')[1]
    expect(next.subject).toBe('1 nouveau bien pour votre recherche – Vitrine Immo')
    expect(next.text).toContain(`/fr/a-vendre/ledeberg/maison-de-campagne/${third.id}/`)
    expect(next.text).not.toContain('Maison de maître')
  })

  it('mails a price drop into the range, not a rise, and not a drop that stays above it', async () => {
    const house = await type('House')
    const leuven = await city('Heverlee', '3001')
    await register('ines@example.be', 'en', { goal: 'sale', types: [house], cities: [leuven], priceMax: 300000 })
    await register('jan@example.be', 'en', { goal: 'sale', types: [house], cities: [leuven] })
    const p = await property({ title: 'Town house', city: leuven, type: house, price: 320000 })
    expect(await deliver()).toEqual(['jan@example.be'])

    const matchesOf = async (email: string) => {
      const alert = (await t.payload.find({ collection: 'search-alerts', where: { email: { equals: email } } })).docs[0]
      return (await t.payload.count({ collection: 'alert-matches', where: { alert: { equals: alert.id } } })).totalDocs
    }
    await setPrice(p.id, 330000)
    expect(await deliver(tomorrow())).toEqual([])
    // Not news for anybody: jan, who matches any price, has no new match either.
    expect(await matchesOf('jan@example.be')).toBe(1)
    await setPrice(p.id, 310000)
    expect(await deliver(tomorrow())).toEqual(['jan@example.be'])
    expect(await matchesOf('ines@example.be')).toBe(0)

    await setPrice(p.id, 295000)
    expect((await deliver(new Date(Date.now() + 2 * 24 * 60 * 60_000))).sort()).toEqual([
      'ines@example.be',
      'jan@example.be',
    ])
    const [drop] = alertsTo('ines@example.be')
    expect(alertsTo('ines@example.be')).toHaveLength(1)
    expect(drop.text).toContain(`Town house\nHeverlee · ${EUR}295.000 · Price reduced (was ${EUR}310.000)`)
    expect(drop.html).toContain(`Price reduced (was ${EUR}310.000)`)
  })

  it('counts from the published version: a saved draft is no news until published; a property published again is', async () => {
    const house = await type('House')
    const city1 = await city('Oostakker', '9041')
    await register('olga@example.be', 'en', { goal: 'sale', types: [house], cities: [city1], priceMax: 380000 })
    const p = await property({ title: 'Farmhouse', city: city1, type: house, price: 400000 })
    expect(await deliver()).toEqual([])

    // Staff prepare a lower price as a draft: the site still shows 400,000, so nobody hears of it.
    await t.payload.update({ collection: 'properties', id: p.id, draft: true, data: { price: 370000 } })
    expect(await deliver()).toEqual([])
    // Publishing it is the drop, from the published price.
    await t.payload.update({ collection: 'properties', id: p.id, data: { _status: 'published', price: 370000 } })
    expect(await deliver()).toEqual(['olga@example.be'])
    expect(alertsTo('olga@example.be')[0].text).toContain(
      `Farmhouse\nOostakker · ${EUR}370.000 · Price reduced (was ${EUR}400.000)`,
    )

    // Unpublished, then published again: news again (the next day, one mail a day).
    await t.payload.update({ collection: 'properties', id: p.id, data: { _status: 'draft' } })
    expect(await deliver(tomorrow())).toEqual([])
    await t.payload.update({ collection: 'properties', id: p.id, data: { _status: 'published' } })
    expect(await deliver(tomorrow())).toEqual(['olga@example.be'])
    expect(alertsTo('olga@example.be')[1].text).toContain(`Farmhouse\nOostakker · ${EUR}370.000\n`)
  })

  it('stops for good after the unsubscribe link, after a confirmation step that a GET never skips', async () => {
    const house = await type('House')
    const city1 = await city('Mariakerke', '9030')
    await register('kim@example.be', 'en', { goal: 'sale', types: [house], cities: [city1] })
    await register('kim@example.be', 'en', { goal: 'sale', types: [house], zips: '9030', bedrooms: 1 })
    await property({ title: 'Corner house', city: city1, type: house })
    expect(await deliver()).toEqual(['kim@example.be'])
    const [mail] = alertsTo('kim@example.be')
    // Two registrations, one property: shown once.
    expect(mail.subject).toBe('1 new property for your search – Vitrine Immo')
    const link = linkIn(mail.text, 'unsubscribe')

    // A mail scanner fetching the link unsubscribes nobody: the page asks.
    const asked = await follow(link, 'GET')
    expect(asked.status).toBe(200)
    expect(asked.html).toContain('<h1>Unsubscribe from search alerts</h1>')
    expect(asked.html).toContain('Stop sending search alerts to kim@example.be?')
    expect(asked.html).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>')
    expect(asked.html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(asked.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await activeAlerts('kim@example.be')).toBe(2)

    const done = await follow(link, 'POST')
    expect(done.status).toBe(200)
    expect(done.html).toContain('<h1>You are unsubscribed</h1>')
    expect(await activeAlerts('kim@example.be')).toBe(0)
    // Twice is the same as once.
    expect((await follow(link, 'POST')).html).toContain('<h1>You are unsubscribed</h1>')

    await property({ title: 'Another corner house', city: city1, type: house })
    expect(await deliver(tomorrow())).toEqual([])
    expect(await outboxAlerts('kim@example.be')).toBe(1)
  })

  it('stops after a mail client’s one-click unsubscribe (RFC 8058 POST to the List-Unsubscribe address)', async () => {
    const house = await type('House')
    const city1 = await city('Wondelgem', '9032')
    await register('lena@example.be', 'de', { goal: 'sale', types: [house], cities: [city1] })
    await property({ title: 'Haus am Kanal', city: city1, type: house })
    expect(await deliver()).toEqual(['lena@example.be'])
    const [mail] = alertsTo('lena@example.be')
    expect(mail.subject).toBe('1 neue Immobilie für Ihren Suchauftrag – Vitrine Immo')

    const res = await follow(unsubscribeHeader(mail), 'POST', 'List-Unsubscribe=One-Click')
    expect(res.status).toBe(200)
    expect(res.html).toContain('<h1>Sie sind abgemeldet</h1>')
    expect(await activeAlerts('lena@example.be')).toBe(0)

    await property({ title: 'Noch ein Haus', city: city1, type: house })
    expect(await deliver(tomorrow())).toEqual([])
    expect(await outboxAlerts('lena@example.be')).toBe(1)
  })

  it('answers a forged or broken link with a translated page, never a stack trace', async () => {
    const house = await type('House')
    const city1 = await city('Drongen', '9031')
    await register('max@example.be', 'nl', { goal: 'sale', types: [house], cities: [city1] })
    await property({ title: 'Hoeve', city: city1, type: house })
    await deliver()
    const link = linkIn(alertsTo('max@example.be')[0].text, 'unsubscribe')
    const forged = link.replace(/a-(\d+)-/, (_, id: string) => `a-${Number(id) + 1}-`)
    for (const [url, status, title] of [
      [forged, 400, 'Deze link is niet geldig'],
      [link.replace(/\/[^/]+\/$/, '/a-1-short/'), 400, 'Deze link is niet geldig'],
      [link.replace('/unsubscribe/', '/confirm/'), 400, 'Deze link is niet geldig'],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await follow(url, method)
        expect(res.status).toBe(status)
        expect(res.html).toContain(`<h1>${title}</h1>`)
        expect(res.html).not.toMatch(/Error|at \w+ \(/)
      }
    }
    expect(await activeAlerts('max@example.be')).toBe(1)

    // A genuine link whose alert was erased since: 404.
    const alert = (
      await t.payload.find({ collection: 'search-alerts', where: { email: { equals: 'max@example.be' } } })
    ).docs[0]
    await t.payload.delete({ collection: 'search-alerts', id: alert.id })
    const gone = await follow(link, 'GET')
    expect(gone.status).toBe(404)
    expect(gone.html).toContain('<h1>Deze inschrijving bestaat niet meer</h1>')
  })
})

describe('the digest schedule', () => {
  it('is queued on the alerts queue by the runner of that queue, for the next full hour', async () => {
    await t.payload.jobs.handleSchedules({ queue: 'alerts' })
    const jobs = await t.payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendAlertDigests' } }, { completedAt: { exists: false } }] },
    })
    expect(jobs.docs.map((j) => j.queue)).toEqual(['alerts'])
    const at = new Date(String(jobs.docs[0].waitUntil))
    expect([at.getMinutes(), at.getSeconds()]).toEqual([0, 0])
    expect(at.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000)
  })
})

describe('newsletter sign-up with double opt-in', () => {
  const subscribers = async (email: string) =>
    (await t.payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })).docs

  it('stores a pending subscriber and mails a signed confirmation link; the link confirms after one click', async () => {
    await signUp('Nina@Example.be', 'fr')
    await runMail()
    const [optIn] = mailsTo('nina@example.be')
    expect(mailsTo('nina@example.be')).toHaveLength(1)
    expect(optIn.subject).toBe('Veuillez confirmer votre inscription – Vitrine Immo')
    expect((await subscribers('nina@example.be')).map((s) => s.status)).toEqual(['pending'])
    const outbox = await t.payload.find({ collection: 'mails', where: { to: { equals: 'nina@example.be' } } })
    expect(outbox.docs.map((m) => m.purpose)).toEqual(['opt-in'])

    const link = linkIn(optIn.text, 'confirm')
    expect(link).toMatch(new RegExp(`^${SITE}/fr/confirm/n-\\d+-`))
    const asked = await follow(link, 'GET')
    expect(asked.status).toBe(200)
    expect(asked.html).toContain('<h1>Confirmez votre inscription</h1>')
    expect(asked.html).toContain('<button type="submit">Confirmer mon inscription</button>')
    expect((await subscribers('nina@example.be'))[0].status).toBe('pending')

    const done = await follow(link, 'POST')
    expect(done.status).toBe(200)
    expect(done.html).toContain('<h1>Votre inscription est confirmée</h1>')
    const [confirmed] = await subscribers('nina@example.be')
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.confirmedAt).toBeTruthy()
  })

  it('keeps one record for a repeat sign-up of a confirmed address, and tells its owner so', async () => {
    await signUp('nina@example.be', 'fr')
    await runMail()
    expect((await subscribers('nina@example.be')).map((s) => s.status)).toEqual(['confirmed'])
    const again = mailsTo('nina@example.be')[1]
    expect(again.subject).toBe('Vous êtes déjà inscrit – Vitrine Immo')
    expect(listHeaders(again)['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click')

    // Its unsubscribe link ends the subscription; the old confirmation link no longer revives it.
    const leave = linkIn(again.text, 'unsubscribe')
    expect((await follow(leave, 'GET')).html).toContain('<h1>Se désinscrire de la newsletter</h1>')
    expect((await follow(leave, 'POST')).html).toContain('<h1>Vous êtes désinscrit</h1>')
    expect((await subscribers('nina@example.be'))[0].status).toBe('unsubscribed')
    const oldConfirm = linkIn(mailsTo('nina@example.be')[0].text, 'confirm')
    const cancelled = await follow(oldConfirm, 'POST')
    expect(cancelled.status).toBe(410)
    expect(cancelled.html).toContain('<h1>Cette inscription a été annulée</h1>')
    expect((await subscribers('nina@example.be'))[0].status).toBe('unsubscribed')
  })

  it('asks again, on the same record, when a pending or unsubscribed address signs up again', async () => {
    await signUp('nina@example.be', 'en')
    await signUp('nina@example.be', 'en')
    await runMail()
    const subs = await subscribers('nina@example.be')
    expect(subs.map((s) => [s.status, s.locale])).toEqual([['pending', 'en']])
    const optIns = mailsTo('nina@example.be').filter(
      (m) => m.subject === 'Please confirm your subscription – Vitrine Immo',
    )
    expect(optIns).toHaveLength(2)
    expect((await follow(linkIn(optIns[1].text, 'confirm'), 'POST')).html).toContain(
      '<h1>Your subscription is confirmed</h1>',
    )
  })
})
