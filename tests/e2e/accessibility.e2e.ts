import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { pathOf, type Locale } from './support'

// Serious and critical WCAG 2.1 A/AA problems fail the run; lesser ones are reported by axe's
// own output when a test fails.
const pages: Array<[string, Locale]> = [
  ['home', 'nl'],
  ['for-sale', 'fr'],
  ['contact', 'de'],
]

for (const [key, locale] of pages) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`no serious accessibility problems on ${pathOf(key, locale)} at ${viewport.width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale })
      const page = await context.newPage()
      await page.goto(pathOf(key, locale), { waitUntil: 'load' })
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
      expect(serious).toEqual([])
      await context.close()
    })
  }
}

test('the 404 page has no serious accessibility problems either', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en' })
  const page = await context.newPage()
  const response = await page.goto('/en/no-such-page/')
  expect(response?.status()).toBe(404)
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  )
  await context.close()
})

test('the cookie dialog, first layer and settings, has no serious accessibility problems', async ({ browser }) => {
  // A first visit: nothing stored, so the dialog opens.
  const context = await browser.newContext({ locale: 'fr', storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  await page.goto(pathOf('home', 'fr'))
  const dialog = page.getByTestId('consent-dialog')
  await expect(dialog).toBeVisible()
  const serious = async () =>
    (
      await new AxeBuilder({ page }).include('[data-testid="consent-dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(await serious()).toEqual([])
  await dialog.getByRole('button').last().click() // Settings
  await expect(dialog.getByRole('switch')).toHaveCount(5)
  expect(await serious()).toEqual([])
  await context.close()
})
