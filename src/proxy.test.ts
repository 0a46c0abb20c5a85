import { describe, expect, it } from 'vitest'
import { listQueryKeys } from '@/features/listings/params'
import { locales } from '@/i18n/locales'
import { createRequire } from 'node:module'
import { config } from './proxy'

// The matcher is written out for Next's static reading; it must follow the languages and the
// list parameters, or those requests would reach a page without the proxy's redirect or rewrite.
describe('proxy matcher', () => {
  const sources = config.matcher.map((m) => (typeof m === 'string' ? m : m.source))
  const alternation = locales.join('|')

  it('names every language in every rule but the old-site-page and malformed-URL ones', () => {
    expect(sources.slice(0, -2).every((s) => s.includes(alternation))).toBe(true)
  })

  it('runs for a prefixed page with any list parameter', () => {
    const keys = config.matcher.flatMap((m) =>
      typeof m === 'string' ? [] : m.has.filter((h) => h.type === 'query').map((h) => h.key),
    )
    expect(keys.sort()).toEqual([...listQueryKeys].sort())
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
  it('runs for the preview, the map frame, the login and the portal in every language, not for other pages', () => {
    const perRequest = rule(config.matcher.at(-3) as string)
    for (const path of [
      '/en/preview/for-sale/',
      '/nl/preview/',
      '/de/map-frame/',
      '/fr/login/',
      '/nl/login/password/',
      '/en/portal/',
      '/de/portal/12/',
    ])
      expect(perRequest.test(path), path).toBe(true)
    for (const path of ['/en/for-sale/', '/nl/te-koop/preview-house/12/', '/xx/preview/', '/en/services/login-help/'])
      expect(perRequest.test(path), path).toBe(false)
  })
  it('checks the list parameters on every prefixed page, home included', () => {
    const lists = config.matcher.filter((m) => typeof m !== 'string').map((m) => rule(m.source))
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
