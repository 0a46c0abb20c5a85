import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin } from './support'

/*
 * The language switcher leads straight to the page in the other language: each of its links is
 * the URL that page answers 200 on (no redirect), the same as the page's hreflang alternate.
 */

const apiTimeout = 30_000
const ready = { waitUntil: 'domcontentloaded', timeout: 60_000 } as const

type Auth = Record<string, string>
/** What the tests created, removed afterwards (newest first). */
const created: string[] = []

async function post(request: APIRequestContext, auth: Auth, url: string, data: object): Promise<number> {
  const res = await request.post(url, { headers: auth, data, timeout: apiTimeout })
  expect(res.status(), `POST ${url}: ${await res.text()}`).toBe(201)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  created.unshift(`${url.replace(/\?.*$/, '')}/${id}`)
  return id
}

/** Sets a localized field in one more language. */
async function translate(request: APIRequestContext, auth: Auth, url: string, locale: string, data: object) {
  const res = await request.patch(`${url}?locale=${locale}`, { headers: auth, data, timeout: apiTimeout })
  expect(res.status(), `PATCH ${url}?locale=${locale}: ${await res.text()}`).toBe(200)
}

test.afterAll(async ({ request }) => {
  if (created.length === 0) return
  const auth = await apiLogin(request)
  for (const url of created.splice(0)) await request.delete(url, { headers: auth, timeout: apiTimeout })
})

