import type { APIResponse } from '@playwright/test'
import fc from 'fast-check'
import { listQueryKeys } from '../../src/domain/list-params'
import { expectCleanAnswer } from './clean-answers'
import { expect, test } from './fixtures'
import { locales, seededPaths } from './support'

// Random requests against the served site (a fixed number per group, about 300 in all): every
// answer is below 500, shows no stack trace or server path, and carries the security headers.
// A failure prints fast-check's seed; FUZZ_SEED=<seed> replays that run.
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const runs = (numRuns: number) => ({ numRuns, seed, endOnFailure: true })

test.describe.configure({ timeout: 300_000 })

/**
 * The one answer without the security headers: Next's router redirects a path with repeated
 * slashes or a backslash (308 to the cleaned path) before any header rule or the proxy runs.
 * Changing that needs a server of our own around Next's handler; a same-site redirect without
 * a body to render is left as it is.
 */
async function expectCleanOrSlashRedirect(res: APIResponse, path: string, what: string) {
  if (/\/\/|\\/.test(path.split('?')[0]) && res.status() === 308) {
    expect(res.headers()['location']?.split('?')[0], what).not.toMatch(/\/\/|\\/)
    return
  }
  await expectCleanAnswer(res, what)
}

/** Absolute, so a path starting with '//' stays a path (not another host). */
const at = (path: string) => `${test.info().project.use.baseURL}${path}`

/** Hostile fragments: percent sequences that do not decode, huge numbers, JSON, markup, control characters. */
const nasty = fc.constantFrom(
  '%',
  '%zz',
  '%C3%28',
  '%E0%A4%A',
  '%00',
  '%2F..%2F',
  '..',
  '-1',
  '0',
  '1.5',
  '1e99',
  '99999999999999999999',
  'abc',
  'null',
  '__proto__',
  '{}',
  '[]',
  '{"a":',
  '<script>alert(1)</script>',
  "'--",
  'anything|',
  '|||',
  'Liège|4000',
)
const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }).map(encodeURIComponent),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
)
/** A query value as sent: raw (may hold a bad percent sequence) or encoded. */
const value = fc.oneof(text, text.map(encodeURIComponent))
const query = (keys: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(keys, value), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))

const prefix = fc.constantFrom<string>(...locales, 'xx', 'NL', '')
const menuPath = fc.constantFrom(...Object.values(seededPaths).flatMap((paths) => Object.values(paths)))

test('public routes answer every input cleanly', async ({ request }) => {
  // Property, project and article URLs as the sitemap lists them, whatever the data.
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const known = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1])
  expect(known.length).toBeGreaterThan(0)
  const sitePath = fc.oneof(
    fc.tuple(prefix, menuPath).map(([l, p]) => (p ? `/${l}/${p}/` : `/${l}/`)),
    fc.constantFrom(...known),
    fc.tuple(fc.constantFrom(...known), text).map(([p, extra]) => `${p}${extra}/`),
    fc.tuple(prefix, text).map(([l, extra]) => `/${l}/${extra}`),
    fc.constantFrom('/languages.json', '/list-filters.json', '/sitemap.xml', '/robots.txt', '/admin/%/', '/api/%/'),
    fc.constantFrom(...locales).map((l) => `/${l}/map-frame/`),
  )
  const listKey = fc.oneof(fc.constantFrom<string>(...listQueryKeys, 'lang', 'locale'), text)

  await fc.assert(
    fc.asyncProperty(sitePath, query(listKey), async (path, search) => {
      const res = await request.get(at(path + search), { maxRedirects: 0, failOnStatusCode: false })
      await expectCleanOrSlashRedirect(res, path, `GET ${path}${search}`)
    }),
    runs(130),
  )

  await fc.assert(
    fc.asyncProperty(query(fc.constantFrom('locale', 'q', 'x')), async (search) => {
      const res = await request.get(at(`/search.json${search}`), { maxRedirects: 0, failOnStatusCode: false })
      await expectCleanAnswer(res, `GET /search.json${search}`)
    }),
    runs(40),
  )
})

