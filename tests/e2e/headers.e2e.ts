import { createHash } from 'node:crypto'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { grade } from '../support/observatory'
import { expect, test } from './fixtures'
import { TestContent } from './support'

/*
 * The Content Security Policy of public pages: Next's inline scripts are allowed by their hashes
 * on cached pages (stored with the page, so it stays cached and the same for everyone) and by a
 * nonce on pages rendered per request; never by 'unsafe-inline'. Graded by the HTTP
 * Observatory's rules.
 */

const apiTimeout = 30_000

/** The script sources of an answer's policy. */
function scriptSources(res: APIResponse): string[] {
  const policy = res.headers()['content-security-policy'] ?? ''
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src ')) ?? ''
  return directive.trim().split(/\s+/).slice(1)
}

/** The inline scripts a browser would run, with the attributes of each. */
function inlineScripts(html: string): Array<{ attributes: string; text: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map((m) => ({ attributes: m[1] ?? '', text: m[2] ?? '' }))
    .filter((s) => s.text && !/\ssrc=/.test(s.attributes) && !/type="application\/ld\+json"/.test(s.attributes))
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const content = new TestContent()

async function createProperty(request: APIRequestContext): Promise<number> {
  const city = await content.create(request, 'cities', { name: 'Observatory Hill', zip: '9998', country: '10' })
  const type = await content.create(request, 'property-types', { name: 'Observatory house', webId: 1 })
  return content.create(request, 'properties', {
    title: 'Villa with a view',
    reference: 'VT-OBS-1',
    goal: 'sale',
    type,
    city,
    price: 425000,
  })
}

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

test('home, list and property pages: hashed scripts, cached, graded A+ by the Observatory rules', async ({
  request,
}) => {
  const id = await createProperty(request)
  for (const path of ['/en/', '/en/for-sale/', `/en/for-sale/observatory-hill/villa-with-a-view/${id}/`]) {
    const first = await request.get(path, { timeout: apiTimeout })
    expect(first.status(), path).toBe(200)
    const again = await request.get(path, { timeout: apiTimeout })
    // Still a cached page: the policy travels with it.
    expect(again.headers()['x-nextjs-cache'], `${path} served from the cache`).toBe('HIT')
    expect(again.headers()['content-security-policy'], path).toBe(first.headers()['content-security-policy'])

    const sources = scriptSources(again)
    expect(sources, path).toContain("'self'")
    expect(sources, path).not.toContain("'unsafe-inline'")
    expect(sources, path).not.toContain("'unsafe-eval'")
    const html = await again.text()
    const scripts = inlineScripts(html)
    expect(scripts.length, `${path} has inline scripts`).toBeGreaterThan(0)
    for (const script of scripts)
      expect(sources, `${path}: hash of ${script.text.slice(0, 60)}…`).toContain(sha256(script.text))

    const graded = grade(again.headers(), html, `https://www.example.be${path}`)
    expect(graded.grade, `${path}: ${JSON.stringify(graded.tests, null, 1)}`).toBe('A+')
    expect(graded.score, path).toBeGreaterThanOrEqual(100)
  }
})

test('a page rendered per request gets a fresh nonce on each of its scripts', async ({ request }) => {
  const nonces: string[] = []
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/en/map-frame/', { timeout: apiTimeout })
    expect(res.status()).toBe(200)
    const sources = scriptSources(res)
    expect(sources).not.toContain("'unsafe-inline'")
    const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
    expect(nonce, 'a nonce in the policy').toBeTruthy()
    nonces.push(nonce!)
    const scripts = inlineScripts(await res.text())
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`)
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test('a script injected into a page is refused', async ({ page, cspViolations }) => {
  await page.goto('/en/for-sale/')
  const directive = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true })
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
      }),
  )
  expect(directive).toBe('script-src-elem')
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
  await expect.poll(() => cspViolations.length).toBe(1)
  cspViolations.length = 0
})

test('the page’s own scripts run: a menu link navigates without reloading the document', async ({ page }) => {
  await page.goto('/en/')
  // Survives only a client-side navigation, which needs the hydrated page (Next's inline scripts).
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
  await page.getByRole('banner').getByRole('link', { name: 'For sale', exact: true }).first().click()
  await expect(page).toHaveURL(/\/en\/for-sale\/$/)
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
})
