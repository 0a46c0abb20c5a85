import { describe, expect, it } from 'vitest'
import { parseListQuery } from '@/features/listings/params'
import { robotsFile } from './robots'
import {
  absoluteUrl,
  agentJsonLd,
  composeMetadata,
  inSitemap,
  languageAlternates,
  listCanonicalSuffix,
  listVariant,
  localizedValue,
  mediaImage,
  ogLocale,
  pickImage,
  postalAddress,
  profileLinks,
  robotsFor,
  sitemapEntries,
  type MetadataInput,
} from './rules'

const site = 'https://www.vitrine.example'
const all = ['nl', 'fr', 'en', 'de'] as const
const homeHrefs = { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' }
const saleHrefs = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' }

describe('ogLocale', () => {
  it('uses the Belgian variants for Dutch and French, British English and German', () => {
    expect(all.map(ogLocale)).toEqual(['nl_BE', 'fr_BE', 'en_GB', 'de_DE'])
  })
})

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

const photo = {
  url: '/api/media/file/house.jpg',
  alt: 'Voorgevel',
  mimeType: 'image/jpeg',
  width: 1600,
  height: 1067,
  sizes: { w1360: { url: '/api/media/file/house-1360x907.webp', width: 1360, height: 907 } },
}

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

describe('mediaImage', () => {
  it('shares a JPEG or PNG original with its size', () => {
    expect(mediaImage(photo)).toEqual({ url: '/api/media/file/house.jpg', width: 1600, height: 1067, alt: 'Voorgevel' })
  })

  it('shares the 1360 px rendition of a very large original', () => {
    expect(mediaImage({ ...photo, width: 6000, height: 4000 })).toEqual({
      url: '/api/media/file/house-1360x907.webp',
      width: 1360,
      height: 907,
      alt: 'Voorgevel',
    })
  })

  it('shares the rendition of a WebP original, or the original when there is none', () => {
    expect(mediaImage({ ...photo, mimeType: 'image/webp' })?.url).toBe('/api/media/file/house-1360x907.webp')
    expect(mediaImage({ url: '/a.webp', mimeType: 'image/webp', width: 300, height: 200 })).toEqual({
      url: '/a.webp',
      width: 300,
      height: 200,
      alt: '',
    })
  })

  it('has nothing for an unpopulated id or a document without a file', () => {
    expect(mediaImage(12)).toBeNull()
    expect(mediaImage(null)).toBeNull()
    expect(mediaImage({ alt: 'x' })).toBeNull()
  })
})

describe('pickImage', () => {
  const logo = { url: '/logo.png', alt: 'Logo' }
  const og = { url: '/og.jpg', alt: '' }
  const main = { url: '/main.jpg', alt: '' }

  it('prefers the property photo, then the page image, then the logo', () => {
    expect(pickImage(main, og, logo)).toBe(main)
    expect(pickImage(null, og, logo)).toBe(og)
    expect(pickImage(null, undefined, logo)).toBe(logo)
    expect(pickImage(null, undefined, null)).toBeNull()
  })
})

describe('list pages', () => {
  const variant = (q: Record<string, string>) => listVariant(parseListQuery(q))

  it('the plain list and its page 2 and later are pages of their own', () => {
    expect(variant({})).toEqual({ filtered: false, page: 1 })
    expect(listCanonicalSuffix(variant({}))).toBe('')
    expect(listCanonicalSuffix(variant({ page: '2' }))).toBe('?page=2')
    expect(listCanonicalSuffix(variant({ page: '14' }))).toBe('?page=14')
  })

  it('filters, another sort or the map view make a variant that points at the plain list', () => {
    for (const q of [
      { city: 'Gent|9000' },
      { type: '3' },
      { minPrice: '100000' },
      { maxPrice: '300000' },
      { bedrooms: '2' },
      { sort: 'price-asc' },
      { view: 'map' },
      { city: 'Gent|9000', page: '3' },
    ] as Array<Record<string, string>>) {
      expect(variant(q).filtered, JSON.stringify(q)).toBe(true)
      expect(listCanonicalSuffix(variant(q)), JSON.stringify(q)).toBe('')
    }
  })

  it('ignored bad values do not make a variant', () => {
    expect(variant({ page: '-3', type: 'abc', city: '|||', sort: 'date-desc' })).toEqual({ filtered: false, page: 1 })
  })
})

describe('robotsFor', () => {
  const page = (key: string) => ({ kind: 'page' as const, key })
  const off = { index: false, follow: false }

  it('indexes ordinary pages, properties, projects and articles (no tag)', () => {
    expect(robotsFor({ target: page('for-sale'), preview: false })).toBeNull()
    expect(robotsFor({ target: { kind: 'property', id: 19 }, preview: false })).toBeNull()
    expect(robotsFor({ target: { kind: 'project', id: 1 }, preview: false })).toBeNull()
    expect(robotsFor({ target: { kind: 'article', section: 'services', slug: 'x' }, preview: false })).toBeNull()
    expect(robotsFor({ target: page('for-sale'), preview: false, list: { filtered: false, page: 2 } })).toBeNull()
  })

  it('keeps previews, thank-you pages, the owners portal and pages with SEO off out', () => {
    expect(robotsFor({ target: page('home'), preview: true })).toEqual(off)
    expect(robotsFor({ target: { kind: 'property', id: 19 }, preview: true })).toEqual(off)
    expect(robotsFor({ target: { kind: 'feedback', slug: 'site-contact' }, preview: false })).toEqual(off)
    expect(robotsFor({ target: page('login'), preview: false })).toEqual(off)
    expect(robotsFor({ target: page('contact'), preview: false, isActiveSEO: false })).toEqual(off)
  })

  it('follows but does not index filtered lists', () => {
    expect(robotsFor({ target: page('for-sale'), preview: false, list: { filtered: true, page: 1 } })).toEqual({
      index: false,
      follow: true,
    })
  })
})

describe('inSitemap', () => {
  it('lists published pages with SEO on, not the portal, drafts or redirects', () => {
    expect(inSitemap({ key: 'for-sale', status: 'published', isActiveSEO: true })).toBe(true)
    expect(inSitemap({ key: 'contact', status: 'published', isActiveSEO: null })).toBe(true)
    expect(inSitemap({ key: 'login', status: 'published', isActiveSEO: true })).toBe(false)
    expect(inSitemap({ key: 'jobs', status: 'draft' })).toBe(false)
    expect(inSitemap({ key: 'contact', status: 'published', isActiveSEO: false })).toBe(false)
    expect(inSitemap({ key: 'old', status: 'published', type: 'redirect' })).toBe(false)
  })
})

describe('sitemapEntries', () => {
  it('gives one entry per language, each with every language and x-default', () => {
    const entries = sitemapEntries(saleHrefs, all, 'nl', site, '2026-11-22T02:29:03.064Z')
    expect(entries.map((e) => e.url)).toEqual([
      `${site}/nl/te-koop/`,
      `${site}/fr/a-vendre/`,
      `${site}/en/for-sale/`,
      `${site}/de/zu-verkaufen/`,
    ])
    for (const e of entries) {
      expect(e.lastModified).toBe('2026-11-22T02:29:03.064Z')
      expect(Object.keys(e.alternates.languages)).toEqual(['nl', 'fr', 'en', 'de', 'x-default'])
    }
  })

  it('skips languages without a page and leaves out an unknown date', () => {
    const entries = sitemapEntries({ en: '/en/services/a/' }, all, 'nl', site, '')
    expect(entries).toEqual([
      {
        url: `${site}/en/services/a/`,
        alternates: { languages: { en: `${site}/en/services/a/`, 'x-default': `${site}/en/services/a/` } },
      },
    ])
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

describe('postalAddress', () => {
  it('reads the settings address: street, postcode and city, country', () => {
    expect(postalAddress('Vlasmarktlaan 27\n9000 Gent\nBelgië')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Vlasmarktlaan 27',
      postalCode: '9000',
      addressLocality: 'Gent',
      addressCountry: 'BE',
    })
  })

  it('takes a Belgian four-digit postcode as Belgium and keeps Luxembourg postcodes', () => {
    expect(postalAddress('Rue Haute 5, 1000 Bruxelles')?.addressCountry).toBe('BE')
    expect(postalAddress('Rue de la Gare 12\nL-4001 Esch-sur-Alzette\nLuxembourg')).toMatchObject({
      postalCode: 'L-4001',
      addressLocality: 'Esch-sur-Alzette',
      addressCountry: 'LU',
    })
  })

  it('keeps text it cannot read as the street, and has nothing for an empty address', () => {
    expect(postalAddress('Somewhere nice')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere nice' })
    expect(postalAddress('')).toBeNull()
    expect(postalAddress(null)).toBeNull()
  })
})

describe('agentJsonLd', () => {
  it('describes the agency with its contact details, area and profiles', () => {
    const data = agentJsonLd({
      siteUrl: site,
      homeHref: '/fr/',
      name: 'Vitrine Immo',
      logo: { url: '/api/media/file/logo.png', alt: 'Logo' },
      phone: '+32 9 210 45 67',
      email: 'info@vitrine.example',
      address: 'Vlasmarktlaan 27\n9000 Gent\nBelgië',
      areaServed: ['Gand', 'Ixelles'],
      sameAs: ['https://www.facebook.com/vitrine.example'],
    })
    expect(data).toEqual({
      '@type': 'RealEstateAgent',
      '@id': `${site}/#agency`,
      name: 'Vitrine Immo',
      url: `${site}/fr/`,
      logo: `${site}/api/media/file/logo.png`,
      image: `${site}/api/media/file/logo.png`,
      telephone: '+32 9 210 45 67',
      email: 'info@vitrine.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Vlasmarktlaan 27',
        postalCode: '9000',
        addressLocality: 'Gent',
        addressCountry: 'BE',
      },
      areaServed: [
        { '@type': 'City', name: 'Gand' },
        { '@type': 'City', name: 'Ixelles' },
      ],
      sameAs: ['https://www.facebook.com/vitrine.example'],
    })
  })

  it('leaves out what the settings do not have', () => {
    expect(
      agentJsonLd({ siteUrl: site, homeHref: '/nl/', name: 'X', logo: null, areaServed: [], sameAs: [], phone: ' ' }),
    ).toEqual({ '@type': 'RealEstateAgent', '@id': `${site}/#agency`, name: 'X', url: `${site}/nl/` })
  })
})

describe('profileLinks', () => {
  it('keeps absolute web links once', () => {
    expect(
      profileLinks([
        'https://www.facebook.com/a',
        ' https://www.facebook.com/a ',
        'tel:+32',
        '/nl/contact/',
        null,
        'http://x.example',
      ]),
    ).toEqual(['https://www.facebook.com/a', 'http://x.example'])
  })
})

describe('robotsFile', () => {
  it('keeps the back office, API, map frames and previews out and names the sitemap', () => {
    const r = robotsFile(site)
    expect(r.sitemap).toBe(`${site}/sitemap.xml`)
    const rules = Array.isArray(r.rules) ? r.rules[0] : r.rules
    expect(rules.disallow).toEqual(['/admin', '/api', '/*/map-frame/', '/*/preview/'])
    // Shared pictures live under /api and must stay reachable for link previews.
    expect(rules.allow).toContain('/api/media/file/')
  })
})
