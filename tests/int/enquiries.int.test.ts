import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MailServer } from '../support/mail-server'
import { formPoster, type PostOptions } from '../support/post-form'
import { startTestDatabase, type TestDatabase } from './setup'

const smtp = new MailServer()
const inbox = smtp.inbox
const startSmtp = (port?: number) => smtp.start(port)
const stopSmtp = () => smtp.stop()

let t: TestDatabase
let smtpPort: number
let post: Awaited<ReturnType<typeof formPoster>>

beforeAll(async () => {
  smtpPort = await startSmtp()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  t = await startTestDatabase()
  post = await formPoster()
})
afterAll(async () => {
  vi.useRealTimers()
  await stopSmtp()
  await t?.close()
})

/** The same person without the newsletter ticked (an unticked box is not sent). */
const withoutNewsletter = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'newsletter'))

const person = (email: string) => ({
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Peeters',
  email,
  phone: '0475123456',
  street: 'Veldstraat',
  houseNumber: '12',
  zip: '9000',
  city: 'Gent',
  remark: 'Graag meer informatie over uw diensten.',
  contactTime: '14-16',
  newsletter: 'on',
  privacy: 'on',
})

/** Posts the site contact form as a browser would (or another kind, about a property). */
const submit = (fields: Record<string, string>, options: PostOptions = {}) => post(fields, options)

const leadsOf = async (email: string) =>
  (await t.payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0 })).docs

// Silent: the failed attempts of the fault test are expected.
const runMailQueue = () => t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })

