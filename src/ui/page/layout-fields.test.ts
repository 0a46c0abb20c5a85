import { describe, expect, it } from 'vitest'
import { pageClasses, redirectTarget } from './layout-fields'

describe('redirect of a menu page', () => {
  it('sends to a site path or an http(s) address', () => {
    expect(redirectTarget('redirect', '/en/for-sale/')).toBe('/en/for-sale/')
    expect(redirectTarget('redirect', ' https://example.be/new ')).toBe('https://example.be/new')
  })
  it('ignores other addresses, an empty one, and pages that are not redirects', () => {
    for (const url of [
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'mailto:a@b.be',
      'not a url',
      '',
      null,
    ])
      expect(redirectTarget('redirect', url), String(url)).toBeNull()
    expect(redirectTarget('page', '/en/')).toBeNull()
  })
})

describe('page CSS classes', () => {
  it('keeps class names only', () => {
    expect(pageClasses('landing  dark-hero')).toBe('landing dark-hero')
    expect(pageClasses('ok "><script> x{color:red} 9bad also_ok')).toBe('ok also_ok')
    expect(pageClasses(null)).toBe('')
  })
})
