import type { APIRequestContext, Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, resetEditView, staff, staffGet, TestContent } from './support'

/*
 * The content model: detail-page breadcrumbs with their BreadcrumbList, a project
 * presented on another site, the YouTube still behind consent, and the back office's live
 * preview of a project draft. Each test makes its own content through REST and removes it.
 */

const content = new TestContent()
test.afterAll(async ({ request }) => content.removeAll(request))

const site = () => test.info().project.use.baseURL!
const stamp = Date.now().toString(36)

/** The sample's Ghent (9000) and a property type, as ids. */
async function lookups(request: APIRequestContext) {
  const cities = await staffGet<{ docs: Array<{ id: number }> }>(
    request,
    '/api/cities?where[zip][equals]=9000&depth=0&limit=1',
  )
  const types = await staffGet<{ docs: Array<{ id: number }> }>(request, '/api/property-types?depth=0&limit=1')
  const media = await staffGet<{ docs: Array<{ id: number }> }>(request, '/api/media?depth=0&limit=1')
  return { ghent: cities.docs[0].id, type: types.docs[0].id, photo: media.docs[0].id }
}

/** The page's JSON-LD blocks of one type. */
async function jsonLd(page: Page, type: string): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).filter((d) => d['@type'] === type)
}

test.describe('breadcrumbs of detail pages', () => {
  test('a project page: Home › Projects › the project, as a navigation and as BreadcrumbList', async ({
    page,
    request,
  }) => {
    const { ghent } = await lookups(request)
    const id = await content.create(request, 'projects', { title: `Breadcrumb Park ${stamp}`, city: ghent })
    const path = `/en/projects/breadcrumb-park-${stamp}/${id}/`
    expect((await page.goto(path))?.status()).toBe(200)

    const nav = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Projects'])
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/')
    await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/en/projects/')
    await expect(nav.locator('[aria-current="page"]')).toHaveText(`Breadcrumb Park ${stamp}`)

    const [list] = await jsonLd(page, 'BreadcrumbList')
    expect(list['@context']).toBe('https://schema.org')
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site()}/en/` },
      { '@type': 'ListItem', position: 2, name: 'Projects', item: `${site()}/en/projects/` },
      { '@type': 'ListItem', position: 3, name: `Breadcrumb Park ${stamp}`, item: `${site()}${path}` },
    ])
  })

  test('a property page: Home › For sale › the property', async ({ page, request }) => {
    const { ghent, type } = await lookups(request)
    const id = await content.create(request, 'properties', {
      title: `Breadcrumb House ${stamp}`,
      reference: `BC-${stamp}`,
      goal: 'sale',
      marquee: '1',
      type,
      city: ghent,
      price: 310000,
    })
    const path = `/en/for-sale/ghent/breadcrumb-house-${stamp}/${id}/`
    expect((await page.goto(path))?.status()).toBe(200)
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(nav.getByRole('link')).toHaveText(['Home', 'For sale'])
    await expect(nav.getByRole('link', { name: 'For sale' })).toHaveAttribute('href', '/en/for-sale/')
    await expect(nav.locator('[aria-current="page"]')).toHaveText(`Breadcrumb House ${stamp}`)
    const [list] = await jsonLd(page, 'BreadcrumbList')
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site()}/en/` },
      { '@type': 'ListItem', position: 2, name: 'For sale', item: `${site()}/en/for-sale/` },
      { '@type': 'ListItem', position: 3, name: `Breadcrumb House ${stamp}`, item: `${site()}${path}` },
    ])
  })
})

