import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailServer } from '../support/mail-server'
import { formPoster } from '../support/post-form'
import { startTestDatabase, type TestDatabase } from './setup'

/**
 * The enquiry forms as a spammer uses them: posted without JavaScript (no proof of work) or
 * with one, to make the site mail an address of their choice (send to a friend, the
 * confirmation to the address typed). Mails go through the outbox and a real SMTP server.
 */
const smtp = new MailServer()
let t: TestDatabase
let post: Awaited<ReturnType<typeof formPoster>>
let agency = ''
let propertyId = 0

beforeAll(async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await smtp.start()}`
  t = await startTestDatabase()
  post = await formPoster()
  const p = t.payload
  const city = await p.create({
    collection: 'cities',
    locale: 'nl',
    data: { name: 'Relayville', zip: '9991' } as never,
  })
  const type = await p.create({
    collection: 'property-types',
    locale: 'nl',
    data: { name: 'Relay', webId: 1 } as never,
  })
  propertyId = (
    await p.create({
      collection: 'properties',
      locale: 'nl',
      data: {
        title: 'Relay cottage',
        reference: 'RL-1',
        goal: 'sale',
        marquee: '1',
        type: type.id,
        city: city.id,
        price: 295_000,
        _status: 'published',
      } as never,
    })
  ).id
  agency = String((await p.findGlobal({ slug: 'site-settings', depth: 0 })).email ?? '')
})
afterAll(async () => {
  await smtp.stop()
  await t?.close()
})

const runMailQueue = () => t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })

/** The only lead sent from an address. */
async function leadOf(email: string) {
  const { docs } = await t.payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0 })
  expect(docs, `leads of ${email}`).toHaveLength(1)
  return docs[0]!
}

/** The outbox rows of a lead, once the mail jobs ran: who each mail was for, and its state. */
async function outboxOf(leadId: number) {
  const { docs } = await t.payload.find({
    collection: 'mails',
    where: { lead: { equals: leadId } },
    depth: 0,
    sort: 'createdAt',
  })
  return docs.map((m) => ({ purpose: m.purpose, to: m.to, state: m.state }))
}

const friendForm = (sender: string, friendEmail: string) => ({
  firstName: 'Mallory',
  lastName: 'Spam',
  email: sender,
  friendName: 'Victim',
  friendEmail,
  remark: 'Cheap pills at https://spam.example',
  privacy: 'on',
})

const contactForm = (email: string) => ({
  salutation: 'mr',
  firstName: 'Mallory',
  lastName: 'Spam',
  email,
  phone: '092345678',
  remark: 'Cheap pills at https://spam.example',
  privacy: 'on',
})

describe('a form posted without a proof of work', () => {
  it('send to a friend: the lead is stored unverified and the agency told; nothing goes to the friend', async () => {
    expect(agency).toMatch(/@/)
    const answer = await post(friendForm('mallory@spam.example', 'friend1@victim.example'), {
      kind: 'send-to-friend',
      locale: 'en',
      property: propertyId,
      script: false,
    })
    expect(answer).toEqual({ redirectedTo: '/en/feedback/send-to-friend/' })
    const lead = await leadOf('mallory@spam.example')
    expect(lead).toMatchObject({ type: 'send-to-friend', verification: 'unverified', property: propertyId })
    expect(lead.fields).toMatchObject({ friendEmail: 'friend1@victim.example' })

    await runMailQueue()
    // The signal: the agency's notification arrived; the outbox holds it and nothing else.
    expect(await outboxOf(lead.id)).toEqual([{ purpose: 'notification', to: agency, state: 'sent' }])
    const [notification] = smtp.inbox.filter((m) => m.replyTo === 'mallory@spam.example')
    expect(notification?.to).toBe(agency)
    expect(notification?.text).toContain(
      'Verzonden zonder JavaScript: niet geverifieerd, mogelijk spam. Er werd niets gemaild naar de opgegeven adressen.',
    )
    expect(smtp.to('friend1@victim.example')).toEqual([])
    expect(smtp.to('mallory@spam.example')).toEqual([])
  })

  it('contact: the visitor’s confirmation is not sent to the address typed, the agency is told', async () => {
    const answer = await post(contactForm('target@victim.example'), { kind: 'site-contact', script: false })
    expect(answer).toEqual({ redirectedTo: '/en/feedback/site-contact/' })
    const lead = await leadOf('target@victim.example')
    expect(lead.verification).toBe('unverified')
    await runMailQueue()
    expect(await outboxOf(lead.id)).toEqual([{ purpose: 'notification', to: agency, state: 'sent' }])
    expect(smtp.inbox.filter((m) => m.replyTo === 'target@victim.example').map((m) => m.to)).toEqual([agency])
    expect(smtp.to('target@victim.example')).toEqual([])
  })
})

describe('a form posted with a valid proof of work', () => {
  it('send to a friend: the friend gets the mail, the agency its notification', async () => {
    const answer = await post(friendForm('anna.sender@example.be', 'friend2@example.be'), {
      kind: 'send-to-friend',
      locale: 'en',
      property: propertyId,
    })
    expect(answer).toEqual({ redirectedTo: '/en/feedback/send-to-friend/' })
    const lead = await leadOf('anna.sender@example.be')
    expect(lead.verification).toBe('verified')
    await runMailQueue()
    expect(await outboxOf(lead.id)).toEqual([
      { purpose: 'notification', to: agency, state: 'sent' },
      { purpose: 'friend', to: 'friend2@example.be', state: 'sent' },
    ])
    const [mail] = smtp.to('friend2@example.be')
    expect(mail?.replyTo).toBe('anna.sender@example.be')
    expect(mail?.text).toContain('RL-1 – Relay cottage – Relayville')
  })

  it('contact: the visitor gets the confirmation', async () => {
    expect(await post(contactForm('bert@example.be'), { kind: 'site-contact' })).toEqual({
      redirectedTo: '/en/feedback/site-contact/',
    })
    await runMailQueue()
    expect((await outboxOf((await leadOf('bert@example.be')).id)).map((m) => [m.purpose, m.to])).toEqual([
      ['notification', agency],
      ['confirmation', 'bert@example.be'],
    ])
    expect(smtp.to('bert@example.be')).toHaveLength(1)
  })

  it('mails one recipient 5 times an hour, whatever the senders; Victim+1@X is the same mailbox as victim@x', async () => {
    for (let n = 1; n <= 5; n++) {
      const answer = await post(friendForm(`sender${n}@example.be`, 'victim@x.example'), {
        kind: 'send-to-friend',
        locale: 'en',
        property: propertyId,
      })
      expect(answer).toEqual({ redirectedTo: '/en/feedback/send-to-friend/' })
    }
    await runMailQueue()
    expect(smtp.to('victim@x.example')).toHaveLength(5)

    // Over the limit: the lead is stored and the visitor reads the usual thank-you page, but
    // the friend's mail is not made, spelled with other case and a sub-address.
    const answer = await post(friendForm('sender6@example.be', 'Victim+1@X.example'), {
      kind: 'send-to-friend',
      locale: 'en',
      property: propertyId,
    })
    expect(answer).toEqual({ redirectedTo: '/en/feedback/send-to-friend/' })
    const lead = await leadOf('sender6@example.be')
    expect(lead.verification).toBe('verified')
    await runMailQueue()
    expect(await outboxOf(lead.id)).toEqual([{ purpose: 'notification', to: agency, state: 'sent' }])
    expect(smtp.inbox.filter((m) => m.to.toLowerCase().includes('victim'))).toHaveLength(5)

    // Another mailbox is not concerned.
    await post(friendForm('sender7@example.be', 'victim2@x.example'), {
      kind: 'send-to-friend',
      locale: 'en',
      property: propertyId,
    })
    await runMailQueue()
    expect(smtp.to('victim2@x.example')).toHaveLength(1)
  })

  it('counts the sender the same way: after 5 requests from anna@, Anna+2@ is asked to try later', async () => {
    for (let n = 0; n < 5; n++) {
      expect(await post(contactForm('anna@y.example'), { kind: 'site-contact', script: false })).toEqual({
        redirectedTo: '/en/feedback/site-contact/',
      })
    }
    const answer = await post(contactForm('Anna+2@Y.example'), { kind: 'site-contact', script: false })
    expect(answer.state).toMatchObject({ status: 'refused', reason: 'rateLimited' })
  })
})
