import { createRequire } from 'node:module'
import path from 'node:path'
import ICAL from 'ical.js'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayIn } from '@/domain/appointments'
import type { Locale } from '@/i18n/locales'
import type { Lead } from '@/payload/payload-types'
import { MailServer } from '../support/mail-server'
import { formPoster } from '../support/post-form'
import { startTestDatabase, type TestDatabase } from './setup'
import { relationId } from '@/domain/relation'

/** What the SMTP server of the test received. */
const smtp = new MailServer()
const inbox = smtp.inbox
const startSmtp = () => smtp.start()

let t: TestDatabase
let kindHandlers: typeof import('@/features/enquiries/handlers').kindHandlers
let post: Awaited<ReturnType<typeof formPoster>>

const AGENCY = 'office@immo-test.example'
let gentId: number
let typeId: number

beforeAll(async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await startSmtp()}`
  t = await startTestDatabase()
  ;({ kindHandlers } = await import('@/features/enquiries/handlers'))
  post = await formPoster()
  // The agency of these tests, whatever the sample agency says.
  await t.payload.updateGlobal({
    slug: 'site-settings',
    data: { siteName: 'Immo Test', email: AGENCY, phone: '09 123 45 67', defaultLanguage: 'nl' },
  })
  gentId = (await t.payload.create({ collection: 'cities', data: { name: 'Gent', zip: '9000', country: '10' } })).id
  typeId = (await t.payload.create({ collection: 'property-types', locale: 'en', data: { name: 'House', webId: 1 } }))
    .id
})
afterAll(async () => {
  await smtp.stop()
  await t?.close()
})

/** A published property with its title in English, Dutch and French. */
async function property(reference: string, data: Record<string, unknown>, titles: Record<'en' | 'nl' | 'fr', string>) {
  const doc = await t.payload.create({
    collection: 'properties',
    locale: 'en',
    data: {
      title: titles.en,
      reference,
      marquee: '1',
      type: typeId,
      city: gentId,
      street: 'Veldstraat',
      houseNumber: '12',
      ...data,
    } as never,
  })
  for (const locale of ['nl', 'fr'] as const)
    await t.payload.update({ collection: 'properties', id: doc.id, locale, data: { title: titles[locale] } })
  return doc.id
}

const person = (email: string) => ({
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Peeters',
  email,
  phone: '0475 12 34 56',
  street: 'Kouter',
  houseNumber: '5',
  zip: '9000',
  city: 'Gent',
})

/**
 * Posts a form to the enquiries' Server Action as the browser's script does, then delivers the
 * outbox to the test's SMTP server. Answers where the visitor was sent (or the form's state),
 * the stored lead and the mails to the agency and to the visitor.
 */
async function send(kind: string, fields: Record<string, string>, locale: Locale, propertyId: number) {
  const answer = await post({ ...fields, privacy: 'on' }, { kind, locale, property: propertyId })
  const { docs } = await t.payload.find({ collection: 'leads', where: { email: { equals: fields.email } }, depth: 0 })
  await t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
  const lead = docs[0] as Lead | undefined
  return {
    answer,
    lead,
    toAgency: inbox.filter((m) => m.to === AGENCY && m.replyTo === fields.email),
    toVisitor: inbox.filter((m) => m.to === fields.email),
  }
}

const brussels = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Brussels', dateStyle: 'short', timeStyle: 'short' }).format(d)

describe('visit booking', () => {
  const day = addDays(dayIn(new Date()), 7)
  let houseId: number

  beforeAll(async () => {
    houseId = await property(
      'VIS-1',
      { goal: 'sale', price: 385000 },
      {
        en: 'Town house with garden',
        nl: 'Stadswoning met tuin',
        fr: 'Maison de ville avec jardin',
      },
    )
    await t.payload.updateGlobal({
      slug: 'appointment-slots',
      data: {
        capacity: { slot10to13: 1, slot14to16: 2, slot16to19: 0 },
        closedWeekdays: [],
        closedDays: [],
        closedOnPublicHolidays: false,
      },
    })
  })

  it('books a seat and sends both mails with a calendar invitation at the slot’s Brussels hours', async () => {
    const sent = await send(
      'contact-appointment',
      { ...person('anna@example.be'), date: day, slot: '14-16' },
      'nl',
      houseId,
    )
    expect(sent.answer).toEqual({ redirectedTo: '/nl/bedankt/contact-appointment/' })
    for (const mail of [...sent.toAgency, ...sent.toVisitor]) {
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['bezoek.ics', 'text/calendar']])
      const calendar = new ICAL.Component(ICAL.parse(mail.attachments[0].content.toString('utf8')))
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
      expect(brussels(event.startDate.toJSDate())).toBe(`${day} 14:00`)
      expect(brussels(event.endDate.toJSDate())).toBe(`${day} 16:00`)
      expect(event.uid).toBe(`visit-${sent.lead!.id}@localhost`)
      expect(event.summary).toBe('Bezoek: Stadswoning met tuin')
      expect(event.location).toBe('Veldstraat 12, 9000 Gent')
      expect(event.description).toContain('Bezoek aan Stadswoning met tuin (referentie VIS-1) met Immo Test.')
      expect(event.description).toContain('09 123 45 67')
      expect(event.organizer.toLowerCase()).toBe(`mailto:${AGENCY}`)
      expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:anna@example.be'])
    }
    expect(sent.toAgency).toHaveLength(1)
    expect(sent.toVisitor).toHaveLength(1)
    const seats = await t.payload.find({
      collection: 'appointment-bookings',
      where: { lead: { equals: sent.lead!.id } },
    })
    expect(seats.docs.map((s) => [s.day, s.slot, s.seat])).toEqual([[day, '14-16', 1]])
    // The visit enters the property's history for its owners (staff add the feedback later).
    const visits = await t.payload.find({ collection: 'visits', where: { lead: { equals: sent.lead!.id } } })
    expect(visits.docs.map((v) => [relationId(v.property), brussels(new Date(v.date)), v.feedback ?? null])).toEqual([
      [houseId, `${day} 14:00`, null],
    ])
  })

  it("refuses a full slot with 'appointments full' and stores nothing", async () => {
    const first = await send(
      'contact-appointment',
      { ...person('bart@example.be'), date: day, slot: '10-13' },
      'en',
      houseId,
    )
    expect(first.answer).toEqual({ redirectedTo: '/en/feedback/contact-appointment/' })
    const seatsBefore = (await t.payload.count({ collection: 'appointment-bookings' })).totalDocs
    const second = await send(
      'contact-appointment',
      { ...person('carla@example.be'), date: day, slot: '10-13' },
      'en',
      houseId,
    )
    // The visitor keeps the form and what was typed, and reads 'appointments full'.
    expect(second.answer).toEqual({
      state: {
        status: 'refused',
        reason: 'appointmentsFull',
        values: expect.objectContaining({ email: 'carla@example.be', date: day, slot: '10-13' }),
      },
    })
    expect(second.lead).toBeUndefined()
    expect(second.toVisitor).toEqual([])
    expect((await t.payload.count({ collection: 'appointment-bookings' })).totalDocs).toBe(seatsBefore)
    // A slot staff take no visits in is not offered, and refused as such.
    const none = await send(
      'contact-appointment',
      { ...person('dirk@example.be'), date: day, slot: '16-19' },
      'en',
      houseId,
    )
    expect(none.answer).toMatchObject({ state: { status: 'refused', reason: 'visitClosed' } })
    expect(none.lead).toBeUndefined()
  })

  it('gives the last seat to one of two visitors asking at the same moment', async () => {
    const other = addDays(day, 1)
    const ask = () =>
      kindHandlers['contact-appointment']!.refuse!(t.payload, {
        kind: 'contact-appointment',
        locale: 'en',
        data: { date: other, slot: '10-13' },
        propertyId: houseId,
      })
    expect((await Promise.all([ask(), ask(), ask()])).sort()).toEqual(['appointmentsFull', 'appointmentsFull', null])
  })

  it('has no seat on a day the agency is closed', async () => {
    const closed = addDays(day, 2)
    await t.payload.updateGlobal({
      slug: 'appointment-slots',
      data: { closedDays: [{ day: `${closed}T10:00:00.000Z` }] },
    })
    const sent = await send(
      'contact-appointment',
      { ...person('eva@example.be'), date: closed, slot: '14-16' },
      'en',
      houseId,
    )
    expect(sent.answer).toMatchObject({ state: { status: 'refused', reason: 'visitClosed' } })
    expect(sent.lead).toBeUndefined()
  })

  it('takes a day from tomorrow up to 60 days ahead', async () => {
    const today = dayIn(new Date())
    const past = await send(
      'contact-appointment',
      { ...person('fred@example.be'), date: today, slot: '14-16' },
      'en',
      houseId,
    )
    expect(past.answer).toMatchObject({ state: { status: 'invalid', errors: { date: 'past' } } })
    const far = addDays(today, 61)
    const tooFar = await send(
      'contact-appointment',
      { ...person('fred@example.be'), date: far, slot: '14-16' },
      'en',
      houseId,
    )
    expect(tooFar.answer).toMatchObject({ state: { status: 'invalid', errors: { date: 'tooFar' } } })
    expect(tooFar.lead).toBeUndefined()
  })
})

// pdf.js reads the metrics of the PDF standard fonts from its own folder.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** The text of every page of a PDF, in reading order, spaces collapsed. */
async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '))
  }
  return pages.join(' ').replace(/[\s\u00a0]+/g, ' ')
}

describe('purchase offer', () => {
  it('attaches the offer as a PDF, with the amount in words in the visitor’s language, to both mails', async () => {
    const houseId = await property(
      'OFF-1',
      { goal: 'sale', price: 289000 },
      {
        en: 'Semi-detached house',
        nl: 'Halfopen bebouwing',
        fr: 'Maison semi-mitoyenne',
      },
    )
    const sent = await send(
      'purchase-offer',
      {
        ...person('anna.offer@example.be'),
        partnerFirstName: 'Luc',
        partnerLastName: 'Janssens',
        partnerEmail: 'luc@example.be',
        amount: '271.950',
        startDate: '2026-06-01',
        endDate: '2026-06-15',
        place: 'Gand',
        signDate: '2026-06-03',
        conditions: 'Sous réserve d’obtention d’un crédit hypothécaire.',
      },
      'fr',
      houseId,
    )
    expect(sent.answer).toEqual({ redirectedTo: '/fr/merci/purchase-offer/' })
    expect(sent.lead?.fields).toMatchObject({ amount: 271950 })
    for (const mail of [...sent.toAgency, ...sent.toVisitor]) {
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['offre-achat-OFF-1.pdf', 'application/pdf'],
      ])
      const text = await pdfText(mail.attachments[0].content)
      expect(text).toContain("Offre d'achat")
      expect(text).toContain('Référence: OFF-1')
      expect(text).toContain('Maison semi-mitoyenne')
      expect(text).toContain('Adresse: Veldstraat 12, 9000 Gent')
      expect(text).toContain('Nom: Anna Peeters')
      expect(text).toContain('Nom: Luc Janssens')
      expect(text).toContain('Prix offert: € 271.950')
      expect(text).toContain('En toutes lettres: deux cent septante et un mille neuf cent cinquante euros')
      expect(text).toContain('Cette offre est valable du 1-6-2026 au 15-6-2026 inclus.')
      expect(text).toContain("l'acheteur verse un acompte de 10 % du prix : € 27.195.")
      expect(text).toContain('Sous réserve d’obtention d’un crédit hypothécaire.')
      expect(text).toContain('Fait à Gand le 3-6-2026.')
    }
    expect(sent.toAgency).toHaveLength(1)
    expect(sent.toVisitor).toHaveLength(1)
  })
})

describe('rent application', () => {
  it('writes the property’s rent conditions into the mails, each in its own language', async () => {
    const flatId = await property(
      'RENT-1',
      {
        goal: 'rent',
        price: 950,
        priceUnit: '2',
        costs: { monthlyCharges: 75 },
        rental: { maxPersons: 3, inventoryShare: 150 },
      },
      { en: 'Bright flat', nl: 'Lichtrijk appartement', fr: 'Appartement lumineux' },
    )
    const sent = await send(
      'rent-application',
      {
        ...person('anna.rent@example.be'),
        adults: '2',
        kids: '1',
        pets: 'no',
        movingDate: '2026-09-01',
        income1: '3200',
      },
      'en',
      flatId,
    )
    expect(sent.answer).toEqual({ redirectedTo: '/en/feedback/rent-application/' })
    // The agency reads Dutch (the site's default language here).
    expect(sent.toAgency[0].text).toContain(
      [
        'Voorwaarden om dit pand te huren (RENT-1)',
        '- Minimaal netto maandinkomen van het gezin: €\u00a02.850.',
        '- Maximaal aantal bewoners: 3.',
        '- De eerste maandhuur, €\u00a0950, wordt betaald vóór de overhandiging van de sleutels.',
        '- Maandelijkse kosten bovenop de huur: €\u00a075.',
        '- Uw aandeel in de kosten van de plaatsbeschrijving bij intrek: €\u00a0150.',
        '- Huurwaarborg van 3 maanden huur: €\u00a02.850.',
      ].join('\n'),
    )
    expect(sent.toVisitor[0].text).toContain('- Minimum net monthly income of the household: €\u00a02.850.')
    expect(sent.toVisitor[0].text).toContain("- Rental deposit of 3 months' rent: €\u00a02.850.")
  })
})
