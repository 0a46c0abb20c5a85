import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { pdfWith } from '../support/pdf'
import { expect, test } from './fixtures'
import { mailTo } from './mail'
import { apiLogin, expectPath, staff, staffGet, TestContent } from './support'

/*
 * Owners' accounts as owners and staff meet them: staff invite an owner from the back office,
 * the invitation arrives over SMTP, the owner chooses a password and lands in the portal while
 * staff stay logged in to the back office in the same browser; the forgot-password flow; the
 * login's refusal. The portal itself: portal.e2e.ts.
 */

const content = new TestContent()
const unique = (name: string) => `${name}-${Date.now()}@example.be`

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

async function staffLogin(page: Page) {
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[name="password"]').fill(staff.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
}

/** The link of an invitation or reset mail. */
function passwordLink(text: string, locale: string): string {
  const match = new RegExp(`http://localhost:\\d+/${locale}/login/password/\\?token=[0-9a-f]{40}`).exec(text)
  expect(match, `a link to choose a password in:\n${text}`).not.toBeNull()
  return new URL(match![0]).pathname + new URL(match![0]).search
}

/** Staff invite an owner through the back office's endpoint; the account is removed after the tests. */
async function inviteOwner(request: APIRequestContext, data: { name: string; email: string; language: string }) {
  const res = await request.post('/api/owners/new', { headers: await apiLogin(request), data, timeout: 30_000 })
  expect(res.status(), await res.text()).toBe(201)
  const { id } = (await res.json()) as { id: number }
  content.track('owners', id)
  return id
}

/** A published house for sale, removed after the tests. */
async function listing(request: APIRequestContext, title: string) {
  const [type] = (await staffGet<{ docs: { id: number }[] }>(request, '/api/property-types?limit=1&depth=0')).docs
  const [city] = (await staffGet<{ docs: { id: number }[] }>(request, '/api/cities?limit=1&depth=0')).docs
  return content.create(request, 'properties', {
    title,
    reference: `OWN-${Date.now()}`,
    goal: 'sale',
    type: type.id,
    city: city.id,
    price: 410000,
    _status: 'published',
  })
}

/** A file staff keep for the property's owners. */
async function uploadDocument(request: APIRequestContext, property: number, title: string, file: Buffer) {
  const res = await request.post('/api/property-documents', {
    headers: await apiLogin(request),
    multipart: {
      file: { name: 'mandate.pdf', mimeType: 'application/pdf', buffer: file },
      _payload: JSON.stringify({ title, property, forOwners: true }),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  content.track('property-documents', ((await res.json()) as { doc: { id: number } }).doc.id)
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('staff invite an owner, who chooses a password from the mail, follows the property staff linked, and logs out', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const email = unique('els')
  await staffLogin(page)
  await page.goto('/admin/collections/owners')
  await page.getByRole('button', { name: 'Invite an owner' }).click()
  const invitation = page.getByRole('form', { name: 'Invite an owner' })
  await invitation.getByLabel('Name').fill('Els Janssens')
  await invitation.getByLabel('E-mail address').fill(email)
  await invitation.getByLabel('Language of the mails and the portal').selectOption('en')
  await invitation.getByRole('button', { name: 'Create and send the invitation' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/owners\/\d+$/, { timeout: 20_000 })
  const owner = Number(/(\d+)$/.exec(page.url())![1])
  content.track('owners', owner)

  const mail = await mailTo(email)
  expect(mail.subject).toBe('Your owner portal at Vitrine Immo')
  expect(mail.text).toContain('Hello Els Janssens,')
  expect(mail.text).toContain('The link works once, for 7 days.')
  const link = passwordLink(mail.text, 'en')

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password')
  await expectNoAxeViolations(page)
  await page.getByLabel('New password').fill('short')
  await page.getByLabel('Repeat the password').fill('short')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('The password must have at least 10 characters.')).toBeVisible()
  await page.getByLabel('New password').fill('my-own-secret-2026')
  await page.getByLabel('Repeat the password').fill('my-own-secret-2026')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expectPath(page, '/en/portal/')

  // Both sessions at once: the owner's cookie is not the back office's.
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name === 'vitrine-owner')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(cookies.some((c) => c.name === 'payload-token')).toBe(true)
  await page.goto('/admin/collections/owners')
  await expect(page.getByRole('button', { name: 'Invite an owner' })).toBeVisible()

  // No property yet: the portal says so. Staff link one, with a visit, a medium and a document.
  await page.goto('/en/portal/')
  await expect(page.getByText('No property is linked to your account yet. Please contact the agency.')).toBeVisible()
  const house = await listing(request, `Canal house ${stamp}`)
  await content.create(request, 'visits', {
    property: house,
    date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    feedback: `Loved the light ${stamp}`,
  })
  await content.create(request, 'publications', {
    property: house,
    channel: 'Zimmo',
    from: new Date(Date.now() - 8 * 86_400_000).toISOString(),
  })
  const mandate = await pdfWith(`Mandate ${stamp}`)
  await uploadDocument(request, house, 'Sales mandate', mandate)
  await content.update(request, 'owners', owner, { properties: [house] }, 'en')

  await page.reload()
  await page.getByRole('link', { name: new RegExp(`Canal house ${stamp}`) }).click()
  await expectPath(page, `/en/portal/${house}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Canal house ${stamp}`)
  await expect(page.getByRole('img', { name: /^Bar chart of the page views and enquiries per day/ })).toBeVisible()
  await page.getByText('The figures per day as a table').click()
  await expect(page.getByRole('table', { name: 'Page views and enquiries per day' }).getByRole('row')).toHaveCount(31)
  await expect(page.getByTestId('portal-visits')).toContainText(`Loved the light ${stamp}`)
  await expect(page.getByTestId('portal-media')).toContainText('Zimmo')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('portal-documents')
      .getByRole('link', { name: /^Download.*Sales mandate$/ })
      .click(),
  ])
  expect((await readFile((await download.path())!)).equals(mandate)).toBe(true)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Log out' }).click()
  await expectPath(page, '/en/login/?out=1')
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have been logged out.')
  // Staff are still logged in to the back office.
  await page.goto('/admin/collections/owners')
  await expect(page.getByRole('button', { name: 'Invite an owner' })).toBeVisible()

  // The link worked once.
  await page.goto(link)
  await page.getByLabel('New password').fill('another-secret-2026')
  await page.getByLabel('Repeat the password').fill('another-secret-2026')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link no longer works: it has been used already or it has expired. Ask for a new one.',
  )
})

