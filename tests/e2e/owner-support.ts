import type { APIRequestContext, Browser, Page } from '@playwright/test'
import ownersDe from '../../messages/owners/de.json' with { type: 'json' }
import ownersEn from '../../messages/owners/en.json' with { type: 'json' }
import ownersFr from '../../messages/owners/fr.json' with { type: 'json' }
import ownersNl from '../../messages/owners/nl.json' with { type: 'json' }
import { expect } from './fixtures'
import { mailTo } from './mail'
import { apiLogin, expectPath, type Locale } from './support'

/** The password every owner made by a test chooses. */
export const PASSWORD = 'an-owner-password-for-e2e'
const ownerTexts: Record<Locale, typeof ownersEn> = { nl: ownersNl, fr: ownersFr, en: ownersEn, de: ownersDe }

/**
 * Signs an owner in through the site's login page (`/{locale}/login/`), as they would. The one
 * place the tests depend on the login page: its field labels and button come from
 * messages/owners, and it is expected to land on the portal.
 */
export async function loginAsOwner(page: Page, email: string, password: string, locale: Locale = 'en') {
  const t = ownerTexts[locale].login
  await page.goto(`/${locale}/login/`)
  await page.getByLabel(t.email, { exact: true }).fill(email)
  await page.getByLabel(t.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.submit, exact: true }).click()
  await page.waitForURL((url) => !url.pathname.includes('/login/'))
  await page.goto(`/${locale}/portal/`)
  await expectPath(page, `/${locale}/portal/`)
}

/**
 * An owner made as staff do it (the invitation endpoint, then the properties linked), who
 * chooses a password through the invitation mail's link, as owners do: staff cannot set one.
 */
export async function makeOwner(
  request: APIRequestContext,
  browser: Browser,
  name: string,
  properties: number[],
  language: Locale,
  tag: string,
) {
  const auth = await apiLogin(request)
  const email = `${name.toLowerCase()}-${tag}@owners.example`
  const made = await request.post('/api/owners/new', { headers: auth, data: { name, email, language } })
  expect(made.status(), await made.text()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  const set = await request.patch(`/api/owners/${id}`, { headers: auth, data: { properties } })
  expect(set.status(), await set.text()).toBe(200)
  const link = new RegExp(`http://localhost:\\d+/${language}/login/password/\\?token=[0-9a-f]{40}`).exec(
    (await mailTo(email)).text,
  )
  expect(link, 'the invitation mail holds a link to choose a password').not.toBeNull()
  const t = ownerTexts[language].password
  const page = await browser.newPage()
  await page.goto(link![0])
  await page.getByLabel(t.new, { exact: true }).fill(PASSWORD)
  await page.getByLabel(t.confirm, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t.submit, exact: true }).click()
  await page.waitForURL((url) => url.pathname === `/${language}/portal/`)
  await page.close()
  return { id, email }
}
