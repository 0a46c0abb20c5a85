import { FakeCrm } from '../support/fake-crm'
import { expect, test } from './fixtures'
import { apiLogin, siteCookie, staff } from './support'

/*
 * The listings import in the back office: an administrator runs a dry run of a feed from above
 * the list of import runs, reads the outcome, sees the run appear in the list and opens its
 * report. The feed is a CRM served by the test on this machine (tests/support/fake-crm.ts); a
 * dry run writes no listing, and the runs the test made are deleted after it.
 */

const crm = new FakeCrm()
const tag = `E2E${Date.now().toString(36).toUpperCase()}`

/** A house for sale as the CRM sends it; `extra` adds or overrides fields. */
const house = (id: string, extra: Record<string, unknown> = {}) => ({
  ID: `${tag}-${id}`,
  WebID: 1,
  Goal: 0,
  Price: 285_000,
  Zip: '9992',
  City: 'Proefdorp',
  Title: { nl: `Huis ${id}`, fr: `Maison ${id}`, en: `House ${id}`, de: `Haus ${id}` },
  ...extra,
})

test.beforeAll(async () => {
  await crm.start()
  crm.feed = {
    Complete: true,
    Properties: [house('1'), house('2', { Sauna: true }), house('3', { Price: 'on request' })],
  }
})

test.afterAll(async ({ request }) => {
  const auth = await apiLogin(request)
  const source = encodeURIComponent(crm.url('/feed.json'))
  const runs = await request.get(`/api/import-runs?where[source][equals]=${source}&depth=0&limit=20`, {
    headers: auth,
  })
  for (const { id } of ((await runs.json()) as { docs: { id: number }[] }).docs)
    await request.delete(`/api/import-runs/${id}`, { headers: auth })
  await crm.stop()
})

test('an admin runs a dry run of a feed from the list of import runs and reads its report', async ({ page }) => {
  await page.context().addCookies([siteCookie('payload-lng', 'en')])
  const login = await page.request.post('/api/users/login', { data: staff })
  expect(login.status(), await login.text()).toBe(200)

  await page.goto('/admin/collections/import-runs', { waitUntil: 'domcontentloaded' })
  const panel = page.getByRole('region', { name: 'Run the import' })
  await expect(panel).toBeVisible({ timeout: 20_000 })
  await expect(panel.getByTestId('import-schedule')).toContainText('No scheduled pull')
  await expect(panel.getByRole('link', { name: 'Change the schedule' })).toHaveAttribute(
    'href',
    '/admin/globals/listings-feed-settings',
  )

  const run = panel.getByRole('button', { name: 'Run the import now' })
  // Enabled once the form is hydrated.
  await expect(run).toBeEnabled()
  await panel.getByLabel('Feed address').fill(crm.url('/feed.json'))
  await panel.getByLabel('Dry run').check()
  await run.click()

  const outcome = panel.getByTestId('run-import-outcome')
  await expect(outcome).toContainText(
    'Dry run done, nothing was changed: 2 would be created, 0 updated, 0 unchanged, 0 withdrawn, 1 skipped.',
    { timeout: 30_000 },
  )
  expect(crm.asked.get('/feed.json')).toBe(1)
  // The list under the panel shows the new run without a reload.
  await expect(page.locator('table').getByText(crm.url('/feed.json'))).toBeVisible()

  await outcome.getByRole('link', { name: 'Open the report' }).click()
  const report = page.getByTestId('import-report')
  await expect(report).toBeVisible({ timeout: 20_000 })
  await expect(report).toContainText('Dry run: this is what the import would have done; nothing was changed.')
  await expect(report.getByTestId('import-report-count-records')).toHaveText('3')
  await expect(report.getByTestId('import-report-count-created')).toHaveText('2')
  await expect(report.getByTestId('import-report-createdIds')).toContainText(`${tag}-1, ${tag}-2`)
  const skipped = report.getByTestId('import-report-skippedRecords')
  await expect(skipped.getByRole('row').nth(1)).toContainText(`3${tag}-3`)
  await expect(skipped).toContainText('Price')
  await expect(report.getByTestId('import-report-unknownFields')).toContainText('Sauna')
  await expect(report.getByTestId('import-report-photoErrors')).toContainText('None')

  // Nothing was written: no listing of this feed exists.
  const auth = await apiLogin(page.request)
  const listings = await page.request.get(
    `/api/properties?where[feed.crmId][like]=${tag}&depth=0&limit=1&trash=true&draft=true`,
    { headers: auth },
  )
  expect(((await listings.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
