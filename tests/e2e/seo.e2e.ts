import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { agency } from '../../seed/data/settings'
import { expect, test } from './fixtures'
import { apiLogin, locales, pathOf, TestContent, type Locale } from './support'

// What search engines and link previews read: titles and descriptions from the back office in
// the page's language, one canonical URL, every language version, and no index for private pages.

const checked: Locale[] = ['nl', 'fr']

// Several navigations per test, each a first render of a cached page on a busy 2-core machine.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The SEO texts the tests write into the home and sale pages in the back office (Dutch and French);
 * what the pages had is put back after.
 */
const cmsMeta = {
  home: {
    nl: { metadataTitle: 'Huizen van de testmakelaar', metadataDescription: 'Zo stelt de testmakelaar zich voor.' },
    fr: { metadataTitle: "Les maisons de l'agence test", metadataDescription: "Ainsi se présente l'agence test." },
  },
  'for-sale': {
    nl: {
      metadataTitle: 'Te koop bij de testmakelaar',
      metadataDescription: 'Alle testwoningen die te koop staan.',
      ogTitle: 'Kijk wat er te koop staat',
    },
    fr: {
      metadataTitle: "À vendre chez l'agence test",
      metadataDescription: 'Toutes les maisons test à vendre.',
      ogTitle: 'Voyez ce qui est à vendre',
    },
  },
} as const

const originalMeta: Array<{ id: number; locale: Locale; meta: unknown }> = []

async function writeMeta(
  request: APIRequestContext,
  auth: Record<string, string>,
  id: number,
  locale: Locale,
  meta: unknown,
) {
  const url = `/api/menu-pages/${id}?locale=${locale}`
  const res = await request.patch(url, { headers: auth, data: { meta }, timeout: 30_000 })
  expect(res.status(), `PATCH ${url}: ${await res.text()}`).toBe(200)
}

test.describe('menu pages', () => {
  test.beforeAll(async ({ request }) => {
    const auth = await apiLogin(request)
    for (const key of ['home', 'for-sale'] as const) {
      for (const locale of checked) {
        const url = `/api/menu-pages?where[key][equals]=${key}&locale=${locale}&fallback-locale=none&depth=0&limit=1`
        const res = await request.get(url, { headers: auth, timeout: 30_000 })
        expect(res.status(), `GET ${url}`).toBe(200)
        const [doc] = ((await res.json()) as { docs: Array<{ id: number; meta?: Record<string, unknown> }> }).docs
        originalMeta.push({ id: doc.id, locale, meta: doc.meta ?? {} })
        const own = cmsMeta[key][locale as 'nl' | 'fr']
        // Only the Open Graph title the test sets: without one, the page title is shared.
        await writeMeta(request, auth, doc.id, locale, { ...doc.meta, ogTitle: null, ...own })
      }
    }
  })

  test.afterAll(async ({ request }) => {
    const auth = await apiLogin(request)
    for (const { id, locale, meta } of originalMeta.splice(0)) await writeMeta(request, auth, id, locale, meta)
  })

  for (const key of ['home', 'for-sale'] as const) {
    for (const locale of checked) {
      test(`${pathOf(key, locale)} carries its CMS title, description, canonical and language versions`, async ({
        page,
      }) => {
        const meta: { metadataTitle: string; metadataDescription: string; ogTitle?: string } =
          cmsMeta[key][locale as 'nl' | 'fr']
        const response = await page.goto(pathOf(key, locale), { waitUntil: 'domcontentloaded' })
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expectOneTitle(page, meta.metadataTitle)
        await expect(metaName(page, 'description')).toHaveAttribute('content', meta.metadataDescription)
        expectAbsolute(await canonicalOf(page), pathOf(key, locale))
        const alternates = await hreflangs(page)
        expect(Object.keys(alternates).sort()).toEqual([...locales, 'x-default'].sort())
        for (const l of locales) expectAbsolute(alternates[l], pathOf(key, l))
        expectAbsolute(alternates['x-default'], pathOf(key, 'nl'))
        await expectSocial(page, meta.ogTitle ?? meta.metadataTitle)
        await expectIndexable(page)
      })
    }
  }
})

const head = (page: Page) => page.locator('head')
const metaName = (page: Page, name: string) => head(page).locator(`meta[name="${name}"]`)
const metaProperty = (page: Page, property: string) => head(page).locator(`meta[property="${property}"]`)