test('an invited owner who asks for a link gets the invitation again in Dutch, and logs in with the password chosen', async ({
  page,
  request,
}) => {
  const email = unique('jan')
  await inviteOwner(request, { name: 'Jan Peeters', email, language: 'nl' })
  const invited = await mailTo(email)
  expect(invited.subject).toBe('Uw eigenaarsportaal bij Vitrine Immo')

  await page.goto('/nl/login/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden voor eigenaars')
  await expectNoAxeViolations(page)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord').fill('not-the-password')
  await page.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'De gebruikersnaam of het wachtwoord is niet correct.',
  )
  await page.getByLabel('E-mailadres').fill('niemand@example.be')
  await page.getByLabel('Wachtwoord').fill('not-the-password')
  await page.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'De gebruikersnaam of het wachtwoord is niet correct.',
  )

  const asked = Date.now()
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click()
  await expectPath(page, '/nl/login/forgot/')
  await expectNoAxeViolations(page)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByRole('button', { name: 'Link versturen' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText('Als dit adres bij een eigenaarsaccount hoort')
  // Still invited: the invitation comes again, its link unchanged (a stranger's request cannot
  // end it). A reset mail once a password is set: owners.int.test.ts.
  const again = await mailTo(email, asked)
  expect(again.subject).toBe('Uw eigenaarsportaal bij Vitrine Immo')
  expect(again.text).toContain('De link werkt één keer, 6 dagen lang.')
  expect(passwordLink(again.text, 'nl')).toBe(passwordLink(invited.text, 'nl'))

  await page.goto(passwordLink(again.text, 'nl'))
  await page.getByLabel('Nieuw wachtwoord').fill('nieuw-geheim-2026')
  await page.getByLabel('Herhaal het wachtwoord').fill('nieuw-geheim-2026')
  await page.getByRole('button', { name: 'Wachtwoord bewaren' }).click()
  await expectPath(page, '/nl/portal/')

  // Logged out, the portal sends the owner to the login; the new password opens it again.
  await page.context().clearCookies({ name: 'vitrine-owner' })
  await page.goto('/nl/portal/')
  await expectPath(page, '/nl/login/')
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord').fill('nieuw-geheim-2026')
  await page.getByRole('button', { name: 'Aanmelden' }).click()
  await expectPath(page, '/nl/portal/')
})

test('the login works without JavaScript, and /login/ finds the visitor’s language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-BE' })
  const page = await context.newPage()
  await page.goto('/login/')
  await expectPath(page, '/fr/login/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion propriétaire')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await page.getByLabel('Adresse e-mail').fill('personne@example.be')
  await page.getByLabel('Mot de passe').fill('pas-le-bon')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Le nom d’utilisateur ou le mot de passe n’est pas correct.',
  )
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('personne@example.be')
  await context.close()
})
