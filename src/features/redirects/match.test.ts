import { describe, expect, it } from 'vitest'
import { findRedirect, isRedirectTarget, redirectKey } from './match'

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
})
