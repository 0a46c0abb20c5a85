import { sampleOwner } from '../../seed/data/owners'
import { formBody } from './no-js-form'

/**
 * An owner's session cookie (the sample owner's by default), got as a browser without
 * JavaScript gets it: the login page's form posted with the e-mail and password.
 */
export async function ownerSessionCookie(
  base: string,
  locale: string,
  { email, password }: { email: string; password: string } = sampleOwner,
): Promise<string> {
  const loginUrl = `${base}/${locale}/login/`
  const page = await fetch(loginUrl, { redirect: 'manual' })
  if (page.status !== 200) throw new Error(`${loginUrl} answered ${page.status}, not 200`)
  const html = await page.text()
  const body = formBody(html, { email, password })
  const res = await fetch(loginUrl, { method: 'POST', body, redirect: 'manual', headers: { origin: base } })
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('vitrine-owner='))
  if (!cookie) throw new Error(`the owner login answered ${res.status} without a session`)
  return cookie
}

/** The portal page of the owner's first property, from the links of the selection page. */
export async function firstPortalProperty(base: string, locale: string, cookie: string): Promise<string> {
  const url = `${base}/${locale}/portal/`
  const res = await fetch(url, { headers: { cookie }, redirect: 'manual' })
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}, not 200`)
  const href = new RegExp(`href="(/${locale}/portal/\\d+/)"`).exec(await res.text())?.[1]
  if (!href) throw new Error(`${url} links to no property`)
  return href
}
