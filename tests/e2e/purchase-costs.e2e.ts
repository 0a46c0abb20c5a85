import type { Locator, Page, Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { TestContent } from './support'

/*
 * The costs block of a property page (docs/rules/purchase-costs.md): for a sale in each Belgian
 * region, every situation's figures are in the server's HTML and the situation radios switch them
 * without JavaScript; with it, the loan's figures follow what the visitor types. A rent shows its
 * first payment; a price on request shows nothing. The amounts below were worked out by hand
 * from the rules of 1 January 2026, with the default loan of 80 % of the price over 20 years at 3 %:
 *
 * Ghent (9000), € 375,000, loan € 300,000:
 *   duties own home 2 % = € 7,500; another purchase 12 % = € 45,000
 *   notary fee 4.56 % × 7,500 + 2.85 % × 10,000 + 2.28 % × 12,500 + 1.71 % × 15,495 + 1.14 % × 18,600
 *     + 0.57 % × 186,000 + 0.057 % × 124,905 = € 2,520.40; + € 1,100; VAT 21 % € 760.28: € 4,380.68
 *   loan deed 1 % € 3,000 + 0.3 % € 900 + notary (loan scale € 1,016.69 + € 850 + VAT € 392.00)
 *     € 2,258.69 = € 6,158.69
 *   own home: costs € 18,039.37, price and costs € 393,039.37; another purchase € 430,539.37
 *   monthly: i = 1.03^(1/12) − 1, 300,000 × i / (1 − (1 + i)^−240) = € 1,657.72
 *   with a loan of € 100,000: deed € 1,000 + € 300 + € 1,817.08 = € 3,117.08; own home total
 *     € 389,997.76; monthly € 552.57; without a loan: € 386,880.68, another purchase € 424,380.68
 * Brussels (1000), € 500,000, loan € 400,000:
 *   duties own home 12.5 % × (€ 500,000 − € 200,000) = € 37,500; another purchase € 62,500
 *   notary € 2,591.65 + € 1,100 + VAT € 775.25 = € 4,466.90; loan deed € 4,000 + € 1,200 + € 2,313.87
 *   = € 7,513.87; own home € 549,480.77
 * Namur (5000), € 250,000, loan € 200,000:
 *   duties own home 3 % = € 7,500; another purchase 12.5 % = € 31,250
 *   notary € 2,448.66 + € 1,100 + VAT € 745.22 = € 4,293.88; loan deed € 2,000 + € 600 + € 2,092.96
 *   = € 4,692.96; own home € 266,486.84; another purchase € 290,236.84; monthly € 1,105.15
 * Rent € 950 with € 75 charges: € 950 + € 75 + 3 × € 950 = € 3,875.
 */

const content = new TestContent()
const ids = { ghent: 0, brussels: 0, namur: 0, rent: 0, onRequest: 0 }

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const city = (name: string, zip: string) => content.create(request, 'cities', { name, zip, country: '10' }, 'en')
  const [ghent, brussels, namur] = [
    await city('Kostengent', '9000'),
    await city('Kostenbrussel', '1000'),
    await city('Kostennamen', '5000'),
  ]
  const type = await content.create(request, 'property-types', { name: 'Kostenhuis', webId: 1 }, 'en')
  const make = (data: object) => content.create(request, 'properties', { goal: 'sale', marquee: '1', type, ...data })
  ids.ghent = await make({ title: 'House in Ghent with its costs', reference: 'PC-1', city: ghent, price: 375000 })
  ids.brussels = await make({
    title: 'Flat in Brussels with its costs',
    reference: 'PC-2',
    city: brussels,
    price: 500000,
  })
  ids.namur = await make({ title: 'House in Namur with its costs', reference: 'PC-3', city: namur, price: 250000 })
  ids.rent = await make({
    title: 'Flat to let with its first payment',
    reference: 'PC-4',
    goal: 'rent',
    city: ghent,
    price: 950,
    costs: { monthlyCharges: 75 },
  })
  ids.onRequest = await make({
    title: 'House with its price on request',
    reference: 'PC-5',
    city: ghent,
    price: 320000,
    publishPrice: false,
  })
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

async function open(page: Page, path: string): Promise<Locator> {
  const res = await page.goto(path, { timeout: 30_000 })
  expect(res?.status()).toBe(200)
  return page.getByTestId('purchase-costs')
}

const row = (block: Locator, id: string) => block.locator(`[data-row="${id}"]`)
/** What the visitor sees of the total: the other situations' totals are in the HTML but not shown. */
const expectTotal = (block: Locator, text: string) =>
  expect(block.getByTestId('purchase-costs-total')).toHaveText(text, { useInnerText: true })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a house in Ghent shows every figure with its basis and the rules’ date', async ({ page }) => {
    const block = await open(page, `/en/property/${ids.ghent}/`)
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Purchase costs')
    await expect(block).toContainText('An estimate of what a buyer pays on top of the price in Flanders.')
    await expect(block.getByRole('group', { name: 'Your situation' })).toBeVisible()
    await expect(block.getByRole('radio', { name: 'Your sole own home, to live in' })).toBeChecked()

    await expect(row(block, '0:duties')).toBeVisible()
    await expect(row(block, '0:duties').locator('dt')).toHaveText('Registration duties')
    await expect(row(block, '0:duties').locator('dd')).toContainText('€ 7.500')
    await expect(row(block, '0:duties').locator('dd')).toContainText('2% of € 375.000')
    await expect(row(block, 'notary').locator('dd')).toContainText('€ 4.380,68')
    await expect(row(block, 'notary').locator('dd')).toContainText(
      'fee € 2.520,40 on € 375.000, deed costs € 1.100, 21% VAT € 760,28',
    )
    await expect(row(block, 'loanDeed').locator('dd')).toContainText('€ 6.158,69')
    await expect(row(block, 'loanDeed').locator('dd')).toContainText(
      '1% registration duty and 0.3% mortgage duty on € 300.000, notary € 2.258,69',
    )
    await expect(row(block, '0:costs').locator('dd')).toHaveText('€ 18.039,37')
    await expectTotal(block, 'Price and costs: € 393.039,37')

    const mortgage = block.getByTestId('purchase-costs-mortgage')
    await expect(mortgage).toContainText('Monthly payment € 1.657,72')
    await expect(mortgage).toContainText('€ 300.000 over 20 years at 3% a year')
    await expect(block.getByRole('spinbutton', { name: 'Loan amount (€)' })).toHaveValue('300000')
    await expect(block.getByRole('spinbutton', { name: 'Loan amount (€)' })).toBeDisabled()
    await expect(block).toContainText('Unless you change them: a loan of 80% of the price over 20 years at 3% a year.')
    await expect(block.getByTestId('purchase-costs-rules')).toHaveText(
      "An estimate under the Belgian rules in force on 1-1-2026, not a notary's statement: the conditions of each situation are not checked.",
    )
  })

  test('the situation radios switch the figures with CSS alone', async ({ page }) => {
    const block = await open(page, `/en/property/${ids.ghent}/`)
    await expect(row(block, '1:duties')).toBeHidden()
    await block.getByRole('radio', { name: 'Another purchase: a second home, an investment' }).check()
    await expect(row(block, '0:duties')).toBeHidden()
    await expect(row(block, '1:duties').locator('dd')).toContainText('€ 45.000')
    await expect(row(block, '1:duties').locator('dd')).toContainText('12% of € 375.000')
    await expectTotal(block, 'Price and costs: € 430.539,37')
  })

  test('a flat in Brussels gets the abatement on its first € 200.000', async ({ page }) => {
    const block = await open(page, `/en/property/${ids.brussels}/`)
    await expect(block).toContainText('in the Brussels-Capital Region')
    await expect(row(block, '0:duties').locator('dd')).toContainText('€ 37.500')
    await expect(row(block, '0:duties').locator('dd')).toContainText(
      '12.5% of € 300.000: the price less an abatement of € 200.000',
    )
    await expect(row(block, 'notary').locator('dd')).toContainText('€ 4.466,90')
    await expect(row(block, 'loanDeed').locator('dd')).toContainText('€ 7.513,87')
    await expectTotal(block, 'Price and costs: € 549.480,77')
  })

  test('a house in Namur pays the Walloon 3 % as an own home', async ({ page }) => {
    const block = await open(page, `/en/property/${ids.namur}/`)
    await expect(row(block, '0:duties').locator('dd')).toContainText('€ 7.500')
    await expect(row(block, '0:duties').locator('dd')).toContainText('3% of € 250.000')
    await expect(row(block, 'notary').locator('dd')).toContainText('€ 4.293,88')
    await expect(row(block, 'loanDeed').locator('dd')).toContainText('€ 4.692,96')
    await expectTotal(block, 'Price and costs: € 266.486,84')
    await expect(block.getByTestId('purchase-costs-mortgage')).toContainText('Monthly payment € 1.105,15')
  })

  test('a flat to let shows its first payment', async ({ page }) => {
    const block = await open(page, `/en/property/${ids.rent}/`)
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Before moving in')
    await expect(row(block, 'rent').locator('dt')).toHaveText("First month's rent")
    await expect(row(block, 'rent').locator('dd')).toHaveText('€ 950')
    await expect(row(block, 'charges').locator('dt')).toHaveText("First month's charges")
    await expect(row(block, 'charges').locator('dd')).toHaveText('€ 75')
    await expect(row(block, 'deposit').locator('dd')).toContainText('€ 2.850')
    await expect(row(block, 'deposit').locator('dd')).toContainText("3 months' rent (3 × € 950)")
    await expect(block.getByTestId('purchase-costs-total')).toHaveText('To pay before moving in: € 3.875')
    await expect(block).not.toContainText('Registration duties')
  })

  test('a price on request shows no computation', async ({ page }) => {
    const res = await page.goto(`/en/property/${ids.onRequest}/`, { timeout: 30_000 })
    expect(res?.status()).toBe(200)
    await expect(page.getByTestId('property-reference')).toHaveText('PC-5')
    await expect(page.getByTestId('purchase-costs')).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText('Registration duties')
    await expect(page.locator('main')).not.toContainText('Monthly payment')
  })

  test('the Dutch page computes in Dutch', async ({ page }) => {
    const block = await open(page, `/nl/pand/${ids.ghent}/`)
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Aankoopkosten')
    await expect(block.getByRole('group', { name: 'Uw situatie' })).toBeVisible()
    await expect(row(block, '0:duties').locator('dt')).toHaveText('Registratierechten')
    await expect(row(block, '0:duties').locator('dd')).toContainText('2% van € 375.000')
    await expectTotal(block, 'Prijs en kosten: € 393.039,37')
    await expect(block.getByTestId('purchase-costs-rules')).toContainText(
      'Een raming volgens de Belgische regels van kracht op 1-1-2026',
    )
  })
})