test('a project with an external address: its card leads there and its page forwards (307)', async ({
  page,
  request,
}) => {
  const { ghent } = await lookups(request)
  const address = 'https://elsewhere.example/harbour'
  const id = await content.create(request, 'projects', {
    title: `Elsewhere ${stamp}`,
    city: ghent,
    externalAddress: address,
  })
  // Bad input: a translated message and a 400, nothing saved.
  const auth = await apiLogin(request)
  const refused = await request.patch(`/api/projects/${id}?locale=en`, {
    headers: auth,
    data: { externalAddress: 'javascript:alert(1)' },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('External address')

  await page.goto('/en/projects/')
  const card = page.getByTestId('project-card').filter({ hasText: `Elsewhere ${stamp}` })
  const link = card.getByRole('link', { name: `Elsewhere ${stamp} (external site, opens in a new tab)` })
  await expect(link).toHaveAttribute('href', address)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/)

  const own = await request.get(`/en/projects/elsewhere-${stamp}/${id}/`, { maxRedirects: 0 })
  expect(own.status()).toBe(307)
  expect(own.headers()['location']).toBe(address)
})

test.describe('a YouTube video behind consent', () => {
  const isYouTube = (url: string) => /^https:\/\/(img\.youtube\.com|www\.youtube-nocookie\.com)\//.test(url)

  test('a local poster and a prompt before consent; the YouTube still after; the player only on click', async ({
    page,
    request,
  }) => {
    const { ghent, type, photo } = await lookups(request)
    const id = await content.create(request, 'properties', {
      title: `Video House ${stamp}`,
      reference: `YT-${stamp}`,
      goal: 'sale',
      marquee: '1',
      type,
      city: ghent,
      price: 420000,
      photos: [photo],
      videoUrl: 'https://youtu.be/kT4mWq9ZrB2',
    })
    // YouTube answered here: nothing leaves the machine, and every request to it is recorded.
    const youtube: string[] = []
    const still = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'base64',
    )
    await page.route(
      (url) => isYouTube(url.href),
      (route) => {
        youtube.push(route.request().url())
        return route.request().url().includes('img.youtube.com')
          ? route.fulfill({ contentType: 'image/png', body: still })
          : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' })
      },
    )

    // A returning visitor who declined (the tests' default storage).
    await page.goto(`/en/for-sale/ghent/video-house-${stamp}/${id}/`)
    const poster = page.getByTestId('play-video-poster')
    await poster.scrollIntoViewIfNeeded()
    // The signal: the poster, scrolled into view, has loaded; it is the property's own photo.
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(poster).toHaveAttribute('src', /^\/api\/media\/file\//)
    await expect(page.getByTestId('play-video-consent')).toContainText(
      'To see the video’s preview from YouTube, allow advertising cookies.',
    )
    expect(youtube).toEqual([])

    // Consent from the prompt: the still comes from YouTube, the player still waits for a click.
    const stillRequest = page.waitForRequest((r: Request) => r.url().startsWith('https://img.youtube.com/'))
    await page.getByTestId('play-video-consent').getByRole('button', { name: 'Cookie settings' }).click()
    await page.getByTestId('consent-dialog').getByRole('button', { name: 'Accept all' }).click()
    expect((await stillRequest).url()).toBe('https://img.youtube.com/vi/kT4mWq9ZrB2/hqdefault.jpg')
    await expect(poster).toHaveAttribute('src', 'https://img.youtube.com/vi/kT4mWq9ZrB2/hqdefault.jpg')
    await expect(page.getByTestId('play-video-consent')).toHaveCount(0)
    expect(youtube.filter((u) => u.includes('youtube-nocookie'))).toEqual([])
    await expect(page.locator('iframe')).toHaveCount(0)

    const player = page.waitForRequest((r: Request) => r.url().startsWith('https://www.youtube-nocookie.com/'))
    await page.getByTestId('play-video').click()
    expect((await player).url()).toBe('https://www.youtube-nocookie.com/embed/kT4mWq9ZrB2?autoplay=1')
    await expect(
      page.locator('iframe[src="https://www.youtube-nocookie.com/embed/kT4mWq9ZrB2?autoplay=1"]'),
    ).toHaveCount(1)
  })
})

test('live preview of a project draft shows the draft, while the site shows the published version', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { ghent } = await lookups(request)
  const id = await content.create(request, 'projects', { title: `Harbour View ${stamp}`, city: ghent })
  const publicPath = `/en/projects/harbour-view-${stamp}/${id}/`

  // Log in to the back office and save a new title as a draft.
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[name="password"]').fill(staff.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page.locator('a[href="/admin/collections/projects"]').first()).toBeVisible()
  await resetEditView(page, 'projects')
  await page.goto(`/admin/collections/projects/${id}?locale=en`)
  const title = page.locator('#field-title')
  await expect(title).toHaveValue(`Harbour View ${stamp}`)
  await title.fill(`Harbour View draft ${stamp}`)
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes(`/api/projects/${id}?`) && /draft=true/.test(r.url()),
  )
  await page.locator('#action-save-draft').click()
  expect((await saved).ok()).toBe(true)
  await page.reload()
  await expect(title).toHaveValue(`Harbour View draft ${stamp}`)

  // Live Preview: the staff preview of the project beside the form, with the draft.
  await page.locator('#live-preview-toggler').click()
  const frame = page.locator('#live-preview-iframe')
  await expect(frame).toHaveAttribute('src', `${site()}/en/preview/projects/harbour-view-draft-${stamp}/${id}/`)
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Harbour View draft ${stamp}`)

  // Each saved draft refreshes the preview beside the form (same address: the title is kept).
  await page.locator('#field-description').fill(`Draft description ${stamp}`)
  const again = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes(`/api/projects/${id}?`) && /draft=true/.test(r.url()),
  )
  await page.locator('#action-save-draft').click()
  expect((await again).ok()).toBe(true)
  await expect(preview.getByRole('region', { name: 'About the project' })).toContainText(`Draft description ${stamp}`)
  await expect(frame).toHaveAttribute('src', `${site()}/en/preview/projects/harbour-view-draft-${stamp}/${id}/`)
  // The Preview button beside it keeps the language being edited.
  await expect(page.locator('#preview-button')).toHaveAttribute(
    'href',
    `/en/preview/projects/harbour-view-draft-${stamp}/${id}/`,
  )

  // The preview's own title and description come from the draft; it is never indexed.
  const own = await page.context().newPage()
  expect((await own.goto(`/en/preview/projects/harbour-view-draft-${stamp}/${id}/`))?.status()).toBe(200)
  await expect(own).toHaveTitle(new RegExp(`^Harbour View draft ${stamp} \\| `))
  await expect(own.locator('meta[name="description"]')).toHaveAttribute('content', `Draft description ${stamp}`)
  await expect(own.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await own.close()

  // A visitor still gets the published version.
  const visitor = await page.context().browser()!.newContext()
  try {
    const tab = await visitor.newPage()
    expect((await tab.goto(new URL(publicPath, site()).toString()))?.status()).toBe(200)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Harbour View ${stamp}`)
    await expect(tab).toHaveTitle(new RegExp(`^Harbour View ${stamp} \\| `))
    await expect(tab.locator('meta[name="description"]')).not.toHaveAttribute('content', `Draft description ${stamp}`)
  } finally {
    await visitor.close()
  }
})
