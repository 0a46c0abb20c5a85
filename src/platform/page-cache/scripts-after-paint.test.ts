import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../http/csp.mjs'
import { scriptsAfterPaint } from './scripts-after-paint.mjs'

// The head of a cached page as Next 16 writes it.
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boundary.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<title>Contact</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '</head><body><p>Hello</p><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>' +
  '<script src="/_next/static/chunks/boundary.js" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>'

describe('scripts after the first paint', () => {
  const out = scriptsAfterPaint(page)

  it('takes Next’s script tags and script preloads out of the page, the bootstrap script included', () => {
    expect(out).not.toContain('<script src="/_next/static/chunks/react.js" async="">')
    expect(out).not.toContain('<script src="/_next/static/chunks/page.js" async="">')
    expect(out).not.toContain('<script src="/_next/static/chunks/boundary.js" async="">')
    expect(out).not.toContain('<link rel="preload" as="script"')
  })

  it('lists them, in order, on one loader placed before the stylesheets', () => {
    expect(out).toContain(
      '<head><meta charSet="utf-8"/><script data-scripts-after-paint="/_next/static/chunks/react.js ' +
        '/_next/static/chunks/page.js /_next/static/chunks/boundary.js">',
    )
    expect(out.indexOf('data-scripts-after-paint')).toBeLessThan(out.indexOf('rel="stylesheet"'))
  })

  it('preloads after the paint a chunk Next only preloads', () => {
    const head = page.replace('/_next/static/chunks/boundary.js" async=""', '/_next/static/chunks/other.js" async=""')
    expect(scriptsAfterPaint(head)).toContain('data-preloads-after-paint="/_next/static/chunks/boundary.js"')
  })

  it('keeps everything else as it was', () => {
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(out).toContain('<title>Contact</title>')
    expect(out).toContain(
      '<body><p>Hello</p><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>' +
        '<script>self.__next_f.push([1,"x"])</script></body></html>',
    )
  })

  it('gives the loader a hash like any inline script of the page', () => {
    expect(inlineScriptHashes(out)).toHaveLength(inlineScriptHashes(page).length + 1)
  })

  it('leaves a page alone when it has no script tag of Next, or is done already', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>'
    expect(scriptsAfterPaint(plain)).toBe(plain)
    expect(scriptsAfterPaint(out)).toBe(out)
  })
})
