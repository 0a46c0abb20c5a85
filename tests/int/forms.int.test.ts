import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailServer } from '../support/mail-server'
import { formPoster } from '../support/post-form'
import { startTestDatabase, type TestDatabase } from './setup'

/**
 * Every enquiry form (docs/rules/forms-and-leads.md) through its Server Action, with mails delivered to a real
 * SMTP server: what each form requires, where a valid one lands, what is stored and mailed.
 */
const smtp = new MailServer()
let t: TestDatabase
let post: Awaited<ReturnType<typeof formPoster>>
const ids = { city: 0, type: 0, sale: 0, rent: 0, project: 0 }

beforeAll(async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await smtp.start()}`
  t = await startTestDatabase()
  post = await formPoster()
  const p = t.payload
  const city = await p.create({ collection: 'cities', locale: 'nl', data: { name: 'Formville', zip: '9990' } as never })
  const type = await p.create({
    collection: 'property-types',
    locale: 'nl',
    data: { name: 'Cottage', webId: 1 } as never,
  })
  const property = (title: string, reference: string, goal: 'sale' | 'rent', price: number) =>
    p.create({
      collection: 'properties',
      // The default language: every other falls back to it.
      locale: 'nl',
      data: {
        title,
        reference,
        goal,
        marquee: '1',
        type: type.id,
        city: city.id,
        price,
        _status: 'published',
      } as never,
    })
  ids.city = city.id
  ids.type = type.id
  ids.sale = (await property('Form cottage', 'FT-1', 'sale', 285_000)).id
  ids.rent = (await property('Form flat', 'FT-2', 'rent', 950)).id
  ids.project = (
    await p.create({ collection: 'projects', locale: 'nl', data: { title: 'Form Gardens', city: city.id } as never })
  ).id
})
afterAll(async () => {
  await smtp.stop()
  await t?.close()
})

const runMailQueue = () => t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
const leadsOf = async (email: string) =>
  (await t.payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0, sort: 'createdAt' })).docs

const person = (email: string) => ({
  salutation: 'mr',
  firstName: 'Bram',
  lastName: 'Claes',
  email,
  phone: '092345678',
  privacy: 'on',
})

/** A day some weeks ahead, as a date field sends it. */
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

describe('what each form requires (required-field messages)', () => {
  const required: Array<[string, Record<string, string>, Record<string, string>]> = [
    [
      'contact-demand',
      {},
      {
        propertyStreet: 'required',
        propertyZip: 'required',
        propertyCity: 'required',
        propertyType: 'required',
        goal: 'required',
      },
    ],
    ['demand-register', { goal: 'sale' }, { types: 'required', cities: 'zone' }],
    ['contact-appointment', {}, { date: 'required', slot: 'required' }],
    ['send-to-friend', {}, { friendEmail: 'required' }],
    ['testimonial', {}, { text: 'required', rating: 'required', city: 'required', publishConsent: 'required' }],
    [
      'purchase-offer',
      {},
      {
        street: 'required',
        houseNumber: 'required',
        zip: 'required',
        city: 'required',
        amount: 'required',
        startDate: 'required',
        endDate: 'required',
        place: 'required',
        signDate: 'required',
      },
    ],
    ['rent-application', {}, { adults: 'required', movingDate: 'required', income1: 'required' }],
  ]
  for (const [kind, extra, errors] of required) {
    it(`${kind}: names each missing field beside the person's own`, async () => {
      const answer = await post({ ...person(`req-${kind}@example.be`), ...extra }, { kind, property: ids.sale })
      expect(answer.state).toMatchObject({ status: 'invalid', errors })
      expect(Object.keys(answer.state?.status === 'invalid' ? answer.state.errors : {}).sort()).toEqual(
        Object.keys(errors).sort(),
      )
    })
  }

  it('the newsletter needs only an e-mail address and the privacy statement', async () => {
    const answer = await post({}, { kind: 'sign-newsletter' })
    expect(answer.state).toMatchObject({ status: 'invalid', errors: { email: 'required', privacy: 'required' } })
  })

  it('a form about a property sent without one was forged: nothing is stored', async () => {
    expect((await post(person('noproperty@example.be'), { kind: 'contact-me' })).state).toMatchObject({
      status: 'failed',
    })
    expect(await leadsOf('noproperty@example.be')).toEqual([])
  })
})

