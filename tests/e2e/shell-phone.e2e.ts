import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, locales, messages, pathOf, staffGet, type Locale } from './support'

/*
 * The header's size and lines with a busy top bar (several icon links, plain texts, a text link)
 * and the drawer's buttons also in the menu: what made it wrap and repeat itself before.
 */

type Localized = Partial<Record<Locale, string | null>>
type Row = { id?: string; label: Localized | string; localizedLink?: Localized | string | null } & Record<
  string,
  unknown
>
type TopBarDoc = { show: boolean; leftItems: Row[]; rightItems: Row[] }
type MenuPage = { id: number; key: string; showInMenu?: boolean | null }

const labels: Record<Locale, string[]> = {
  en: ['Call us', 'Write to us', 'Grote Markt 1, 1000 Brussels', 'Mon–Fri 9:00–18:00', 'Our Facebook', 'Our office'],
  nl: ['Bel ons', 'Schrijf ons', 'Grote Markt 1, 1000 Brussel', 'Ma–vr 9.00–18.00', 'Onze Facebook', 'Ons kantoor'],
  fr: [
    'Appelez-nous',
    'Écrivez-nous',
    'Grand-Place 1, 1000 Bruxelles',
    'Lun–ven 9 h–18 h',
    'Notre Facebook',
    'Notre agence',
  ],
  de: [
    'Rufen Sie uns an',
    'Schreiben Sie uns',
    'Grote Markt 1, 1000 Brüssel',
    'Mo–Fr 9–18 Uhr',
    'Unser Facebook',
    'Unser Büro',
  ],
}

let original: { topBar: TopBarDoc; showButton: boolean; menu: MenuPage[] } | undefined

async function post(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { headers: await apiLogin(request), data, timeout: 30_000 })
  expect(res.status(), `POST ${url}: ${await res.text()}`).toBe(200)
}

async function patch(request: APIRequestContext, url: string, data: object) {
  const res = await request.patch(url, { headers: await apiLogin(request), data, timeout: 30_000 })
  expect(res.status(), `PATCH ${url}: ${await res.text()}`).toBe(200)
}

test.beforeAll(async ({ request }) => {
  const topBar = await staffGet<TopBarDoc>(request, '/api/globals/top-bar?locale=all&depth=0')
  const settings = await staffGet<{ showDemandRegisterButton?: boolean }>(request, '/api/globals/site-settings?depth=0')
  const menu = (
    await staffGet<{ docs: MenuPage[] }>(
      request,
      '/api/menu-pages?where[key][in]=contact-demand,demand-register&depth=0&limit=10',
    )
  ).docs
  expect(menu.map((p) => p.key).sort()).toEqual(['contact-demand', 'demand-register'])
  original = { topBar, showButton: settings.showDemandRegisterButton === true, menu }

  await post(request, '/api/globals/site-settings', { showDemandRegisterButton: true })
  // The pages the drawer's buttons lead to are menu entries too.
  for (const p of menu) await patch(request, `/api/menu-pages/${p.id}?locale=en`, { showInMenu: true })

  const [call, write, address, hours, facebook, office] = labels.en
  await post(request, '/api/globals/top-bar?locale=en', {
    show: true,
    leftItems: [
      { icon: 'phone', label: call, link: 'tel:+3290000002' },
      { icon: 'mail', label: write, link: 'mailto:office@vitrine.example' },
      { icon: 'pin', label: address },
      { icon: 'clock', label: hours },
    ],
    rightItems: [
      { icon: 'facebook', label: facebook, link: 'https://www.facebook.com/vitrine.phone' },
      { icon: 'none', label: office, link: '/en/contact/' },
    ],
  })
  // The same rows (same ids) in the other languages.
  const saved = await staffGet<TopBarDoc>(request, '/api/globals/top-bar?locale=en&depth=0')
  for (const l of ['nl', 'fr', 'de'] as const) {
    const text = labels[l]
    await post(request, `/api/globals/top-bar?locale=${l}`, {
      show: true,
      leftItems: saved.leftItems.map((r, i) => ({ ...r, label: text[i] })),
      rightItems: saved.rightItems.map((r, i) => ({ ...r, label: text[4 + i] })),
    })
  }
})

test.afterAll(async ({ request }) => {
  if (!original) return
  await post(request, '/api/globals/site-settings', { showDemandRegisterButton: original.showButton })
  for (const p of original.menu)
    await patch(request, `/api/menu-pages/${p.id}?locale=en`, { showInMenu: p.showInMenu ?? true })
  const rows = (items: Row[], l: Locale) =>
    items.map((r) => {
      const label = r.label as Localized
      const link = r.localizedLink as Localized | null | undefined
      return { ...r, label: label[l] ?? label.nl, localizedLink: link?.[l] ?? null }
    })
  for (const l of locales)
    await post(request, `/api/globals/top-bar?locale=${l}`, {
      show: original.topBar.show,
      leftItems: rows(original.topBar.leftItems, l),
      rightItems: rows(original.topBar.rightItems, l),
    })
})

