import { expect, test } from './fixtures'
import { apiLogin, expectPath, fillContactForm, TestContent } from './support'

/*
 * The HTML of form pages as the W3C checker reads it: a form's action is its page's own URL,
 * never the empty `action=""` HTML does not allow, and the form still sends without
 * JavaScript. The test makes its own page with a contact form and removes it and its lead after.
 */
const content = new TestContent()
const email = `form-html-${Date.now()}@example.be`

test.beforeAll(async ({ request }) => {
  await content.create(
    request,
    'menu-pages',
    {
      title: 'Form HTML test',
      key: 'e2e-form-html',
      path: 'e2e-form-html',
      _status: 'published',
      showInMenu: false,
      modules: [{ blockType: 'contactForm', form: 'site-contact', title: 'Write to us' }],
    },
    'en',
  )
})

test.afterAll(async ({ request }) => {
  const auth = await apiLogin(request)
  const found = await request.get(`/api/leads?where[email][equals]=${email}&depth=0`, { headers: auth })
  for (const lead of ((await found.json()) as { docs: { id: number }[] }).docs)
    await request.delete(`/api/leads/${lead.id}`, { headers: auth })
  await content.removeAll(request)
})

test('form pages give each form its own URL as action, never an empty one', async ({ request }) => {
  for (const path of ['/en/e2e-form-html/', '/en/login/']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<form')
    expect(html, path).not.toContain('action=""')
    expect(html, path).toContain(`action="${path}"`)
  }
})

test('the contact form still sends without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
  const page = await context.newPage()
  await page.goto('/en/e2e-form-html/')
  const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: 'Send' }) })
  await expect(form).toHaveAttribute('action', '/en/e2e-form-html/')
  await fillContactForm(form, 'Geldig', email)
  await form.getByRole('button', { name: 'Send' }).click()
  await expectPath(page, '/en/feedback/site-contact/')
  await context.close()
})
