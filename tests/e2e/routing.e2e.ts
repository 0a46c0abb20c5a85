import { expect, test } from './fixtures'
import { expectPath, here, locales, messages, pathOf, siteCookie } from './support'

test.describe('every language answers', () => {
  test.use({ locale: 'nl-BE' })

  test('/ redirects to the negotiated language home and answers 200', async ({ page }) => {
    const response = await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(here(page)).toBe('/nl/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  })

  for (const locale of locales) {
    for (const key of ['home', 'for-sale', 'for-rent']) {
      const path = pathOf(key, locale)
      test(`${path} answers 200 in ${locale}`, async ({ page }) => {
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
        expect(response?.status(), `status of ${path}`).toBe(200)
        expect(here(page)).toBe(path)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
      })
    }
  }
})

test.describe('unprefixed URLs go to the visitor language', () => {
  test('the NEXT_LOCALE cookie picks the language and the path is translated', async ({ page, context }) => {
    await context.addCookies([siteCookie('NEXT_LOCALE', 'fr')])
    await page.goto('/for-sale/', { waitUntil: 'domcontentloaded' })
    await expectPath(page, '/fr/a-vendre/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' })

    test('Accept-Language picks the language without a cookie', async ({ page, context }) => {
      expect(await context.cookies()).toEqual([])
      await page.goto('/te-koop/', { waitUntil: 'domcontentloaded' })
      await expectPath(page, '/de/zu-verkaufen/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    })

    test('?lang= wins over the cookie and Accept-Language', async ({ page, context }) => {
      await context.addCookies([siteCookie('NEXT_LOCALE', 'fr')])
      await page.goto('/te-koop/?lang=en', { waitUntil: 'domcontentloaded' })
      await expectPath(page, '/en/for-sale/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })

    test('a prefixed visit is remembered for the next unprefixed one', async ({ page, context }) => {
      await page.goto('/fr/', { waitUntil: 'domcontentloaded' })
      // The page remembers its language once it runs (cached pages set no cookie themselves).
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr')
      expect(await page.evaluate(() => localStorage.getItem('vitrine-language'))).toBe('fr')
      await page.goto('/te-huur/', { waitUntil: 'domcontentloaded' })
      await expectPath(page, '/fr/a-louer/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    })
  })

  test('a two-letter prefix that is not a language is not one', async ({ page }) => {
    const response = await page.goto('/es/', { waitUntil: 'domcontentloaded' })
    expect(response?.status()).toBe(404)
    // The negotiated language (English for this browser) shows its 404 page.
    await expectPath(page, '/en/es/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.notFound.title)
  })
})

test.describe('404 page', () => {
  for (const locale of locales) {
    test(`an unknown path in ${locale} answers 404 with the page in ${locale}`, async ({ page }) => {
      const t = messages[locale].notFound
      const response = await page.goto(`/${locale}/no-such-page-e2e/`, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const main = page.locator('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect(main.getByText(t.text)).toBeVisible()

      const search = main.getByRole('search')
      await expect(search).toBeVisible()
      await expect(search.getByRole('searchbox', { name: t.searchLabel })).toBeVisible()
      await expect(search.getByRole('button', { name: t.searchSubmit })).toBeVisible()
      // The form searches the language's sale list.
      await expect(search).toHaveAttribute('action', pathOf('for-sale', locale))

      const home = main.getByRole('link', { name: t.home })
      await expect(home).toBeVisible()
      await expect(home).toHaveAttribute('href', `/${locale}/`)
    })
  }
})
