import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { expect, test } from './fixtures'
import { staff } from './support'

// The back office speaks the staff member's language: Payload's own texts for the interface,
// and our labels (written beside each field of every collection, global and page-module block) for the content model.
const languages = [
  { locale: 'nl-BE', t: nl.translations, collection: 'Panden' },
  { locale: 'fr-BE', t: fr.translations, collection: 'Biens' },
  { locale: 'en-GB', t: en.translations, collection: 'Properties' },
  { locale: 'de-DE', t: de.translations, collection: 'Immobilien' },
]

for (const { locale, t, collection } of languages) {
  test(`the back office speaks ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2))
    await page.getByLabel(t.general.email).fill(staff.email)
    await page.getByLabel(t.general.password).fill(staff.password)
    await page.getByRole('button', { name: t.authentication.login }).click()
    await expect(page.getByRole('link', { name: collection, exact: true }).first()).toBeVisible()
    await context.close()
  })
}

// Staff passwords are not reset by mail: the login's link says who resets them, in the staff
// member's language, instead of a form that would send nothing.
const resetHelp = [
  { locale: 'nl-BE', t: nl.translations, heading: 'Wachtwoord vergeten?', back: 'Terug naar het inloggen' },
  { locale: 'fr-BE', t: fr.translations, heading: 'Mot de passe oublié ?', back: 'Retour à la connexion' },
  { locale: 'en-GB', t: en.translations, heading: 'Forgot your password?', back: 'Back to the login' },
  { locale: 'de-DE', t: de.translations, heading: 'Passwort vergessen?', back: 'Zurück zur Anmeldung' },
]

for (const { locale, t, heading, back } of resetHelp) {
  test(`a member of staff who forgot the password is sent to an administrator, in ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.getByRole('link', { name: t.authentication.forgotPasswordQuestion }).click()
    await expect(page).toHaveURL(/\/admin\/forgot$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('textbox')).toHaveCount(0)
    await page.getByRole('link', { name: back }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await context.close()
  })
}
