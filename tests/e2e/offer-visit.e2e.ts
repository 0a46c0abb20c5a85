import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { addDays, dayIn, weekdayOf } from '../../src/domain/appointments'
import { isBelgianHoliday } from '../../src/domain/holidays'
import { expect, test } from './fixtures'
import { mailHtmlProblems } from '../support/mail-html'
import { mailTo, type Mail } from './mail'
import { apiLogin, expectPath, staffGet, TestContent } from './support'

/**
 * The offer, rent and visit forms of a property, as a visitor uses them: the amount in words
 * beside the offer, the rent conditions above the application, a visit booked on an open day
 * and slot, and a closed day refused even when posted by hand.
 */
const content = new TestContent()
let houseId: number
let flatId: number

/** The visit slots these tests book on, whatever the sample agency says. */
const visitRules = {
  capacity: { slot10to13: 3, slot14to16: 3, slot16to19: 0 },
  closedWeekdays: ['sun'],
  closedDays: [],
  closedOnPublicHolidays: true,
  confirmation: 'requested',
}
let savedRules: Record<string, unknown> | undefined

async function saveVisitRules(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/globals/appointment-slots', {
    headers: await apiLogin(request),
    data,
    timeout: 30_000,
  })
  expect(res.status(), `POST /api/globals/appointment-slots: ${await res.text()}`).toBe(200)
}

/** The first day from `ahead` days on that is neither a Sunday nor a Belgian public holiday. */
function openDayFrom(ahead: number): string {
  let day = addDays(dayIn(new Date()), ahead)
  while (weekdayOf(day) === 'sun' || isBelgianHoliday(day)) day = addDays(day, 1)
  return day
}

/** The next Sunday, at least two days ahead (never today or tomorrow, refused for other reasons). */
function nextSunday(): string {
  let day = addDays(dayIn(new Date()), 2)
  while (weekdayOf(day) !== 'sun') day = addDays(day, 1)
  return day
}

