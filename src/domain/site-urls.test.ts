import { describe, expect, it } from 'vitest'
import { absoluteUrl, languageAlternates, localizedOf, localizedValue } from './site-urls'

const site = 'https://www.vitrine.example'
const all = ['nl', 'fr', 'en', 'de'] as const
const saleHrefs = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' }

describe('absoluteUrl', () => {
  it('puts the site address before a path and keeps absolute URLs', () => {
    expect(absoluteUrl(site, '/nl/te-koop/')).toBe('https://www.vitrine.example/nl/te-koop/')
    expect(absoluteUrl(`${site}/`, 'nl/')).toBe('https://www.vitrine.example/nl/')
    expect(absoluteUrl(site, 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg')
  })

  it('keeps a base path of the site address', () => {
    expect(absoluteUrl('https://host.example/agency', '/fr/')).toBe('https://host.example/agency/fr/')
  })
})

describe('languageAlternates', () => {
  it('lists every enabled language and x-default as the default language', () => {
    expect(languageAlternates(saleHrefs, all, 'nl', site)).toEqual({
      nl: `${site}/nl/te-koop/`,
      fr: `${site}/fr/a-vendre/`,
      en: `${site}/en/for-sale/`,
      de: `${site}/de/zu-verkaufen/`,
      'x-default': `${site}/nl/te-koop/`,
    })
  })

  it('follows the configured default language', () => {
    expect(languageAlternates(saleHrefs, all, 'fr', site)['x-default']).toBe(`${site}/fr/a-vendre/`)
  })

  it('leaves out languages that are not enabled or have no page', () => {
    expect(languageAlternates(saleHrefs, ['nl', 'fr'], 'nl', site)).toEqual({
      nl: `${site}/nl/te-koop/`,
      fr: `${site}/fr/a-vendre/`,
      'x-default': `${site}/nl/te-koop/`,
    })
    // An article without a Dutch slug: x-default falls back to the first language that has it.
    expect(languageAlternates({ fr: '/fr/services/a/', en: '/en/services/b/' }, all, 'nl', site)).toEqual({
      fr: `${site}/fr/services/a/`,
      en: `${site}/en/services/b/`,
      'x-default': `${site}/fr/services/a/`,
    })
  })

  it('appends a page suffix to every language', () => {
    expect(languageAlternates({ nl: '/nl/te-koop/' }, all, 'nl', site, '?page=2')).toEqual({
      nl: `${site}/nl/te-koop/?page=2`,
      'x-default': `${site}/nl/te-koop/?page=2`,
    })
  })
})

describe('localizedValue', () => {
  it('takes the language, else Dutch as Payload falls back, else any language', () => {
    const title = { nl: 'Villa met tuin', fr: 'Villa avec jardin', en: null, de: '  ' }
    expect(localizedValue(title, 'fr')).toBe('Villa avec jardin')
    expect(localizedValue(title, 'en')).toBe('Villa met tuin')
    expect(localizedValue(title, 'de')).toBe('Villa met tuin')
    expect(localizedValue({ en: 'Only English' }, 'de')).toBe('Only English')
    expect(localizedValue(undefined, 'nl')).toBe('')
  })
})

describe('localizedOf', () => {
  it('keeps the known languages that hold text, and nothing else', () => {
    expect(localizedOf({ nl: 'te-koop', fr: 'a-vendre', en: null, xx: 'other', de: 3 })).toEqual({
      nl: 'te-koop',
      fr: 'a-vendre',
    })
    expect(localizedOf('for-sale')).toEqual({})
    expect(localizedOf(null)).toEqual({})
  })
})