describe('the site contact form', () => {
  it('stores a valid submission as a lead, then mails the agency and the visitor', async () => {
    const answer = await submit(person('anna@example.be'), { utm: 'utm_source=newsletter&utm_medium=email' })
    expect(answer).toEqual({ redirectedTo: '/en/feedback/site-contact/' })

    const [lead] = await leadsOf('anna@example.be')
    expect(lead).toMatchObject({
      type: 'site-contact',
      status: 'new',
      verification: 'verified',
      locale: 'en',
      name: 'Anna Peeters',
      sourcePage: '/en/contact/',
      utm: { utm_source: 'newsletter', utm_medium: 'email' },
      consents: { privacy: true, newsletter: true },
    })
    // The phone number as the agency groups it (4-2-2-2).
    expect(lead.fields).toMatchObject({ phone: '0475 12 34 56', city: 'Gent', contactTime: '14-16' })

    await runMailQueue()
    const toVisitor = inbox.filter((m) => m.to === 'anna@example.be')
    const toAgency = inbox.filter((m) => m.replyTo === 'anna@example.be')
    // The newsletter ticked: the opt-in mail of the newsletter comes too (double opt-in).
    expect(toVisitor.map((m) => m.subject).sort()).toEqual([
      'Contact form: we have received your request – Vitrine Immo',
      'Please confirm your subscription – Vitrine Immo',
    ])
    const subscriber = await t.payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'anna@example.be' } },
    })
    expect(subscriber.docs.map((d) => d.status)).toEqual(['pending'])
    const confirmation = toVisitor.find((m) => m.subject.startsWith('Contact form'))!
    expect(confirmation.text).toContain('Dear Anna Peeters,')
    expect(confirmation.text).toContain('When may we call you?: 14:00–16:00')
    // The agency reads its notification in the site's default language (Dutch in the sample).
    expect(toAgency.map((m) => [m.to, m.subject])).toEqual([
      ['info@vitrine.example', 'Nieuwe aanvraag (Contactformulier) van Anna Peeters'],
    ])
    expect(toAgency[0].text).toContain('Telefoon: 0475 12 34 56')
    expect(toAgency[0].text).toContain(`/admin/collections/leads/${lead.id}`)

    const mails = (await t.payload.find({ collection: 'mails', where: { lead: { equals: lead.id } }, depth: 0 })).docs
    expect(mails.map((m) => [m.purpose, m.state, m.attempts]).sort()).toEqual([
      ['confirmation', 'sent', 1],
      ['notification', 'sent', 1],
      ['opt-in', 'sent', 1],
    ])
  })

  it('without the newsletter ticked, signs nobody up', async () => {
    expect(await submit(withoutNewsletter(person('nonews@example.be')))).toEqual({
      redirectedTo: '/en/feedback/site-contact/',
    })
    const [lead] = await leadsOf('nonews@example.be')
    expect(lead.consents).toEqual({ privacy: true, newsletter: false })
    await runMailQueue()
    const mails = (await t.payload.find({ collection: 'mails', where: { lead: { equals: lead.id } }, depth: 0 })).docs
    expect(mails.map((m) => m.purpose).sort()).toEqual(['confirmation', 'notification'])
    const subscriber = await t.payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'nonews@example.be' } },
    })
    expect(subscriber.totalDocs).toBe(0)
  })

  it('confirms in the language of the visitor', async () => {
    const answer = await submit(person('bart@example.be'), { locale: 'nl' })
    expect(answer).toEqual({ redirectedTo: '/nl/bedankt/site-contact/' })
    await runMailQueue()
    const toVisitor = inbox.filter((m) => m.to === 'bart@example.be')
    expect(toVisitor.map((m) => m.subject).sort()).toEqual([
      'Bevestig uw inschrijving – Vitrine Immo',
      'Contactformulier: we hebben uw aanvraag ontvangen – Vitrine Immo',
    ])
    expect(toVisitor.find((m) => m.subject.startsWith('Contactformulier'))!.text).toContain('Beste Anna Peeters,')
  })

  it('answers each missing required field, and stores nothing', async () => {
    const answer = await submit({})
    expect(answer).toEqual({
      state: {
        status: 'invalid',
        errors: {
          salutation: 'required',
          firstName: 'required',
          lastName: 'required',
          email: 'required',
          phone: 'required',
          privacy: 'required',
        },
        values: {},
      },
    })
  })

  it('answers an invalid e-mail address and phone number, and gives back what was typed', async () => {
    const typed = { ...person('carla@'), phone: 'after six' }
    const answer = await submit(typed)
    expect(answer.state).toMatchObject({
      status: 'invalid',
      errors: { email: 'email', phone: 'phone' },
      values: { email: 'carla@', phone: 'after six', remark: typed.remark, firstName: 'Anna' },
    })
    expect(await leadsOf('carla@')).toEqual([])
  })

  it('stores a submission sent without JavaScript, marked unverified for staff', async () => {
    expect(await submit(person('dirk@example.be'), { script: false })).toEqual({
      redirectedTo: '/en/feedback/site-contact/',
    })
    expect((await leadsOf('dirk@example.be')).map((l) => l.verification)).toEqual(['unverified'])
  })

  it('refuses a submission whose hidden honeypot field is filled, storing and mailing nothing', async () => {
    const before = (await t.payload.count({ collection: 'mails' })).totalDocs
    const answer = await submit({ ...person('bot@example.be'), website: 'http://spam.example' })
    expect(answer.state).toMatchObject({ status: 'failed' })
    expect(await leadsOf('bot@example.be')).toEqual([])
    expect((await t.payload.count({ collection: 'mails' })).totalDocs).toBe(before)
  })

  it('keeps what was typed and asks to try again when the lead cannot be stored', async () => {
    // The database fails this once (a fault injected in the Local API the action uses).
    const create = vi.spyOn(t.payload, 'create').mockRejectedValueOnce(new Error('database unreachable'))
    const answer = await submit(person('erik@example.be'))
    create.mockRestore()
    expect(answer.state).toMatchObject({
      status: 'failed',
      values: { email: 'erik@example.be', firstName: 'Anna', remark: 'Graag meer informatie over uw diensten.' },
    })
    expect(await leadsOf('erik@example.be')).toEqual([])
  })

  it('stores a request about a property deleted since, keeping its number for staff', async () => {
    expect(await submit(person('fien@example.be'), { kind: 'contact-me', property: 999999 })).toEqual({
      redirectedTo: '/en/feedback/contact-me/',
    })
    const [lead] = await leadsOf('fien@example.be')
    expect(lead.property ?? null).toBeNull()
    expect(lead.fields).toMatchObject({ propertyId: 999999 })
  })

  it('refuses a submission far larger than a person types', async () => {
    const answer = await submit({ ...person('big@example.be'), padding: 'x'.repeat(30_000) })
    expect(answer.state).toMatchObject({ status: 'failed' })
    expect(await leadsOf('big@example.be')).toEqual([])
  })
})

