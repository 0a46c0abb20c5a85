import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activeAlerts,
  alertsTo,
  aPhoto,
  city,
  deliver,
  EUR,
  follow,
  linkIn,
  listHeaders,
  mailsTo,
  outboxAlerts,
  property,
  register,
  runMail,
  setPrice,
  signUp,
  SITE,
  startAlertsTest,
  stopAlertsTest,
  t,
  tomorrow,
  type,
  unsubscribeHeader,
} from './support-alerts'

/*
 * Search alerts and the newsletter's double opt-in, from the visitor's form to the mail that
 * arrives on a real SMTP server; the test's listings, forms and jobs: support-alerts.ts.
 */

beforeAll(startAlertsTest)
afterAll(stopAlertsTest)

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
