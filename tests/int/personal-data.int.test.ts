import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, lead, session, startStaffTest, stopStaffTest, t, unique } from './support-staff-leads'

/*
 * The staff side of enquiries (docs/rules/forms-and-leads.md#staff-side), personal data: the
 * retention job, and one person's data exported and erased (the inbox's CSV export, the outbox
 * and moderation: staff-leads.int.test.ts). Endpoints are called through the project's REST route
 * with real sessions; mails go to a real SMTP server the test starts (support-staff-leads.ts).
 */

beforeAll(startStaffTest)
afterAll(stopStaffTest)

const monthsAgo = (months: number) => {
  const d = new Date()
  d.setMonth(d.getMonth() - months)
  return d.toISOString()
}

describe('the retention period', () => {
  it('anonymises the leads older than the period and deletes their mails; newer leads keep everything', async () => {
    const { queueMail } = await import('@/platform/mail/outbox')
    const tag = unique('old')
    const old = await lead({
      type: 'contact-demand',
      name: 'Old Person',
      email: `old-${tag}@example.be`,
      notes: 'Called twice',
      utm: { utm_source: 'mail' },
      consents: { privacy: true, newsletter: true },
      fields: { firstName: 'Old', phone: '0475 12 34 56', street: 'Veldstraat', remark: 'Mijn huis' },
      createdAt: monthsAgo(25),
    })
    const recent = await lead({
      type: 'contact-demand',
      name: 'Recent Person',
      email: `recent-${tag}@example.be`,
      fields: { firstName: 'Recent' },
      createdAt: monthsAgo(23),
    })
    // The date given is kept (as an import from an older system would set it).
    expect(Date.parse(old.createdAt)).toBeLessThan(Date.parse(monthsAgo(24)))
    for (const l of [old, recent])
      await queueMail(t.payload, {
        purpose: 'confirmation',
        lead: l.id,
        locale: 'en',
        to: l.email!,
        subject: 'Thanks',
        text: 'Thanks.',
      })
    const mailsOf = async (id: number) =>
      (await t.payload.count({ collection: 'mails', where: { lead: { equals: id } } })).totalDocs

    // A longer period (36 months) keeps both.
    await t.payload.updateGlobal({ slug: 'privacy', data: { retentionMonths: 36 } })
    const run = async () => {
      await t.payload.jobs.queue({ task: 'anonymiseLeads', input: {} })
      await t.payload.jobs.run({ limit: 10, silent: true })
    }
    await run()
    expect((await t.payload.findByID({ collection: 'leads', id: old.id })).name).toBe('Old Person')

    await t.payload.updateGlobal({ slug: 'privacy', data: { retentionMonths: 24 } })
    await run()
    const after = await t.payload.findByID({ collection: 'leads', id: old.id })
    expect(after).toMatchObject({
      type: 'contact-demand',
      status: 'new',
      createdAt: old.createdAt,
      consents: { privacy: true, newsletter: true },
      fields: {},
    })
    expect([after.name, after.email, after.notes, after.utm]).toEqual([null, null, null, null])
    expect(after.anonymisedAt).toBeTruthy()
    expect(await mailsOf(old.id)).toBe(0)

    const kept = await t.payload.findByID({ collection: 'leads', id: recent.id })
    expect(kept).toMatchObject({
      name: 'Recent Person',
      email: `recent-${tag}@example.be`,
      fields: { firstName: 'Recent' },
    })
    expect(kept.anonymisedAt ?? null).toBeNull()
    expect(await mailsOf(recent.id)).toBe(1)
  })

  it('is scheduled: the server’s runner queues it on the default queue', async () => {
    await t.payload.jobs.handleSchedules({ queue: 'default' })
    const { docs } = await t.payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'anonymiseLeads' } }, { completedAt: { exists: false } }] },
    })
    expect(docs.map((j) => j.queue)).toEqual(['default'])
  })
})

