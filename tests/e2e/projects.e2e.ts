import fs from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { projects as seededProjects } from '../../seed/data/projects'
import { expect, test } from './fixtures'
import { here, pathOf, TestContent, type Locale } from './support'

// New-build projects: the list on the projects page and each project's page
// with its units, as seeded in seed/data/projects.ts.

type Tree = { [key: string]: string | Tree }
const projectMessages = (locale: Locale): Tree =>
  JSON.parse(fs.readFileSync(path.join('messages', 'projects', `${locale}.json`), 'utf8')) as Tree

/** A message of the 'projects' namespace, formatted as the site does. */
function text(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const message = key.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k], projectMessages(locale))
  if (typeof message !== 'string') throw new Error(`no message projects.${key}`)
  return String(new IntlMessageFormat(message, locale).format(values))
}

// The dev server compiles pages on first use, and a project page also loads the map frame.
const ready = { waitUntil: 'domcontentloaded', timeout: 30_000 } as const
const slow = { timeout: 20_000 }

const leieboord = seededProjects.find((p) => p.key === 'leieboord')!
const tilleuls = seededProjects.find((p) => p.key === 'clos-des-tilleuls')!

/** The seeded projects' title slugs, written out (not made by the route table under test). */
const slugs: Record<string, Partial<Record<Locale, string>>> = {
  leieboord: { en: 'leieboord-residence', nl: 'residentie-leieboord' },
  'clos-des-tilleuls': { en: 'clos-des-tilleuls', nl: 'clos-des-tilleuls' },
}

/** The URL pattern of a project page: /{locale}/{projects path}/{title slug}/{id}/. */
const projectPath = (locale: Locale, key: string) =>
  new RegExp(`^${pathOf('projects', locale)}${slugs[key][locale]}/(\\d+)/$`)

test('the projects page lists both seeded projects, each linking to its page', async ({ page, offsite }) => {
  const response = await page.goto(pathOf('projects', 'en'), ready)
  expect(response?.status()).toBe(200)
  const cards = page.getByTestId('project-card')
  await expect(cards).toHaveCount(2)
  for (const project of [leieboord, tilleuls]) {
    const title = project.title.get('en')
    const card = cards.filter({ hasText: title })
    const link = card.getByRole('link', { name: title })
    await expect(link).toHaveAttribute('href', projectPath('en', project.key))
    const available = project.units.filter((u) => u.status === 'available').length
    await expect(card).toContainText(text('en', 'summary.availableOf', { available, total: project.units.length }))
    await expect(card.locator('img')).toHaveAttribute('loading', 'lazy')
  }
  expect(offsite).toEqual([])
})

test('a project page shows its units with their status and the availability summary', async ({ page }) => {
  await page.goto(pathOf('projects', 'en'), ready)
  await page.getByRole('link', { name: leieboord.title.get('en') }).click()
  await expect.poll(() => here(page), slow).toMatch(projectPath('en', 'leieboord'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leieboord.title.get('en'))

  const table = page.getByRole('table', { name: text('en', 'units.caption', { title: leieboord.title.get('en') }) })
  await expect(table.locator('tbody tr')).toHaveCount(leieboord.units.length)
  for (const unit of leieboord.units) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: unit.reference }) })
    await expect(row).toContainText(text('en', `status.${unit.status}`))
    await expect(row).toHaveAttribute('data-status', unit.status)
  }

  const count = (s: string) => leieboord.units.filter((u) => u.status === s).length
  const summary = page.getByTestId('project-availability')
  await expect(summary).toContainText(
    text('en', 'summary.availableOf', { available: count('available'), total: leieboord.units.length }),
  )
  await expect(summary).toContainText(text('en', 'summary.sold', { count: count('sold') }))
  await expect(summary).toContainText(text('en', 'summary.option', { count: count('option') }))

  const website = page.getByRole('link', { name: new RegExp(text('en', 'detail.website')) })
  await expect(website).toHaveAttribute('href', leieboord.externalUrl!)
  await expect(website).toHaveAttribute('target', '_blank')
  await expect(website).toHaveAttribute('rel', /noopener/)

  const id = projectPath('en', 'leieboord').exec(here(page))![1]
  // The construction contact form is on the project page, with the project chosen.
  await expect(page.getByTestId('project-contact')).toHaveAttribute('href', '#project-enquiry')
  await expect(page.locator('#project-enquiry form input[name="_project"]')).toHaveValue(id)
})

