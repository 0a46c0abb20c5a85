import { describe, expect, it } from 'vitest'
import { composeMetadata, ogLocale, type MetadataInput } from './page-metadata'

const site = 'https://www.vitrine.example'
const all = ['nl', 'fr', 'en', 'de'] as const
const homeHrefs = { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' }
const saleHrefs = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' }

describe('ogLocale', () => {
  it('uses the Belgian variants for Dutch and French, British English and German', () => {
    expect(all.map(ogLocale)).toEqual(['nl_BE', 'fr_BE', 'en_GB', 'de_DE'])
  })
})

describe('composeMetadata', () => {
  const base: MetadataInput = {
    siteUrl: site,
    siteName: 'Vitrine Immo',
    locale: 'fr',
    enabled: all,
    defaultLocale: 'nl',
    hrefs: saleHrefs,
    title: 'Biens à vendre | Vitrine Immo',
    description: 'Toutes nos maisons à vendre.',
    image: { url: '/api/media/file/house.jpg', width: 1600, height: 1067, alt: 'Façade' },
    ogType: 'website',
    robots: null,
  }

  it('sets title, description, absolute canonical and alternates in the page language', () => {
    const m = composeMetadata(base)
    expect(m.title).toEqual({ absolute: 'Biens à vendre | Vitrine Immo' })
    expect(m.description).toBe('Toutes nos maisons à vendre.')
    expect(String(m.metadataBase)).toBe(`${site}/`)
    expect(m.alternates?.canonical).toBe(`${site}/fr/a-vendre/`)
    expect(m.alternates?.languages).toMatchObject({
      'x-default': `${site}/nl/te-koop/`,
      de: `${site}/de/zu-verkaufen/`,
    })
    expect(m.robots).toBeUndefined()
  })

  it('shares the page with Open Graph and Twitter, the CMS texts winning over the title', () => {
    const m = composeMetadata({ ...base, ogTitle: 'OG titre', twitterDescription: 'TW description' })
    expect(m.openGraph).toMatchObject({
      type: 'website',
      title: 'OG titre',
      description: 'Toutes nos maisons à vendre.',
      url: `${site}/fr/a-vendre/`,
      siteName: 'Vitrine Immo',
      locale: 'fr_BE',
      alternateLocale: ['nl_BE', 'en_GB', 'de_DE'],
      images: [{ url: `${site}/api/media/file/house.jpg`, width: 1600, height: 1067, alt: 'Façade' }],
    })
    expect(m.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'OG titre',
      description: 'TW description',
      images: [{ url: `${site}/api/media/file/house.jpg`, alt: 'Façade' }],
    })
  })

  it('writes robots only when the page must stay out of the index', () => {
    expect(composeMetadata({ ...base, robots: { index: false, follow: true } }).robots).toEqual({
      index: false,
      follow: true,
    })
  })

  it('puts the page suffix on canonical and alternates alike', () => {
    const m = composeMetadata({ ...base, suffix: '?page=3' })
    expect(m.alternates?.canonical).toBe(`${site}/fr/a-vendre/?page=3`)
    expect((m.alternates?.languages as Record<string, string>).nl).toBe(`${site}/nl/te-koop/?page=3`)
  })

  it('has no image tags when there is no picture at all', () => {
    const m = composeMetadata({ ...base, image: null, hrefs: homeHrefs })
    expect(m.openGraph?.images).toBeUndefined()
    expect((m.twitter as { images?: unknown }).images).toBeUndefined()
  })
})
