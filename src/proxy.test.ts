import { describe, expect, it } from 'vitest'
import { listQueryKeys } from '@/domain/list-params'
import { pageParamKeys } from '@/domain/page-params'
import { locales } from '@/i18n/locales'
import { createRequire } from 'node:module'
import { NextRequest } from 'next/server'
import { FIRST_SIGHT_HEADER } from '@/platform/routing/first-sight'
import { config, proxy } from './proxy'

// The proxy asks the app on PORT for the languages, the known list filters and the redirects.
// These tests are of a proxy whose app does not answer: the unit tests' PORT is 1, never served
// (vitest.config.ts), so each of those reads fails at once and falls back.

// The matcher is written out for Next's static reading; it must follow the languages and the
// list parameters, or those requests would reach a page without the proxy's redirect or rewrite.
describe('proxy matcher', () => {
  const sources = config.matcher.map((m) => (typeof m === 'string' ? m : m.source))
  const alternation = locales.join('|')

  it('names every language in every rule but the back office, old-site-page and malformed-URL ones', () => {
    const site = sources.slice(0, -2).filter((s) => !s.startsWith('/admin/'))
    expect(site.length).toBe(sources.length - 3)
    expect(site.every((s) => s.includes(alternation))).toBe(true)
  })

  it('runs for every Server Action, the back office included (its origin is checked)', () => {
    const actions = config.matcher.filter(
      (m) => typeof m !== 'string' && m.has.some((h) => h.type === 'header' && h.key === 'next-action'),
    )
    expect(actions.map((m) => (typeof m === 'string' ? m : m.source))).toEqual([
      '/((?:nl|fr|en|de)/.*)',
      '/admin/:path*',
    ])
  })

  it('runs for a prefixed page with any list or page parameter', () => {
    const keys = config.matcher.flatMap((m) =>
      typeof m === 'string' ? [] : m.has.filter((h) => h.type === 'query').map((h) => h.key),
    )
    expect(keys.sort()).toEqual([...listQueryKeys, ...pageParamKeys].sort())
  })

  it('runs for a form posted to a prefixed page (its answer gets a script nonce)', () => {
    const posted = config.matcher.filter(
      (m) => typeof m !== 'string' && m.has.some((h) => h.type === 'header' && h.key === 'content-type'),
    )
    expect(posted.map((m) => (typeof m === 'string' ? m : m.source))).toEqual(['/((?:nl|fr|en|de)/.*)'])
  })
})

describe('old-site pages', () => {
  // Their redirects (the `redirects` collection) are answered by the proxy.
  const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
    pathToRegexp: (path: string, keys: unknown[], options: object) => RegExp
  }
  const rule = pathToRegexp(config.matcher.at(-2) as string, [], {})
  it('runs for page extensions of old sites, and not for the files of this one', () => {
    for (const path of ['/oude-pagina.html', '/nl/te-koop/huis.php', '/index.htm', '/page.aspx'])
      expect(rule.test(path), path).toBe(true)
    for (const path of ['/robots.txt', '/sitemap.xml', '/languages.json', '/_next/static/a.js', '/favicon.ico'])
      expect(rule.test(path), path).toBe(false)
  })
})

describe('malformed URLs', () => {
  // Next compiles a matcher with its own path-to-regexp; the proxy must run for every path whose
  // percent sequences do not decode (Next's router would answer a bare 500 without headers).
  const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
    pathToRegexp: (path: string, keys: unknown[], options: object) => RegExp
  }
  const rule = pathToRegexp(config.matcher.at(-1) as string, [], {})
  it('runs for undecodable percent sequences anywhere, also under /admin and /api', () => {
    for (const path of ['/en/%/', '/admin/%/', '/api/%/', '/%', '/en/for-sale/%zz/', '/en/%E0%A4%A/', '/x/%C3%28/'])
      expect(rule.test(path), path).toBe(true)
  })
  it('leaves plain paths and ASCII escapes alone', () => {
    for (const path of ['/en/for-sale/', '/en/a%20b/', '/api/media/file/a%2Bb.jpg', '/admin'])
      expect(rule.test(path), path).toBe(false)
  })
})