test.describe('with JavaScript', () => {
  test('changing the situation updates the total', async ({ page }) => {
    const block = await open(page, `/en/property/${ids.namur}/`)
    await expectTotal(block, 'Price and costs: € 266.486,84')
    await block.getByRole('radio', { name: 'Another purchase: a second home, an investment' }).check()
    await expectTotal(block, 'Price and costs: € 290.236,84')
    await expect(row(block, '1:duties').locator('dd')).toContainText('12.5% of € 250.000')
  })

  test('changing the loan updates the deed, the monthly payment and the total', async ({ page }) => {
    const block = await open(page, `/en/property/${ids.ghent}/`)
    const loan = block.getByRole('spinbutton', { name: 'Loan amount (€)' })
    const mortgage = block.getByTestId('purchase-costs-mortgage')
    await expect(loan).toBeEnabled()
    await loan.fill('100000')
    await expect(row(block, 'loanDeed').locator('dd')).toContainText('€ 3.117,08')
    await expectTotal(block, 'Price and costs: € 389.997,76')
    await expect(mortgage).toContainText('Monthly payment € 552,57')
    await expect(mortgage).toContainText('€ 100.000 over 20 years at 3% a year')

    await loan.fill('0')
    await expect(row(block, 'loanDeed')).toBeHidden()
    await expect(mortgage).toHaveText('Without a loan there is no mortgage deed and no monthly payment.', {
      useInnerText: true,
    })
    await expectTotal(block, 'Price and costs: € 386.880,68')
    await block.getByRole('radio', { name: 'Another purchase: a second home, an investment' }).check()
    await expectTotal(block, 'Price and costs: € 424.380,68')

    await loan.fill('200000')
    await block.getByRole('spinbutton', { name: 'Term (years)' }).fill('0')
    await expect(mortgage).toHaveText(
      'Enter a loan amount of 0 or more, a term of 1 to 40 whole years and a rate from 0 to 20%.',
      { useInnerText: true },
    )
    await block.getByRole('spinbutton', { name: 'Term (years)' }).fill('20')
    await block.getByRole('spinbutton', { name: 'Yearly rate (%)' }).fill('3')
    // € 200,000 over 20 years at 3 %: € 1,105.15 a month (docs/rules/purchase-costs.md#mortgage).
    await expect(mortgage).toContainText('Monthly payment € 1.105,15')
  })

  test('the computation is fetched on the first change of the loan, not with the page', async ({ page }) => {
    // The loan fields' code (live.ts) names them by their data-costs-field attribute.
    const isLive = async (r: Response) =>
      r.request().resourceType() === 'script' && (await r.text()).includes('data-costs-field')
    const firstLoad: Array<Promise<boolean>> = []
    const collect = (r: Response) => void firstLoad.push(isLive(r))
    page.on('response', collect)
    const block = await open(page, `/en/property/${ids.ghent}/`)
    await block.scrollIntoViewIfNeeded()
    page.off('response', collect)
    expect(firstLoad.length).toBeGreaterThan(0)
    expect(await Promise.all(firstLoad)).not.toContain(true)

    const live = page.waitForResponse(isLive)
    await block.getByRole('spinbutton', { name: 'Loan amount (€)' }).fill('100000')
    await live
    await expectTotal(block, 'Price and costs: € 389.997,76')
  })

  test('the French page reads in French and fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const block = await open(page, `/fr/bien/${ids.brussels}/`)
    await expect(block.getByRole('heading', { level: 2 })).toHaveText("Frais d'achat")
    await expect(row(block, '0:duties').locator('dt')).toHaveText("Droits d'enregistrement")
    await expect(row(block, '0:duties').locator('dd')).toContainText(
      '12,5 % de € 300.000 : le prix moins un abattement de € 200.000',
    )
    await expectTotal(block, 'Prix et frais : € 549.480,77')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await block.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
  })
})
