import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { sampleStaff } from '../../seed/data/staff'
import { locales, type Locale } from '../../src/i18n/locales'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

export { locales, type Locale }

/** The site's own texts, so tests never hard-code a translation. */
export const messages: Record<Locale, typeof en> = { nl, fr, en, de }

/**
 * The seeded paths of the built-in pages, written out here rather than read from the route table
 * under test (src/i18n/routes.ts), so a changed path there fails the tests.
 */
export const seededPaths: Record<string, Record<Locale, string>> = {
  home: { nl: '', fr: '', en: '', de: '' },
  'for-sale': { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  'for-rent': { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
  projects: { nl: 'projecten', fr: 'projets', en: 'projects', de: 'projekte' },
  services: { nl: 'diensten', fr: 'services', en: 'services', de: 'dienstleistungen' },
  contact: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
  'contact-demand': {
    nl: 'gratis-schatting',
    fr: 'estimation-gratuite',
    en: 'contact-demand',
    de: 'kostenlose-bewertung',
  },
  'demand-register': { nl: 'blijf-op-de-hoogte', fr: 'restez-informe', en: 'demand-register', de: 'suchauftrag' },
  'Privacy-statement': {
    nl: 'privacyverklaring',
    fr: 'declaration-de-confidentialite',
    en: 'privacy-statement',
    de: 'datenschutzerklaerung',
  },
  'Cookie-policy': { nl: 'cookiebeleid', fr: 'politique-de-cookies', en: 'cookie-policy', de: 'cookie-richtlinie' },
  Disclaimer: { nl: 'disclaimer', fr: 'avertissement', en: 'disclaimer', de: 'haftungsausschluss' },
  newsletter: { nl: 'nieuwsbrief', fr: 'lettre-d-information', en: 'newsletter', de: 'newsletter' },
  login: { nl: 'login', fr: 'login', en: 'login', de: 'login' },
  jobs: { nl: 'vacatures', fr: 'emplois', en: 'jobs', de: 'stellenangebote' },
  property: { nl: 'pand', fr: 'bien', en: 'property', de: 'immobilie' },
  testimonials: { nl: 'getuigenissen', fr: 'temoignages', en: 'testimonials', de: 'erfahrungsberichte' },
  feedback: { nl: 'bedankt', fr: 'merci', en: 'feedback', de: 'danke' },
}

/** `/{locale}/{path}/` of a built-in page key, as seeded. */
export function pathOf(key: string, locale: Locale): string {
  const p = seededPaths[key]?.[locale]
  if (p === undefined) throw new Error(`No built-in path for ${key}`)
  return p ? `/${locale}/${p}/` : `/${locale}/`
}

/** Pathname (with search) of the page's current URL. */
export function here(page: Page): string {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** Waits until the page is at this path (redirects may finish after `goto` returns). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => here(page), { message: `URL of the page (started at ${page.url()})` }).toBe(path)
}

/** A cookie of the site under test, for `context.addCookies`. */
export function siteCookie(name: string, value: string) {
  const url = test.info().project.use.baseURL
  if (!url) throw new Error('baseURL is not set')
  return { name, value, url }
}

const admin = sampleStaff.find((s) => s.role === 'admin')!
export const staff = { email: admin.email, password: admin.password }

/** Logs in through Payload's REST API and returns the `Authorization` header to use. */
export async function apiLogin(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/users/login', { data: staff, timeout: 15_000 })
  expect(res.status(), `POST /api/users/login: ${await res.text()}`).toBe(200)
  const { token } = (await res.json()) as { token?: string }
  expect(token, 'login answer has a token').toBeTruthy()
  return { Authorization: `JWT ${token}` }
}

let staffHeaders: Promise<Record<string, string>> | undefined

/**
 * GET from the REST API as staff (anonymous callers may read nothing there) and return the JSON.
 * Staff see unpublished documents too: filter on `_status` where the test needs the public view.
 */
export async function staffGet<T>(request: APIRequestContext, url: string): Promise<T> {
  staffHeaders ??= apiLogin(request)
  const res = await request.get(url, { headers: await staffHeaders, timeout: 30_000 })
  expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200)
  return (await res.json()) as T
}

