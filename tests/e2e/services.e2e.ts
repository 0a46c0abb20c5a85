import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { articles, categories, team } from '../../seed/data/content'
import { expectPath, locales, messages, pathOf, type Locale } from './support'

/** The articles feature's own texts (messages/articles/{locale}.json). */
const texts = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(fs.readFileSync(path.join('messages', 'articles', `${l}.json`), 'utf8'))]),
) as Record<Locale, { cards: { rating: string }; article: { backToServices: string } }>

const valuation = articles.find((a) => a.key === 'free-valuation')!
const valuationCategory = categories.find((c) => c.key === valuation.categoryKey)!
const selling = categories.find((c) => c.key === valuationCategory.parentKey)!
const articlePath = (section: 'services' | 'testimonials', slug: string, locale: Locale) =>
  `${pathOf(section, locale)}${slug}/`
const normalize = (s: string) => s.replace(/\s+/g, ' ').trim()

/** After a click: the dev server may compile the target route first, which takes a while on 2 cores. */
async function arrive(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 })
}

test.describe('the services page', () => {
  test('the category view opens a category onto its services', async ({ page, offsite }) => {
    await page.goto(pathOf('services', 'en'))
    const category = page.getByTestId('category').filter({ hasText: selling.name.get('en') })
    const link = category.getByRole('link', { name: valuation.title.get('en'), exact: true })
    await expect(link).toBeHidden()
    await category.locator('summary').click()
    await expect(link).toBeVisible()
    await expect(category.getByRole('heading', { name: valuationCategory.name.get('en') })).toBeVisible()
    // Collapsible with the keyboard too (native <details>).
    await category.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(link).toBeHidden()
    await page.keyboard.press('Enter')
    await link.click()
    await arrive(page, articlePath('services', valuation.slug.get('en'), 'en'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(valuation.title.get('en'))
    expect(offsite).toEqual([])
  })

  test('service cards link to their article page', async ({ page }) => {
    await page.goto(pathOf('services', 'nl'))
    const cards = page.getByTestId('service-card')
    await expect(cards).toHaveCount(articles.filter((a) => a.kind === 'service').length)
    const card = cards.nth(1)
    await expect(card.locator('img')).toHaveAttribute('srcset', /500w.*750w/)
    const link = card.getByRole('link')
    const title = normalize(await link.innerText())
    const href = await link.getAttribute('href')
    await link.click()
    await arrive(page, href!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('link', { name: texts.nl.article.backToServices })).toHaveAttribute(
      'href',
      pathOf('services', 'nl'),
    )
  })

  test('testimonials show their author and a rating read as text', async ({ page }) => {
    await page.goto(pathOf('services', 'fr'))
    const seeded = articles.filter((a) => a.kind === 'testimonial')
    const cards = page.getByTestId('testimonial-card')
    await expect(cards).toHaveCount(Math.min(6, seeded.length))
    const first = seeded[0]
    const card = cards.first()
    await expect(card).toContainText(first.author!)
    await expect(card).toContainText(normalize(texts.fr.cards.rating.replace('{rating}', String(first.rating))))
    await card.getByRole('link').click()
    await arrive(page, articlePath('testimonials', first.slug.get('fr'), 'fr'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title.get('fr'))
  })

  test('the team shows every member with phone and e-mail links', async ({ page }) => {
    await page.goto(pathOf('services', 'de'))
    const members = page.getByTestId('team-member')
    await expect(members).toHaveCount(team.length)
    const first = team[0]
    const card = members.filter({ hasText: first.name })
    await expect(card.getByRole('heading', { name: first.name })).toBeVisible()
    await expect(card).toContainText(first.role.get('de'))
    await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${first.phone.replace(/[^\d+]/g, '')}`)
    await expect(card.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${first.email}`)
  })
})

test.describe('article pages', () => {
  for (const locale of locales) {
    test(`the language switcher on an article in ${locale} lands on the same article`, async ({ page }) => {
      const response = await page.goto(articlePath('services', valuation.slug.get(locale), locale))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(valuation.title.get(locale))
      const switcher = page.getByTestId('language-switcher').filter({ visible: true }).first()
      for (const other of locales.filter((l) => l !== locale)) {
        await expect(switcher.getByRole('link', { name: other.toUpperCase(), exact: true })).toHaveAttribute(
          'href',
          articlePath('services', valuation.slug.get(other), other),
        )
      }
      const target = locales.find((l) => l !== locale)!
      await switcher.getByRole('link', { name: target.toUpperCase(), exact: true }).click()
      await arrive(page, articlePath('services', valuation.slug.get(target), target))
      await expect(page.locator('html')).toHaveAttribute('lang', target)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(valuation.title.get(target))
    })
  }

  test("another language's slug leads to this language's article", async ({ page }) => {
    await page.goto(articlePath('services', valuation.slug.get('nl'), 'en'))
    await expectPath(page, articlePath('services', valuation.slug.get('en'), 'en'))
  })

  test('an unknown article answers 404 with the not-found page', async ({ page }) => {
    for (const section of ['services', 'testimonials'] as const) {
      const response = await page.goto(articlePath(section, 'no-such-article-e2e', 'en'))
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.notFound.title)
    }
    // A service is not a testimonial.
    const response = await page.goto(articlePath('testimonials', valuation.slug.get('en'), 'en'))
    expect(response?.status()).toBe(404)
  })
})
