import { htmlLinks, htmlText, mailHtmlProblems } from '../support/mail-html'
import { expect, test } from './fixtures'
import { mailTo, type Mail } from './mail'
import { apiLogin, expectPath, TestContent } from './support'

/*
 * The site's mails as a recipient's mail program gets them over SMTP: an HTML part in the
 * agency's layout that mail programs can show (tests/support/mail-html.ts) with its plain-text
 * part, in the recipient's language. Every kind of mail, part by part: mail-layout.int.test.ts.
 */

const content = new TestContent()
const unique = (name: string) => `${name}-${Date.now()}@example.be`

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

/** Both parts, the HTML fit for mail programs, in `lang`, its web links in the text too. */
function expectBothParts(mail: Mail, lang: string) {
  expect(mail.text).not.toBe('')
  expect(mailHtmlProblems(mail.html)).toEqual([])
  expect(mail.html).toContain(`<html lang="${lang}">`)
  for (const href of htmlLinks(mail.html).filter((h) => h.startsWith('http'))) expect(mail.text).toContain(href)
}

const passwordLink = (text: string) => {
  const match = /http:\/\/localhost:\d+\/fr\/login\/password\/\?token=[0-9a-f]{40}/.exec(text)
  expect(match, `a link to choose a password in:\n${text}`).not.toBeNull()
  return match![0]
}

test('a French owner gets the invitation and, asking from the Dutch login page, the reset mail in French', async ({
  page,
  request,
}) => {
  const email = unique('camille')
  const res = await request.post('/api/owners/new', {
    headers: await apiLogin(request),
    data: { name: 'Camille Lambert', email, language: 'fr' },
    timeout: 30_000,
  })
  expect(res.status(), await res.text()).toBe(201)
  content.track('owners', ((await res.json()) as { id: number }).id)

  const invitation = await mailTo(email)
  expect(invitation.subject).toBe('Votre portail propriétaire chez Vitrine Immo')
  expectBothParts(invitation, 'fr')
  const link = passwordLink(invitation.text)
  expect(htmlLinks(invitation.html)).toContain(link)
  expect(htmlText(invitation.html)).toContain('Bonjour Camille Lambert,')

  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByLabel('Nouveau mot de passe').fill('mon-secret-2026')
  await page.getByLabel('Répétez le mot de passe').fill('mon-secret-2026')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expectPath(page, '/fr/portal/')
  await page.context().clearCookies({ name: 'vitrine-owner' })

  const asked = Date.now()
  await page.goto('/nl/login/forgot/')
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByRole('button', { name: 'Link versturen' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText('Als dit adres bij een eigenaarsaccount hoort')
  const reset = await mailTo(email, asked)
  expect(reset.subject).toBe('Choisissez un nouveau mot de passe pour Vitrine Immo')
  expectBothParts(reset, 'fr')
  for (const part of [reset.text, htmlText(reset.html)]) {
    expect(part).toContain('Bonjour Camille Lambert,')
    expect(part).toContain('Le lien fonctionne une fois, pendant 30 minutes.')
  }
  expect(htmlLinks(reset.html)).toContain(passwordLink(reset.text))
})