describe('pages rendered per request and filtered lists', () => {
  const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
    pathToRegexp: (path: string, keys: unknown[], options: object) => RegExp
  }
  const rule = (source: string) => pathToRegexp(source, [], {})
  it('does not run for the preview, the map frame, the login and the portal: the server entry gives their nonce', () => {
    const rules = config.matcher.filter((m): m is string => typeof m === 'string').map(rule)
    for (const path of [
      '/en/preview/for-sale/',
      '/nl/preview/',
      '/de/map-frame/',
      '/fr/login/',
      '/nl/login/password/',
      '/en/portal/',
      '/de/portal/12/',
    ])
      expect(
        rules.some((r) => r.test(path)),
        path,
      ).toBe(false)
    expect(rule(config.matcher.at(-3) as string).test('/en/_fresh/for-sale/')).toBe(true)
  })
  it('checks the list parameters on every prefixed page, home included', () => {
    const lists = config.matcher
      .filter((m) => typeof m !== 'string' && !m.source.startsWith('/admin/'))
      .map((m) => rule(typeof m === 'string' ? m : m.source))
    for (const path of ['/nl/', '/en/for-sale/', '/fr/a-vendre/bruxelles/'])
      expect(
        lists.every((r) => r.test(path)),
        path,
      ).toBe(true)
    for (const path of ['/admin/', '/api/properties', '/xx/for-sale/'])
      expect(
        lists.some((r) => r.test(path)),
        path,
      ).toBe(false)
  })
})

describe('health checks', () => {
  const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
    pathToRegexp: (path: string, keys: unknown[], options: object) => RegExp
  }
  const rules = config.matcher.map((m) => pathToRegexp(typeof m === 'string' ? m : m.source, [], {}))
  it('leaves /healthz and /readyz to their routes (no language redirect), and still negotiates other paths', () => {
    for (const path of ['/healthz', '/readyz', '/healthz/', '/readyz/'])
      expect(
        rules.some((r) => r.test(path)),
        path,
      ).toBe(false)
    for (const path of ['/contact', '/healthz-info', '/readyz/x']) expect(rules[0]!.test(path), path).toBe(true)
  })
})

describe('posts from other sites', () => {
  const post = (path: string, headers: Record<string, string>) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { method: 'POST', headers, body: 'x=1' }))

  it('refuses a form or Server Action posted by a page of another site with a translated 403', async () => {
    const res = await post('/nl/contact/', {
      origin: 'https://evil.example',
      'next-action': '7f00aa',
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('content-language')).toBe('nl')
    expect(await res.text()).toBe('Dit verzoek werd vanaf een andere website verstuurd en is geweigerd.')
    const admin = await post('/admin/collections/properties/', {
      'sec-fetch-site': 'cross-site',
      'next-action': '7f00aa',
      'accept-language': 'de',
    })
    expect(admin.status).toBe(403)
    expect(await admin.text()).toBe('Diese Anfrage wurde von einer anderen Website gesendet und abgelehnt.')
  })

  it('refuses a post whose origin is not the host it was sent to (Next would answer 500)', async () => {
    const res = await post('/en/contact/', {
      origin: 'http://localhost:3000',
      'x-forwarded-host': 'evil.example',
      'next-action': 'a',
    })
    expect(res.status).toBe(403)
    expect(await res.text()).toBe('This request was sent from another website and has been refused.')
  })

  it('lets posts of the site itself through', async () => {
    const own = await post('/admin/collections/properties/', {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      'next-action': 'a',
    })
    expect(own.status).toBe(200)
    expect(own.headers.get('x-middleware-next')).toBe('1')
  })
})

