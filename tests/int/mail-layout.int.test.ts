import ICAL from 'ical.js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayIn } from '@/domain/appointments'
import type { Owner } from '@/payload/payload-types'
import type { ReceivedMail } from '../support/mail-server'
import { htmlLinks, htmlText, mailHtmlProblems } from '../support/mail-html'
import { formPoster } from '../support/post-form'
import { loadRoute, restClient } from '../support/rest'
import { staffSession } from '../support/staff-session'
import {
  activeAlerts,
  alertsTo,
  city,
  deliver,
  follow,
  linkIn,
  listHeaders,
  mailsTo,
  property,
  register,
  runMail,
  signUp,
  SITE,
  startAlertsTest,
  stopAlertsTest,
  t,
  type,
  unsubscribeHeader,
} from './support-alerts'

/*
 * Every kind of mail the site sends, as it arrives on a real SMTP server: both parts, the HTML
 * in the agency's layout (its logo, colours, address and phone, from the site settings) and fit
 * for mail programs (tests/support/mail-html.ts), the text saying the same, each in its
 * recipient's language.
 */

const AGENCY = 'bureau@immo-lumiere.example'
const BRAND = '#7a1f3d'
let logoUrl: string
let post: Awaited<ReturnType<typeof formPoster>>
let api: ReturnType<typeof restClient>

beforeAll(async () => {
  await startAlertsTest()
  post = await formPoster()
  api = restClient(await loadRoute())
  const png = await sharp({ create: { width: 400, height: 120, channels: 3, background: BRAND } })
    .png()
    .toBuffer()
  const logo = await t.payload.create({
    collection: 'media',
    data: { alt: 'Logo' },
    file: { data: png, mimetype: 'image/png', name: 'immo-lumiere-logo.png', size: png.length },
  })
  logoUrl = logo.url!
  // The agency of these tests, whatever the sample agency says.
  await t.payload.updateGlobal({
    slug: 'site-settings',
    data: {
      siteName: 'Immo Lumière',
      email: AGENCY,
      phone: '02 555 12 34',
      address: 'Rue Haute 12\n1000 Bruxelles',
      brandColor: BRAND,
      accentColor: '#d4a017',
      defaultLanguage: 'fr',
      logo: logo.id,
    },
  })
})
afterAll(stopAlertsTest)

/** Both parts present, the HTML in the agency's layout and fit for mail programs, the text alike. */
function expectAgencyMail(mail: ReceivedMail, lang: string) {
  expect(mail.text.length).toBeGreaterThan(0)
  expect(mailHtmlProblems(mail.html)).toEqual([])
  expect(mail.html).toContain(`<html lang="${lang}">`)
  expect(mail.html).toMatch(/^<!DOCTYPE html>/)
  // The agency's logo at its absolute address (a size of the upload), its name as alt text.
  expect(mail.html).toMatch(
    new RegExp(`<img src="${SITE}/api/media/file/immo-lumiere-logo[^"]*\\.(png|webp)" alt="Immo Lumière"`),
  )
  expect(logoUrl).toMatch(/^\/api\/media\/file\/immo-lumiere-logo/)
  expect(mail.html).toContain(BRAND)
  const shown = htmlText(mail.html)
  for (const part of [shown, mail.text]) {
    expect(part).toContain('Immo Lumière\nRue Haute 12\n1000 Bruxelles')
    expect(part).toContain(`02 555 12 34 · ${AGENCY}`)
  }
  // Every web link of the HTML is in the text too.
  for (const href of htmlLinks(mail.html).filter((h) => h.startsWith('http'))) expect(mail.text).toContain(href)
}