/** Absolute http(s) URL whose path (and query) is exactly `path`. */
function expectAbsolute(url: string | null, path: string) {
  expect(url, 'an absolute URL').toMatch(/^https?:\/\/[^/]+\//)
  const u = new URL(url as string)
  expect(u.pathname + u.search).toBe(path)
}

async function canonicalOf(page: Page): Promise<string | null> {
  const links = head(page).locator('link[rel="canonical"]')
  await expect(links).toHaveCount(1)
  return links.getAttribute('href')
}

async function hreflangs(page: Page): Promise<Record<string, string>> {
  return head(page)
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])),
    )
}

/** Exactly one document title (icons' SVG titles do not count). */
async function expectOneTitle(page: Page, text: string | RegExp) {
  await expect(page.locator('head > title')).toHaveCount(1)
  expect(await page.evaluate(() => document.querySelectorAll('title:not(svg title)').length)).toBe(1)
  await expect(page).toHaveTitle(text)
}

async function expectSocial(page: Page, title: string) {
  await expect(metaProperty(page, 'og:title')).toHaveAttribute('content', title)
  await expect(metaProperty(page, 'og:image').first()).toHaveAttribute('content', /^https?:\/\/.+\/api\/media\/file\//)
  await expect(metaName(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
  await expect(metaName(page, 'twitter:image').first()).toHaveAttribute('content', /^https?:\/\//)
}

async function expectIndexable(page: Page) {
  await expect(metaName(page, 'robots')).toHaveCount(0)
}

/*
 * A property of the test's own, with a photo, a title and a description in Dutch and French (the
 * other languages fall back to Dutch), made through REST and removed after.
 */
const content = new TestContent()
const shared = { id: 0, photo: `seo-e2e-${Date.now()}.jpg` }
const sharedUrl = {
  nl: () => `/nl/te-koop/deelstad/herenhuis-voor-deeltest/${shared.id}/`,
  fr: () => `/fr/a-vendre/partageville/maison-de-maitre-pour-le-test-de-partage/${shared.id}/`,
  en: () => `/en/for-sale/deelstad/herenhuis-voor-deeltest/${shared.id}/`,
  de: () => `/de/zu-verkaufen/deelstad/herenhuis-voor-deeltest/${shared.id}/`,
}
const sharedTexts = {
  nl: { title: 'Herenhuis voor deeltest', description: 'Een ruim herenhuis met een zonnige tuin.' },
  fr: {
    title: 'Maison de maître pour le test de partage',
    description: 'Une grande maison avec un jardin ensoleillé.',
  },
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const city = await content.create(request, 'cities', { name: 'Deelstad', zip: '9974', country: '10' }, 'nl')
  await content.update(request, 'cities', city, { name: 'Partageville' }, 'fr')
  const type = await content.create(request, 'property-types', { name: 'Deelhuis', webId: 1 }, 'nl')
  // A JPEG of a shareable size is shared as it is, not as one of its renditions.
  const buffer = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3b6ea5' } })
    .jpeg()
    .toBuffer()
  const photo = await content.upload(request, { name: shared.photo, mimeType: 'image/jpeg', buffer }, 'Voorgevel', 'nl')
  shared.id = await content.create(
    request,
    'properties',
    { ...sharedTexts.nl, reference: 'SEO-1', goal: 'sale', type, city, price: 420000, photos: [photo] },
    'nl',
  )
  await content.update(request, 'properties', shared.id, sharedTexts.fr, 'fr')
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

test('a property page shares its own title, description and main photo in each language', async ({ page }) => {
  // The short form redirects to the canonical URL, whose tags point at the same URL.
  await page.goto(`/nl/pand/${shared.id}/`, { waitUntil: 'domcontentloaded' })
  await expect(page).toHaveURL(new RegExp(`${escape(sharedUrl.nl())}$`))
  const alternates = await hreflangs(page)
  const origin = new URL(page.url()).origin
  expect(alternates).toEqual({
    nl: origin + sharedUrl.nl(),
    fr: origin + sharedUrl.fr(),
    en: origin + sharedUrl.en(),
    de: origin + sharedUrl.de(),
    'x-default': origin + sharedUrl.nl(),
  })

  for (const locale of checked) {
    const response = await page.goto(sharedUrl[locale](), { waitUntil: 'domcontentloaded' })
    expect(response?.status(), sharedUrl[locale]()).toBe(200)
    const { title, description } = sharedTexts[locale as 'nl' | 'fr']
    await expectOneTitle(page, new RegExp(`^${escape(title)}`))
    await expect(metaName(page, 'description')).toHaveAttribute('content', description)
    expect(await canonicalOf(page)).toBe(origin + sharedUrl[locale]())
    expect(await hreflangs(page)).toEqual(alternates)
    await expect(metaProperty(page, 'og:image').first()).toHaveAttribute(
      'content',
      `${origin}/api/media/file/${shared.photo}`,
    )
    await expect(metaProperty(page, 'og:title')).toHaveAttribute('content', title)
    await expect(metaName(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
    await expectIndexable(page)
  }
})

test('sitemap.xml lists a property in all four languages with its language versions', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('xml')
  const xml = await res.text()
  expect(xml).toContain('<urlset')
  // The site's address is the one the tests reach it at (SITE_URL is not set for them).
  const origin = new URL(baseURL!).origin
  for (const l of locales) {
    const url = origin + sharedUrl[l]()
    expect(xml).toContain(`<loc>${url}</loc>`)
    expect(xml).toContain(`hreflang="${l}" href="${url}"`)
  }
  expect(xml).toContain(`hreflang="x-default" href="${origin + sharedUrl.nl()}"`)
  // Menu pages in every language; never the owners' portal or a preview.
  expect(xml).toContain(`<loc>${origin}/de/zu-verkaufen/</loc>`)
  expect(xml).not.toContain('/nl/login/')
  expect(xml).not.toContain('/preview/')
})

test('robots.txt allows the site, keeps the back office out and names the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  const text = await res.text()
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  for (const path of ['/admin', '/api', '/*/map-frame/', '/*/preview/']) expect(text).toContain(`Disallow: ${path}\n`)
})

for (const path of ['/nl/preview/', '/nl/bedankt/site-contact/', pathOf('login', 'nl')]) {
  test(`${path} is kept out of search engines`, async ({ page }) => {
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
    expect(response?.status()).toBe(200)
    await expect(metaName(page, 'robots')).toHaveAttribute('content', /noindex, nofollow/)
    await expect(page.locator('head > title')).toHaveCount(1)
  })
}

test('a filtered or re-sorted list points at the plain list and is not indexed', async ({ page }) => {
  const list = pathOf('for-sale', 'nl')
  for (const query of ['?sort=price-asc', '?bedrooms=2', '?view=map', '?bedrooms=2&page=2']) {
    await page.goto(list + query, { waitUntil: 'domcontentloaded' })
    await expect(metaName(page, 'robots'), query).toHaveAttribute('content', 'noindex, follow')
    expectAbsolute(await canonicalOf(page), list)
    expectAbsolute((await hreflangs(page)).fr, pathOf('for-sale', 'fr'))
  }
})

test('page 2 of a list is a page of its own', async ({ page }) => {
  const list = pathOf('for-sale', 'fr')
  await page.goto(`${list}?page=2`, { waitUntil: 'domcontentloaded' })
  await expectIndexable(page)
  expectAbsolute(await canonicalOf(page), `${list}?page=2`)
  expectAbsolute((await hreflangs(page)).nl, `${pathOf('for-sale', 'nl')}?page=2`)
  await expect(page).toHaveTitle(/ 2$/)
})

test('the home page describes the agency as a RealEstateAgent', async ({ page }) => {
  await page.goto(pathOf('home', 'fr'), { waitUntil: 'domcontentloaded' })
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>))
  const agent = blocks.find((b) => b['@type'] === 'RealEstateAgent')
  expect(agent, 'a RealEstateAgent block').toBeTruthy()
  expect(agent).toMatchObject({
    '@context': 'https://schema.org',
    name: agency.name,
    telephone: agency.phone,
    email: agency.email,
    address: { '@type': 'PostalAddress', postalCode: agency.zip, addressCountry: 'BE' },
    sameAs: [agency.facebook],
  })
  expectAbsolute(agent?.url as string, pathOf('home', 'fr'))
  expect(agent?.logo).toMatch(/^https?:\/\/.+\/api\/media\/file\//)
  expect(Array.isArray(agent?.areaServed) && agent.areaServed.length).toBeGreaterThan(0)
})
