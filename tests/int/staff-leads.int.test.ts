import type { Where } from 'payload'
import * as qs from 'qs-esm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { tagCache } from '../support/next-cache'
import { formPoster } from '../support/post-form'
import {
  api,
  inbox,
  lead,
  session,
  smtpPort,
  startSmtp,
  startStaffTest,
  stopSmtp,
  stopStaffTest,
  t,
  unique,
} from './support-staff-leads'

/*
 * The staff side of enquiries (docs/rules/forms-and-leads.md#staff-side): the leads inbox's CSV export,
 * the outbox's retry and testimonial moderation (the retention job, and one person's data exported
 * and erased: personal-data.int.test.ts). Endpoints are called through the project's REST route
 * with real sessions; mails go to a real SMTP server the test starts (support-staff-leads.ts).
 */

beforeAll(startStaffTest)
afterAll(stopStaffTest)

/** Splits a CSV file as a spreadsheet reads it (`;` between cells, quoted cells with "" for "). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ';') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}

describe('the leads inbox exports its filtered list as CSV', () => {
  it('writes every field, the form’s own ones flattened, escaped for Excel, in the staff member’s language', async () => {
    const tag = unique('csv')
    const property = await t.payload.create({
      collection: 'properties',
      data: {
        title: 'Rijwoning met tuin',
        reference: `CSV-${tag}`,
        goal: 'sale',
        type: (await t.payload.create({ collection: 'property-types', data: { name: 'Woning', webId: 1 } as never }))
          .id,
        city: (await t.payload.create({ collection: 'cities', data: { name: 'Gent', zip: '9000' } as never })).id,
        price: 385000,
        _status: 'published',
      } as never,
    })
    const typeIds = [
      (await t.payload.create({ collection: 'property-types', data: { name: 'Herenhuis', webId: 1 } as never })).id,
      (await t.payload.create({ collection: 'property-types', data: { name: 'Loft', webId: 2 } as never })).id,
    ]
    const visit = await lead({
      type: 'contact-appointment',
      name: 'Zoë "Zo" Van den Broeck; jr.',
      email: `zoe-${tag}@example.be`,
      property: property.id,
      consents: { privacy: true, newsletter: false },
      sourcePage: '/nl/pand/1/',
      utm: { utm_source: 'newsletter' },
      notes: 'Belde terug.\nTweede lijn',
      fields: {
        firstName: 'Zoë',
        lastName: 'Van den Broeck',
        phone: '0475 12 34 56',
        remark: '=HYPERLINK("http://evil.example","klik")',
        date: '2026-12-03',
        slot: '14-16',
        types: typeIds,
        zips: ['9000', '9050'],
      },
    })
    // Another form's lead: the quick filter on the form leaves it out.
    await lead({
      type: 'site-contact',
      name: `Other ${tag}`,
      email: `other-${tag}@example.be`,
      fields: { city: 'Liège' },
    })

    const staff = await session('agent', 'nl')
    const where: Where = { or: [{ and: [{ type: { equals: 'contact-appointment' } }, { email: { like: tag } }] }] }
    const res = await api('GET', `/leads/export?${qs.stringify({ where })}`, { headers: staff })
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="aanvragen-\d{4}-\d{2}-\d{2}\.csv"$/)
    // UTF-8 with its byte-order mark, so Excel reads the accents right.
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    const rows = parseCsv(res.text)
    expect(rows).toHaveLength(2)
    const [header, row] = rows
    expect(header).toEqual([
      'Nummer',
      'Ontvangen',
      'Formulier',
      'Status',
      'Verificatie',
      'Naam',
      'E-mail',
      'Taal',
      'Pand',
      'Project',
      'Interne notities',
      'Privacyverklaring aanvaard',
      'Wil de nieuwsbrief',
      'Verzonden vanaf pagina',
      'Campagne (UTM)',
      'Geanonimiseerd',
      'Voornaam',
      'Familienaam',
      'Telefoon',
      'Bericht',
      'Types panden',
      'Postcodes',
      'Bezoekdatum',
      'Bezoekuur',
    ])
    const cell = (name: string) => row[header.indexOf(name)]
    expect(cell('Nummer')).toBe(String(visit.id))
    expect(cell('Ontvangen')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(cell('Formulier')).toBe('Bezoekaanvraag')
    expect(cell('Status')).toBe('Nieuw')
    expect(cell('Verificatie')).toBe('Geverifieerd')
    expect(cell('Naam')).toBe('Zoë "Zo" Van den Broeck; jr.')
    expect(cell('Taal')).toBe('EN')
    expect(cell('Pand')).toBe(`CSV-${tag} – Rijwoning met tuin`)
    expect(cell('Interne notities')).toBe('Belde terug.\nTweede lijn')
    expect(cell('Privacyverklaring aanvaard')).toBe('ja')
    expect(cell('Wil de nieuwsbrief')).toBe('nee')
    expect(cell('Campagne (UTM)')).toBe('utm_source=newsletter')
    // Values as the visitor chose them: names and labels, not codes.
    expect(cell('Types panden')).toBe('Herenhuis, Loft')
    expect(cell('Postcodes')).toBe('9000, 9050')
    expect(cell('Bezoekdatum')).toBe('3-12-2026')
    expect(cell('Bezoekuur')).toBe('14.00–16.00 uur')
    // A formula typed by a visitor reaches Excel as text.
    expect(cell('Bericht')).toBe(`'=HYPERLINK("http://evil.example","klik")`)

    // Written as Excel needs it: separators, quotes and line breaks inside quoted cells.
    const line = res.text.split('\r\n')[1]
    expect(line).toContain(';"Zoë ""Zo"" Van den Broeck; jr.";')
    expect(line).toContain(`;"'=HYPERLINK(""http://evil.example"",""klik"")";`)
  })

  it('honours the list’s search box too', async () => {
    const tag = unique('search')
    await lead({ type: 'site-contact', name: 'Searched Person', email: `found-${tag}@example.be` })
    await lead({ type: 'site-contact', name: 'Someone Else', email: `else-${tag}@example.be` })
    const res = await api('GET', `/leads/export?search=found-${tag}`, { headers: await session('agent') })
    expect(res.status, res.text).toBe(200)
    const rows = parseCsv(res.text)
    expect(rows.slice(1).map((r) => r[rows[0].indexOf('Email')])).toEqual([`found-${tag}@example.be`])
  })

  it('refuses anonymous callers and a malformed query', async () => {
    const anonymous = await api('GET', '/leads/export')
    expect(anonymous.status).toBe(401)
    expect(anonymous.text).not.toContain('@')
    const bad = await api('GET', '/leads/export?where=abc', { headers: await session('agent') })
    expect(bad.status).toBe(400)
  })
})

describe('the outbox’s retry', () => {
  const runMailQueue = () => t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })

  it('sends a failed mail again, once, and never a sent one', async () => {
    const { queueMail, deliverMail } = await import('@/platform/mail/outbox')
    const { createLocalReq } = await import('payload')
    const to = `${unique('retry')}@example.be`
    await stopSmtp()
    const id = await queueMail(t.payload, {
      purpose: 'confirmation',
      locale: 'en',
      to,
      subject: 'Your visit',
      text: 'See you on Monday.',
    })
    await runMailQueue()
    // Its last attempt fails too: the mail is marked failed for staff.
    await expect(deliverMail(id, await createLocalReq({}, t.payload), true)).rejects.toThrow()
    let mail = await t.payload.findByID({ collection: 'mails', id })
    expect(mail).toMatchObject({ state: 'failed', attempts: 2 })
    expect(mail.lastError).toBeTruthy()

    const staff = await session('agent')
    expect((await api('POST', `/mails/${id}/retry`)).status).toBe(401)
    const retried = await api('POST', `/mails/${id}/retry`, { headers: staff })
    expect(retried.status, retried.text).toBe(200)
    expect((await t.payload.findByID({ collection: 'mails', id })).state).toBe('queued')

    await startSmtp(smtpPort)
    await runMailQueue()
    const received = () => inbox.filter((m) => m.to === to)
    expect(received().map((m) => m.subject)).toEqual(['Your visit'])
    mail = await t.payload.findByID({ collection: 'mails', id })
    expect(mail).toMatchObject({ state: 'sent', attempts: 3, lastError: null })

    // The first job's next attempt was dropped: a day later nothing more goes out.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000)
    await runMailQueue()
    vi.useRealTimers()
    expect(received()).toHaveLength(1)

    const again = await api('POST', `/mails/${id}/retry`, { headers: staff })
    expect(again.status).toBe(409)
    expect(again.json()).toEqual({
      errors: [{ message: 'This mail has already been sent. A mail is never sent twice.' }],
    })
    await runMailQueue()
    expect(received()).toHaveLength(1)
  })
})

describe('testimonials wait for moderation', () => {
  it('a testimonial sent through the form is stored unpublished and shown only once staff publish it', async () => {
    const post = await formPoster()
    const { getPublishedTestimonials } = await import('@/features/testimonials/queries')
    const email = `${unique('praise')}@example.be`
    // The testimonial form as a visitor's browser posts it (without JavaScript: no captcha).
    const fields = {
      text: 'Snel verkocht, top service!',
      rating: '5',
      firstName: 'Anna',
      lastName: 'Peeters',
      email,
      city: 'Gent',
      publishConsent: 'on',
      privacy: 'on',
    }
    const answer = await post(fields, { kind: 'testimonial', locale: 'nl', script: false })
    expect(answer.state, 'not stored').toBeUndefined()
    const [sent] = (await t.payload.find({ collection: 'leads', where: { email: { equals: email } } })).docs
    expect(sent.type).toBe('testimonial')

    const [stored] = (await t.payload.find({ collection: 'testimonials', where: { lead: { equals: sent.id } } })).docs
    expect(stored).toMatchObject({
      name: 'Anna P.',
      city: 'Gent',
      text: 'Snel verkocht, top service!',
      rating: 5,
      locale: 'nl',
      email,
      published: false,
    })

    tagCache.enable()
    try {
      expect((await getPublishedTestimonials()).map((x) => x.text)).not.toContain('Snel verkocht, top service!')
      // Nobody reads it through the API either.
      expect((await api('GET', `/testimonials/${stored.id}`)).status).toBe(403)

      const moderator = (await t.payload.find({ collection: 'users', where: { role: { equals: 'agent' } }, limit: 1 }))
        .docs[0]
      await t.payload.update({
        collection: 'testimonials',
        id: stored.id,
        data: { published: true },
        user: { ...moderator, collection: 'users' },
        overrideAccess: false,
      })
      // Publishing expires the pages that show testimonials, which read it at once.
      expect(tagCache.revalidated).toContain('testimonials')
      const shown = await getPublishedTestimonials()
      expect(shown.find((x) => x.id === stored.id)).toEqual({
        id: stored.id,
        name: 'Anna P.',
        city: 'Gent',
        text: 'Snel verkocht, top service!',
        rating: 5,
        locale: 'nl',
      })
    } finally {
      tagCache.reset()
    }
  })
})
