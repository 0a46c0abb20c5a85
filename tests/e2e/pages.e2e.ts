import { lexical } from '../../seed/lexical'
import { expect, test } from './fixtures'
import { TestContent, type Locale } from './support'

// Text pages show what the agency wrote in the back office, in the page's language. The test
// writes a page of its own through REST (out of the menu) and removes it after.

const page: Record<Locale, { path: string; title: string; text: string }> = {
  nl: { path: 'tekstpagina-test', title: 'Onze werkwijze', text: 'Wij bezoeken elk pand voor we het te koop zetten.' },
  fr: {
    path: 'page-de-texte-test',
    title: 'Notre méthode',
    text: 'Nous visitons chaque bien avant de le mettre en vente.',
  },
  en: { path: 'text-page-test', title: 'How we work', text: 'We visit every property before we put it up for sale.' },
  de: {
    path: 'textseite-test',
    title: 'Unsere Arbeitsweise',
    text: 'Wir besichtigen jede Immobilie, bevor wir sie anbieten.',
  },
}

const content = new TestContent()

test.beforeAll(async ({ request }) => {
  const { nl } = page
  const id = await content.create(
    request,
    'menu-pages',
    { key: 'e2e-text-page', title: nl.title, path: nl.path, showInMenu: false, content: lexical([nl.text]) },
    'nl',
  )
  for (const locale of ['fr', 'en', 'de'] as const) {
    const { title, path, text } = page[locale]
    await content.update(request, 'menu-pages', id, { title, path, content: lexical([text]) }, locale)
  }
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
  const { path, title, text } = page[locale]
  test(`/${locale}/${path}/ shows its title and text`, async ({ page: tab }) => {
    const response = await tab.goto(`/${locale}/${path}/`)
    expect(response?.status()).toBe(200)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(tab.locator('main')).toContainText(text)
  })
}
