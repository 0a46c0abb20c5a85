import { expect, test } from './fixtures'
import { expectPath, locales, messages, pathOf, scrollTo } from './support'

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

test('top-bar links leave the site in a new tab, and only those', async ({ page }) => {
  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  const links = page.getByTestId('top-bar').locator('a[href]')
  const items = await links.evaluateAll((as) =>
    as.map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  )
  const opensElsewhere = (href: string) => /\/\/|http|tel:|mailto:/.test(href)
  // The sample top bar has tel:, mailto: and https links and a link inside the site.
  expect(items.filter((i) => opensElsewhere(i.href)).length, JSON.stringify(items)).toBeGreaterThanOrEqual(3)
  expect(items.filter((i) => !opensElsewhere(i.href)).length, JSON.stringify(items)).toBeGreaterThanOrEqual(1)
  for (const item of items) {
    if (opensElsewhere(item.href)) {
      expect(item.target, `target of ${item.href}`).toBe('_blank')
      expect(item.rel ?? '', `rel of ${item.href}`).toMatch(/\bnoopener\b/)
    } else {
      expect(item.target, `target of ${item.href}`).not.toBe('_blank')
    }
  }
})
