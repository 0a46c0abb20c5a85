import { expect, test } from './fixtures'
import { menuPages } from '../../seed/data/pages'
import { locales, pathOf } from './support'

// Text pages show what the agency wrote in the back office, in the page's language.
const legal = ['Privacy-statement', 'Cookie-policy', 'Disclaimer']

for (const key of legal) {
  for (const locale of locales) {
    test(`${pathOf(key, locale)} shows its title and text`, async ({ page }) => {
      const seed = menuPages.find((p) => p.key === key)
      if (!seed?.content) throw new Error(`seed has no content for ${key}`)
      const response = await page.goto(pathOf(key, locale))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.title.get(locale))
      const first = seed.content.get(locale)[0]
      const text = typeof first === 'string' ? first : first.text
      await expect(page.locator('main')).toContainText(text)
    })
  }
}
