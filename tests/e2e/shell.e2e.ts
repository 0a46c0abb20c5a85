import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, expectPath, locales, messages, pathOf, scrollTo, staffGet, type Locale } from './support'

test('the language switcher lists upper-cased codes and keeps the page', async ({ page }) => {
  await page.goto(pathOf('for-sale', 'nl'), { waitUntil: 'load' })
  const switcher = page.getByTestId('language-switcher').filter({ visible: true }).first()
  await expect(switcher).toBeVisible()
  // innerText applies text-transform: this is what the visitor reads.
  for (const code of locales) {
    await expect(switcher).toContainText(code.toUpperCase(), { useInnerText: true })
  }
  await switcher.getByText('FR', { exact: true }).click()
  await expectPath(page, pathOf('for-sale', 'fr'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test.describe('scrolling', () => {
  test('the header becomes fixed past 30 px and not at the top', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'load' })
    const header = page.getByTestId('site-header')
    const position = () => header.evaluate((el) => getComputedStyle(el).position)
    await expect(header).toBeVisible()
    await expect(header).not.toHaveAttribute('data-scrolled', 'true')
    expect(await position()).not.toBe('fixed')

    await scrollTo(page, 31)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(position).toBe('fixed')
    await expect(header).toBeInViewport()

    await scrollTo(page, 0)
    await expect(header).not.toHaveAttribute('data-scrolled', 'true')
    await expect.poll(position).not.toBe('fixed')
  })

  test('back-to-top shows from 10 px and scrolls back to the top', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'load' })
    const button = page.getByTestId('back-to-top')
    await expect(button).toBeHidden()

    await scrollTo(page, 10)
    await expect(button).toBeVisible()

    await scrollTo(page, 600)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })
})

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('collapses the menu behind a button and opens as a dialog', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'load' })
    const button = page.getByTestId('mobile-menu-button')
    await expect(button).toBeVisible()
    // The desktop menu is collapsed: its links cannot be seen.
    await expect(page.getByTestId('main-menu').filter({ visible: true })).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await button.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(page.getByTestId('mobile-drawer')).toBeVisible()
    for (const key of ['for-sale', 'for-rent']) {
      await expect(dialog.locator(`a[href="${pathOf(key, 'en')}"]`).first(), `link to ${key}`).toBeVisible()
    }
    await expect(dialog.getByTestId('language-switcher')).toBeVisible()
    // The drawer's own 'free evaluation' link, not the menu entry of the same page.
    const evaluation = dialog.locator(`a[href="${pathOf('contact-demand', 'en')}"]:not([data-testid="main-menu"] a)`)
    await expect(evaluation).toBeVisible()
    await expect(evaluation).toHaveText(messages.en.shell.freeEvaluation)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('top bar', () => {
  type Localized = Partial<Record<Locale, string | null>>
  type Row = { id?: string; label: Localized; localizedLink?: Localized | null } & Record<string, unknown>
  let original: { show: boolean; leftItems: Row[]; rightItems: Row[] } | undefined

  const save = async (request: APIRequestContext, locale: Locale, data: object) => {
    const res = await request.post(`/api/globals/top-bar?locale=${locale}`, {
      headers: await apiLogin(request),
      data,
      timeout: 30_000,
    })
    expect(res.status(), `POST /api/globals/top-bar: ${await res.text()}`).toBe(200)
  }

  test.beforeAll(async ({ request }) => {
    original = await staffGet(request, '/api/globals/top-bar?locale=all&depth=0')
    // Items of the test's own: a phone, an e-mail address, a profile elsewhere and a page of the site.
    await save(request, 'en', {
      show: true,
      leftItems: [
        { icon: 'phone', label: 'Call the test agency', link: 'tel:+3290000001' },
        { icon: 'mail', label: 'Write to the test agency', link: 'mailto:test@vitrine.example' },
      ],
      rightItems: [
        { icon: 'facebook', label: 'The test agency elsewhere', link: 'https://www.facebook.com/vitrine.test' },
        { icon: 'none', label: 'Visit the test agency', link: '/en/contact/' },
      ],
    })
  })

  test.afterAll(async ({ request }) => {
    if (!original) return
    // Rows keep their ids, so writing each language in turn gives every row back all its labels.
    const rows = (items: Row[], l: Locale) =>
      items.map((r) => ({ ...r, label: r.label[l] ?? r.label.nl, localizedLink: r.localizedLink?.[l] ?? null }))
    for (const l of locales)
      await save(request, l, {
        show: original.show,
        leftItems: rows(original.leftItems, l),
        rightItems: rows(original.rightItems, l),
      })
  })

  test('top-bar links leave the site in a new tab, and only those', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'domcontentloaded' })
    const bar = page.getByTestId('top-bar')
    for (const [name, href] of [
      ['Call the test agency', 'tel:+3290000001'],
      ['Write to the test agency', 'mailto:test@vitrine.example'],
      ['The test agency elsewhere', 'https://www.facebook.com/vitrine.test'],
    ]) {
      const link = bar.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    }
    const inside = bar.getByRole('link', { name: 'Visit the test agency' })
    await expect(inside).toHaveAttribute('href', '/en/contact/')
    await expect(inside).not.toHaveAttribute('target', '_blank')
  })
})