describe('one person’s data, exported and erased on request', () => {
  it('exports all of a person’s records and erases them, nothing of anyone else', async () => {
    const { queueMail } = await import('@/platform/mail/outbox')
    const tag = unique('gdpr')
    const anna = `anna.${tag}@example.be`
    const other = `joanna.${tag}@example.be`
    const mine = [
      await lead({ type: 'site-contact', name: 'Anna', email: anna }),
      // The same person, typed with capitals on another day.
      await lead({ type: 'contact-me', name: 'Anna', email: anna.toUpperCase() }),
    ]
    const theirs = await lead({ type: 'site-contact', name: 'Joanna', email: other })
    const myMails = [
      await queueMail(t.payload, {
        purpose: 'confirmation',
        lead: mine[0].id,
        locale: 'en',
        to: anna,
        subject: 'A',
        text: 'a',
      }),
      await queueMail(t.payload, {
        purpose: 'notification',
        lead: mine[1].id,
        locale: 'nl',
        to: 'info@vitrine.example',
        replyTo: anna,
        subject: 'B',
        text: 'b',
      }),
      // Sent for her to a friend: it hangs on her lead.
      await queueMail(t.payload, {
        purpose: 'friend',
        lead: mine[0].id,
        locale: 'en',
        to: `friend.${tag}@example.be`,
        subject: 'C',
        text: 'c',
      }),
    ]
    const theirMail = await queueMail(t.payload, {
      purpose: 'confirmation',
      lead: theirs.id,
      locale: 'en',
      to: other,
      subject: 'D',
      text: 'd',
    })
    const myTestimonial = await t.payload.create({
      collection: 'testimonials',
      data: { name: 'Anna P.', text: 'Great', locale: 'en', email: anna, published: true },
    })
    const theirTestimonial = await t.payload.create({
      collection: 'testimonials',
      data: { name: 'Joanna P.', text: 'Good', locale: 'en', email: other, lead: theirs.id },
    })

    // Her search alert (on a type of the test's own) and newsletter subscription; Joanna's alert.
    const type = await t.payload.create({
      collection: 'property-types',
      data: { name: `Type ${tag}`, webId: 1 } as never,
    })
    const alert = (email: string, lead: number) =>
      t.payload.create({
        collection: 'search-alerts',
        data: { email, locale: 'en', goal: 'sale', propertyTypes: [type.id], postcodes: ['9000'], lead } as never,
      })
    const myAlert = await alert(anna, mine[0].id)
    const theirAlert = await alert(other, theirs.id)
    const mySubscription = await t.payload.create({
      collection: 'newsletter-subscribers',
      data: { email: anna, locale: 'en' } as never,
    })

    const admin = await session('admin')
    expect((await api('GET', `/globals/privacy/export?email=${anna}`)).status).toBe(401)
    expect(
      (await api('GET', `/globals/privacy/export?email=${anna}`, { headers: await session('agent') })).status,
    ).toBe(403)
    expect((await api('GET', '/globals/privacy/export?email=not-an-address', { headers: admin })).status).toBe(400)
    // The agency's own address is on every mail: it is nobody's personal data.
    expect(
      (await api('POST', '/globals/privacy/erase', { headers: admin, body: { email: 'info@vitrine.example' } })).status,
    ).toBe(400)

    const exported = await api(
      'GET',
      `/globals/privacy/export?email=${encodeURIComponent(` ${anna.toUpperCase()} `)}`,
      {
        headers: admin,
      },
    )
    expect(exported.status, exported.text).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="personal-data-${anna}.json"`)
    const records = exported.json().records as Record<string, { id: number }[]>
    const ids = (slug: string) => records[slug].map((r) => r.id).sort((a, b) => a - b)
    expect(exported.json().email).toBe(anna)
    expect(ids('leads')).toEqual(mine.map((l) => l.id).sort((a, b) => a - b))
    expect(ids('mails')).toEqual([...myMails].sort((a, b) => a - b))
    expect(ids('testimonials')).toEqual([myTestimonial.id])
    expect(ids('search-alerts')).toEqual([myAlert.id])
    expect(ids('newsletter-subscribers')).toEqual([mySubscription.id])

    expect((await api('POST', '/globals/privacy/erase', { body: { email: anna } })).status).toBe(401)
    const erased = await api('POST', '/globals/privacy/erase', { headers: admin, body: { email: anna } })
    expect(erased.status, erased.text).toBe(200)
    expect(erased.json()).toEqual({
      email: anna,
      erased: { leads: 2, mails: 3, testimonials: 1, 'search-alerts': 1, 'newsletter-subscribers': 1 },
    })

    const count = async (
      collection: 'leads' | 'mails' | 'testimonials' | 'search-alerts' | 'newsletter-subscribers',
      ids: number[],
    ) => (await t.payload.count({ collection, where: { id: { in: ids } } })).totalDocs
    expect(
      await count(
        'leads',
        mine.map((l) => l.id),
      ),
    ).toBe(0)
    expect(await count('mails', myMails)).toBe(0)
    expect(await count('testimonials', [myTestimonial.id])).toBe(0)
    expect(await count('leads', [theirs.id])).toBe(1)
    expect(await count('mails', [theirMail])).toBe(1)
    expect(await count('testimonials', [theirTestimonial.id])).toBe(1)
    expect(await count('search-alerts', [myAlert.id])).toBe(0)
    expect(await count('newsletter-subscribers', [mySubscription.id])).toBe(0)
    expect(await count('search-alerts', [theirAlert.id])).toBe(1)
    const again = await api('GET', `/globals/privacy/export?email=${anna}`, { headers: admin })
    expect(again.json().records).toEqual({
      leads: [],
      mails: [],
      testimonials: [],
      'search-alerts': [],
      'newsletter-subscribers': [],
    })
  })
})