/** DELETE through the REST API as staff. */
export async function staffDelete(request: APIRequestContext, url: string): Promise<void> {
  staffHeaders ??= apiLogin(request)
  const res = await request.delete(url, { headers: await staffHeaders, timeout: 30_000 })
  expect(res.status(), `DELETE ${url}: ${await res.text()}`).toBe(200)
}

/**
 * Opens a collection's edit view as the form alone for the logged-in staff member. Payload keeps
 * whether Live Preview was open per user and collection (preference `collection-<slug>`), and its
 * toggle button flips that state, so a test that opens Live Preview starts from a known state.
 */
export async function resetEditView(page: Page, collection: string): Promise<void> {
  // From the back-office page, as the admin's own scripts save it (its cookie and origin).
  const status = await page.evaluate(
    async (key) =>
      (
        await fetch(`/api/payload-preferences/${key}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ value: { editViewType: 'default' } }),
        })
      ).status,
    `collection-${collection}`,
  )
  expect(status).toBe(200)
}

/** Fills the English contact form as a visitor (details and the privacy consent), without sending it. */
export async function fillContactForm(form: Locator, lastName: string, email: string): Promise<void> {
  await form.getByLabel('Title').selectOption({ label: 'Ms' })
  await form.getByLabel('First name').fill('Ilse')
  await form.getByLabel('Last name').fill(lastName)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Phone').fill('0475123456')
  await form.getByLabel('I have read and accept the privacy statement').check()
}

/** Scroll the window to an exact offset, making the page tall enough first. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    const needed = top + window.innerHeight + 50
    if (document.documentElement.scrollHeight < needed && !document.getElementById('e2e-spacer')) {
      // Test-only filler so short pages can scroll; the behaviour under test does not depend on content.
      const spacer = document.createElement('div')
      spacer.id = 'e2e-spacer'
      spacer.style.height = '2000px'
      document.body.appendChild(spacer)
    }
    window.scrollTo({ top, behavior: 'instant' })
  }, y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

/**
 * Content a test creates through REST as staff, and deletes again, newest first, with
 * `removeAll` (in `afterAll`, which has a request context of its own).
 */
export class TestContent {
  private made: Array<{ collection: string; id: number }> = []
  private auth: Record<string, string> | undefined

  /** Creates a document in `locale` (localized fields are written in that language) and returns its id. */
  async create(request: APIRequestContext, collection: string, data: object, locale = 'en'): Promise<number> {
    this.auth ??= await apiLogin(request)
    const url = `/api/${collection}?locale=${locale}`
    const res = await request.post(url, { headers: this.auth, data, timeout: 30_000 })
    expect(res.status(), `POST ${url}: ${await res.text()}`).toBe(201)
    const { id } = ((await res.json()) as { doc: { id: number } }).doc
    this.made.unshift({ collection, id })
    return id
  }

  /** Uploads a picture to the media collection with its alternative text and returns its id. */
  async upload(
    request: APIRequestContext,
    file: { name: string; mimeType: string; buffer: Buffer },
    alt: string,
    locale = 'en',
  ): Promise<number> {
    this.auth ??= await apiLogin(request)
    const url = `/api/media?locale=${locale}`
    const res = await request.post(url, {
      headers: this.auth,
      multipart: { file, _payload: JSON.stringify({ alt }) },
      timeout: 30_000,
    })
    expect(res.status(), `POST ${url}: ${await res.text()}`).toBe(201)
    const { id } = ((await res.json()) as { doc: { id: number } }).doc
    this.made.unshift({ collection: 'media', id })
    return id
  }

  /** Writes `data` in `locale` into a document (another language's names of a city, say). */
  async update(
    request: APIRequestContext,
    collection: string,
    id: number,
    data: object,
    locale: string,
  ): Promise<void> {
    this.auth ??= await apiLogin(request)
    const url = `/api/${collection}/${id}?locale=${locale}`
    const res = await request.patch(url, { headers: this.auth, data, timeout: 30_000 })
    expect(res.status(), `PATCH ${url}: ${await res.text()}`).toBe(200)
  }

  /** Deletes this document too at the end (one the test made another way). */
  track(collection: string, id: number): void {
    this.made.unshift({ collection, id })
  }

  async removeAll(request: APIRequestContext): Promise<void> {
    if (this.made.length) this.auth ??= await apiLogin(request)
    for (const { collection, id } of this.made.splice(0))
      await request.delete(`/api/${collection}/${id}`, { headers: this.auth })
  }
}
