import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectPath, staffGet, TestContent } from './support'

/*
 * Every enquiry form as a visitor finds and sends it: the property page's buttons,
 * each opening its form with that property chosen, and the forms on menu pages (valuation,
 * search alert, testimonial, newsletter), in several languages. The data is the test's own.
 */
const content = new TestContent()
const ids = { city: 0, type: 0, sale: 0, rent: 0, page: 0 }
const unique = (name: string) => `${name}-${Date.now()}@example.be`
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

test.beforeAll(async ({ request }) => {
  ids.city = await content.create(request, 'cities', { name: 'Formdorp', zip: '9973', country: '10' }, 'nl')
  await content.update(request, 'cities', ids.city, { name: 'Formtown' }, 'en')
  ids.type = await content.create(request, 'property-types', { name: 'Formhuis', webId: 1 }, 'nl')
  await content.update(request, 'property-types', ids.type, { name: 'Form house' }, 'en')
  const property = (title: string, reference: string, goal: 'sale' | 'rent', price: number) =>
    content.create(
      request,
      'properties',
      { title, reference, goal, marquee: '1', type: ids.type, city: ids.city, price, _status: 'published' },
      'nl',
    )
  ids.sale = await property('Formulierwoning', 'FE-1', 'sale', 298_000)
  ids.rent = await property('Formulierflat', 'FE-2', 'rent', 875)
  // A page with the forms that are not about one property, as staff would build it.
  ids.page = await content.create(
    request,
    'menu-pages',
    {
      title: 'Form test page',
      key: 'e2e-forms',
      path: 'e2e-forms',
      _status: 'published',
      showInMenu: false,
      modules: [
        { blockType: 'contactForm', form: 'contact-demand', title: 'Valuation' },
        { blockType: 'contactForm', form: 'demand-register', title: 'Alert' },
        { blockType: 'contactForm', form: 'testimonial', title: 'Testimonial' },
        { blockType: 'contactForm', form: 'sign-newsletter', title: 'Newsletter' },
      ],
    },
    'en',
  )
  await content.update(request, 'menu-pages', ids.page, { title: 'Formulieren', path: 'e2e-formulieren' }, 'nl')
  await content.update(request, 'menu-pages', ids.page, { title: 'Formulaires', path: 'e2e-formulaires' }, 'fr')
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

async function axeProblems(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

const leadsOf = async (request: Parameters<typeof staffGet>[0], email: string) =>
  (
    await staffGet<{ docs: Array<Record<string, unknown>> }>(
      request,
      `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&sort=createdAt`,
    )
  ).docs

test.describe('the property page’s buttons', () => {
  test('each opens its form on a page of its own, with that property chosen', async ({ page }) => {
    await page.goto(`/en/property/${ids.sale}/`)
    const actions = page.getByTestId('property-actions')
    const buttons: Array<[string, string, string]> = [
      ['Contact us about this property', 'contact', 'Ask about this property'],
      ['Book a visit', 'visit', 'Book a visit'],
      ['Request the documents', 'documents', 'Request the documents'],
      ['Make an offer', 'offer', 'Make an offer'],
      ['Send to a friend', 'send', 'Send to a friend'],
    ]
    await expect(actions.getByRole('link')).toHaveText(buttons.map(([label]) => label))
    for (const [label, segment, heading] of buttons) {
      await page.goto(`/en/property/${ids.sale}/`)
      await actions.getByRole('link', { name: label }).click()
      await expectPath(page, `/en/property/${ids.sale}/${segment}/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByTestId('form-property')).toContainText('Formulierwoning')
      await expect(page.getByTestId('form-property')).toContainText('FE-1')
      await expect(page.locator('form input[name="_property"]')).toHaveValue(String(ids.sale))
    }
  })

  test('a property for rent offers the rent application instead of the offer; its forms are not indexed', async ({
    page,
  }) => {
    await page.goto(`/nl/pand/${ids.rent}/`)
    const actions = page.getByTestId('property-actions')
    await expect(actions.getByRole('link', { name: 'Stel u kandidaat' })).toHaveAttribute(
      'href',
      `/nl/pand/${ids.rent}/kandidatuur/`,
    )
    await expect(actions.getByRole('link', { name: 'Doe een bod' })).toHaveCount(0)
    await actions.getByRole('link', { name: 'Stel u kandidaat' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kandidaat-huurder worden')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    // An offer on a property for rent is no page.
    expect((await page.request.get(`/en/property/${ids.rent}/offer/`)).status()).toBe(404)
  })
})

test.describe('forms about a property', () => {
  test('a French visitor books a visit: the banner and focus first, then the thank-you page', async ({
    page,
    request,
  }) => {
    await page.goto(`/fr/bien/${ids.sale}/visite/`)
    const form = page.getByRole('form', { name: 'Planifier une visite' })
    await form.getByRole('button', { name: 'Envoyer' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Vos données n’ont pas été envoyées : vérifiez les champs en rouge.',
    )
    await expect(form.getByLabel('Date')).toBeFocused()
    await expect(form.getByLabel('Date')).toHaveAccessibleDescription('La date est un champ obligatoire')
    expect(await axeProblems(page, 'form')).toEqual([])

    const email = unique('visite')
    // The tenth day the agency takes visits on (the list leaves its closed days out).
    await form.getByLabel('Date').selectOption({ index: 10 })
    const day = await form.getByLabel('Date').inputValue()
    await form.getByLabel('Heure').selectOption({ label: '14 h – 16 h' })
    await form.getByLabel('Civilité').selectOption({ label: 'Mme' })
    await form.getByLabel('Prénom').fill('Julie')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lambert')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Téléphone').fill('0475 12 34 56')
    await form.getByLabel('J’ai lu la déclaration de confidentialité et je l’accepte').check()
    await form.getByRole('button', { name: 'Envoyer' }).click()
    await expectPath(page, '/fr/merci/contact-appointment/')
    const [lead] = await leadsOf(request, email)
    expect(lead).toMatchObject({ type: 'contact-appointment', property: ids.sale, locale: 'fr' })
    expect(lead.fields).toMatchObject({ date: day, slot: '14-16' })
  })

  test('documents asked twice in English: the second time says they were already requested', async ({ page }) => {
    const email = unique('docs')
    for (const attempt of [1, 2]) {
      await page.goto(`/en/property/${ids.sale}/documents/`)
      const form = page.getByRole('form', { name: 'Request the documents' })
      await form.getByLabel('Title').selectOption({ label: 'Mr' })
      await form.getByLabel('First name').fill('Pieter')
      await form.getByLabel('Last name').fill('Smet')
      await form.getByLabel('E-mail').fill(email)
      await form.getByLabel('Phone').fill('0475123456')
      await form.getByLabel('I have read and accept the privacy statement').check()
      await form.getByRole('button', { name: 'Send' }).click()
      if (attempt === 1) await expectPath(page, '/en/feedback/document-request/')
      else
        await expect(form.getByRole('alert')).toHaveText(
          'You have already requested the documents of this property. We will send them to you shortly.',
        )
    }
  })

  test('a German visitor sends the property to a friend, whose address must be valid', async ({ page, request }) => {
    await page.goto(`/de/immobilie/${ids.sale}/weiterleiten/`)
    const form = page.getByRole('form', { name: 'An einen Freund senden' })
    const email = unique('freund')
    await form.getByLabel('Vorname').fill('Jonas')
    await form.getByLabel('Nachname').fill('Weber')
    await form.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email)
    await form.getByLabel('Ich habe die Datenschutzerklärung gelesen und stimme ihr zu').check()
    await form.getByLabel('E-Mail Ihres Freundes').fill('anna@')
    // Named as soon as the visitor leaves the field…
    await form.getByLabel('E-Mail Ihres Freundes').press('Tab')
    await expect(form.getByLabel('E-Mail Ihres Freundes')).toHaveAccessibleDescription('E-Mail-Adresse ist ungültig')
    // …and sending anyway brings the visitor back to it.
    await form.getByRole('button', { name: 'Senden' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Ihre Daten wurden nicht gesendet: Bitte prüfen Sie die rot markierten Felder.',
    )
    await expect(form.getByLabel('E-Mail Ihres Freundes')).toBeFocused()
    await form.getByLabel('E-Mail Ihres Freundes').fill('anna@example.de')
    await form.getByRole('button', { name: 'Senden' }).click()
    await expectPath(page, '/de/danke/send-to-friend/')
    expect((await leadsOf(request, email))[0].fields).toMatchObject({ friendEmail: 'anna@example.de' })
  })

  test('a Dutch visitor makes an offer and an English one applies to rent', async ({ page, request }) => {
    await page.goto(`/nl/pand/${ids.sale}/bod/`)
    const offer = page.getByRole('form', { name: 'Een bod uitbrengen' })
    const bidder = unique('bod')
    await offer.getByLabel('Geboden bedrag (€)').fill('285.000')
    await offer.getByLabel('Bod geldig vanaf').fill(daysAhead(1))
    await offer.getByLabel('Bod geldig tot').fill(daysAhead(14))
    await offer.getByLabel('Opgemaakt te').fill('Gent')
    await offer.getByLabel('Datum van ondertekening').fill(daysAhead(0))
    await offer.getByLabel('Aanspreking').selectOption({ label: 'Dhr.' })
    await offer.getByLabel('Voornaam').first().fill('Wim')
    await offer.getByLabel('Familienaam').first().fill('Peeters')
    await offer.getByLabel('E-mail').first().fill(bidder)
    await offer.getByLabel('Telefoon').fill('0475123456')
    await offer.getByLabel('Straat').fill('Kerkstraat')
    await offer.getByLabel('Huisnummer').fill('3')
    await offer.getByLabel('Postcode').fill('9000')
    await offer.getByLabel('Gemeente').fill('Gent')
    await offer.getByLabel('Ik heb de privacyverklaring gelezen en ga ermee akkoord').check()
    await offer.getByRole('button', { name: 'Verzenden' }).click()
    await expectPath(page, '/nl/bedankt/purchase-offer/')
    expect((await leadsOf(request, bidder))[0].fields).toMatchObject({ amount: 285000, place: 'Gent' })

    await page.goto(`/en/property/${ids.rent}/apply/`)
    const apply = page.getByRole('form', { name: 'Apply to rent' })
    const tenant = unique('tenant')
    await apply.getByLabel('Adults').fill('2')
    await apply.getByLabel('Children').fill('1')
    await apply.getByLabel('Pets').selectOption({ label: 'No' })
    await apply.getByLabel('Moving date').fill(daysAhead(45))
    await apply.getByLabel('Net monthly income, person 1 (€)').fill('2900')
    await apply.getByLabel('Title').selectOption({ label: 'Ms' })
    await apply.getByLabel('First name').fill('Sara')
    await apply.getByLabel('Last name').fill('Maes')
    await apply.getByLabel('E-mail').fill(tenant)
    await apply.getByLabel('Phone').fill('0475123456')
    await apply.getByLabel('I have read and accept the privacy statement').check()
    await apply.getByRole('button', { name: 'Send' }).click()
    await expectPath(page, '/en/feedback/rent-application/')
    expect((await leadsOf(request, tenant))[0]).toMatchObject({ type: 'rent-application', property: ids.rent })
  })
})

test.describe('forms on a menu page', () => {
  test('a Dutch owner asks for a free valuation', async ({ page, request }) => {
    await page.goto('/nl/e2e-formulieren/')
    const form = page.getByRole('form', { name: 'Gratis schatting' })
    const email = unique('schatting')
    await form.getByRole('button', { name: 'Verzenden' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Uw gegevens zijn niet verzonden: controleer de rood gemarkeerde velden.',
    )
    await expect(form.getByLabel('Straat').first()).toBeFocused()
    await expect(form.getByLabel('Straat').first()).toHaveAccessibleDescription(
      'Adres van de schatting is een verplicht veld',
    )
    await form.getByLabel('Straat').first().fill('Kouter')
    await form.getByLabel('Postcode').first().fill('9000')
    await form.getByLabel('Gemeente').first().fill('Gent')
    await form.getByLabel('Type pand').selectOption({ label: 'Formhuis' })
    await form.getByLabel('Verkopen of verhuren?').selectOption({ label: 'Verkopen / kopen' })
    await form.getByLabel('Aanspreking').selectOption({ label: 'Mevr.' })
    await form.getByLabel('Voornaam').fill('Ann')
    await form.getByLabel('Familienaam').fill('De Smet')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Telefoon').fill('092345678')
    await form.getByLabel('Ik heb de privacyverklaring gelezen en ga ermee akkoord').check()
    await form.getByRole('button', { name: 'Verzenden' }).click()
    await expectPath(page, '/nl/bedankt/contact-demand/')
    expect((await leadsOf(request, email))[0].fields).toMatchObject({ propertyType: ids.type, goal: 'sale' })
  })

  test('a French visitor registers a search alert: a type and a zone are needed', async ({ page, request }) => {
    await page.goto('/fr/e2e-formulaires/')
    const form = page.getByRole('form', { name: 'Alerte de recherche' })
    const email = unique('alerte')
    await form.getByLabel('Acheter ou louer ?').selectOption({ label: 'Location' })
    await form.getByLabel('Civilité').selectOption({ label: 'M.' })
    await form.getByLabel('Prénom').fill('Luc')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dubois')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Téléphone').fill('0475123456')
    await form.getByLabel('J’ai lu la déclaration de confidentialité et je l’accepte').check()
    await form.getByRole('button', { name: 'Envoyer' }).click()
    await expect(form.getByRole('group', { name: 'Types de biens' })).toHaveAccessibleDescription(
      'Choisissez au moins un type de bien',
    )
    await form.getByRole('group', { name: 'Types de biens' }).getByLabel('Formhuis').check()
    await form.getByRole('button', { name: 'Envoyer' }).click()
    await expect(form.getByRole('group', { name: 'Communes' })).toHaveAccessibleDescription(
      'Choisissez au moins une commune ou saisissez un code postal',
    )
    await form.getByLabel('Codes postaux').fill('9000, 9973')
    await form.getByLabel('Prix maximum (€)').fill('1000')
    await form.getByRole('button', { name: 'Envoyer' }).click()
    await expectPath(page, '/fr/merci/demand-register/')
    expect((await leadsOf(request, email))[0].fields).toMatchObject({
      goal: 'rent',
      types: [ids.type],
      zips: ['9000', '9973'],
      priceMax: 1000,
    })
  })

  test('an English visitor leaves a testimonial and signs up for the newsletter', async ({ page, request }) => {
    await page.goto('/en/e2e-forms/')
    const testimonial = page.getByRole('form', { name: 'Share your experience' })
    const writer = unique('review')
    await testimonial.getByLabel('Your testimonial').fill('They sold our house in three weeks.')
    await testimonial.getByLabel('Your rating').selectOption({ label: '★★★★★ Excellent' })
    // Exact names: the consent to publish speaks of the first name and the last name's initial too.
    await testimonial.getByRole('textbox', { name: 'First name', exact: true }).fill('Kris')
    await testimonial.getByRole('textbox', { name: 'Last name', exact: true }).fill('Jacobs')
    await testimonial.getByLabel('E-mail').fill(writer)
    await testimonial.getByLabel('City').fill('Hasselt')
    await testimonial
      .getByLabel(
        'I agree that my testimonial is published on the site with my first name, the initial of my last name and my town',
      )
      .check()
    await testimonial.getByLabel('I have read and accept the privacy statement').check()
    await testimonial.getByRole('button', { name: 'Send' }).click()
    await expectPath(page, '/en/feedback/testimonial/')
    expect((await leadsOf(request, writer))[0].fields).toMatchObject({ rating: '5' })

    await page.goto('/en/e2e-forms/')
    // The sample agency's newsletter page is a footer link away from every page.
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'href',
      '/en/newsletter/',
    )
    const newsletter = page.getByRole('form', { name: 'Newsletter' })
    const reader = unique('reader')
    await newsletter.getByLabel('E-mail').fill(reader)
    await newsletter.getByLabel('I have read and accept the privacy statement').check()
    await newsletter.getByRole('button', { name: 'Send' }).click()
    await expectPath(page, '/en/feedback/sign-newsletter/')
    expect((await leadsOf(request, reader)).map((l) => l.type)).toEqual(['sign-newsletter'])
  })
})
