import { describe, expect, it } from 'vitest'
import { parseAcceptLanguage, pickLocale } from './locale-negotiation'

const all = ['nl', 'fr', 'en', 'de'] as const

describe('parseAcceptLanguage', () => {
  it('orders ranges by quality and drops q=0', () => {
    expect(parseAcceptLanguage('de-DE,de;q=0.9,fr;q=0.95,en;q=0')).toEqual(['de-de', 'fr', 'de'])
    expect(parseAcceptLanguage('')).toEqual([])
    expect(parseAcceptLanguage(null)).toEqual([])
  })
})

describe('pickLocale', () => {
  it('prefers the lang parameter, then the cookie, then the browser, then the default', () => {
    expect(pickLocale({ query: 'de', cookie: 'fr', acceptLanguage: 'en' }, all, 'nl')).toBe('de')
    expect(pickLocale({ cookie: 'fr', acceptLanguage: 'en' }, all, 'nl')).toBe('fr')
    expect(pickLocale({ acceptLanguage: 'es-ES, fr-BE;q=0.8, en;q=0.7' }, all, 'nl')).toBe('fr')
    expect(pickLocale({}, all, 'nl')).toBe('nl')
  })

  it('never picks a language that is not enabled', () => {
    expect(pickLocale({ query: 'de', cookie: 'de', acceptLanguage: 'de' }, ['nl', 'fr'], 'fr')).toBe('fr')
    expect(pickLocale({ query: 'xx' }, ['nl', 'en'], 'en')).toBe('en')
  })
})
