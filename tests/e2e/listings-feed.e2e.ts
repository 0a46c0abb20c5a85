import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { signPush } from '../../src/features/listings-feed/push'
import { typescriptNode } from '../../scripts/typescript-node'
import { FakeCrm } from '../support/fake-crm'
import { TEST_CRM_SECRET } from '../support/feed-secret'
import { expect, test } from './fixtures'
import { staffDelete, staffGet } from './support'

/*
 * The agency's CRM connected to the running site (docs/rules/listings-feed.md): `npm run import`
 * hands a feed file to the site while it runs, and the CRM pushes a change, signed; each shows on
 * the pages at once, the list page included (it was cached before).
 */

const crm = new FakeCrm()
test.beforeAll(async () => {
  await crm.start()
})
test.afterAll(async ({ request }) => {
  await crm.stop()
  // The listing leaves the sample agency as it was, for the tests that count its listings.
  const found = await staffGet<{ docs: Array<{ id: number }> }>(
    request,
    '/api/properties?where[feed.crmId][equals]=E2E-FEED-1&depth=0&draft=true',
  )
  for (const { id } of found.docs) await staffDelete(request, `/api/properties/${id}`)
})

const record = (price: number) => ({
  ID: 'E2E-FEED-1',
  Reference: 'E2E-FEED-1',
  WebID: 1,
  Goal: 0,
  Price: price,
  Marquee: 1,
  Street: 'Kaaiplein',
  HouseNumber: '4',
  Zip: '9000',
  City: 'Gent',
  Title: {
    nl: 'Herenhuis uit het CRM',
    fr: 'Maison de maître du CRM',
    en: 'Town house from the CRM',
    de: 'Stadthaus aus dem CRM',
  },
  Description: { nl: 'Ruim.', fr: 'Spacieuse.', en: 'Roomy.', de: 'Geräumig.' },
  Pictures: [
    { Url: crm.photoUrl('e2e-front'), Name: 'Street front' },
    { Url: crm.photoUrl('e2e-hall'), Name: 'Entrance hall' },
  ],
})

/** `npm run import -- <file>` beside the running site: its exit code and output. */
function importCommand(file: string): Promise<{ code: number | null; output: string }> {
  const port = new URL(test.info().project.use.baseURL!).port
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, VAR_DIR: 'var/e2e' }
  delete env.DATABASE_URL
  return new Promise((resolve) => {
    const child = spawn(process.execPath, typescriptNode('scripts/import.ts', file), { env })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

test.describe.configure({ mode: 'serial' })

test('npm run import hands a feed file to the running site; the listing shows with its photos', async ({
  page,
  request,
}) => {
  await page.goto('/en/for-sale/')
  await expect(page.getByTestId('property-card').first()).toBeVisible()
  await expect(page.getByText('Town house from the CRM')).toHaveCount(0)

  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-feed-')), 'feed.json')
  fs.writeFileSync(file, JSON.stringify({ Complete: false, Properties: [record(575_000)] }))
  const { code, output } = await importCommand(file)
  expect(output).toContain('handing the feed over to it')
  expect(output).toContain('1 record(s): 1 created, 0 updated, 0 unchanged, 0 withdrawn, 0 skipped.')
  expect(code).toBe(0)

  await page.goto('/en/for-sale/')
  await page
    .getByRole('link', { name: /Town house from the CRM/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Town house from the CRM' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Street front' }).first()).toBeVisible()

  const found = await staffGet<{ docs: Array<{ id: number }> }>(
    request,
    '/api/properties?where[feed.crmId][equals]=E2E-FEED-1&depth=0&draft=true',
  )
  expect(found.docs).toHaveLength(1)
})

test('a push signed by the CRM changes the price on the page; a wrong signature gets a translated 401', async ({
  page,
  request,
}) => {
  const body = JSON.stringify(record(549_000))
  const wrong = await request.post('/api/import', {
    headers: {
      'content-type': 'application/json',
      'accept-language': 'fr',
      ...signPush(body, `whsec_${Buffer.from('a key the agency never gave out!').toString('base64')}`),
    },
    data: body,
    failOnStatusCode: false,
  })
  expect(wrong.status()).toBe(401)
  expect(await wrong.json()).toEqual({
    error: 'Cet envoi n’est pas signé avec la clé d’import de l’agence, ou sa signature date de plus de cinq minutes.',
  })

  const pushed = await request.post('/api/import', {
    headers: { 'content-type': 'application/json', ...signPush(body, TEST_CRM_SECRET) },
    data: body,
  })
  expect(pushed.status()).toBe(200)
  expect((await pushed.json()) as unknown).toMatchObject({ report: { updated: ['E2E-FEED-1'] } })

  await page.goto('/en/for-sale/')
  await page
    .getByRole('link', { name: /Town house from the CRM/ })
    .first()
    .click()
  await expect(page.getByTestId('property-price').first()).toContainText('549.000')
})
