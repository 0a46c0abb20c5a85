import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, expectPath, fillContactForm, siteCookie, staff } from './support'

/*
 * The leads list of the back office as staff read it: when each lead came in (date and time in
 * Belgian time) and column headings whose sort buttons a screen reader names by the column. The
 * test sends its own lead through the contact form and removes it after.
 */

const tag = `e2e${Date.now().toString(36)}`
const leadIds: number[] = []

/** Sends the contact form as a visitor without JavaScript. */
async function sendContactForm(browser: Browser, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
  const page = await context.newPage()
  await page.goto('/en/contact/')
  const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: 'Send' }) })
  await fillContactForm(form, 'Lijst', email)
  await form.getByRole('button', { name: 'Send' }).click()
  await expectPath(page, '/en/feedback/site-contact/')
  await context.close()
}

async function signIn(page: Page) {
  await page.context().addCookies([siteCookie('payload-lng', 'en')])
  const res = await page.request.post('/api/users/login', { data: staff })
  expect(res.status(), await res.text()).toBe(200)
}

test.afterAll(async ({ request }) => {
  const auth = await apiLogin(request)
  for (const id of leadIds) await request.delete(`/api/leads/${id}`, { headers: auth })
})

test('the leads list shows when each lead came in, in Belgian time, and names its sort buttons by column', async ({
  browser,
  page,
  request,
}) => {
  const email = `${tag}@example.be`
  await sendContactForm(browser, email)
  const auth = await apiLogin(request)
  const found = await request.get(`/api/leads?where[email][equals]=${email}&depth=0`, { headers: auth })
  const [lead] = ((await found.json()) as { docs: { id: number; createdAt: string }[] }).docs
  leadIds.push(lead.id)

  // Day-month-year and hour:minute on the office's clock, whatever the browser's time zone.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(lead.createdAt))
      .map((p) => [p.type, p.value]),
  )
  const received = `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`
  expect(received).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d$/)

  await signIn(page)
  await page.goto(`/admin/collections/leads?search=${tag}`)
  const row = page.locator('.table tbody tr').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  // The received column still opens the lead.
  await expect(row.getByRole('link', { name: received })).toHaveAttribute('href', `/admin/collections/leads/${lead.id}`)

  const sortButtons = page.locator('.table thead').getByRole('button', { name: /^Sort by / })
  await expect(sortButtons.first()).toBeVisible()
  const names = await sortButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
  expect(names).toContain('Sort by Received Ascending')
  expect(names).toContain('Sort by Received Descending')
  expect(names).toContain('Sort by Name Ascending')
  expect(names.filter((n) => n.includes('[object Object]'))).toEqual([])
})
