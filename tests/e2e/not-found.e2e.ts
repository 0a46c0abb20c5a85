import { expect, test } from './fixtures'

/*
 * The 404 page is in the HTML itself (docs/rules/urls-and-languages.md#not-found): a visitor without JavaScript, a crawler or a
 * screen reader before hydration gets its language, title, text and search form, the first time
 * and once it is cached.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, lang, title, button] of [
    ['/en/no-such-page-here-e2e/', 'en', 'Page not found', 'Search'],
    ['/nl/bestaat-niet-e2e/', 'nl', 'Pagina niet gevonden', 'Zoeken'],
    ['/fr/propriete-inconnue-e2e/a/b/', 'fr', 'Page introuvable', 'Rechercher'],
  ] as const) {
    test(`${path} answers 404 with its language, title and search form, twice`, async ({ page }) => {
      for (const visit of ['first', 'cached']) {
        const response = await page.goto(path)
        expect(response?.status(), `${visit} answer`).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page).toHaveTitle(title)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        const search = page.getByRole('search')
        await expect(search.getByRole('searchbox')).toBeVisible()
        await expect(search.getByRole('button', { name: button })).toBeVisible()
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      }
    })
  }

  test('an unknown property number is a 404 page in the HTML too', async ({ page }) => {
    const response = await page.goto('/en/property/999998/')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle('Page not found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property not found')
    await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible()
  })

  test('a path with a dot under no language (it skips the proxy) is the Dutch 404 page, not an error', async ({
    page,
  }) => {
    for (const path of ['/xx/1.5', '/xx/1.5?bedrooms=%2500', '/zz/plan.pdf']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
    }
  })

  test('the search form of the 404 page leads to the list of that town', async ({ page }) => {
    await page.goto('/en/nothing-here-e2e/')
    await page.getByRole('search').getByRole('searchbox').fill('Gent')
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/en\/for-sale\/\?city=Gent$/)
  })
})
