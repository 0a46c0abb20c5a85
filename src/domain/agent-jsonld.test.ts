import { describe, expect, it } from 'vitest'
import { agentJsonLd, profileLinks } from './agent-jsonld'

const site = 'https://www.vitrine.example'

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
