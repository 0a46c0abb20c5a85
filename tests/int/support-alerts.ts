import sharp from 'sharp'
import type { Lead, Media } from '@/payload/payload-types'
import { MailServer, type ReceivedMail } from '../support/mail-server'
import { formPoster } from '../support/post-form'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The world of the search alert and newsletter tests (alerts.int.test.ts): a real SMTP server,
 * the test file's database (set by startAlertsTest() in its beforeAll and read through the live
 * binding `t`), the test's own listings, visitors' forms, the jobs as the server's runner runs
 * them, and what arrived.
 */

/** A real SMTP server the site sends through (SMTP_URL). */
const smtp = new MailServer()
const inbox = smtp.inbox

export const SITE = 'http://localhost:3000'
/** Prices read '€ 385.000' with a no-break space after the sign. */
export const EUR = '€\u00a0'
export let t: TestDatabase
let runAlertDigests: typeof import('@/features/alerts/digest').runAlertDigests
let unsubscribeRoute: typeof import('@/app/(site)/[locale]/unsubscribe/[token]/route')
let confirmRoute: typeof import('@/app/(site)/[locale]/confirm/[token]/route')
let post: Awaited<ReturnType<typeof formPoster>>

export async function startAlertsTest(): Promise<void> {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await smtp.start()}`
  t = await startTestDatabase()
  ;({ runAlertDigests } = await import('@/features/alerts/digest'))
  post = await formPoster()
  unsubscribeRoute = await import('@/app/(site)/[locale]/unsubscribe/[token]/route')
  confirmRoute = await import('@/app/(site)/[locale]/confirm/[token]/route')
}

export async function stopAlertsTest(): Promise<void> {
  await smtp.stop()
  await t?.close()
}

// ---------------------------------------------------------------------------------------------
// The test's own listings: types, cities, a photo, properties.
// ---------------------------------------------------------------------------------------------

const made = { types: {} as Record<string, number>, cities: {} as Record<string, number> }

export async function type(name: string): Promise<number> {
  made.types[name] ??= (
    await t.payload.create({ collection: 'property-types', data: { name: `${name} (alerts test)`, webId: 1 } })
  ).id
  return made.types[name]
}

export async function city(name: string, zip: string): Promise<number> {
  made.cities[name] ??= (await t.payload.create({ collection: 'cities', data: { name, zip, country: '10' } })).id
  return made.cities[name]
}

let photo: Media
export async function aPhoto(): Promise<Media> {
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
export async function property(p: PropertyInput) {
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

export const setPrice = (id: number, price: number) =>
  t.payload.update({ collection: 'properties', id, data: { price } })

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
export async function register(email: string, locale: Lead['locale'], search: Search) {
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
export const signUp = (email: string, locale: Lead['locale']) =>
  submit('sign-newsletter', locale, { email, firstName: 'Nina', privacy: 'on' })

// ---------------------------------------------------------------------------------------------
// Running the jobs, as the server's runner does, and reading what arrived.
// ---------------------------------------------------------------------------------------------

const runMatching = () => t.payload.jobs.run({ queue: 'alerts', limit: 100, silent: true })
export const runMail = () => t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
export const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000)

/** Matches, then the digest (at `now`), then the mail queue: what a day of the runner does. */
export async function deliver(now?: Date): Promise<string[]> {
  await runMatching()
  const { mailed } = await runAlertDigests(t.payload, { now })
  await runMail()
  const sent = await t.payload.find({ collection: 'mails', where: { purpose: { equals: 'alert' } }, pagination: false })
  for (const mail of sent.docs) if (mail.messageId) digestIds.add(mail.messageId)
  return mailed
}
/** The Message-IDs of the digests sent (the registration's confirmation carries an unsubscribe link too). */
const digestIds = new Set<string>()

export const mailsTo = (email: string) => inbox.filter((m) => m.to === email)
/** The search alert mails an address received (not the confirmation of its registration). */
export const alertsTo = (email: string) => mailsTo(email).filter((m) => digestIds.has(m.messageId))

/** The alert mails of an address in the outbox: what was sent, whatever the SMTP server did. */
export const outboxAlerts = async (email: string) =>
  (
    await t.payload.count({
      collection: 'mails',
      where: { and: [{ to: { equals: email } }, { purpose: { equals: 'alert' } }] },
    })
  ).totalDocs

/** Follows a link of a mail as a browser (GET) or a mail client's one-click (POST) would. */
export async function follow(url: string, method: 'GET' | 'POST', body?: string) {
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

export const linkIn = (text: string, path: string) => {
  const match = new RegExp(`${SITE}/[a-z]{2}/${path}/[A-Za-z0-9_-]+/`).exec(text)
  if (!match) throw new Error(`No ${path} link in:\n${text}`)
  return match[0]
}
/** The List-Unsubscribe and List-Unsubscribe-Post headers, as a mail client reads them. */
export const listHeaders = (mail: ReceivedMail) =>
  (mail.headers.get('list') ?? {}) as { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } }
export const unsubscribeHeader = (mail: ReceivedMail) => listHeaders(mail).unsubscribe?.url ?? ''

export const activeAlerts = async (email: string) =>
  (
    await t.payload.count({
      collection: 'search-alerts',
      where: { and: [{ email: { equals: email } }, { status: { equals: 'active' } }] },
    })
  ).totalDocs
