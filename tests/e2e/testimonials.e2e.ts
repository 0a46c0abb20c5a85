import { expect, test } from './fixtures'
import { apiLogin, expectPath, staffGet, TestContent } from './support'

/*
 * A visitor's testimonial from the form to the site (docs/rules/forms-and-leads.md#testimonials):
 * sent in French from a page carrying the testimonials and the form, it waits for moderation;
 * once staff publish it, the page shows it. The page and the testimonial are the test's own.
 */
test.use({ locale: 'fr-BE' })

const tag = Date.now().toString(36)
const content = new TestContent()
const path = `e2e-temoignages-${tag}`
const text = `Vente rapide et équipe très disponible (${tag}).`
// A page with the testimonials alone: its link leads to the page above, which holds the form.
const readOnlyPath = `e2e-avis-${tag}`

test.beforeAll(async ({ request }) => {
  const id = await content.create(request, 'menu-pages', {
    key: `e2e-testimonials-${tag}`,
    title: 'Testimonials',
    path: `e2e-testimonials-${tag}`,
    showInMenu: false,
    _status: 'published',
    modules: [
      { blockType: 'testimonials', title: 'What our clients say' },
      { blockType: 'contactForm', form: 'testimonial', title: 'Your testimonial' },
    ],
  })
  await content.update(request, 'menu-pages', id, { title: 'Témoignages', path }, 'fr')
  await content.update(request, 'menu-pages', id, { title: 'Getuigenissen', path }, 'nl')
  const other = await content.create(request, 'menu-pages', {
    key: `e2e-reviews-${tag}`,
    title: 'Reviews',
    path: readOnlyPath,
    showInMenu: false,
    _status: 'published',
    modules: [{ blockType: 'testimonials', title: 'What our clients say' }],
  })
  for (const locale of ['fr', 'nl'])
    await content.update(request, 'menu-pages', other, { title: 'Avis', path: readOnlyPath }, locale)
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

test('without JavaScript, the form refuses a testimonial without the consent to publish name and town', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-BE' })
  const page = await context.newPage()
  await page.goto(`/fr/${path}/`)
  const form = page.getByRole('form', { name: 'Partagez votre expérience' })
  await form.getByLabel('Votre témoignage').fill(text)
  await form.getByLabel('Votre note').selectOption({ label: '★★★★ Très bien' })
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Sophie')
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lambert')
  await form.getByLabel('E-mail').fill(`refused-${tag}@example.be`)
  await form.getByRole('textbox', { name: 'Localité', exact: true }).fill('Namur')
  await form.getByLabel('J’ai lu la déclaration de confidentialité et je l’accepte').check()
  await form.getByRole('button', { name: 'Envoyer' }).click()
  const again = page.getByRole('form', { name: 'Partagez votre expérience' })
  await expect(
    again.getByText('Veuillez accepter que votre témoignage soit publié avec votre prénom et votre localité'),
  ).toBeVisible()
  // What was typed is kept.
  await expect(again.getByLabel('Votre témoignage')).toHaveValue(text)
  await context.close()
})

test('a French visitor’s testimonial shows on the page once staff publish it', async ({ page, request }) => {
  const email = `temoin-${tag}@example.be`
  await page.goto(`/fr/${path}/`)
  const form = page.getByRole('form', { name: 'Partagez votre expérience' })
  await form.getByLabel('Votre témoignage').fill(text)
  await form.getByLabel('Votre note').selectOption({ label: '★★★★ Très bien' })
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Sophie')
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lambert')
  await form.getByLabel('E-mail').fill(email)
  await form.getByRole('textbox', { name: 'Localité', exact: true }).fill('Namur')
  await form
    .getByLabel(
      'J’accepte que mon témoignage soit publié sur le site avec mon prénom, l’initiale de mon nom et ma localité',
    )
    .check()
  await form.getByLabel('J’ai lu la déclaration de confidentialité et je l’accepte').check()
  await form.getByRole('button', { name: 'Envoyer' }).click()
  await expectPath(page, '/fr/merci/testimonial/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre témoignage')

  // Stored awaiting moderation: the page does not show it yet.
  const found = await staffGet<{ docs: Array<{ id: number; published: boolean; name: string; city: string }> }>(
    request,
    `/api/testimonials?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
  )
  expect(found.docs.map((d) => [d.name, d.city, d.published])).toEqual([['Sophie L.', 'Namur', false]])
  const id = found.docs[0]!.id
  content.track('testimonials', id)
  await page.goto(`/fr/${path}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Témoignages')
  await expect(page.getByRole('form', { name: 'Partagez votre expérience' })).toBeVisible()
  await expect(page.getByText(text)).toHaveCount(0)

  // The admin publishes it through the REST API.
  const res = await request.patch(`/api/testimonials/${id}`, {
    headers: await apiLogin(request),
    data: { published: true },
  })
  expect(res.status(), await res.text()).toBe(200)

  await page.goto(`/fr/${path}/`)
  const card = page.getByTestId('visitor-testimonial').filter({ hasText: text })
  await expect(card).toBeVisible()
  await expect(card.locator('figcaption')).toHaveText('Sophie L., Namur')
  await expect(card.getByText('Note : 4 sur 5')).toBeAttached()
})

test('on the page with the form, the testimonials link to it', async ({ page }) => {
  await page.goto(`/fr/${path}/`)
  const link = page.getByRole('link', { name: 'Écrire un témoignage' })
  const form = page.getByRole('form', { name: 'Partagez votre expérience' })
  const target = await link.getAttribute('href')
  expect(target).toMatch(/^#form-/)
  // The link's anchor is the section that holds the form.
  await expect(page.locator(target!).getByRole('form', { name: 'Partagez votre expérience' })).toHaveCount(1)
  await link.click()
  await expect(form).toBeInViewport()
})

for (const [locale, name] of [
  ['fr', 'Écrire un témoignage'],
  ['nl', 'Schrijf een getuigenis'],
] as const) {
  test(`in ${locale}, testimonials on another page link to the page with the form`, async ({ page }) => {
    await page.goto(`/${locale}/${readOnlyPath}/`)
    const link = page.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', `/${locale}/${path}/`)
    await link.click()
    await expectPath(page, `/${locale}/${path}/`)
    await expect(page.getByTestId('enquiry-form-testimonial')).toBeVisible()
  })
}
