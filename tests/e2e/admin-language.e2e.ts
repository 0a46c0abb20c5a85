import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { expect, test } from './fixtures'
import { staff } from './support'

// The back office speaks the staff member's language: Payload's own texts for the interface,
// and our labels (src/payload/admin-labels, and each page module's block in src/features/modules) for the content model.
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