describe('spam and floods', () => {
  it('asks for the captcha when the form script sent no proof of work, storing nothing', async () => {
    const answer = await submit(person('noproof@example.be'), { proof: false })
    expect(answer.state).toMatchObject({
      status: 'refused',
      reason: 'captchaRequired',
      values: { email: 'noproof@example.be', firstName: 'Anna' },
    })
    expect(await leadsOf('noproof@example.be')).toEqual([])
  })

  it('refuses a proof of work sent a second time', async () => {
    const proof = await post.solvedProof()
    expect(await submit(person('once@example.be'), { proof })).toEqual({ redirectedTo: '/en/feedback/site-contact/' })
    const again = await submit(person('twice@example.be'), { proof })
    expect(again.state).toMatchObject({ status: 'refused', reason: 'captchaInvalid' })
    expect(await leadsOf('twice@example.be')).toEqual([])
  })

  it('takes 10 requests from one address in 10 minutes, then asks to try again later, with or without JavaScript', async () => {
    const address = '203.0.113.10'
    for (let n = 0; n < 10; n++) {
      const answer = await submit(person(`flood-${n}@example.be`), { address, script: n % 2 === 0 })
      expect(answer).toEqual({ redirectedTo: '/en/feedback/site-contact/' })
    }
    for (const script of [true, false]) {
      const answer = await submit(person('flood-10@example.be'), { address, script })
      expect(answer.state).toMatchObject({ status: 'refused', reason: 'rateLimited', values: { firstName: 'Anna' } })
    }
    expect(await leadsOf('flood-10@example.be')).toEqual([])
  })

  it('takes 5 requests an hour for one e-mail address, then asks to try again later', async () => {
    for (let n = 0; n < 5; n++) {
      expect(await submit(person('busy@example.be'), { script: false })).toEqual({
        redirectedTo: '/en/feedback/site-contact/',
      })
    }
    const answer = await submit(person('Busy@Example.be'), { script: false })
    expect(answer.state).toMatchObject({ status: 'refused', reason: 'rateLimited' })
    expect(await leadsOf('busy@example.be')).toHaveLength(5)
  })
})

describe('leads in the back office', () => {
  it('staff mark a lead handled and keep notes, but cannot change what the visitor sent; nobody else reads it', async () => {
    await submit(person('gert@example.be'), { script: false })
    const [lead] = await leadsOf('gert@example.be')
    const agent = (await t.payload.find({ collection: 'users', where: { role: { equals: 'agent' } }, limit: 1 }))
      .docs[0]
    const updated = await t.payload.update({
      collection: 'leads',
      id: lead.id,
      data: {
        status: 'handled',
        notes: 'Called back on Monday',
        fields: { firstName: 'Changed' },
        verification: 'verified',
      },
      user: { ...agent, collection: 'users' },
      overrideAccess: false,
    })
    expect(updated).toMatchObject({ status: 'handled', notes: 'Called back on Monday', verification: 'unverified' })
    expect(updated.fields).toMatchObject({ firstName: 'Anna' })

    const anonymous = await t.payload
      .find({ collection: 'leads', overrideAccess: false, req: { payloadAPI: 'REST' } as never })
      .then(
        (r) => r.totalDocs,
        (e: Error) => e.name,
      )
    expect(anonymous).toBe('Forbidden')
  })
})

describe('a server that dies after storing a lead, before queueing its mails', () => {
  /** The check of the agency's notification queued with the lead, not run yet. */
  const checkOf = async (lead: number) =>
    (
      await t.payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'checkLeadNotification' } }, { completedAt: { exists: false } }] },
        pagination: false,
      })
    ).docs.filter((job) => (job.input as { lead?: number } | null)?.lead === lead)

  it('leaves the agency a notification, queued by the check stored with the lead; once only', async () => {
    const { storeLead } = await import('@/features/enquiries/mutations')
    const before = Date.now()
    // What the dying server wrote: the lead alone (storeLead commits it; the mails come after).
    const lead = await storeLead(t.payload, {
      kind: 'site-contact',
      locale: 'fr',
      data: {
        firstName: 'Lucie',
        lastName: 'Dumont',
        email: 'lucie@example.be',
        phone: '0475 11 22 33',
        privacy: true,
      },
      verified: true,
    })
    const [check] = await checkOf(lead.id)
    // Due half a minute later, when the request has long queued the lead's mails if it lived.
    expect(new Date(String(check.waitUntil)).getTime() - before).toBeGreaterThanOrEqual(30_000)

    await t.payload.jobs.runByID({ id: check.id, silent: true })
    await runMailQueue()
    const toAgency = inbox.filter((m) => m.replyTo === 'lucie@example.be')
    expect(toAgency.map((m) => [m.to, m.subject])).toEqual([
      ['info@vitrine.example', 'Nieuwe aanvraag (Contactformulier) van Lucie Dumont'],
    ])
    // The visitor's request failed in their browser: no confirmation is made up for it.
    expect(inbox.filter((m) => m.to === 'lucie@example.be')).toEqual([])
    expect(await checkOf(lead.id)).toEqual([])
  })

  it('finds the notification of a lead whose request lived, and adds none', async () => {
    expect(await submit(withoutNewsletter(person('marc@example.be')))).toEqual({
      redirectedTo: '/en/feedback/site-contact/',
    })
    const [lead] = await leadsOf('marc@example.be')
    const [check] = await checkOf(lead.id)
    await t.payload.jobs.runByID({ id: check.id, silent: true })
    await runMailQueue()
    const notifications = await t.payload.find({
      collection: 'mails',
      where: { and: [{ lead: { equals: lead.id } }, { purpose: { equals: 'notification' } }] },
    })
    expect(notifications.docs.map((m) => [m.to, m.state])).toEqual([['info@vitrine.example', 'sent']])
    expect(inbox.filter((m) => m.replyTo === 'marc@example.be')).toHaveLength(1)
  })
})

