import type { Page } from '@playwright/test'
import { sampleStaff } from '../../seed/data/staff'
import { expect, test } from './fixtures'
import { apiLogin, resetEditView } from './support'

/*
 * The staff workflow: a menu page edited as a draft stays as it was on the site, shows in the
 * staff preview opened from the back office, and goes live when its scheduled publish job
 * runs (the server runs the job queue itself). A redirect of an old URL answers before any page.
 */

const apiTimeout = 30_000
const agent = sampleStaff.find((s) => s.role === 'agent')!

/** A published menu page of its own, in Dutch (the default language) and English. */
async function createPage(request: Parameters<typeof apiLogin>[0], stamp: string) {
  const auth = await apiLogin(request)
  const created = await request.post('/api/menu-pages?locale=nl', {
    headers: auth,
    timeout: apiTimeout,
    data: { key: `wf-${stamp}`, title: `Werkwijze ${stamp}`, path: `werkwijze-${stamp}`, showInMenu: false },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; _status: string } }
  expect(doc._status).toBe('published')
  const english = await request.patch(`/api/menu-pages/${doc.id}?locale=en`, {
    headers: auth,
    timeout: apiTimeout,
    data: { title: `Workflow ${stamp}`, path: `workflow-${stamp}` },
  })
  expect(english.status(), await english.text()).toBe(200)
  return { id: doc.id, auth }
}

/** The page's main heading, read by a visitor (a fresh request, no staff session). */
async function publicHeading(page: Page, path: string): Promise<string> {
  const visitor = await page.context().browser()!.newContext()
  try {
    const tab = await visitor.newPage()
    const response = await tab.goto(new URL(path, test.info().project.use.baseURL).toString())
    expect(response?.status()).toBe(200)
    return (await tab.getByRole('heading', { level: 1 }).textContent()) ?? ''
  } finally {
    await visitor.close()
  }
}

test('an agent drafts a page, previews it (also live) from the back office and schedules its publication', async ({
  page,
  request,
}) => {
  // The schedule is up to 80 seconds ahead and the server runs the queue every 2 seconds.
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const { id, auth } = await createPage(request, stamp)
  const publicPath = `/en/workflow-${stamp}/`
  try {
    await expect.poll(() => publicHeading(page, publicPath), { timeout: 15_000 }).toBe(`Workflow ${stamp}`)

    // Back office: log in as an agent and save a new title as a draft.
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(agent.email)
    await page.locator('input[name="password"]').fill(agent.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page.locator('a[href="/admin/collections/menu-pages"]').first()).toBeVisible()
    await resetEditView(page, 'menu-pages')
    await page.goto(`/admin/collections/menu-pages/${id}?locale=en`)
    const title = page.locator('#field-title')
    await expect(title).toHaveValue(`Workflow ${stamp}`)
    await title.fill(`Workflow draft ${stamp}`)
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' && r.url().includes(`/api/menu-pages/${id}?`) && /draft=true/.test(r.url()),
    )
    await page.locator('#action-save-draft').click()
    expect((await saved).ok()).toBe(true)

    // The site still shows the published version.
    expect(await publicHeading(page, publicPath)).toBe(`Workflow ${stamp}`)

    // The back office's Preview button opens the staff preview with the draft.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
    await preview.waitForLoadState()
    expect(new URL(preview.url()).pathname).toBe(`/en/preview/workflow-${stamp}/`)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Workflow draft ${stamp}`)
    await preview.close()

    // Live Preview: the same staff preview beside the form, with the draft.
    await page.locator('#live-preview-toggler').click()
    await expect(page.locator('#live-preview-iframe')).toHaveAttribute(
      'src',
      new URL(`/en/preview/workflow-${stamp}/`, test.info().project.use.baseURL).toString(),
    )
    await expect(page.frameLocator('#live-preview-iframe').getByRole('heading', { level: 1 })).toHaveText(
      `Workflow draft ${stamp}`,
    )

    // Schedule the publication at a whole minute 20 to 80 seconds ahead (in the browser's time
    // zone): the next whole minute could be a second away and pass before the form is saved.
    const when = await page.evaluate(() => {
      const d = new Date(Date.now() + 80_000)
      d.setSeconds(0, 0)
      const month = d.toLocaleString('en-US', { month: 'short' })
      const h = d.getHours() % 12 || 12
      const ampm = d.getHours() < 12 ? 'AM' : 'PM'
      return `${month} ${d.getDate()}, ${d.getFullYear()} ${h}:${String(d.getMinutes()).padStart(2, '0')} ${ampm}`
    })
    await page.locator('#action-save-popup button').first().click()
    await page.locator('#schedule-publish').click()
    const time = page.locator('.schedule-publish__scheduler .react-datepicker__input-container input')
    await time.fill(when)
    // Tab closes the date picker's calendar (Escape would close the whole drawer).
    await time.press('Tab')
    await expect(time).toHaveValue(when)
    await page.locator('#scheduled-publish-save').click()
    await expect(page.locator('.schedule-publish__upcoming table')).toContainText('publish', { ignoreCase: true })

    // The job runs inside the server once due: the page goes live, the draft's title with it.
    await expect
      .poll(() => publicHeading(page, publicPath), { timeout: 200_000, intervals: [5000] })
      .toBe(`Workflow draft ${stamp}`)
    const doc = await request.get(`/api/menu-pages/${id}?depth=0`, { headers: auth, timeout: apiTimeout })
    expect(((await doc.json()) as { _status: string })._status).toBe('published')
  } finally {
    await request.delete(`/api/menu-pages/${id}`, { headers: auth, timeout: apiTimeout })
  }
})

test('a redirect from the collection answers 301 with its Location, before any page', async ({ request }) => {
  const auth = await apiLogin(request)
  const stamp = Date.now().toString(36)
  const from = `/oude-pagina-${stamp}.html`
  const created = await request.post('/api/redirects', {
    headers: auth,
    timeout: apiTimeout,
    data: { from, to: '/nl/contact/', type: '301' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const moved = await request.post('/api/redirects', {
    headers: auth,
    timeout: apiTimeout,
    data: { from: `/en/old-services-${stamp}/`, to: '/en/services/', type: '301' },
  })
  expect(moved.status(), await moved.text()).toBe(201)
  const ids = [
    ((await created.json()) as { doc: { id: number } }).doc.id,
    ((await moved.json()) as { doc: { id: number } }).doc.id,
  ]
  try {
    // The proxy keeps the list for a few seconds.
    await expect
      .poll(
        async () => {
          const res = await request.get(from, { maxRedirects: 0 })
          return `${res.status()} ${res.headers()['location']}`
        },
        { timeout: 15_000 },
      )
      .toMatch(/^301 (http:\/\/localhost:\d+)?\/nl\/contact\/$/)

    // A path under a language with its slash skips the proxy (cached pages stay fast): the
    // catch-all page finds no page there and answers the redirect, permanent too (Next's 308).
    const res = await request.get(`/en/old-services-${stamp}/`, { maxRedirects: 0 })
    expect(res.status()).toBe(308)
    // (Next writes the header twice for a page's redirect; both name the same place.)
    expect([...new Set(res.headers()['location']?.split(', '))]).toEqual(['/en/services/'])
  } finally {
    for (const id of ids) await request.delete(`/api/redirects/${id}`, { headers: auth, timeout: apiTimeout })
  }
})
