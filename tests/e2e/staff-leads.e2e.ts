import fs from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, expectPath, fillContactForm, siteCookie, staff, TestContent } from './support'

/*
 * The staff side of enquiries in the back office: the leads inbox filtered with its quick
 * filters and exported as CSV (in Dutch, the staff member's language here), and a visitor's
 * testimonial published by staff and then shown on a page. The test makes its own leads (the
 * contact form, sent as a visitor), page and testimonial, and removes them after.
 */

const tag = `e2e${Date.now().toString(36)}`
const content = new TestContent()
const leadIds: number[] = []

/** Sends the contact form as a visitor without JavaScript (stored as an unverified lead). */
async function sendContactForm(browser: Browser, lastName: string, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
  const page = await context.newPage()
  await page.goto('/en/contact/')
  const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: 'Send' }) })
  await fillContactForm(form, lastName, email)
  await form.getByRole('button', { name: 'Send' }).click()
  await expectPath(page, '/en/feedback/site-contact/')
  await context.close()
}

/** Signs the browser in to the back office, in the given language. */
async function signIn(page: Page, language: 'nl' | 'en') {
  await page.context().addCookies([siteCookie('payload-lng', language)])
  const res = await page.request.post('/api/users/login', { data: staff })
  expect(res.status(), await res.text()).toBe(200)
}

test.afterAll(async ({ request }) => {
  const auth = await apiLogin(request)
  for (const id of leadIds) await request.delete(`/api/leads/${id}`, { headers: auth })
  await content.removeAll(request)
})

test('staff filter the leads inbox with the quick filters, mark one handled and download the list as CSV', async ({
  browser,
  page,
  request,
}) => {
  const first = `${tag}-a@example.be`
  const second = `${tag}-b@example.be`
  await sendContactForm(browser, 'Eerste', first)
  await sendContactForm(browser, 'Tweede', second)
  const auth = await apiLogin(request)
  const mine = await request.get(`/api/leads?where[email][like]=${tag}&depth=0&limit=10`, { headers: auth })
  leadIds.push(...((await mine.json()) as { docs: { id: number }[] }).docs.map((d) => d.id))
  expect(leadIds).toHaveLength(2)

  await signIn(page, 'nl')
  await page.goto(`/admin/collections/leads?search=${tag}`)
  const rows = page.locator('.table tbody tr')
  await expect(rows).toHaveCount(2)

  // Mark the first one handled from the list.
  const toolbar = page.getByRole('region', { name: 'Snelfilters' })
  await rows.filter({ hasText: first }).getByRole('checkbox').check()
  await toolbar.getByRole('button', { name: 'Selectie als behandeld markeren (1)' }).click()
  await expect(page.getByText('Als behandeld gemarkeerd.')).toBeVisible()
  await expect(rows.filter({ hasText: first })).toContainText('Behandeld')

  // Quick filters: handled contact forms received today.
  const today = new Date().toLocaleDateString('sv-SE')
  // By the start of their names: a select's name also holds its options (property titles among them).
  await toolbar.getByRole('combobox', { name: /^Formulier/ }).selectOption({ label: 'Algemeen contact' })
  await toolbar.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Behandeld' })
  await toolbar.getByLabel('Ontvangen vanaf').fill(today)
  await toolbar.getByLabel('tot en met').fill(today)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(first)
  // The filters are the list's own: the URL carries them, a reload keeps them.
  await expect(page).toHaveURL(/where/)
  await page.reload()
  await expect(rows).toHaveCount(1)
  await expect(toolbar.getByLabel('Status')).toHaveValue('handled')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    toolbar.getByRole('link', { name: 'Deze aanvragen exporteren (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^aanvragen-\d{4}-\d{2}-\d{2}\.csv$/)
  const file = await fs.readFile(await download.path())
  // UTF-8 with its byte-order mark, cells separated by semicolons, one line per lead.
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = file.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(lines).toHaveLength(2)
  const header = lines[0].split(';')
  const row = lines[1].split(';')
  expect(header.slice(0, 8)).toEqual([
    'Nummer',
    'Ontvangen',
    'Formulier',
    'Status',
    'Verificatie',
    'Naam',
    'E-mail',
    'Taal',
  ])
  expect(row.slice(2, 8)).toEqual(['Algemeen contact', 'Behandeld', 'Niet geverifieerd', 'Ilse Eerste', first, 'EN'])
  expect(row[header.indexOf('Telefoon')]).toBe('0475 12 34 56')

  // The other lead, opened: what the visitor filled in, labelled, and one click marks it handled.
  await toolbar.getByRole('button', { name: 'Snelfilters wissen' }).click()
  await expect(rows).toHaveCount(2)
  await rows.filter({ hasText: second }).getByRole('link').first().click()
  const data = page.locator('dl').filter({ hasText: 'Familienaam' })
  await expect(data.locator('dt')).toHaveText(['Aanspreking', 'Voornaam', 'Familienaam', 'E-mail', 'Telefoon'])
  // Values as the visitor chose them: the title by its label, not its code.
  await expect(data.locator('dd')).toHaveText(['Mevr.', 'Ilse', 'Tweede', second, '0475 12 34 56'])
  await page.getByRole('button', { name: 'Markeren als behandeld' }).click()
  await expect(page.getByRole('button', { name: 'Markeren als behandeld' })).toBeHidden()
  const saved = await request.get(`/api/leads?where[email][equals]=${second}&depth=0`, { headers: auth })
  expect(((await saved.json()) as { docs: { status: string }[] }).docs.map((d) => d.status)).toEqual(['handled'])
})

test('a testimonial shows on the site once staff publish it', async ({ page, request }) => {
  const text = `The whole team was wonderful (${tag}).`
  const path = `e2e-reviews-${tag}`
  await content.create(request, 'menu-pages', {
    key: path,
    title: 'Reviews',
    path,
    showInMenu: false,
    _status: 'published',
    modules: [{ blockType: 'testimonials', title: 'What visitors wrote', language: 'all' }],
  })
  const id = await content.create(request, 'testimonials', {
    name: 'Ruth V.',
    city: 'Brugge',
    text,
    rating: 4,
    locale: 'en',
    published: false,
  })

  // Waiting for moderation: the page shows other testimonials, not this one.
  await page.goto(`/en/${path}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews')
  await expect(page.getByText(text)).toHaveCount(0)

  await signIn(page, 'en')
  await page.goto(`/admin/collections/testimonials/${id}`)
  await page.getByLabel('Published').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i)).toBeVisible()

  await page.goto(`/en/${path}/`)
  const card = page.getByTestId('visitor-testimonial').filter({ hasText: text })
  await expect(card).toBeVisible()
  await expect(card.locator('figcaption')).toHaveText('Ruth V., Brugge')
  await expect(card.getByText('Rating: 4 out of 5')).toBeAttached()
})
