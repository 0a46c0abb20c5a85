import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { addDays, dayIn } from '../../src/domain/appointments'
import { expect, test } from './fixtures'
import { expectPath, staffGet, TestContent } from './support'

/**
 * The offer, rent and visit forms of a property, as a visitor uses them: the amount in words
 * beside the offer, the rent conditions above the application, a visit booked on a slot.
 */
const content = new TestContent()
let houseId: number
let flatId: number

test.beforeAll(async ({ request }) => {
  const city = await content.create(request, 'cities', { name: 'Offerville', zip: '9971', country: '10' })
  const type = await content.create(request, 'property-types', { name: 'Offer house', webId: 1 })
  const common = { marquee: '1', type, city, street: 'Veldstraat', houseNumber: '12', _status: 'published' }
  houseId = await content.create(request, 'properties', {
    ...common,
    title: 'Maison de ville',
    reference: `E2E-OFF-${Date.now()}`,
    goal: 'sale',
    price: 289000,
  })
  flatId = await content.create(request, 'properties', {
    ...common,
    title: 'Bright flat',
    reference: `E2E-RENT-${Date.now()}`,
    goal: 'rent',
    price: 950,
    priceUnit: '2',
    costs: { monthlyCharges: 75 },
    rental: { maxPersons: 3, minimumIncome: 2800, inventoryShare: 150 },
  })
})
test.afterAll(async ({ request }) => content.removeAll(request))

const unique = (name: string) => `${name}-${Date.now()}@example.be`

/** Serious and critical WCAG 2.1 A/AA problems inside the page's form. */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** The fields of one group of the form (signer A and B share their labels). */
const group = (form: Locator, legend: string) => form.getByRole('group', { name: legend })

test('an offer in French shows the amount in words as it is typed, and is sent', async ({ page, request }) => {
  await page.goto(`/fr/bien/${houseId}/offre/`)
  const form = page.getByRole('form', { name: 'Faire une offre' })
  const offer = group(form, 'Votre offre')
  const amount = offer.getByLabel('Montant offert (€)')
  expect(await axeProblems(page)).toEqual([])

  await amount.fill('271950')
  await expect(offer.getByTestId('amount-in-words')).toHaveText(
    'En toutes lettres : deux cent septante et un mille neuf cent cinquante euros',
  )
  await expect(amount).toHaveAccessibleDescription(/deux cent septante et un mille neuf cent cinquante euros/)
  // Typed the Belgian way, with dots: the words follow the new amount.
  await amount.fill('1.250.000')
  await expect(offer.getByTestId('amount-in-words')).toHaveText(
    'En toutes lettres : un million deux cent cinquante mille euros',
  )
  expect(await axeProblems(page)).toEqual([])

  await offer.getByLabel('Offre valable à partir du').fill('2026-06-01')
  await offer.getByLabel('Offre valable jusqu’au').fill('2026-06-15')
  await offer.getByLabel('Fait à').fill('Gand')
  await offer.getByLabel('Date de signature').fill('2026-06-03')
  const you = group(form, 'Vos coordonnées')
  await you.getByLabel('Civilité').selectOption({ label: 'Mme' })
  await you.getByLabel('Prénom').fill('Anne')
  await you.getByLabel('Nom *', { exact: true }).fill('Dupont')
  const email = unique('anne')
  await you.getByLabel('E-mail').fill(email)
  await you.getByLabel('Téléphone').fill('0475 12 34 56')
  const address = group(form, 'Votre adresse')
  await address.getByLabel('Rue').fill('Kouter')
  await address.getByLabel('Numéro').fill('5')
  await address.getByLabel('Code postal').fill('9000')
  await address.getByLabel('Localité').fill('Gent')
  await form.getByLabel('J’ai lu la déclaration de confidentialité et je l’accepte').check()
  await form.getByRole('button', { name: 'Envoyer' }).click()

  await expectPath(page, '/fr/merci/purchase-offer/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre offre')
  const leads = await staffGet<{ docs: { fields: Record<string, unknown> }[] }>(
    request,
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}`,
  )
  expect(leads.docs.map((l) => l.fields.amount)).toEqual([1250000])
})

test('the rent application shows the property’s conditions above the form', async ({ page }) => {
  await page.goto(`/en/property/${flatId}/apply/`)
  const terms = page.getByRole('region', { name: 'Conditions for renting this property' })
  await expect(terms.getByRole('listitem')).toHaveText([
    'Minimum net monthly income of the household: € 2.800.',
    'Maximum number of occupants: 3.',
    "The first month's rent, € 950, is paid before the keys are handed over.",
    'Monthly charges on top of the rent: € 75.',
    'Your share of the cost of the check-in inventory: € 150.',
    "Rental deposit of 3 months' rent: € 2.850.",
  ])
  await expect(page.getByRole('form', { name: 'Apply to rent' })).toBeVisible()
})

test('a visit booked in Dutch lands on the thank-you page and takes a seat of its slot', async ({ page, request }) => {
  const day = addDays(dayIn(new Date()), 12)
  await page.goto(`/nl/pand/${houseId}/bezoek/`)
  const form = page.getByRole('form', { name: 'Een bezoek plannen' })
  const visit = group(form, 'Wanneer wilt u het pand bezoeken?')
  // The date picker offers tomorrow up to 60 days ahead (Brussels days), counted here apart.
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' })
    .format(new Date())
    .split('-')
    .map(Number)
  const brusselsDay = (ahead: number) => new Date(Date.UTC(y, m - 1, d + ahead)).toISOString().slice(0, 10)
  await expect(visit.getByLabel('Datum')).toHaveAttribute('min', brusselsDay(1))
  await expect(visit.getByLabel('Datum')).toHaveAttribute('max', brusselsDay(60))
  await visit.getByLabel('Datum').fill(day)
  await visit.getByLabel('Tijdstip').selectOption({ label: '10.00–13.00 uur' })
  const you = group(form, 'Uw gegevens')
  await you.getByLabel('Aanspreking').selectOption({ label: 'Dhr.' })
  await you.getByLabel('Voornaam').fill('Jan')
  await you.getByLabel('Familienaam').fill('Peeters')
  const email = unique('jan')
  await you.getByLabel('E-mail').fill(email)
  await you.getByLabel('Telefoon').fill('09 123 45 67')
  await form.getByLabel('Ik heb de privacyverklaring gelezen en ga ermee akkoord').check()
  await form.getByRole('button', { name: 'Verzenden' }).click()

  await expectPath(page, '/nl/bedankt/contact-appointment/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bezoekaanvraag')
  const leads = await staffGet<{ docs: { id: number }[] }>(
    request,
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}`,
  )
  const seats = await staffGet<{ docs: { day: string; slot: string }[] }>(
    request,
    `/api/appointment-bookings?where[lead][equals]=${leads.docs[0].id}`,
  )
  expect(seats.docs.map((s) => [s.day, s.slot])).toEqual([[day, '10-13']])
})
