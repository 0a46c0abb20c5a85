import fs from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
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
  return ownerCookieOf(res, 'the owner login')
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

/** The session cookie a site's answer set, or an error that says what came instead. */
function ownerCookieOf(res: Response, what: string): string {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('vitrine-owner='))
  if (!cookie) throw new Error(`${what} answered ${res.status} without a session`)
  return cookie
}

/**
 * The link of the newest invitation (or reset) mail to `email` that a site without SMTP_URL
 * wrote to `{varDir}/mail`, waiting up to `timeoutMs` for the jobs runner to send it.
 */
async function passwordLinkFromMail(varDir: string, email: string, timeoutMs = 60_000): Promise<string> {
  const dir = path.join(varDir, 'mail')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
    for (const file of files.reverse()) {
      const mail = await simpleParser(await fs.readFile(path.join(dir, file)))
      const to = [mail.to ?? []].flat().map((a) => a.text)
      const link = /https?:\/\/[^\s]+\/login\/password\/\?token=[0-9a-f]+/.exec(mail.text ?? '')?.[0]
      if (to.includes(email) && link) return link
    }
    if (Date.now() > deadline) throw new Error(`no invitation mail to ${email} in ${dir}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * An invited owner's session cookie, got as the owner gets it (staff cannot set an owner's
 * password): the invitation mail's link opened, and the password form posted without
 * JavaScript; choosing the password logs the owner in.
 */
export async function acceptInvitation(base: string, varDir: string, email: string, password: string): Promise<string> {
  const link = new URL(await passwordLinkFromMail(varDir, email))
  const url = `${base}${link.pathname}${link.search}`
  const page = await fetch(url, { redirect: 'manual' })
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}, not 200`)
  const body = formBody(await page.text(), { password, confirm: password })
  const res = await fetch(url, { method: 'POST', body, redirect: 'manual', headers: { origin: base } })
  return ownerCookieOf(res, 'choosing the password')
}