/** The visible switcher's links by language code, as written in the page. */
async function switcherLinks(page: Page): Promise<Record<string, string>> {
  const switcher = page.getByTestId('language-switcher').filter({ visible: true }).first()
  return switcher
    .getByRole('link')
    .evaluateAll((links) => Object.fromEntries(links.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')])))
}

/** The hreflang alternates of the page, as site paths (with their query). */
async function hreflangPaths(page: Page): Promise<Record<string, string>> {
  const hrefs = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']))
  return Object.fromEntries(
    hrefs
      .filter(([lang]) => lang !== 'x-default')
      .map(([lang, href]) => [lang, new URL(href).pathname + new URL(href).search]),
  )
}

/** Every link answers 200 itself: no redirect on the way. */
async function expectDirect(request: APIRequestContext, links: Record<string, string>) {
  for (const href of Object.values(links)) {
    const res = await request.get(href, { maxRedirects: 0, timeout: apiTimeout })
    expect(res.status(), href).toBe(200)
  }
}

test('on a property page the switcher links to the property in each language, as hreflang does', async ({
  page,
  request,
}) => {
  const auth = await apiLogin(request)
  const city = await post(request, auth, '/api/cities?locale=en', { name: 'Switchbridge', zip: '9996', country: '10' })
  const type = await post(request, auth, '/api/property-types?locale=en', { name: 'Switch house', webId: 1 })
  const id = await post(request, auth, '/api/properties?locale=en', {
    title: 'Canal house with garden',
    reference: 'VT-SWITCH-1',
    goal: 'sale',
    type,
    city,
    price: 385000,
  })
  await translate(request, auth, `/api/properties/${id}`, 'nl', { title: 'Grachtenpand met tuin' })
  await translate(request, auth, `/api/properties/${id}`, 'fr', { title: 'Maison de canal avec jardin' })
  await translate(request, auth, `/api/properties/${id}`, 'de', { title: 'Grachtenhaus mit Garten' })
  // A city has its name in each language (Gent, Gand), and so has the property's URL.
  await translate(request, auth, `/api/cities/${city}`, 'nl', { name: 'Wisselbrug' })
  await translate(request, auth, `/api/cities/${city}`, 'fr', { name: 'Pont-Bascule' })
  await translate(request, auth, `/api/cities/${city}`, 'de', { name: 'Wechselbrücke' })

  // The short form leads to the canonical page, which is where the switcher's own link points.
  await page.goto(`/en/property/${id}/`, ready)
  await expect(page).toHaveURL(new RegExp(`/en/for-sale/switchbridge/canal-house-with-garden/${id}/$`))
  const expected = {
    nl: `/nl/te-koop/wisselbrug/grachtenpand-met-tuin/${id}/`,
    fr: `/fr/a-vendre/pont-bascule/maison-de-canal-avec-jardin/${id}/`,
    en: `/en/for-sale/switchbridge/canal-house-with-garden/${id}/`,
    de: `/de/zu-verkaufen/wechselbrucke/grachtenhaus-mit-garten/${id}/`,
  }
  expect(await switcherLinks(page)).toEqual(expected)
  expect(await hreflangPaths(page)).toEqual(expected)
  await expectDirect(request, expected)

  // The Dutch page offers the same links.
  await page.goto(expected.nl, ready)
  expect(await switcherLinks(page)).toEqual(expected)
})

test('on a project page the switcher links to the project in each language, as hreflang does', async ({
  page,
  request,
}) => {
  const auth = await apiLogin(request)
  const city = await post(request, auth, '/api/cities?locale=en', { name: 'Harbourside', zip: '9995', country: '10' })
  const id = await post(request, auth, '/api/projects?locale=en', { title: 'Harbour Lofts', city })
  await translate(request, auth, `/api/projects/${id}`, 'nl', { title: 'Havenlofts' })
  await translate(request, auth, `/api/projects/${id}`, 'fr', { title: 'Lofts du Port' })
  await translate(request, auth, `/api/projects/${id}`, 'de', { title: 'Hafenlofts' })

  const expected = {
    nl: `/nl/projecten/havenlofts/${id}/`,
    fr: `/fr/projets/lofts-du-port/${id}/`,
    en: `/en/projects/harbour-lofts/${id}/`,
    de: `/de/projekte/hafenlofts/${id}/`,
  }
  const response = await page.goto(expected.fr, ready)
  expect(response?.status()).toBe(200)
  expect(await switcherLinks(page)).toEqual(expected)
  expect(await hreflangPaths(page)).toEqual(expected)
  await expectDirect(request, expected)
})

test('on a filtered list the switcher keeps the filters; hreflang links to the plain list', async ({
  page,
  request,
}) => {
  // A filtered or re-sorted list is a variant of the list, not a page of its own (see seo.e2e.ts),
  // but a visitor switching language keeps what they chose.
  const plain = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' }
  const sorted = {
    nl: '/nl/te-koop/?sort=price-asc',
    fr: '/fr/a-vendre/?sort=price-asc',
    en: '/en/for-sale/?sort=price-asc',
    de: '/de/zu-verkaufen/?sort=price-asc',
  }
  const filtered = {
    nl: '/nl/te-koop/?bedrooms=2&page=2',
    fr: '/fr/a-vendre/?bedrooms=2&page=2',
    en: '/en/for-sale/?bedrooms=2&page=2',
    de: '/de/zu-verkaufen/?bedrooms=2&page=2',
  }
  for (const [query, expected] of [
    ['?sort=price-asc', sorted],
    ['?bedrooms=2&page=2', filtered],
  ] as const) {
    await page.goto(`/nl/te-koop/${query}`, ready)
    expect(await switcherLinks(page), query).toEqual(expected)
    expect(await hreflangPaths(page), query).toEqual(plain)
    await expectDirect(request, expected)
  }
  await expectDirect(request, plain)

  // Page 2 of the plain list is a page of its own in every language.
  const page2 = {
    nl: '/nl/te-koop/?page=2',
    fr: '/fr/a-vendre/?page=2',
    en: '/en/for-sale/?page=2',
    de: '/de/zu-verkaufen/?page=2',
  }
  await page.goto('/fr/a-vendre/?page=2', ready)
  expect(await switcherLinks(page)).toEqual(page2)
  expect(await hreflangPaths(page)).toEqual(page2)
  await expectDirect(request, page2)
})