test('the REST API answers every query cleanly', async ({ request }) => {
  const collection = fc.constantFrom(
    'properties',
    'projects',
    'articles',
    'cities',
    'property-types',
    'menu-pages',
    'categories',
    'team-members',
    'media',
    'users',
    'payload-preferences',
    'globals/footer',
    'globals/top-bar',
    'globals/site-settings',
    'nothing',
  )
  const id = fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), text)
  const route = fc.oneof(
    fc.constant(''),
    id.map((x) => `/${x}`),
    id.map((x) => `/versions/${x}`),
    id.map((x) => `/access/${x}`),
    fc.constant('/count'),
    text.map((x) => `/file/${x}`),
  )
  const whereValue = fc.oneof(
    value,
    fc
      .tuple(fc.constantFrom('id', 'price', 'city', 'title', 'name', 'location', 'or', 'nothing'), value)
      .map(([field, v]) => `{"${field}":{"equals":${JSON.stringify(v)}}}`),
  )
  const param = fc.oneof(
    fc.tuple(fc.constantFrom('page', 'limit', 'depth', 'sort', 'locale', 'draft', 'fallback-locale'), value),
    fc.tuple(fc.constant('where'), whereValue.map(encodeURIComponent)),
    fc.tuple(
      fc
        .tuple(
          fc.constantFrom('id', 'price', 'city', 'title', 'location', 'createdAt', 'or', 'nothing'),
          fc.constantFrom('equals', 'in', 'not_in', 'greater_than', 'like', 'near', 'exists', 'bogus'),
        )
        .map(([field, op]) => `where[${field}][${op}]`),
      value,
    ),
  )
  const params = fc
    .array(param, { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))

  await fc.assert(
    fc.asyncProperty(collection, route, params, async (slug, path, search) => {
      const url = `/api/${slug}${path}${search}`
      const res = await request.get(at(url), { maxRedirects: 0, failOnStatusCode: false })
      await expectCleanOrSlashRedirect(res, url, `GET ${url}`)
    }),
    runs(110),
  )

  // Bodies of every kind to a collection (anonymous: refused, but never with a 500).
  const body = fc.record({
    type: fc.constantFrom('text/plain', 'application/json', 'application/xml', 'application/x-www-form-urlencoded', ''),
    data: fc.oneof(text, fc.json()),
    method: fc.constantFrom('POST', 'PATCH'),
  })
  await fc.assert(
    fc.asyncProperty(collection, body, async (slug, { type, data, method }) => {
      const res = await request.fetch(at(`/api/${slug}`), {
        method,
        headers: type ? { 'Content-Type': type } : {},
        data,
        maxRedirects: 0,
        failOnStatusCode: false,
      })
      await expectCleanAnswer(res, `${method} /api/${slug} (${type}) ${data}`)
    }),
    runs(30),
  )
})