test('a wrong slug redirects to the canonical URL of the project', async ({ page }) => {
  await page.goto(pathOf('projects', 'nl'), ready)
  const href = await page.getByRole('link', { name: tilleuls.title.get('nl') }).getAttribute('href')
  const id = projectPath('nl', 'clos-des-tilleuls').exec(href ?? '')?.[1]
  expect(id, `project link ${href}`).toBeTruthy()
  const response = await page.goto(`${pathOf('projects', 'nl')}not-the-title/${id}/`, ready)
  expect(response?.status()).toBe(200)
  await expect.poll(() => here(page), slow).toBe(href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tilleuls.title.get('nl'))
})

test('an unknown project answers 404', async ({ page }) => {
  for (const id of ['999999', '9999999999']) {
    const response = await page.goto(`${pathOf('projects', 'en')}no-such-project/${id}/`, ready)
    expect(response?.status(), `project ${id}`).toBe(404)
  }
})

test('the language switch on a project page lands on the same project', async ({ page }) => {
  await page.goto(pathOf('projects', 'en'), ready)
  const href = await page.getByRole('link', { name: leieboord.title.get('en') }).getAttribute('href')
  const id = projectPath('en', 'leieboord').exec(href ?? '')?.[1]
  expect(id, `project link ${href}`).toBeTruthy()
  await page.goto(href!, ready)

  const switcher = page.getByTestId('language-switcher').filter({ visible: true }).first()
  await switcher.getByRole('link', { name: 'NL', exact: true }).click()
  const nlTitle = leieboord.title.get('nl')
  await expect.poll(() => here(page), slow).toBe(`/nl/projecten/residentie-leieboord/${id}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nlTitle)
  await expect(page.getByTestId('project-units')).toContainText(text('nl', 'status.sold'))
})

test.describe('units that open', () => {
  const content = new TestContent()
  const tag = Date.now().toString(36)
  const ids = { project: 0, property: 0 }

  test.beforeAll(async ({ request }) => {
    const city = await content.create(request, 'cities', { name: 'Lotendorp', zip: '9983', country: '10' }, 'en')
    await content.update(request, 'cities', city, { name: 'Lotendorp' }, 'nl')
    ids.project = await content.create(request, 'projects', {
      title: `Lots ${tag}`,
      city,
      units: [
        { reference: `L${tag}-1`, floor: 0, bedrooms: 2, living: 85, price: 295000, status: 'available' },
        { reference: `L${tag}-2`, floor: 1, bedrooms: 3, living: 102, price: 345000, status: 'available' },
      ],
      _status: 'published',
    })
    const type = await content.create(request, 'property-types', { name: 'Lotflat', webId: 1 }, 'en')
    ids.property = await content.create(request, 'properties', {
      title: 'Garden flat',
      reference: `L${tag}-1`,
      goal: 'sale',
      marquee: '1',
      type,
      city,
      price: 295000,
      project: ids.project,
      _status: 'published',
    })
    await content.update(request, 'properties', ids.property, { title: 'Tuinappartement' }, 'nl')
  })

  test.afterAll(async ({ request }) => {
    await content.removeAll(request)
  })

  for (const [locale, url] of [
    ['en', () => `/en/for-sale/lotendorp/garden-flat/${ids.property}/`],
    ['nl', () => `/nl/te-koop/lotendorp/tuinappartement/${ids.property}/`],
  ] as const) {
    test(`in ${locale}, a unit that is a published property links to its page`, async ({ page }) => {
      await page.goto(`${pathOf('projects', locale)}x/${ids.project}/`, ready)
      const table = page.getByTestId('project-units')
      const link = table.getByRole('link', { name: `L${tag}-1` })
      await expect(link).toHaveAttribute('href', url())
      // The unit with no property of its own is no link.
      await expect(table.getByRole('link', { name: `L${tag}-2` })).toHaveCount(0)
      await link.click()
      await expect.poll(() => here(page), slow).toBe(url())
    })
  }

  test('on a phone, a unit without a page of its own opens a disclosure of its facts', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${pathOf('projects', 'en')}x/${ids.project}/`, ready)
    const details = page.getByTestId('unit-details').filter({ hasText: `L${tag}-2` })
    await expect(details.getByText(text('en', 'units.bedrooms'))).toBeHidden()
    await details.getByText(`L${tag}-2`).click()
    await expect(details.getByText(text('en', 'units.bedrooms'))).toBeVisible()
    await expect(details).toContainText(text('en', 'units.surface', { value: 102 }))
    await expect(details).toContainText('345')
  })
})
