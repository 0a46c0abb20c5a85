import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { mailTo } from './mail'
import { staff, staffGet, TestContent } from './support'

/*
 * Search alerts and the newsletter as a visitor meets them: the demand-register form makes an
 * alert that staff see counted on a matching property; the newsletter form's opt-in mail leads
 * to the confirmation and unsubscribe pages, which work with a plain form and no script.
 */

const content = new TestContent()
const unique = (name: string) => `${name}-${Date.now()}@example.be`

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

async function subscriber(request: APIRequestContext, email: string) {
  const res = await staffGet<{ docs: Array<{ status: string }> }>(
    request,
    `/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
  )
  return res.docs.map((d) => d.status)
}

test('the demand-register form makes a search alert, and staff see it counted on a matching property', async ({
  page,
  request,
}) => {
  const type = await content.create(request, 'property-types', { name: 'E2E alert loft', webId: 1 })
  const city = await content.create(request, 'cities', { name: 'Alertdorp', zip: '9998', country: '10' })
  const email = unique('sofie')

  await page.goto('/en/demand-register/')
  const form = page.getByTestId('enquiry-form-demand-register')
  await form.getByLabel('Buy or rent?').selectOption({ label: 'Sale' })
  await form.getByLabel('E2E alert loft').check()
  await form.getByLabel('Alertdorp (9998)').check()
  await form.getByLabel('Maximum price (€)').fill('350.000')
  await form.getByLabel('Bedrooms (at least)').fill('2')
  await form.getByLabel('Title').selectOption({ label: 'Ms' })
  await form.getByLabel('First name').fill('Sofie')
  await form.getByLabel('Last name').fill('Maes')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Phone').fill('0475 12 34 56')
  await form.getByLabel('I have read and accept the privacy statement').check()
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/en\/feedback\/demand-register\/$/)

  const alerts = await staffGet<{ docs: Array<Record<string, unknown>> }>(
    request,
    `/api/search-alerts?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
  )
  expect(alerts.docs.map((a) => [a.status, a.goal, a.propertyTypes, a.cities, a.priceMax, a.bedroomsMin])).toEqual([
    ['active', 'sale', [type], [city], 350000, 2],
  ])

  const property = await content.create(request, 'properties', {
    title: 'Loft by the canal',
    reference: `E2E-ALERT-${Date.now()}`,
    goal: 'sale',
    type,
    city,
    price: 320000,
    rooms: { bedrooms: 2 },
  })
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[name="password"]').fill(staff.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
  await page.goto(`/admin/collections/properties/${property}`)
  await expect(page.getByTestId('matching-alerts-count')).toHaveText('1 active search alert matches this property.')
})

test('the newsletter opt-in link confirms after one click, and the unsubscribe page ends it', async ({
  page,
  request,
}) => {
  await content.create(request, 'menu-pages', {
    key: 'e2e-newsletter',
    title: 'Our newsletter',
    path: 'newsletter-e2e',
    showInMenu: false,
    modules: [{ blockType: 'contactForm', form: 'sign-newsletter' }],
  })
  const email = unique('noor')
  await page.goto('/en/newsletter-e2e/')
  const form = page.getByTestId('enquiry-form-sign-newsletter')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('I have read and accept the privacy statement').check()
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/en\/feedback\/sign-newsletter\/$/)
  expect(await subscriber(request, email)).toEqual(['pending'])

  const optIn = await mailTo(email)
  expect(optIn.subject).toBe('Please confirm your subscription – Vitrine Immo')
  const link = /http:\/\/localhost:\d+\/en\/confirm\/[A-Za-z0-9_-]+\//.exec(optIn.text)?.[0]
  expect(link).toBeTruthy()

  // Opening the link only asks: a mail scanner that fetches it confirms nothing.
  const opened = await page.goto(link!)
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
  expect(await subscriber(request, email)).toEqual(['pending'])
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed')
  await expect(page.getByText(`Thank you: ${email} will receive our newsletter.`)).toBeVisible()
  expect(await subscriber(request, email)).toEqual(['confirmed'])

  await page.getByRole('link', { name: 'Unsubscribe from the newsletter' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
  expect(await subscriber(request, email)).toEqual(['unsubscribed'])
})

test('a broken or forged link gets a page in the link’s language, with the fitting status', async ({ page }) => {
  const broken = await page.goto('/fr/unsubscribe/a-12-tooshort/')
  expect(broken?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien n’est pas valide')
  const forged = await page.goto('/de/confirm/n-12-AAAAAAAAAAAAAAAAAAAAAA/')
  expect(forged?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig')
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de/')
})