test('Server Actions and the view beacon answer every garbled post cleanly', async ({ request }) => {
  const own = new URL(test.info().project.use.baseURL!).origin
  // Real action ids, as the form of a page without JavaScript carries them: in a field's name
  // (`$ACTION_ID_…`), or in the JSON of a form bound to its state (`{"id":"…","bound":…}`).
  const html = (await (await request.get('/en/contact/')).text()).replaceAll('&quot;', '"')
  const realIds = [
    ...new Set([...html.matchAll(/\$ACTION_ID_([0-9a-f]+)|"id":"([0-9a-f]{40,44})"/g)].map((m) => (m[1] ?? m[2])!)),
  ]
  expect(realIds.length).toBeGreaterThan(0)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  // A property's forms are pages under its short URL (/en/property/{id}/contact/).
  const propertyId = /<loc>https?:\/\/[^/]+\/en\/(?:for-sale|for-rent)\/[^<]*\/(\d+)\/<\/loc>/.exec(sitemap)?.[1]
  expect(propertyId).toBeTruthy()
  const propertyPage = `/en/property/${propertyId}/contact/`

  const formPage = fc.constantFrom(
    '/en/contact/',
    '/nl/contact/',
    '/de/kontakt/',
    '/en/login/',
    '/en/login/forgot/',
    '/en/',
    propertyPage,
    `/en/property/${propertyId}/nothing/`,
  )
  const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1, maxLength: 44 })
  const actionId = fc.oneof(fc.constantFrom(...realIds), hex, text, fc.constant(''))
  const boundary = '----fuzzboundary'
  const contentType = fc.constantFrom(
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'application/json',
    'application/octet-stream',
    'text/x-component',
  )
  /** A multipart body as a browser builds it, with the fields given; optionally cut short. */
  const multipart = (fields: Array<[string, string]>, cut: boolean) => {
    const whole =
      fields
        .map(([name, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`
    return cut ? whole.slice(0, Math.floor(whole.length / 2)) : whole
  }
  const field = fc.tuple(
    fc.oneof(fc.constantFrom('email', 'firstName', 'message', '1_email', '0', '$ACTION_KEY'), text),
    value,
  )
  const body = fc.oneof(
    text,
    fc.json(),
    fc.constantFrom('[]', '["$K1"]', '[{"a":"$@1"}]', '["$Q0"]', '"$h"', '{"__proto__":{"x":1}}'),
    fc.tuple(fc.array(field, { maxLength: 5 }), fc.boolean()).map(([fields, cut]) => multipart(fields, cut)),
    // The form of a page without JavaScript: its action named in a field, the rest garbled.
    fc
      .tuple(actionId, fc.array(field, { maxLength: 5 }), fc.boolean())
      .map(([id, fields, cut]) => multipart([[`$ACTION_ID_${id}`, ''], ...fields], cut)),
    // A form bound to its state (useActionState), as React renders it for a page without JavaScript.
    fc
      .tuple(actionId, fc.oneof(fc.json(), text), fc.array(field, { maxLength: 4 }), fc.boolean())
      .map(([id, bound, fields, cut]) =>
        multipart(
          [
            ['$ACTION_REF_1', ''],
            ['$ACTION_1:0', JSON.stringify({ id, bound: '$@1' })],
            ['$ACTION_1:1', bound],
            ['$ACTION_KEY', 'k1'],
            ...fields,
          ],
          cut,
        ),
      ),
    // Huge fields, either side of the forms' 64 KB.
    fc.integer({ min: 60_000, max: 80_000 }).map((n) => multipart([['message', 'x'.repeat(n)]], false)),
  )
  const origin = fc.constantFrom<string | undefined>(undefined, own, 'https://evil.example', 'null', 'garbage')
  const withActionHeader = fc.boolean()

  await fc.assert(
    fc.asyncProperty(
      formPage,
      actionId,
      contentType,
      body,
      origin,
      withActionHeader,
      async (path, id, type, data, from, header) => {
        const headers: Record<string, string> = { 'Content-Type': type }
        if (header) headers['Next-Action'] = id
        if (from) headers['Origin'] = from
        const res = await request.post(at(path), { headers, data, maxRedirects: 0, failOnStatusCode: false })
        await expectCleanAnswer(res, `POST ${path} (${JSON.stringify(headers)}) ${data.slice(0, 200)}`)
      },
    ),
    runs(80),
  )

  // The view beacon: the body is a property id as plain text, anything else a 4xx.
  const beaconBody = fc.oneof(
    text,
    fc.json(),
    fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer({ min: 200, max: 5_000 }).map((n) => '9'.repeat(n)),
  )
  await fc.assert(
    fc.asyncProperty(beaconBody, contentType, origin, async (data, type, from) => {
      const headers: Record<string, string> = { 'Content-Type': type }
      if (from) headers['Origin'] = from
      const res = await request.post(at('/api/views'), { headers, data, maxRedirects: 0, failOnStatusCode: false })
      await expectCleanAnswer(res, `POST /api/views (${type}, ${from}) ${data.slice(0, 100)}`)
      expect([204, 400, 403, 413], `POST /api/views ${data.slice(0, 100)}`).toContain(res.status())
    }),
    runs(50),
  )
})
