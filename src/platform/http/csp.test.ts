import { describe, expect, it } from 'vitest'
import { adminPolicy, inlineScriptHashes, pagePolicy } from './csp.mjs'

describe('inline script hashes', () => {
  it('hashes each executable inline script as the browser does', () => {
    const html =
      '<html><head><script src="/_next/static/a.js" async=""></script></head><body>' +
      '<script>self.__next_f.push([0])</script>' +
      '<script type="application/ld+json">{"@type":"House"}</script>' +
      '<script id="_R_">a\r\nb</script>' +
      '<SCRIPT type="text/javascript">Liège</SCRIPT>' +
      '<script>self.__next_f.push([0])</script></body></html>'
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-VXfQxoId3eHgS78yBQY2mYYWuOAzZGdxULBMV816UdU=',
      // CR LF is hashed as LF, as the HTML parser hands it on
      'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=',
      // UTF-8 bytes
      'sha256-5rfp5CPJFWm5ZNvA1oUNv2I/YP9KOq1GneiY/wg2KgQ=',
    ])
  })

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no script</p><script src="/x.js"></script>')).toEqual([])
  })
})

describe('policies', () => {
  const scriptSources = (policy: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith('script-src '))!
      .split(' ')
      .slice(1)

  it('a cached page allows its own hashes and no inline script', () => {
    const sources = scriptSources(pagePolicy({ hashes: ['sha256-abc='] }))
    expect(sources).toContain("'self'")
    expect(sources).toContain("'sha256-abc='")
    expect(sources).toContain('https://www.googletagmanager.com')
    expect(sources).not.toContain("'unsafe-inline'")
    expect(sources).not.toContain("'unsafe-eval'")
  })

  it('a page rendered per request allows its nonce', () => {
    expect(scriptSources(pagePolicy({ nonce: 'n0nce' }))).toContain("'nonce-n0nce'")
  })

  it('every policy limits framing, plugins, the base URL and form targets', () => {
    for (const policy of [pagePolicy({}), pagePolicy({ dev: true }), adminPolicy()]) {
      expect(policy).toContain("frame-ancestors 'self'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("base-uri 'self'")
      expect(policy).toContain("form-action 'self'")
    }
  })

  it('the back office keeps inline scripts but loads no tag', () => {
    const sources = scriptSources(adminPolicy())
    expect(sources).toEqual(["'self'", "'unsafe-inline'"])
  })
})
