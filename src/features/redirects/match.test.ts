import { describe, expect, it } from 'vitest'
import { findRedirect, isRedirectTarget, redirectKey, reservedFrom, targetKind } from './match'

describe('redirects of old URLs', () => {
  const map = {
    '/oude-pagina.html': { to: '/nl/diensten/', status: 301 as const },
    '/en/old-services': { to: 'https://example.org/services', status: 302 as const },
    '/nl/lus': { to: '/nl/lus/', status: 301 as const },
  }

  it('matches the old path however it is spelled', () => {
    expect(findRedirect(map, '/Oude-Pagina.html')).toEqual({ to: '/nl/diensten/', status: 301 })
    expect(findRedirect(map, '/en/old-services/')).toEqual({ to: 'https://example.org/services', status: 302 })
    expect(findRedirect(map, '/en/old%2Dservices')).toBeDefined()
    expect(findRedirect(map, '/en/other/')).toBeUndefined()
  })

  it('never sends a path to itself', () => {
    expect(findRedirect(map, '/nl/lus/')).toBeUndefined()
  })

  it('stores paths in one form', () => {
    expect(redirectKey('oude-pagina.html?x=1')).toBe('/oude-pagina.html')
    expect(redirectKey('/')).toBe('/')
    expect(redirectKey('//a//')).toBe('/a')
  })

  it('accepts site paths and web addresses as targets, nothing else', () => {
    expect(isRedirectTarget('/nl/diensten/')).toBe(true)
    expect(isRedirectTarget('https://example.org/')).toBe(true)
    expect(isRedirectTarget('//evil.example/')).toBe(false)
    expect(isRedirectTarget('javascript:alert(1)')).toBe(false)
    expect(isRedirectTarget('diensten')).toBe(false)
  })

  it('refuses targets that browsers read as another site', () => {
    for (const to of [
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/ /evil.example',
      '//evil.example',
    ])
      expect(targetKind(to), JSON.stringify(to)).toBeNull()
    expect(targetKind('/en/services/')).toBe('site')
    expect(targetKind('/en/a%2F%2Fb/')).toBe('site')
    expect(targetKind('https://evil.example/phish')).toBe('offSite')
    expect(targetKind('http://example.org')).toBe('offSite')
  })

  it('keeps the site own pages out of reach of redirects, in every language', () => {
    for (const from of ['/en/', '/nl', '/FR/', '/de']) expect(reservedFrom(from), from).toBe('languageRoot')
    for (const from of [
      '/en/login/',
      '/nl/login',
      '/fr/login/password/',
      '/de/login/forgot/',
      '/en/portal/',
      '/nl/portal/12/documents/3/',
      '/en/preview/for-sale/',
      '/de/map-frame/',
      '/nl/confirm/abc/',
      '/fr/unsubscribe/abc/',
      '/login/',
      '/portal',
      '/admin/collections/users',
      '/api/leads',
    ])
      expect(reservedFrom(from), from).toBe('ownPage')
    expect(reservedFrom('/')).toBe('home')
    for (const from of ['/oude-pagina.html', '/en/login-help/', '/nl/portaal-oud/', '/english/'])
      expect(reservedFrom(from), from).toBeNull()
  })

  it('does not follow a rule saved before these rules', () => {
    const old = {
      '/en/login': { to: 'https://evil.example/phish', status: 302 as const },
      '/oud': { to: '/\\evil.example', status: 301 as const },
    }
    expect(findRedirect(old, '/en/login/')).toBeUndefined()
    expect(findRedirect(old, '/oud')).toBeUndefined()
  })
})
