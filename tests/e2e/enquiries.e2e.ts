import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectPath, staffGet } from './support'

/** Serious and critical WCAG 2.1 A/AA problems inside the contact form. */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('form[data-testid="enquiry-form-site-contact"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

const unique = (name: string) => `${name}-${Date.now()}@example.be`

test.describe('the site contact form', () => {
  test('an empty form in English shows the banner, a message beside each required field and focuses the first', async ({
    page,
  }) => {
    await page.goto('/en/contact/')
    const form = page.getByRole('form', { name: 'Contact form' })
    expect(await axeProblems(page)).toEqual([])

    await form.getByLabel('First name').fill('Anna')
    await form.getByRole('button', { name: 'Send' }).click()

    await expect(form.getByRole('alert')).toHaveText('Your data was not sent: please check the fields marked in red.')
    await expect(form.getByLabel('Title')).toBeFocused()
    const messages: Array<[string, string]> = [
      ['Title', 'Title is a required field'],
      ['Last name', 'Last name is a required field'],
      ['E-mail', 'Email is a required field'],
      ['Phone', 'Phone is a required field'],
      ['I have read and accept the privacy statement', 'Please accept the privacy statement'],
    ]
    for (const [label, message] of messages) {
      const field = form.getByLabel(label)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(message)
    }
    // What was typed stays, and a filled field has no message.
    await expect(form.getByLabel('First name')).toHaveValue('Anna')
    await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid')
    expect(await axeProblems(page)).toEqual([])

    // An invalid address is named as soon as the visitor leaves the field.
    await form.getByLabel('E-mail').fill('anna@')
    await form.getByLabel('Phone').focus()
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('Email address is not valid')
  })

  test('a Dutch visitor mends the fields, sends the form and lands on the thank-you page', async ({ page }) => {
    await page.goto('/nl/contact/')
    const form = page.getByRole('form', { name: 'Contactformulier' })
    await form.getByRole('button', { name: 'Verzenden' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Uw gegevens zijn niet verzonden: controleer de rood gemarkeerde velden.',
    )
    await expect(form.getByLabel('Aanspreking')).toBeFocused()
    await expect(form.getByLabel('Voornaam')).toHaveAccessibleDescription('Voornaam is een verplicht veld')

    await form.getByLabel('Aanspreking').selectOption({ label: 'Mevr.' })
    await form.getByLabel('Voornaam').fill('Els')
    await form.getByLabel('Familienaam').fill('Janssens')
    await form.getByLabel('E-mail').fill(unique('els'))
    await form.getByLabel('Telefoon').fill('09 123 45 67')
    await form.getByLabel('Uw bericht').fill('Ik zoek een appartement in Gent.')
    await form.getByLabel('Wanneer mogen we u bellen?').selectOption({ label: '10.00–13.00 uur' })
    await form.getByLabel('Ik heb de privacyverklaring gelezen en ga ermee akkoord').check()
    await form.getByRole('button', { name: 'Verzenden' }).click()

    await expectPath(page, '/nl/bedankt/site-contact/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bericht')
    await expect(page.getByTestId('thank-you-text')).toHaveText(
      'We hebben uw bericht goed ontvangen en nemen zo snel mogelijk contact met u op. U ontvangt een bevestiging per e-mail.',
    )
  })

  test('the ALTCHA checkbox ticks itself while a French visitor fills in the form, and staff find the lead verified', async ({
    page,
    request,
  }) => {
    // A page without a form never loads the widget.
    await page.goto('/fr/')
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true)

    await page.goto('/fr/contact/')
    const form = page.getByRole('form', { name: 'Formulaire de contact' })
    await form.getByRole('button', { name: 'Envoyer' }).scrollIntoViewIfNeeded()
    // The widget appears with the form, unticked, in the page's language.
    const robot = form.getByRole('checkbox', { name: 'Je ne suis pas un robot' })
    await expect(robot).toBeVisible()
    await expect(robot).not.toBeChecked()
    expect(await axeProblems(page)).toEqual([])

    // Starting on the form starts the proof of work; the box ticks itself and says so.
    const email = unique('marie')
    await form.getByLabel('Civilité').selectOption({ label: 'Mme' })
    await form.getByLabel('Prénom').fill('Marie')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dubois')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Téléphone').fill('0475 12 34 56')
    await form.getByLabel('J’ai lu la déclaration de confidentialité et je l’accepte').check()
    const verified = form.getByRole('checkbox', { name: 'Vérifié' })
    await expect(verified).toBeChecked({ timeout: 30_000 })
    await expect(form.getByTestId('proof-of-work').locator('[aria-live]')).toHaveText('Vérifié')
    // Reached by keyboard, right after the privacy statement's link.
    await form.getByRole('link', { name: 'Lire la déclaration de confidentialité' }).focus()
    await page.keyboard.press('Tab')
    await expect(verified).toBeFocused()
    expect(await axeProblems(page)).toEqual([])

    await form.getByRole('button', { name: 'Envoyer' }).click()
    await expectPath(page, '/fr/merci/site-contact/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre message')
    const leads = await staffGet<{ docs: Array<Record<string, unknown>> }>(
      request,
      `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    expect(leads.docs.map((l) => [l.name, l.verification, l.locale])).toEqual([['Marie Dubois', 'verified', 'fr']])
  })

  test('without JavaScript the form still sends, and staff find the lead marked unverified', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
    const page = await context.newPage()
    await page.goto('/en/contact/')
    const form = page.getByRole('form', { name: 'Contact form' })

    // The server checks the same schema and gives the form back with its messages.
    await form.getByLabel('First name').fill('Tom')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByRole('alert')).toHaveText('Your data was not sent: please check the fields marked in red.')
    await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Last name is a required field')
    await expect(form.getByLabel('First name')).toHaveValue('Tom')

    const email = unique('tom')
    await form.getByLabel('Title').selectOption({ label: 'Mr' })
    await form.getByLabel('Last name').fill('Claes')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Phone').fill('0475123456')
    await form.getByLabel('I have read and accept the privacy statement').check()
    await form.getByRole('button', { name: 'Send' }).click()
    await expectPath(page, '/en/feedback/site-contact/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your message')

    const leads = await staffGet<{ docs: Array<Record<string, unknown>> }>(
      request,
      `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    expect(leads.docs.map((l) => [l.name, l.verification, l.locale, l.sourcePage])).toEqual([
      ['Tom Claes', 'unverified', 'en', '/en/contact/'],
    ])
    await context.close()
  })

  test('without JavaScript, a sixth request within the hour for one e-mail address is refused with a message, the form kept', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
    const page = await context.newPage()
    const email = unique('often')
    const send = async () => {
      await page.goto('/en/contact/')
      const form = page.getByRole('form', { name: 'Contact form' })
      await form.getByLabel('Title').selectOption({ label: 'Ms' })
      await form.getByLabel('First name').fill('Olga')
      await form.getByLabel('Last name').fill('Vos')
      await form.getByLabel('E-mail').fill(email)
      await form.getByLabel('Phone').fill('0475123456')
      await form.getByLabel('I have read and accept the privacy statement').check()
      await form.getByRole('button', { name: 'Send' }).click()
      return form
    }
    for (let n = 1; n <= 5; n++) {
      await send()
      await expectPath(page, '/en/feedback/site-contact/')
    }
    const form = await send()
    await expect(form.getByRole('alert')).toHaveText('Too many requests were sent. Please try again in a few minutes.')
    await expect(form.getByLabel('E-mail')).toHaveValue(email)
    const leads = await staffGet<{ totalDocs: number }>(
      request,
      `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    expect(leads.totalDocs).toBe(5)
    await context.close()
  })

  test('a filled honeypot is refused: nothing is stored, the visitor keeps the form and is asked to try again', async ({
    page,
    request,
  }) => {
    await page.goto('/en/contact/')
    const form = page.getByRole('form', { name: 'Contact form' })
    const email = unique('bot')
    await form.getByLabel('Title').selectOption({ label: 'Ms' })
    await form.getByLabel('First name').fill('Robo')
    await form.getByLabel('Last name').fill('Filler')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Phone').fill('0475123456')
    await form.getByLabel('I have read and accept the privacy statement').check()
    // What a bot does: fill every field, the one people never see too.
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'http://spam.example'
    })
    const answered = page.waitForResponse((res) => res.request().method() === 'POST')
    await form.getByRole('button', { name: 'Send' }).click()
    await answered
    await expect(form.getByRole('alert')).toHaveText('The e-mail was not sent. Please try again.')
    await expectPath(page, '/en/contact/')
    await expect(form.getByLabel('E-mail')).toHaveValue(email)
    const leads = await staffGet<{ totalDocs: number }>(
      request,
      `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    expect(leads.totalDocs).toBe(0)
  })

  test('the contact page stays one cached page for everyone: what a visitor typed never reaches it', async ({
    browser,
    request,
  }) => {
    await request.get('/en/contact/')
    expect((await request.get('/en/contact/')).headers()['x-nextjs-cache']).toBe('HIT')

    // A refused post without JavaScript answers with the visitor's own text…
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
    const page = await context.newPage()
    await page.goto('/en/contact/')
    await page.getByLabel('First name').fill('Zebedeus')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByLabel('First name')).toHaveValue('Zebedeus')
    await context.close()

    // …and the page everyone else gets is still the cached one, without it.
    const after = await request.get('/en/contact/')
    expect(after.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await after.text()).not.toContain('Zebedeus')
  })
})
