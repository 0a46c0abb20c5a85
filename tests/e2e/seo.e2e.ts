import type { APIRequestContext, Page } from '@playwright/test'
import { menuPages } from '../../seed/data/pages'
import { agency } from '../../seed/data/settings'
import { cleanDescription } from '../../src/domain/text'
import { mediaImage } from '../../src/domain/share-image'
import { expect, test } from './fixtures'
import { locales, pathOf, staffGet, type Locale } from './support'

// What search engines and link previews read: titles and descriptions from the back office in
// the page's language, one canonical URL, every language version, and no index for private pages.

const checked: Locale[] = ['nl', 'fr']

// Several navigations per test, each a first render of a cached page on a busy 2-core machine.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const seedMeta = (key: string) => {
  const page = menuPages.find((p) => p.key === key)
  if (!page) throw new Error(`seed has no menu page ${key}`)
  return page.meta
}

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

for (const key of ['home', 'for-sale']) {
  for (const locale of checked) {
    test(`${pathOf(key, locale)} carries its CMS title, description, canonical and language versions`, async ({
      page,
    }) => {
      const meta = seedMeta(key)
      const response = await page.goto(pathOf(key, locale), { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expectOneTitle(page, meta.metadataTitle.get(locale))
      await expect(metaName(page, 'description')).toHaveAttribute('content', meta.metadataDescription.get(locale))
      expectAbsolute(await canonicalOf(page), pathOf(key, locale))
      const alternates = await hreflangs(page)
      expect(Object.keys(alternates).sort()).toEqual([...locales, 'x-default'].sort())
      for (const l of locales) expectAbsolute(alternates[l], pathOf(key, l))
      expectAbsolute(alternates['x-default'], pathOf(key, 'nl'))
      await expectSocial(page, (meta.ogTitle ?? meta.metadataTitle).get(locale))
      await expectIndexable(page)
    })
  }
}

interface ApiProperty {
  id: number
  title: string
  description?: string | null
  photos?: unknown[] | null
}

/** A published property with photos, read in one language through the REST API. */
async function findProperty(request: APIRequestContext, locale: Locale, id?: number): Promise<ApiProperty> {
  const where = id ? `where[id][equals]=${id}` : 'where[_status][equals]=published&where[photos][exists]=true'
  const { docs } = await staffGet<{ docs: ApiProperty[] }>(
    request,
    `/api/properties?${where}&limit=1&depth=1&sort=id&locale=${locale}`,
  )
  expect(docs.length, 'a published property with photos').toBe(1)
  return docs[0]
}

test('a property page shares its own title, description and main photo in each language', async ({ page, request }) => {
  const { id } = await findProperty(request, 'nl')
  // The short form redirects to the canonical URL, whose tags point at the same URL.
  await page.goto(`${pathOf('property', 'nl')}${id}/`, { waitUntil: 'domcontentloaded' })
  await expect(page).toHaveURL(new RegExp(`/nl/[^/]+/[^/]+/[^/]+/${id}/$`))
  const alternates = await hreflangs(page)
  expect(Object.keys(alternates).sort()).toEqual([...locales, 'x-default'].sort())
  expect(alternates['x-default']).toBe(alternates.nl)

  for (const locale of checked) {
    const url = alternates[locale]
    expect(new URL(url).pathname).toMatch(new RegExp(`^/${locale}/.+/${id}/$`))
    const response = await page.goto(new URL(url).pathname, { waitUntil: 'domcontentloaded' })
    expect(response?.status(), url).toBe(200)
    const property = await findProperty(request, locale, id)
    await expectOneTitle(page, new RegExp(`^${escape(property.title)}`))
    await expect(metaName(page, 'description')).toHaveAttribute('content', cleanDescription(property.description))
    expect(await canonicalOf(page)).toBe(url)
    expect(await hreflangs(page)).toEqual(alternates)
    const photo = mediaImage(property.photos?.[0])
    expect(photo, 'the main photo').not.toBeNull()
    await expect(metaProperty(page, 'og:image').first()).toHaveAttribute('content', new URL(url).origin + photo?.url)
    await expect(metaProperty(page, 'og:title')).toHaveAttribute('content', property.title)
    await expect(metaName(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
    await expectIndexable(page)
  }
})

test('sitemap.xml lists a property in all four languages with its language versions', async ({ page, request }) => {
  const { id } = await findProperty(request, 'nl')
  await page.goto(`${pathOf('property', 'nl')}${id}/`, { waitUntil: 'domcontentloaded' })
  const alternates = await hreflangs(page)

  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('xml')
  const xml = await res.text()
  expect(xml).toContain('<urlset')
  for (const l of locales) {
    expect(xml).toContain(`<loc>${alternates[l]}</loc>`)
    expect(xml).toContain(`hreflang="${l}" href="${alternates[l]}"`)
  }
  expect(xml).toContain(`hreflang="x-default" href="${alternates.nl}"`)
  // Menu pages in every language; never the owners' portal or a preview.
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${escape(pathOf('for-sale', 'de'))}</loc>`))
  expect(xml).not.toContain(pathOf('login', 'nl'))
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