describe('a server that dies during a run of the mail queue', () => {
  it('leaves the mails whose jobs it had taken to the next run, which sends them once', async () => {
    const { releaseAbandonedJobs } = await import('@/platform/jobs/run-once')
    expect(await submit(withoutNewsletter(person('nina@example.be')))).toEqual({
      redirectedTo: '/en/feedback/site-contact/',
    })
    const [lead] = await leadsOf('nina@example.be')
    const mails = (await t.payload.find({ collection: 'mails', where: { lead: { equals: lead.id } }, depth: 0 })).docs
    // What a run marks on the jobs it takes; the server running it died before it sent them.
    const taken = await t.payload.update({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendMail' } }, { completedAt: { exists: false } }] },
      data: { processing: true },
    })
    expect(taken.docs.map((job) => (job.input as { mail: number }).mail)).toEqual(
      expect.arrayContaining(mails.map((m) => m.id)),
    )
    await runMailQueue()
    expect(inbox.filter((m) => m.replyTo === 'nina@example.be' || m.to === 'nina@example.be')).toEqual([])

    // The next run, holding the jobs lock (no other run works meanwhile), takes them again.
    expect(await releaseAbandonedJobs(t.payload)).toBe(taken.docs.length)
    await runMailQueue()
    expect(inbox.filter((m) => m.to === 'nina@example.be').map((m) => m.subject)).toEqual([
      'Contact form: we have received your request – Vitrine Immo',
    ])
    expect(inbox.filter((m) => m.replyTo === 'nina@example.be').map((m) => m.to)).toEqual(['info@vitrine.example'])
  })
})

describe('mail while the SMTP server is down', () => {
  it('stores every submission, then sends all the mails once the server is back, none twice', async () => {
    await stopSmtp()
    const addresses = Array.from({ length: 10 }, (_, i) => `fault-${i}@example.be`)
    for (const email of addresses) {
      expect(await submit(withoutNewsletter(person(email)))).toEqual({ redirectedTo: '/en/feedback/site-contact/' })
    }
    const leads = (await t.payload.find({ collection: 'leads', where: { email: { in: addresses } }, limit: 100 })).docs
    expect(leads).toHaveLength(10)

    // The first attempt fails: each mail stays queued, its error recorded for staff.
    await runMailQueue()
    const where = { lead: { in: leads.map((l) => l.id) } }
    let mails = (await t.payload.find({ collection: 'mails', where, limit: 100, depth: 0 })).docs
    expect(mails).toHaveLength(20)
    expect(mails.every((m) => m.state === 'queued' && m.attempts === 1 && !!m.lastError)).toBe(true)
    // Backoff: a run right away does not try them again.
    await runMailQueue()
    mails = (await t.payload.find({ collection: 'mails', where, limit: 100, depth: 0 })).docs
    expect(mails.every((m) => m.attempts === 1)).toBe(true)

    // The server comes back, and the first retry is due.
    await startSmtp(smtpPort)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * 60_000)
    await runMailQueue()
    const received = () => inbox.filter((m) => addresses.some((a) => m.to === a || m.replyTo === a))
    expect(received()).toHaveLength(20)
    expect(new Set(received().map((m) => m.messageId)).size).toBe(20)
    mails = (await t.payload.find({ collection: 'mails', where, limit: 100, depth: 0 })).docs
    expect(mails.every((m) => m.state === 'sent' && m.attempts === 2)).toBe(true)

    // Never twice: later runs, and even a job queued again for a sent mail, send nothing more.
    await t.payload.jobs.queue({ task: 'sendMail', input: { mail: mails[0].id }, queue: 'mail' })
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000)
    await runMailQueue()
    expect(received()).toHaveLength(20)
    vi.useRealTimers()
  })
})