describe('each form, sent valid, is stored and mailed in the visitor’s language', () => {
  it('contact me about a property (French): the lead names the property, both mails name it too', async () => {
    const answer = await post(person('cm@example.be'), { kind: 'contact-me', locale: 'fr', property: ids.sale })
    expect(answer).toEqual({ redirectedTo: '/fr/merci/contact-me/' })
    const [lead] = await leadsOf('cm@example.be')
    expect(lead).toMatchObject({ type: 'contact-me', property: ids.sale, locale: 'fr', name: 'Bram Claes' })
    await runMailQueue()
    const [confirmation] = smtp.to('cm@example.be')
    expect(confirmation.subject).toBe(
      'Demander des informations sur ce bien : nous avons bien reçu votre demande – Vitrine Immo',
    )
    expect(confirmation.text).toContain('Concerne : FT-1 – Form cottage – Formville – http://')
    const [notification] = smtp.inbox.filter((m) => m.replyTo === 'cm@example.be')
    expect(notification.subject).toBe('Nieuwe aanvraag (Vraag informatie over dit pand) van Bram Claes')
  })

  it('construction contact about a project (German)', async () => {
    const answer = await post(person('cc@example.be'), {
      kind: 'contact-construction',
      locale: 'de',
      project: ids.project,
    })
    expect(answer).toEqual({ redirectedTo: '/de/danke/contact-construction/' })
    expect((await leadsOf('cc@example.be'))[0]).toMatchObject({ type: 'contact-construction', project: ids.project })
    await runMailQueue()
    expect(smtp.to('cc@example.be').map((m) => m.subject)).toEqual([
      'Anfrage zu diesem Projekt: wir haben Ihre Anfrage erhalten – Vitrine Immo',
    ])
  })

  it('free valuation: the address, type and goal of the property reach the agency', async () => {
    const answer = await post(
      {
        ...person('val@example.be'),
        propertyStreet: 'Kouter',
        propertyHouseNumber: '7',
        propertyZip: '9000',
        propertyCity: 'Gent',
        propertyType: String(ids.type),
        goal: 'sale',
      },
      { kind: 'contact-demand', locale: 'en' },
    )
    expect(answer).toEqual({ redirectedTo: '/en/feedback/contact-demand/' })
    await runMailQueue()
    const [notification] = smtp.inbox.filter((m) => m.replyTo === 'val@example.be')
    expect(notification.text).toContain('Straat: Kouter')
    expect(notification.text).toContain('Type pand: Cottage')
    expect(notification.text).toContain('Verkopen of verhuren?: Verkopen / kopen')
  })

  it('search alert: types, cities, postcodes and the price range are stored as the alert needs them', async () => {
    const answer = await post(
      {
        ...person('alert@example.be'),
        goal: 'rent',
        types: [String(ids.type)],
        cities: [String(ids.city)],
        zips: '9000, 9050',
        priceMax: '1.200',
        bedrooms: '2',
      },
      { kind: 'demand-register', locale: 'nl' },
    )
    expect(answer).toEqual({ redirectedTo: '/nl/bedankt/demand-register/' })
    expect((await leadsOf('alert@example.be'))[0].fields).toMatchObject({
      goal: 'rent',
      types: [ids.type],
      cities: [ids.city],
      zips: ['9000', '9050'],
      priceMax: 1200,
      bedrooms: 2,
    })
    // The agency's mail asks what the buyer or tenant looks for, not what an owner sells.
    await runMailQueue()
    const [notification] = smtp.inbox.filter((m) => m.replyTo === 'alert@example.be')
    expect(notification.text).toContain('Kopen of huren?: Huren / verhuren')
  })

  it('document request: a repeat for the same property answers ‘documents already requested’', async () => {
    const first = await post(person('docs@example.be'), { kind: 'document-request', property: ids.sale })
    expect(first).toEqual({ redirectedTo: '/en/feedback/document-request/' })
    const again = await post(person('DOCS@example.be'), { kind: 'document-request', property: ids.sale })
    expect(again.state).toMatchObject({
      status: 'refused',
      reason: 'documentsRequested',
      values: { firstName: 'Bram' },
    })
    expect(await leadsOf('docs@example.be')).toHaveLength(1)
    // Another property's documents are another request.
    expect(await post(person('docs@example.be'), { kind: 'document-request', property: ids.rent })).toEqual({
      redirectedTo: '/en/feedback/document-request/',
    })
  })

  it('visit booking on an opening slot', async () => {
    // Open every day: the visit is booked on a day counted from today, whatever its weekday.
    await t.payload.updateGlobal({
      slug: 'appointment-slots',
      data: { closedWeekdays: [], closedDays: [], closedOnPublicHolidays: false },
    })
    const answer = await post(
      { ...person('visit@example.be'), date: daysAhead(9), slot: '14-16' },
      { kind: 'contact-appointment', locale: 'nl', property: ids.sale },
    )
    expect(answer).toEqual({ redirectedTo: '/nl/bedankt/contact-appointment/' })
    expect((await leadsOf('visit@example.be'))[0].fields).toMatchObject({ slot: '14-16', date: daysAhead(9) })
  })

  it('send to a friend: the friend gets the link, with the sender to reply to', async () => {
    const answer = await post(
      {
        firstName: 'Bram',
        lastName: 'Claes',
        email: 'sender@example.be',
        friendName: 'Lies',
        friendEmail: 'lies@example.be',
        remark: 'Iets voor jou?',
        privacy: 'on',
      },
      { kind: 'send-to-friend', locale: 'nl', property: ids.sale },
    )
    expect(answer).toEqual({ redirectedTo: '/nl/bedankt/send-to-friend/' })
    await runMailQueue()
    const [mail] = smtp.to('lies@example.be')
    expect(mail.subject).toBe('Bram Claes denkt dat dit pand u kan interesseren')
    expect(mail.replyTo).toBe('sender@example.be')
    expect(mail.text).toContain('Dag Lies,')
    expect(mail.text).toContain('FT-1 – Form cottage – Formville')
    expect(mail.text).toContain('Iets voor jou?')
    // The sender gets no confirmation: the thank-you page told them.
    expect(smtp.to('sender@example.be')).toEqual([])
  })

  it('testimonial, purchase offer, rent application and newsletter are stored as their kind', async () => {
    const cases: Array<[string, Record<string, string>, number | undefined, string]> = [
      [
        'testimonial',
        {
          firstName: 'Els',
          lastName: 'Wouters',
          email: 'tm@example.be',
          city: 'Leuven',
          text: 'Vlot verkocht!',
          rating: '5',
          publishConsent: 'on',
          privacy: 'on',
        },
        undefined,
        '/en/feedback/testimonial/',
      ],
      [
        'purchase-offer',
        {
          ...person('offer@example.be'),
          street: 'Kerkstraat',
          houseNumber: '1',
          zip: '9000',
          city: 'Gent',
          amount: '275.000',
          startDate: daysAhead(1),
          endDate: daysAhead(15),
          place: 'Gent',
          signDate: daysAhead(0),
        },
        ids.sale,
        '/en/feedback/purchase-offer/',
      ],
      [
        'rent-application',
        {
          ...person('rent@example.be'),
          adults: '2',
          kids: '1',
          pets: 'no',
          movingDate: daysAhead(40),
          income1: '2600',
        },
        ids.rent,
        '/en/feedback/rent-application/',
      ],
      ['sign-newsletter', { email: 'news@example.be', privacy: 'on' }, undefined, '/en/feedback/sign-newsletter/'],
    ]
    for (const [kind, fields, property, thanks] of cases) {
      expect(await post(fields, { kind, property }), kind).toEqual({ redirectedTo: thanks })
      expect((await leadsOf(fields.email)).map((l) => l.type)).toEqual([kind])
    }
    expect((await leadsOf('offer@example.be'))[0].fields).toMatchObject({ amount: 275000 })
  })
})
