import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint } from '../../src/platform/page-cache/scripts-after-paint.mjs'
import { scriptTags } from './first-load-js'

describe('scriptTags', () => {
  it('lists external scripts once, marks noModule ones and ignores inline scripts', () => {
    const html = `<html><head>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/_next/static/chunks/webpack.js" async=""></script>
      <script>self.__next_f.push([1,"x"])</script>
      <script async src='/_next/static/chunks/main.js?v=1&amp;x=2'></script>
      <script src="/_next/static/chunks/webpack.js" async=""></script>
      <script type="application/ld+json">{}</script>
    </head></html>`
    expect(scriptTags(html)).toEqual([
      { src: '/_next/static/chunks/polyfills.js', noModule: true },
      { src: '/_next/static/chunks/webpack.js', noModule: false },
      { src: '/_next/static/chunks/main.js?v=1&x=2', noModule: false },
    ])
  })

  it('does not take an attribute value containing "nomodule" for the attribute', () => {
    expect(scriptTags('<script src="/nomodule-helper.js" async></script>')).toEqual([
      { src: '/nomodule-helper.js', noModule: false },
    ])
  })

  it('counts the scripts a cached page adds after its first paint', () => {
    const html = scriptsAfterPaint(
      '<html><head><meta charSet="utf-8"/>' +
        '<script src="/_next/static/chunks/react.js" async=""></script>' +
        '<script src="/_next/static/chunks/page.js" async=""></script>' +
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body></body></html>',
    )
    expect(html).not.toContain('<script src="/_next/static/chunks/react.js"')
    expect(scriptTags(html)).toEqual([
      { src: '/_next/static/chunks/react.js', noModule: false },
      { src: '/_next/static/chunks/page.js', noModule: false },
      { src: '/_next/static/chunks/polyfills.js', noModule: true },
    ])
  })
})
