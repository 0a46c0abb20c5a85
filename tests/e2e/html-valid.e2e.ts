import fs from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { HtmlValidate, type ConfigData } from 'html-validate'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { loginAsOwner, makeOwner, PASSWORD } from './owner-support'
import { pathOf, TestContent, type Locale } from './support'

/*
 * The HTML of every kind of page, as the server sends it, checked by html-validate with the
 * repository's configuration (.htmlvalidate.json), in English and Dutch. The test makes its own
 * city, property, project, article, menu page (with the team, testimonials and form modules)
 * and owner, and removes them after.
 *
 * Rules .htmlvalidate.json turns off (JSON holds no comments, and html-validate refuses any
 * unknown key, so the reasons stand here): how React writes markup, not what the markup means —
 * void elements closed as `<meta/>` (void-style), boolean attributes as `async=""`
 * (attribute-boolean-style, attribute-empty-style), React's attribute names such as `charSet`
 * (attr-case); and `style` attributes (no-inline-style), which React sets for values known only
 * at render time (a module's background colour, a banner's slide index) and the CSP allows.
 * valid-id is relaxed to HTML's own rule (React's generated ids start with an underscore).
 * aria-label-misuse allows a name on any element whose role can be named (ARIA lets a list be
 * named: the property page's key facts are a list called so).
 */

const tag = `html${Date.now().toString(36)}`
const content = new TestContent()
const config = JSON.parse(fs.readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData
const validator = new HtmlValidate(config)
const languages: Locale[] = ['en', 'nl']
const ids = { property: 0, project: 0 }
let owner = { id: 0, email: '' }

/** The slugs and paths the test's own documents get, written out. */
const CITY = 'Htmlstad'
const articleSlug = `html-check-${tag}`
const menuPath = `html-check-${tag}`

test.beforeAll(async ({ request, browser }) => {
  // The owner's invitation goes through the mail queue (the test server works it every 2 s:
  // JOBS_EVERY_SECONDS in playwright.config.ts).
  test.setTimeout(180_000)
  const city = await content.create(request, 'cities', { name: CITY, zip: '9981', country: '10' }, 'en')
  await content.update(request, 'cities', city, { name: CITY }, 'nl')
  const type = await content.create(request, 'property-types', { name: 'Htmlhuis', webId: 1 }, 'en')
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3b6ea5' } })
    .jpeg()
    .toBuffer()
  const photo = await content.upload(request, { name: `${tag}.jpg`, mimeType: 'image/jpeg', buffer }, 'Front')
  ids.project = await content.create(request, 'projects', {
    title: `Residence ${tag}`,
    description: 'Twelve flats by the river.',
    city,
    latitude: 51.05,
    longitude: 3.72,
    photos: [photo],
    units: [
      { reference: `${tag}-A1`, type, floor: 0, bedrooms: 2, living: 85, price: 295000, status: 'available' },
      { reference: `${tag}-A2`, type, floor: 1, bedrooms: 3, living: 102, price: 345000, status: 'sold' },
    ],
    _status: 'published',
  })
  ids.property = await content.create(request, 'properties', {
    title: `Flat ${tag}`,
    reference: `${tag}-A1`,
    goal: 'sale',
    marquee: '1',
    type,
    city,
    price: 295000,
    publishPrice: true,
    photos: [photo],
    description: 'A bright flat on the ground floor.',
    latitude: 51.05,
    longitude: 3.72,
    project: ids.project,
    _status: 'published',
  })
  for (const locale of ['nl']) {
    await content.update(request, 'properties', ids.property, { title: `Appartement ${tag}` }, locale)
    await content.update(request, 'projects', ids.project, { title: `Residentie ${tag}` }, locale)
  }
  // A lower price: the property page shows its price history and the 'Price lowered' badge.
  await content.update(request, 'properties', ids.property, { price: 285000 }, 'en')
  const member = await content.create(request, 'team-members', {
    name: `Mira ${tag}`,
    role: 'Estate agent',
    email: `mira-${tag}@example.be`,
    phone: '+32 9 123 45 67',
    photo,
    languages: ['nl', 'en'],
  })
  const article = await content.create(request, 'articles', {
    title: `Selling well ${tag}`,
    slug: articleSlug,
    kind: 'service',
    excerpt: 'How we sell a home.',
    _status: 'published',
  })
  await content.update(request, 'articles', article, { title: `Goed verkopen ${tag}`, slug: articleSlug }, 'nl')
  const page = await content.create(request, 'menu-pages', {
    key: `e2e-${menuPath}`,
    title: 'HTML check',
    path: menuPath,
    showInMenu: false,
    _status: 'published',
    modules: [
      { blockType: 'team', title: 'Our team', members: [member] },
      { blockType: 'testimonials', title: 'Reviews', language: 'all' },
      { blockType: 'contactForm', form: 'testimonial', title: 'Your testimonial' },
    ],
  })
  await content.update(request, 'menu-pages', page, { title: 'HTML-controle', path: menuPath }, 'nl')
  owner = await makeOwner(request, browser, 'Hanne', [ids.property], 'en', tag)
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

/** The problems html-validate finds in one page's HTML, one line each. */
function problems(html: string): string[] {
  const report = validator.validateStringSync(html)
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ''}]`),
  )
}

/** Each page's problems by its path (none: an empty object), so one run names them all. */
async function expectValid(request: APIRequestContext, paths: [string, number][]) {
  const found: Record<string, string[]> = {}
  for (const [path, status] of paths) {
    const response = await request.get(path, { timeout: 30_000 })
    expect(response.status(), path).toBe(status)
    expect(response.headers()['content-type'], path).toContain('text/html')
    const list = problems(await response.text())
    if (list.length) found[path] = list
  }
  expect(found).toEqual({})
}

/** Every kind of public page in one language, by the paths the site gives them. */
function pagesOf(locale: Locale): string[] {
  const property = { en: 'property', nl: 'pand' }[locale as 'en' | 'nl']
  const form = { en: 'visit', nl: 'bezoek' }[locale as 'en' | 'nl']
  const section = pathOf('services', locale)
  return [
    pathOf('home', locale),
    `/${locale}/${menuPath}/`,
    pathOf('for-sale', locale),
    pathOf('for-rent', locale),
    `${pathOf('for-sale', locale)}?city=${encodeURIComponent(`${CITY}|9981`)}&minPrice=100000`,
    // The property and project by their short addresses: the site forwards to the canonical ones.
    `/${locale}/${property}/${ids.property}/`,
    `${pathOf('projects', locale)}x/${ids.project}/`,
    `${section}${articleSlug}/`,
    `/${locale}/${property}/${ids.property}/${form}/`,
    `${pathOf('feedback', locale)}site-contact/`,
    pathOf('contact', locale),
    pathOf('login', locale),
  ]
}

for (const locale of languages) {
  test(`every kind of public page in ${locale} is valid HTML`, async ({ request }) => {
    test.setTimeout(180_000)
    await expectValid(request, [
      ...pagesOf(locale).map((path): [string, number] => [path, 200]),
      [`/${locale}/no-such-page-${tag}/`, 404],
    ])
  })
}

test('the owner portal of a signed-in owner is valid HTML, in English and Dutch', async ({ page }) => {
  test.setTimeout(120_000)
  await loginAsOwner(page, owner.email, PASSWORD)
  // The page's own request context carries the owner's session cookie.
  await expectValid(
    page.request,
    languages.flatMap((locale): [string, number][] => [
      [`/${locale}/portal/`, 200],
      [`/${locale}/portal/${ids.property}/`, 200],
    ]),
  )
})
