import sharp from 'sharp'
import { expect, test } from './fixtures'
import { TestContent, type Locale } from './support'

/*
 * The team module draws cards, not posters: a portrait of at most 280 px wide in a 4:5 frame,
 * two cards a row on a phone, the module's four a row on a desktop, each with the member's name,
 * role and phone and e-mail links. Five members and their page are the test's own.
 */

const tag = `team${Date.now().toString(36)}`
const content = new TestContent()
const path = `team-${tag}`
const roles: Record<Locale, string> = {
  en: 'Estate agent',
  nl: 'Vastgoedmakelaar',
  fr: 'Agent immobilier',
  de: 'Immobilienmakler',
}
const names = ['Anke', 'Bram', 'Chloé', 'Dries', 'Elif'].map((n) => `${n} ${tag}`)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const buffer = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#a55b3b' } })
    .jpeg()
    .toBuffer()
  const photo = await content.upload(request, { name: `${tag}.jpg`, mimeType: 'image/jpeg', buffer }, 'Portrait')
  const members: number[] = []
  for (const [i, name] of names.entries()) {
    const id = await content.create(request, 'team-members', {
      name,
      role: roles.en,
      email: `member${i}-${tag}@example.be`,
      phone: `+32 9 123 45 6${i}`,
      photo,
    })
    for (const locale of ['nl', 'fr', 'de'] as const)
      await content.update(request, 'team-members', id, { role: roles[locale] }, locale)
    members.push(id)
  }
  const page = await content.create(request, 'menu-pages', {
    key: `e2e-${path}`,
    title: 'Team',
    path,
    showInMenu: false,
    _status: 'published',
    modules: [{ blockType: 'team', title: 'Our team', members, numberItemOfRow: 4 }],
  })
  for (const locale of ['nl', 'fr', 'de'])
    await content.update(request, 'menu-pages', page, { title: 'Team', path }, locale)
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

/** The cards' boxes, in page order, once their portraits have their size. */
async function cardBoxes(page: import('@playwright/test').Page) {
  const cards = page.getByTestId('team-member')
  await expect(cards).toHaveCount(5)
  const boxes = []
  for (const i of [0, 1, 2, 3, 4]) {
    const card = cards.nth(i)
    boxes.push({
      card: (await card.boundingBox())!,
      portrait: (await card.getByTestId('team-portrait').boundingBox())!,
    })
  }
  return boxes
}

test('on a phone, two cards a row with portraits of a card’s width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/nl/${path}/`)
  const boxes = await cardBoxes(page)
  // Two a row: 1 and 2 side by side, 3 below them.
  expect(boxes[1].card.y).toBe(boxes[0].card.y)
  expect(boxes[1].card.x).toBeGreaterThan(boxes[0].card.x + boxes[0].card.width - 1)
  expect(boxes[2].card.y).toBeGreaterThan(boxes[0].card.y + boxes[0].card.height - 1)
  for (const { card, portrait } of boxes) {
    expect(card.width).toBeGreaterThan(150)
    expect(card.width).toBeLessThan(200)
    // The portrait fills the card inside its 1 px border.
    expect(portrait.width).toBeCloseTo(card.width - 2, 0)
    expect(portrait.height).toBeCloseTo(portrait.width * 1.25, 0)
  }
  // Five people in three rows: about 1,300 px (a few more when a role or an address takes
  // another line), far from the 2,000 px and more of five full-width portraits.
  const height = boxes[4].card.y + boxes[4].card.height - boxes[0].card.y
  expect(height).toBeLessThan(1600)
})

test('on a desktop, four cards a row, each at most 280 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/en/${path}/`)
  const boxes = await cardBoxes(page)
  for (const i of [1, 2, 3]) expect(boxes[i].card.y).toBe(boxes[0].card.y)
  expect(boxes[4].card.y).toBeGreaterThan(boxes[0].card.y + boxes[0].card.height - 1)
  for (const { card, portrait } of boxes) {
    expect(card.width).toBeGreaterThanOrEqual(200)
    expect(card.width).toBeLessThanOrEqual(280)
    expect(portrait.height).toBeCloseTo(portrait.width * 1.25, 0)
  }
  // The browser picks the portrait's file from the card's width.
  await expect(page.getByTestId('team-portrait').first()).toHaveAttribute(
    'sizes',
    '(min-width: 1024px) 280px, (min-width: 640px) 30vw, 45vw',
  )
})

for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
  test(`in ${locale}, a card gives the name, the role and phone and e-mail links`, async ({ page }) => {
    await page.goto(`/${locale}/${path}/`)
    const card = page.getByTestId('team-member').filter({ hasText: names[2] })
    await expect(card.getByRole('heading', { name: names[2] })).toBeVisible()
    await expect(card).toContainText(roles[locale])
    await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+3291234562')
    await expect(card.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:member2-${tag}@example.be`)
  })
}
