import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, pathOf, staff } from './support'

/*
 * Staff preview: /{locale}/preview/{path}/ shows drafts and unpublished properties to
 * staff logged in to the back office, never to visitors; it is never indexed and shows no
 * cookie dialog.
 */

const apiTimeout = 30_000

interface PropertyDoc {
  id: number
  title: string
  _status: 'published' | 'draft'
}

async function findProperty(request: APIRequestContext, auth: Record<string, string>, reference: string) {
  const res = await request.get('/api/properties', {
    headers: auth,
    params: { 'where[reference][equals]': reference, depth: 0, limit: 1, locale: 'en' },
    timeout: apiTimeout,
  })
  const doc = ((await res.json()) as { docs: PropertyDoc[] }).docs[0]
  expect(doc, `property ${reference}`).toBeTruthy()
  return doc
}

async function setPublished(request: APIRequestContext, auth: Record<string, string>, id: number, published: boolean) {
  const data = { _status: published ? 'published' : 'draft' }
  const res = await request.patch(`/api/properties/${id}`, { headers: auth, data, timeout: apiTimeout })
  expect(res.status(), `PATCH /api/properties/${id}: ${await res.text()}`).toBe(200)
}

test.describe('staff preview', () => {
  // A first visit: no stored consent, so a dialog would show if preview did not skip it.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('a visitor who is not logged in is sent to the back office login', async ({ page }) => {
    const path = `/en/preview${pathOf('for-sale', 'en').slice(3)}`
    const response = await page.goto(path)
    expect(new URL(page.url()).pathname).toBe('/admin/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path)
    expect(response?.status()).toBe(200)
  })

  test('staff see an unpublished property, visitors do not; no dialog, no indexing', async ({
    page,
    request,
    offsite,
  }) => {
    const auth = await apiLogin(request)
    const property = await findProperty(request, auth, 'VT-1001')
    expect(property._status).toBe('published')
    const publicPath = `${pathOf('property', 'en')}${property.id}/`
    const previewPath = `/en/preview/${pathOf('property', 'en').slice(4)}${property.id}/`

    await setPublished(request, auth, property.id, false)
    try {
      expect((await page.goto(publicPath))?.status()).toBe(404)

      // A visitor is sent to the login before anything of the unpublished property is written.
      const redirected = await page.request.get(previewPath, { maxRedirects: 0 })
      expect(redirected.status()).toBe(307)
      expect(redirected.headers()['location']).toContain('/admin/login')
      expect(await redirected.text()).not.toContain(property.title)

      // Log the browser in to the back office (Payload's session cookie).
      const login = await page.request.post('/api/users/login', { data: staff, timeout: apiTimeout })
      expect(login.status()).toBe(200)

      const response = await page.goto(previewPath)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(previewPath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByTestId('site-footer')).toBeVisible()
      // A page that is found carries no not-found page in its HTML (nor in React's payload there).
      expect(await page.content()).not.toContain('Page not found')
      // A property that does not exist: the site's not-found page, with its 404.
      const missingPath = `/en/preview/${pathOf('property', 'en').slice(4)}999999/`
      expect((await page.goto(missingPath))?.status()).toBe(404)
      await expect(page).toHaveTitle('Page not found')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property not found')
      await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible()
      await page.goto(previewPath)
      await page.waitForTimeout(500)
      await expect(page.getByRole('dialog')).toBeHidden()
      expect(offsite.filter((u) => /googletagmanager|facebook/.test(u))).toEqual([])

      // Still hidden from the public while staff look at it.
      const anonymous = await page.context().browser()!.newContext()
      try {
        const visitor = await anonymous.newPage()
        expect((await visitor.goto(new URL(previewPath, page.url()).toString()))?.url()).toContain('/admin/login')
      } finally {
        await anonymous.close()
      }
    } finally {
      await setPublished(request, auth, property.id, true)
    }
  })
})

test.describe('staff preview of a draft page', () => {
  test('a menu page set back to draft shows in preview only', async ({ page, request }) => {
    const auth = await apiLogin(request)
    const res = await request.get('/api/menu-pages', {
      headers: auth,
      timeout: apiTimeout,
      params: { 'where[key][equals]': 'Disclaimer', locale: 'en', depth: 0, limit: 1 },
    })
    const doc = ((await res.json()) as { docs: Array<{ id: number; title: string; _status: string }> }).docs[0]
    expect(doc?._status).toBe('published')
    const setStatus = async (status: string) => {
      const r = await request.patch(`/api/menu-pages/${doc.id}?locale=en`, {
        headers: auth,
        data: { _status: status },
        timeout: apiTimeout,
      })
      expect(r.status(), await r.text()).toBe(200)
    }
    const publicPath = pathOf('Disclaimer', 'en')
    await setStatus('draft')
    try {
      expect((await page.goto(publicPath))?.status()).toBe(404)
      expect((await page.request.post('/api/users/login', { data: staff, timeout: apiTimeout })).status()).toBe(200)
      const response = await page.goto(`/en/preview/${publicPath.slice(4)}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)

      // Preview is its own route, not a segment: these public URLs are no page, even for staff.
      for (const path of ['/en/disclaimer/preview/', '/en/for-sale/preview/']) {
        const answer = await page.goto(path)
        expect(answer?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(doc.title)
        await expect(page).not.toHaveTitle(new RegExp(doc.title))
      }
    } finally {
      await setStatus('published')
    }
  })
})