test.beforeAll(async ({ request }) => {
  savedRules = await staffGet(request, '/api/globals/appointment-slots?depth=0')
  await saveVisitRules(request, visitRules)
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
test.afterAll(async ({ request }) => {
  await content.removeAll(request)
  if (savedRules) {
    const { capacity, closedWeekdays, closedDays, closedOnPublicHolidays, confirmation } = savedRules
    await saveVisitRules(request, { capacity, closedWeekdays, closedDays, closedOnPublicHolidays, confirmation })
  }
})

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

/** Books a visit in Dutch through the property's visit page, as a visitor does. */
async function bookVisit(page: Page, day: string, email: string) {
  await page.goto(`/nl/pand/${houseId}/bezoek/`)
  const form = page.getByRole('form', { name: 'Een bezoek plannen' })
  const visit = group(form, 'Wanneer wilt u het pand bezoeken?')
  await visit.getByLabel('Datum').selectOption(day)
  // Only the slots staff take visits in (16.00–19.00 is set to none).
  await expect(visit.getByLabel('Tijdstip').getByRole('option')).toHaveText([
    'Kies…',
    '10.00–13.00 uur',
    '14.00–16.00 uur',
  ])
  await visit.getByLabel('Tijdstip').selectOption({ label: '10.00–13.00 uur' })
  const you = group(form, 'Uw gegevens')
  await you.getByLabel('Aanspreking').selectOption({ label: 'Dhr.' })
  await you.getByLabel('Voornaam').fill('Jan')
  await you.getByLabel('Familienaam').fill('Peeters')
  await you.getByLabel('E-mail').fill(email)
  await you.getByLabel('Telefoon').fill('09 123 45 67')
  await form.getByLabel('Ik heb de privacyverklaring gelezen en ga ermee akkoord').check()
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expectPath(page, '/nl/bedankt/contact-appointment/')
}

/** The seats of the visit booked from this address. */
async function seatsOf(request: APIRequestContext, email: string) {
  const leads = await staffGet<{ docs: { id: number }[] }>(
    request,
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}`,
  )
  const seats = await staffGet<{ docs: { id: number; day: string; slot: string; status: string }[] }>(
    request,
    `/api/appointment-bookings?where[lead][equals]=${leads.docs[0].id}`,
  )
  return { lead: leads.docs[0].id, seats: seats.docs }
}

/** The calendar invitation of a mail: its status, UID and sequence. */
function invitationOf(mail: Mail) {
  const ics = mail.attachments.find((a) => a.contentType === 'text/calendar')
  expect(ics, `a calendar invitation in "${mail.subject}"`).toBeTruthy()
  const text = ics!.content.toString('utf8').replace(/\r?\n[ \t]/g, '')
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1]?.trim()
  return { status: field('STATUS'), uid: field('UID'), sequence: field('SEQUENCE') }
}

test('a visit booked in Dutch lands on the thank-you page as requested and takes a seat of its slot', async ({
  page,
  request,
}) => {
  const day = openDayFrom(12)
  const email = unique('jan')
  await bookVisit(page, day, email)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bezoekaanvraag')
  await expect(page.getByTestId('thank-you-text')).toContainText(
    'Ze is nog niet bevestigd: we nemen binnenkort contact met u op om de afspraak te bevestigen.',
  )
  const { seats } = await seatsOf(request, email)
  expect(seats.map((s) => [s.day, s.slot, s.status])).toEqual([[day, '10-13', 'requested']])
})

test('staff confirm a requested visit: the visitor gets one mail saying so, with the confirmed invitation', async ({
  page,
  request,
}) => {
  const day = openDayFrom(14)
  const email = unique('els')
  await bookVisit(page, day, email)
  const requested = await mailTo(email)
  expect(mailHtmlProblems(requested.html)).toEqual([])
  const first = invitationOf(requested)
  expect(first).toMatchObject({ status: 'TENTATIVE', sequence: '0' })

  // Staff set the booked visit to confirmed (the back office saves it through this API).
  const { lead, seats } = await seatsOf(request, email)
  const confirmedAt = Date.now()
  const res = await request.patch(`/api/appointment-bookings/${seats[0].id}`, {
    headers: await apiLogin(request),
    data: { status: 'confirmed' },
  })
  expect(res.status(), await res.text()).toBe(200)
  const confirmation = await mailTo(email, confirmedAt)
  expect(confirmation.subject).toBe('Uw bezoek is bevestigd – Vitrine Immo')
  expect(mailHtmlProblems(confirmation.html)).toEqual([])
  expect(confirmation.html).toContain('<html lang="nl">')
  expect(confirmation.text).toContain('Beste Jan Peeters,')
  expect(confirmation.text).toContain('is bevestigd. We kijken ernaar uit u te ontvangen.')
  expect(invitationOf(confirmation)).toEqual({ status: 'CONFIRMED', uid: first.uid, sequence: '1' })
  // One mail: the outbox holds the one confirmation of this visit.
  const sent = await staffGet<{ totalDocs: number }>(
    request,
    `/api/mails?where[lead][equals]=${lead}&where[purpose][equals]=visit-confirmed&limit=0`,
  )
  expect(sent.totalDocs).toBe(1)
})

test('the visit form offers no Sunday and no public holiday, from tomorrow up to 60 days ahead', async ({ page }) => {
  await page.goto(`/en/property/${houseId}/visit/`)
  const form = page.getByRole('form', { name: 'Book a visit' })
  // The label's ' *' is hidden from assistive technology: the field's name is 'Date'.
  const date = form.getByRole('combobox', { name: 'Date', exact: true })
  await expect(date).toBeVisible()
  const days = await date
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean))
  const today = dayIn(new Date())
  // Every day of the coming 60 but the Sundays and holidays, in order, counted here apart.
  const expected = Array.from({ length: 60 }, (_, n) => addDays(today, n + 1)).filter(
    (d) => weekdayOf(d) !== 'sun' && !isBelgianHoliday(d),
  )
  expect(days).toEqual(expected)
  expect(days).not.toContain(nextSunday())
  // The visitor reads the day in words.
  const sample = openDayFrom(3)
  const [y, m, d] = sample.split('-').map(Number)
  const words = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)))
  await expect(date.locator(`option[value="${sample}"]`)).toHaveText(words)
})

/** The hidden fields of the page's visit form (the Server Action's own among them), as a browser sends them. */
async function hiddenFieldsOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text()
  const form = /<form[^>]*data-testid="enquiry-form-contact-appointment"[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
  const unescape = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const fields: Record<string, string> = {}
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue
    const name = /name="([^"]*)"/.exec(input)?.[1]
    if (name) fields[unescape(name)] = unescape(/value="([^"]*)"/.exec(input)?.[1] ?? '')
  }
  return fields
}

test('a visit posted by hand for a Sunday is refused with the translated message, and nothing is stored', async ({
  request,
  baseURL,
}) => {
  for (const [path, locale, text] of [
    [`/en/property/${houseId}/visit/`, 'en', 'The agency takes no visits on that day or at that time.'],
    [`/nl/pand/${houseId}/bezoek/`, 'nl', 'Op die dag of op dat tijdstip plannen we geen bezoeken.'],
  ] as const) {
    const email = unique(`sunday-${locale}`)
    const res = await request.post(path, {
      headers: { Origin: baseURL! },
      multipart: {
        ...(await hiddenFieldsOf(request, path)),
        date: nextSunday(),
        slot: '10-13',
        salutation: 'mr',
        firstName: 'Piet',
        lastName: 'Zondag',
        email,
        phone: '0475 12 34 56',
        privacy: 'on',
      },
      maxRedirects: 0,
    })
    expect(res.status(), path).toBe(422)
    expect(await res.text()).toContain(text)
    const leads = await staffGet<{ totalDocs: number }>(
      request,
      `/api/leads?where[email][equals]=${encodeURIComponent(email)}`,
    )
    expect(leads.totalDocs).toBe(0)
  }
  // The same post for an open day goes through (to the thank-you page).
  const email = unique('weekday')
  const path = `/en/property/${houseId}/visit/`
  const res = await request.post(path, {
    headers: { Origin: baseURL! },
    multipart: {
      ...(await hiddenFieldsOf(request, path)),
      date: openDayFrom(20),
      slot: '14-16',
      salutation: 'mr',
      firstName: 'Piet',
      lastName: 'Weekdag',
      email,
      phone: '0475 12 34 56',
      privacy: 'on',
    },
    maxRedirects: 0,
  })
  expect(res.status()).toBeLessThan(400)
  const leads = await staffGet<{ totalDocs: number }>(
    request,
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}`,
  )
  expect(leads.totalDocs).toBe(1)
})