describe('the agency’s layout', () => {
  it('has a check that finds what mail programs cannot use', () => {
    const bad = `<html><head><link rel="stylesheet" href="https://cdn.example/a.css"><style>p{}</style></head>
<body><img src="/logo.png"><a href="/fr/">x</a><script>alert(1)</script></body></html>`
    expect(mailHtmlProblems(bad)).toEqual([
      'a linked stylesheet (https://cdn.example/a.css)',
      'a <style> block',
      'an image without an absolute URL (/logo.png)',
      'an image without alt text (/logo.png)',
      'a link that is not absolute (/fr/)',
      'a <script> element',
      'no lang on <html>',
    ])
  })

  it('acknowledges an enquiry in the visitor’s language and notifies the agency in the office’s', async () => {
    const answer = await post(
      {
        salutation: 'mr',
        firstName: 'Pieter',
        lastName: 'Claes',
        email: 'pieter@example.be',
        phone: '0475123456',
        remark: 'Wanneer is het kantoor open?',
        privacy: 'on',
      },
      { kind: 'site-contact', locale: 'nl' },
    )
    expect(answer).toEqual({ redirectedTo: '/nl/bedankt/site-contact/' })
    await runMail()

    const [ack] = mailsTo('pieter@example.be')
    expect(ack.subject).toBe('Contactformulier: we hebben uw aanvraag ontvangen – Immo Lumière')
    expectAgencyMail(ack, 'nl')
    for (const part of [ack.text, htmlText(ack.html)]) {
      expect(part).toContain('Beste Pieter Claes,')
      expect(part).toContain('Wanneer is het kantoor open?')
    }

    const [notice] = mailsTo(AGENCY).filter((m) => m.replyTo === 'pieter@example.be')
    expect(notice.subject).toBe('Nouvelle demande (Formulaire de contact) de Pieter Claes')
    expectAgencyMail(notice, 'fr')
    const lead = (await t.payload.find({ collection: 'leads', where: { email: { equals: 'pieter@example.be' } } }))
      .docs[0]
    const open = `${SITE}/admin/collections/leads/${lead.id}`
    expect(notice.text).toContain(`Ouvrir dans le back-office : ${open}`)
    expect(htmlLinks(notice.html)).toContain(open)
  })

  it('confirms a search alert with a working unsubscribe link, in the body and the headers, and sends the digest alike', async () => {
    const house = await type('House')
    const namur = await city('Namur-layout', '5000')
    await register('lea@example.be', 'fr', { goal: 'sale', types: [house], cities: [namur] })
    await runMail()
    const [confirmation] = mailsTo('lea@example.be')
    expect(confirmation.subject).toBe('Alerte de recherche : nous avons bien reçu votre demande – Immo Lumière')
    expectAgencyMail(confirmation, 'fr')
    const link = unsubscribeHeader(confirmation)
    expect(link).toMatch(new RegExp(`^${SITE}/fr/unsubscribe/a-\\d+-[A-Za-z0-9_-]{22}/$`))
    expect(listHeaders(confirmation)['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click')
    expect(confirmation.text).toContain(`Se désinscrire de ces alertes : ${link}`)
    expect(htmlLinks(confirmation.html)).toContain(link)
    expect(htmlText(confirmation.html)).toContain('Se désinscrire')

    await property({ title: 'Maison lumineuse', city: namur, type: house, photo: true })
    expect(await deliver()).toEqual(['lea@example.be'])
    const [digest] = alertsTo('lea@example.be')
    expect(digest.subject).toBe('1 nouveau bien pour votre recherche – Immo Lumière')
    expectAgencyMail(digest, 'fr')
    expect(unsubscribeHeader(digest)).toBe(link)
    expect(linkIn(digest.text, 'unsubscribe')).toBe(link)
    expect(htmlLinks(digest.html)).toContain(link)
    for (const part of [digest.text, htmlText(digest.html)]) expect(part).toContain('Maison lumineuse')

    // The link, followed and its button pressed, ends the alert.
    expect(await activeAlerts('lea@example.be')).toBe(1)
    expect((await follow(link, 'GET')).html).toContain('<form method="post">')
    expect((await follow(link, 'POST')).status).toBe(200)
    expect(await activeAlerts('lea@example.be')).toBe(0)
  })

  it('asks a newsletter subscriber to confirm with a button, and offers to unsubscribe', async () => {
    await signUp('noor@example.be', 'nl')
    await runMail()
    const [optIn] = mailsTo('noor@example.be')
    expect(optIn.subject).toBe('Bevestig uw inschrijving – Immo Lumière')
    expectAgencyMail(optIn, 'nl')
    const confirm = linkIn(optIn.text, 'confirm')
    expect(optIn.html).toContain(`<a href="${confirm}"`)
    expect(htmlText(optIn.html)).toContain('Mijn inschrijving bevestigen')
    const leave = unsubscribeHeader(optIn)
    expect(leave).toMatch(new RegExp(`^${SITE}/nl/unsubscribe/n-\\d+-`))
    expect(htmlLinks(optIn.html)).toContain(leave)
    expect(optIn.text).toContain(`Uitschrijven: ${leave}`)
  })

  it('mails a visit request, then once the confirmation when staff confirm it, with the updated invitation', async () => {
    const house = await type('House')
    const liege = await city('Liège-layout', '4000')
    const villa = await t.payload.create({
      collection: 'properties',
      data: {
        title: 'Villa with a view',
        reference: 'LAYOUT-1',
        goal: 'sale',
        marquee: '1',
        type: house,
        city: liege,
        price: 450000,
        publishPrice: true,
        street: 'Quai de la Batte',
        houseNumber: '3',
      },
    })
    await t.payload.updateGlobal({
      slug: 'appointment-slots',
      data: {
        capacity: { slot10to13: 2, slot14to16: 2, slot16to19: 2 },
        closedWeekdays: [],
        closedDays: [],
        closedOnPublicHolidays: false,
        confirmation: 'requested',
      },
    })
    const day = addDays(dayIn(new Date()), 9)
    const answer = await post(
      {
        salutation: 'ms',
        firstName: 'Emma',
        lastName: 'Wilson',
        email: 'emma@example.com',
        phone: '0475123456',
        street: 'High Street',
        houseNumber: '1',
        zip: '1000',
        city: 'Brussels',
        date: day,
        slot: '14-16',
        privacy: 'on',
      },
      { kind: 'contact-appointment', locale: 'en', property: villa.id },
    )
    expect(answer).toEqual({ redirectedTo: '/en/feedback/contact-appointment/' })
    await runMail()
    const [requested] = mailsTo('emma@example.com')
    expectAgencyMail(requested, 'en')
    expect(requested.text).toContain('Your visit is not confirmed yet')
    const first = calendarOf(requested)
    expect(first.status).toBe('TENTATIVE')
    expect(first.sequence).toBe(0)

    // Staff confirm the booked visit in the back office.
    const staff = await staffSession(t.payload, api, 'agent')
    const lead = (await t.payload.find({ collection: 'leads', where: { email: { equals: 'emma@example.com' } } }))
      .docs[0]
    const seat = (await t.payload.find({ collection: 'appointment-bookings', where: { lead: { equals: lead.id } } }))
      .docs[0]
    expect(seat.status).toBe('requested')
    const saved = await api('PATCH', `/appointment-bookings/${seat.id}`, {
      headers: staff,
      body: { status: 'confirmed' },
    })
    expect(saved.status, saved.text).toBe(200)
    await runMail()
    const confirmed = mailsTo('emma@example.com').filter((m) => m.subject === 'Your visit is confirmed – Immo Lumière')
    expect(confirmed).toHaveLength(1)
    expectAgencyMail(confirmed[0], 'en')
    const date = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Brussels',
    }).format(new Date(`${day}T12:00:00Z`))
    for (const part of [confirmed[0].text, htmlText(confirmed[0].html)]) {
      expect(part).toContain('Dear Emma Wilson,')
      expect(part).toContain(`your visit of Villa with a view on ${date}, between 14:00 and 16:00, is confirmed`)
      expect(part).toContain('Address: Quai de la Batte 3, 4000 Liège-layout')
    }
    const update = calendarOf(confirmed[0])
    expect(update.status).toBe('CONFIRMED')
    expect(update.uid).toBe(first.uid)
    expect(update.sequence).toBe(1)

    // Set back to requested and confirmed again: the visitor already knows, no second mail.
    for (const status of ['requested', 'confirmed'])
      expect(
        (await api('PATCH', `/appointment-bookings/${seat.id}`, { headers: staff, body: { status } })).status,
      ).toBe(200)
    await runMail()
    const outbox = await t.payload.count({
      collection: 'mails',
      where: { and: [{ lead: { equals: lead.id } }, { purpose: { equals: 'visit-confirmed' } }] },
    })
    expect(outbox.totalDocs).toBe(1)
    expect(mailsTo('emma@example.com').filter((m) => m.subject.startsWith('Your visit is confirmed'))).toHaveLength(1)
  })

  it('invites an owner and resets their password in the owner’s language, whatever page they asked from', async () => {
    const { sendInvitation } = await import('@/features/owners/accounts')
    const { forgotAction } = await import('@/features/owners/actions')
    const { choosePassword } = await import('@/features/owners/login')
    const owner = (await t.payload.create({
      collection: 'owners',
      data: { name: 'Claire Dubois', email: 'claire@example.be', language: 'fr' } as never,
      overrideAccess: true,
    })) as Owner
    await sendInvitation(t.payload, owner)
    await runMail()
    const [invitation] = mailsTo('claire@example.be')
    expect(invitation.subject).toBe('Votre portail propriétaire chez Immo Lumière')
    expectAgencyMail(invitation, 'fr')
    const invitationLink = new RegExp(`${SITE}/fr/login/password/\\?token=[0-9a-f]+`).exec(invitation.text)?.[0]
    expect(invitationLink).toBeTruthy()
    expect(htmlLinks(invitation.html)).toContain(invitationLink)
    expect(htmlText(invitation.html)).toContain('Choisir mon mot de passe')

    // The owner chooses a password with the invitation, and later asks for a new one from the
    // Dutch login page.
    const token = new URL(invitationLink!).searchParams.get('token')!
    expect(await choosePassword(t.payload, token, 'a-password-of-claire-1')).not.toBeNull()
    const form = new FormData()
    form.set('_locale', 'nl')
    form.set('email', 'claire@example.be')
    expect((await forgotAction({ status: 'idle' }, form)).status).toBe('sent')
    // The job looks the address up and queues the mail; the next run sends it.
    await runMail()
    await runMail()
    const reset = mailsTo('claire@example.be').at(-1)!
    expect(reset.subject).toBe('Choisissez un nouveau mot de passe pour Immo Lumière')
    expectAgencyMail(reset, 'fr')
    for (const part of [reset.text, htmlText(reset.html)]) {
      expect(part).toContain('Bonjour Claire Dubois,')
      expect(part).toContain('Le lien fonctionne une fois, pendant 30 minutes.')
    }
    const resetLink = new RegExp(`${SITE}/fr/login/password/\\?token=[0-9a-f]+`).exec(reset.text)?.[0]
    expect(resetLink).toBeTruthy()
    expect(htmlLinks(reset.html)).toContain(resetLink)
    expect(htmlText(reset.html)).toContain('Choisir un nouveau mot de passe')
  })

  it('sends a property to a friend, and an owner their weekly figures, in the same layout', async () => {
    const house = await type('House')
    const mons = await city('Mons-layout', '7000')
    const home = await property({ title: 'Maison de maître', city: mons, type: house })
    const answer = await post(
      {
        firstName: 'Lucas',
        lastName: 'Martin',
        email: 'lucas@example.be',
        friendName: 'Zoé',
        friendEmail: 'zoe@example.be',
        remark: 'Regarde celle-ci !',
        privacy: 'on',
      },
      { kind: 'send-to-friend', locale: 'fr', property: home.id },
    )
    expect(answer).toEqual({ redirectedTo: '/fr/merci/send-to-friend/' })
    await runMail()
    const [friend] = mailsTo('zoe@example.be')
    expect(friend.subject).toBe('Lucas Martin pense que ce bien peut vous intéresser')
    expectAgencyMail(friend, 'fr')
    const page = `${SITE}/fr/a-vendre/mons-layout/maison-de-maitre/${home.id}/`
    expect(friend.text).toContain(page)
    expect(htmlLinks(friend.html)).toContain(page)

    const { runOwnerReports } = await import('@/features/portal/report')
    await t.payload.create({
      collection: 'owners',
      data: {
        name: 'Hans Becker',
        email: 'hans@example.de',
        language: 'de',
        properties: [home.id],
        weeklyReport: true,
      } as never,
      overrideAccess: true,
    })
    expect((await runOwnerReports(t.payload)).mailed).toContain('hans@example.de')
    await runMail()
    const [report] = mailsTo('hans@example.de')
    expect(report.subject).toBe('Ihre Immobilie diese Woche bei Immo Lumière')
    expectAgencyMail(report, 'de')
    for (const part of [report.text, htmlText(report.html)]) expect(part).toContain('Guten Tag Hans Becker,')
    expect(htmlLinks(report.html)).toContain(`${SITE}/de/portal/`)
  })
})

/** The visit invitation attached to a mail. */
function calendarOf(mail: ReceivedMail) {
  const ics = mail.attachments.find((a) => a.contentType === 'text/calendar')
  expect(ics).toBeTruthy()
  const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    uid: String(event.getFirstPropertyValue('uid')),
    status: String(event.getFirstPropertyValue('status')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
  }
}