/** How many lines the texts of an element take: the distinct tops of their line boxes. */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const tops = new Set<number>()
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
    }
    return tops.size
  })
}

/** The placeholder's width in the input's own font, against the room inside its padding. */
function placeholderRoom(page: Page) {
  return page.getByTestId('search-input').evaluate((input: HTMLInputElement) => {
    const font = getComputedStyle(input, '::placeholder')
    const box = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${font.fontWeight} ${font.fontSize} ${font.fontFamily}`
    const inner = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight)
    return { text: context.measureText(input.placeholder).width, room: inner }
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const locale of locales) {
    test(`${locale}: the top bar and header fit 112 px, the drawer repeats nothing, the search placeholder fits`, async ({
      page,
    }) => {
      await page.goto(pathOf('home', locale), { waitUntil: 'load' })
      const bar = page.getByTestId('top-bar')
      const header = page.getByTestId('site-header')
      // One row of icon links, each named by its text.
      await expect(bar.getByRole('link', { name: labels[locale][0] })).toBeVisible()
      await expect(bar.getByRole('link', { name: new RegExp(labels[locale][4]) })).toBeVisible()
      await expect(bar.getByText(labels[locale][2])).toBeHidden()
      const barBox = (await bar.boundingBox())!
      const headerBox = (await header.boundingBox())!
      expect(barBox.height, 'top bar height').toBeLessThanOrEqual(48)
      expect(barBox.y + barBox.height, 'top bar bottom').toBeLessThanOrEqual(112)
      expect(headerBox.y + headerBox.height, 'header bottom').toBeLessThanOrEqual(112)

      const search = await placeholderRoom(page)
      expect(search.text, 'placeholder width against the room in the input').toBeLessThanOrEqual(search.room)

      await page.getByTestId('mobile-menu-button').click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const evaluation = dialog.getByRole('link', { name: messages[locale].shell.freeEvaluation, exact: true })
      await expect(evaluation).toHaveCount(1)
      await expect(dialog.getByRole('link', { name: messages[locale].shell.demandRegister, exact: true })).toHaveCount(
        1,
      )
      // The top bar's items are in the drawer with their text (a link to a page it lists already is not).
      const drawerBar = dialog.getByTestId('drawer-top-bar')
      await expect(drawerBar.getByText(labels[locale][2])).toBeVisible()
      await expect(drawerBar.getByRole('link', { name: new RegExp(labels[locale][4]) })).toBeVisible()
      const texts = (await dialog.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean)
      expect(texts.length).toBeGreaterThan(4)
      expect(
        texts.filter((t, i) => texts.indexOf(t) !== i),
        'links listed twice',
      ).toEqual([])
      // Nor twice under another name: each page once (the language chips lead to this page in each language).
      const hrefs = await dialog
        .locator('a[href]:not([data-testid="language-switcher"] a)')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(
        hrefs.filter((h, i) => hrefs.indexOf(h) !== i),
        'pages linked twice',
      ).toEqual([])
    })
  }
})

test.describe('on a desktop of 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const locale of locales) {
    test(`${locale}: every menu entry and button of the header is one line`, async ({ page }) => {
      await page.goto(pathOf('for-sale', locale), { waitUntil: 'load' })
      const header = page.getByTestId('site-header')
      await expect(header.getByRole('link', { name: messages[locale].shell.demandRegister })).toBeVisible()
      const controls = header.locator('a, button').filter({ visible: true })
      const count = await controls.count()
      expect(count).toBeGreaterThan(4)
      for (let i = 0; i < count; i++) {
        const control = controls.nth(i)
        const text = (await control.innerText()).trim()
        if (!text) continue
        expect(await linesOf(control), `lines of "${text}"`).toBe(1)
      }
      // And the bar itself is one row: the menu's entries share their top edge.
      const tops = await header
        .getByTestId('main-menu')
        .locator(':scope > ul > li > a')
        .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)))
      expect(tops.length).toBeGreaterThan(1)
      expect(new Set(tops).size).toBe(1)
      // Nothing runs off the page's right edge.
      const right = await header.evaluate((el) =>
        Math.max(
          ...[...el.querySelectorAll('a, button')]
            .filter((c) => c.checkVisibility({ visibilityProperty: true }))
            .map((c) => c.getBoundingClientRect().right),
        ),
      )
      expect(right).toBeLessThanOrEqual(1280)
    })
  }
})
