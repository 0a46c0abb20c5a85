import { describe, expect, it } from 'vitest'
import { pickLocale } from './locale-negotiation'

const all = ['nl', 'fr', 'en', 'de'] as const

describe('pickLocale', () => {
  it('prefers the lang parameter, then the cookie, then the browser, then the default', () => {
    expect(pickLocale({ query: 'de', cookie: 'fr', acceptLanguage: 'en' }, all, 'nl')).toBe('de')
    expect(pickLocale({ cookie: 'fr', acceptLanguage: 'en' }, all, 'nl')).toBe('fr')
    expect(pickLocale({ acceptLanguage: 'es-ES, fr-BE;q=0.8, en;q=0.7' }, all, 'nl')).toBe('fr')
    expect(pickLocale({}, all, 'nl')).toBe('nl')
  })

  it('follows the browser by quality, then by the order of the header', () => {
    expect(pickLocale({ acceptLanguage: 'de-DE,de;q=0.9,fr;q=0.95,en;q=0' }, all, 'nl')).toBe('de')
    expect(pickLocale({ acceptLanguage: 'de-DE,de;q=0.9,fr;q=0.95,en;q=0' }, ['nl', 'fr', 'en'], 'nl')).toBe('fr')
    expect(pickLocale({ acceptLanguage: 'en;q=0.5, DE-be;q=0.5' }, all, 'nl')).toBe('en')
    expect(pickLocale({ acceptLanguage: 'fr;q=0.2, en-GB, nl' }, all, 'de')).toBe('en')
  })

  it('takes the default for a language refused (q=0), a wildcard, or an empty or broken header', () => {
    expect(pickLocale({ acceptLanguage: 'en;q=0' }, ['nl', 'en'], 'nl')).toBe('nl')
    expect(pickLocale({ acceptLanguage: '*' }, all, 'fr')).toBe('fr')
    expect(pickLocale({ acceptLanguage: '' }, all, 'de')).toBe('de')
    expect(pickLocale({ acceptLanguage: ';;,,' }, all, 'de')).toBe('de')
  })

  it('never picks a language that is not enabled', () => {
    expect(pickLocale({ query: 'de', cookie: 'de', acceptLanguage: 'de' }, ['nl', 'fr'], 'fr')).toBe('fr')
    expect(pickLocale({ query: 'xx' }, ['nl', 'en'], 'en')).toBe('en')
  })
})