describe('Server Actions the site could not have sent', () => {
  const own = { origin: 'http://localhost:3000', host: 'localhost:3000' }
  const multipart = (fields: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    return form
  }
  const post = (path: string, headers: Record<string, string>, body: BodyInit) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { method: 'POST', headers: { ...own, ...headers }, body }))

  it('refuses a body Next could not decode with a translated 400, not a 500', async () => {
    const plain = await post(
      '/fr/contact/',
      { 'next-action': '60eb', 'content-type': 'text/plain;charset=UTF-8' },
      'abc',
    )
    expect(plain.status).toBe(400)
    expect(await plain.text()).toBe(
      'Ce formulaire n’a pas été envoyé comme le site l’envoie. Rechargez la page et remplissez-le à nouveau.',
    )
    const brokenArguments = await post('/en/contact/', { 'next-action': '60eb' }, multipart({ '0': '[{"a":' }))
    expect(brokenArguments.status).toBe(400)
    const brokenForm = await post('/en/contact/', {}, multipart({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":' }))
    expect(brokenForm.status).toBe(400)
    const noBoundary = await post('/en/', { 'content-type': 'multipart/form-data' }, 'Liège|4000')
    expect(noBoundary.status).toBe(400)
  })

  it('lets the forms of the site through, with or without JavaScript', async () => {
    // A form without fields (the logout button) is sent as text.
    const logout = await post(
      '/en/portal/',
      { 'next-action': '60eb', 'content-type': 'text/plain;charset=UTF-8' },
      '["en","$K1"]',
    )
    expect(logout.status).toBe(200)
    const withScript = await post(
      '/en/contact/',
      { 'next-action': '60eb' },
      multipart({ '0': '[{"status":"idle"},"$K1"]', '1_email': 'a@b.be' }),
    )
    expect(withScript.headers.get('x-middleware-next') ?? withScript.headers.get('x-middleware-rewrite')).toBeTruthy()
    const without = await post(
      '/en/contact/',
      {},
      multipart({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"60eb","bound":"$@1"}', '$ACTION_1:1': '[{}]' }),
    )
    expect(without.status).toBe(200)
  })
})

describe('list URLs sent by the filter form without JavaScript', () => {
  const get = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`))

  it('redirects to the same list without the empty fields and the default view', async () => {
    const some = await get('/en/for-sale/?city=&type=&minPrice=&maxPrice=300000&bedrooms=&view=list')
    expect(some.status).toBe(308)
    expect(some.headers.get('location')).toBe('http://localhost:3000/en/for-sale/?maxPrice=300000')
    const none = await get('/fr/a-vendre/?city=&type=&minPrice=&maxPrice=&bedrooms=&view=list')
    expect(none.status).toBe(308)
    expect(none.headers.get('location')).toBe('http://localhost:3000/fr/a-vendre/')
    const kept = await get('/nl/te-koop/?city=Gent%7C9000&bedrooms=&sort=price-asc&view=map&utm_source=mail')
    expect(kept.headers.get('location')).toBe(
      'http://localhost:3000/nl/te-koop/?city=Gent%7C9000&sort=price-asc&view=map&utm_source=mail',
    )
  })

  it('does not redirect a clean list URL', async () => {
    const res = await get('/en/for-sale/?maxPrice=300000')
    expect(res.status).not.toBe(308)
    expect(res.headers.get('location')).toBeNull()
  })
})

describe('property pages asked for the first time (src/server/first-sight.ts)', () => {
  const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
    pathToRegexp: (path: string, keys: unknown[], options: object) => RegExp
  }
  const get = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers }))

  it('does not run for a property page: the server entry marks a first request, next.config.ts rewrites it', () => {
    const path = '/en/for-sale/gent/a-house/12/'
    const rules = config.matcher.map((m) => (typeof m === 'string' ? { source: m, has: [] } : m))
    const applies = rules.filter(
      (m) =>
        pathToRegexp(m.source, [], {}).test(path) &&
        m.has.every((h) => h.type === 'header' && h.key === FIRST_SIGHT_HEADER),
    )
    expect(applies).toEqual([])
  })

  it('ignores the mark: a marked page is not rewritten here', async () => {
    for (const path of ['/en/for-sale/gent/a-house/12/', '/en/portal/12/documents/34/']) {
      const res = await get(path, { [FIRST_SIGHT_HEADER]: '1' })
      expect(res.headers.get('x-middleware-rewrite'), path).toBeNull()
    }
  })

  it('leaves the per-request route out of reach, marked or not', async () => {
    const res = await get('/en/_fresh/for-sale/gent/a-house/12/', { [FIRST_SIGHT_HEADER]: '1' })
    expect(res.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/_unknown-filter/')
  })
})
