import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { translatorOf } from '@/i18n/translator'
import type { Lead } from '@/payload/payload-types'
import { MailServer } from '../support/mail-server'
import { formPoster } from '../support/post-form'
import { startTestDatabase, type TestDatabase } from './setup'

/**
 * Visits follow the agency's opening days: a Sunday, a public holiday or a slot without visits
 * is refused by the server whatever was posted, with its message in the visitor's language; an
 * open weekday slot is booked as requested (or confirmed at once when the agency says so), and
 * the mails and calendar invitation say which.
 */
const smtp = new MailServer()
let t: TestDatabase
let post: Awaited<ReturnType<typeof formPoster>>
let houseId: number

const AGENCY = 'visits@agency-test.example'
// Wednesday 24 March 2027, 10:00 in Brussels: Sunday the 28th is Easter Sunday, Monday the
// 29th Easter Monday, Thursday 6 May Ascension Day, all within the 60 days a visit may be booked.
const NOW = new Date('2027-03-24T09:00:00Z')

beforeAll(async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await smtp.start()}`
  t = await startTestDatabase()
  post = await formPoster()
  await t.payload.updateGlobal({
    slug: 'site-settings',
    data: { siteName: 'Agence Test', email: AGENCY, phone: '02 123 45 67', defaultLanguage: 'fr' },
  })
  const city = await t.payload.create({ collection: 'cities', data: { name: 'Namur', zip: '5000', country: '10' } })
  const type = await t.payload.create({ collection: 'property-types', locale: 'en', data: { name: 'Flat', webId: 2 } })
  houseId = (
    await t.payload.create({
      collection: 'properties',
      locale: 'en',
      data: {
        title: 'Flat by the Meuse',
        reference: 'DAYS-1',
        marquee: '1',
        type: type.id,
        city: city.id,
        street: 'Rue de Fer',
        houseNumber: '3',
        goal: 'sale',
        price: 245000,
      } as never,
    })
  ).id
  await t.payload.updateGlobal({
    slug: 'appointment-slots',
    data: {
      capacity: { slot10to13: 2, slot14to16: 2, slot16to19: 0 },
      closedWeekdays: ['sun'],
      closedDays: [],
      closedOnPublicHolidays: true,
      confirmation: 'requested',
    },
  })
  // Only Date is faked: Payload's timers and the database keep running.
  vi.setSystemTime(NOW)
})
afterAll(async () => {
  vi.useRealTimers()
  await smtp.stop()
  await t?.close()
})

let visitors = 0
/** Books a visit as the form's script posts it; where it led, the stored lead, and the mails. */
async function book(date: string, slot: string, locale: Locale) {
  const email = `visitor-${++visitors}@example.be`
  const answer = await post(
    {
      salutation: 'ms',
      firstName: 'Lea',
      lastName: 'Martin',
      email,
      phone: '0475 12 34 56',
      date,
      slot,
      privacy: 'on',
    },
    { kind: 'contact-appointment', locale, property: houseId },
  )
  const { docs } = await t.payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0 })
  await t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
  const lead = docs[0] as Lead | undefined
  const seats = await t.payload.find({
    collection: 'appointment-bookings',
    where: { day: { equals: date }, slot: { equals: slot } },
    depth: 0,
  })
  return {
    answer,
    lead,
    seats: seats.docs.map((s) => ({ lead: s.lead, status: s.status })),
    toVisitor: smtp.inbox.filter((m) => m.to === email),
    toAgency: smtp.inbox.filter((m) => m.to === AGENCY && m.replyTo === email),
  }
}

/** STATUS of the calendar invitation attached to a mail. */
function invitationStatus(mail: { attachments: { content: Buffer }[] }): string {
  const calendar = new ICAL.Component(ICAL.parse(mail.attachments[0].content.toString('utf8')))
  return String(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status'))
}

describe('visits on the agency’s opening days', () => {
  it('refuses a Sunday and a public holiday with the translated message, and stores nothing', async () => {
    for (const [date, locale] of [
      ['2027-03-28', 'fr'], // Sunday
      ['2027-03-29', 'nl'], // Easter Monday
      ['2027-05-06', 'de'], // Ascension Day, a Thursday
      ['2027-05-17', 'en'], // Whit Monday
    ] as const) {
      const sent = await book(date, '10-13', locale)
      expect(sent.answer, date).toEqual({
        state: { status: 'refused', reason: 'visitClosed', values: expect.objectContaining({ date, slot: '10-13' }) },
      })
      expect(sent.lead, date).toBeUndefined()
      expect(sent.seats, date).toEqual([])
      expect(sent.toVisitor, date).toEqual([])
    }
    // What the visitor reads above the form, in the four languages.
    const texts = await Promise.all(
      (['fr', 'nl', 'de', 'en'] as const).map(async (l) => (await translatorOf(l, 'enquiries'))('refused.visitClosed')),
    )
    expect(texts).toEqual([
      'Nous n’organisons pas de visites ce jour-là ou à cette heure. Veuillez choisir l’un des jours et créneaux proposés.',
      'Op die dag of op dat tijdstip plannen we geen bezoeken. Kies een van de voorgestelde dagen en tijdstippen.',
      'An diesem Tag oder zu dieser Uhrzeit finden keine Besichtigungen statt. Bitte wählen Sie einen der angebotenen Tage und Zeiträume.',
      'The agency takes no visits on that day or at that time. Please choose one of the days and times offered.',
    ])
  })

  it('refuses a slot staff take no visits in, and a closing day staff added', async () => {
    const slot = await book('2027-03-30', '16-19', 'en')
    expect(slot.answer).toMatchObject({ state: { status: 'refused', reason: 'visitClosed' } })
    expect(slot.lead).toBeUndefined()
    await t.payload.updateGlobal({
      slug: 'appointment-slots',
      data: { closedDays: [{ day: '2027-04-02T10:00:00.000Z' }] },
    })
    const closed = await book('2027-04-02', '10-13', 'en')
    expect(closed.answer).toMatchObject({ state: { status: 'refused', reason: 'visitClosed' } })
    expect(closed.lead).toBeUndefined()
  })

  it('books a weekday slot as requested: thank-you page, tentative invitation, mails that say so', async () => {
    const sent = await book('2027-03-30', '14-16', 'fr')
    expect(sent.answer).toEqual({ redirectedTo: '/fr/merci/contact-appointment/' })
    expect(sent.seats).toEqual([{ lead: sent.lead!.id, status: 'requested' }])
    expect(sent.toVisitor).toHaveLength(1)
    expect(sent.toVisitor[0].text).toContain(
      'Votre visite n’est pas encore confirmée : nous vous contacterons sous peu pour la confirmer.',
    )
    expect(sent.toAgency).toHaveLength(1)
    expect(sent.toAgency[0].text).toContain('Cette visite est demandée, pas encore confirmée')
    expect([...sent.toVisitor, ...sent.toAgency].map(invitationStatus)).toEqual(['TENTATIVE', 'TENTATIVE'])
  })

  it('lets staff confirm a requested visit, never move its seat', async () => {
    const sent = await book('2027-04-01', '10-13', 'en')
    const [seat] = (
      await t.payload.find({ collection: 'appointment-bookings', where: { lead: { equals: sent.lead!.id } } })
    ).docs
    expect(seat.status).toBe('requested')
    const agent = await t.payload.create({
      collection: 'users',
      data: {
        name: 'Agent Days',
        email: 'agent.days@agency-test.example',
        password: 'a-long-test-password-1',
        role: 'agent',
      },
    })
    const confirmed = await t.payload.update({
      collection: 'appointment-bookings',
      id: seat.id,
      data: { status: 'confirmed', day: '2027-04-04', seat: 9 },
      user: { ...agent, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })
    expect([confirmed.status, confirmed.day, confirmed.slot, confirmed.seat]).toEqual([
      'confirmed',
      '2027-04-01',
      '10-13',
      1,
    ])
  })

  it('books a visit as confirmed at once when the agency chooses so', async () => {
    await t.payload.updateGlobal({ slug: 'appointment-slots', data: { confirmation: 'confirmed' } })
    const sent = await book('2027-03-31', '10-13', 'en')
    expect(sent.answer).toEqual({ redirectedTo: '/en/feedback/contact-appointment/' })
    expect(sent.seats).toEqual([{ lead: sent.lead!.id, status: 'confirmed' }])
    expect(sent.toVisitor[0].text).toContain('Your visit is confirmed.')
    expect([...sent.toVisitor, ...sent.toAgency].map(invitationStatus)).toEqual(['CONFIRMED', 'CONFIRMED'])
    await t.payload.updateGlobal({ slug: 'appointment-slots', data: { confirmation: 'requested' } })
  })
})
