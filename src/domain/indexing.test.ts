import { describe, expect, it } from 'vitest'
import { inSitemap, robotsFor, sitemapEntries } from './indexing'

const site = 'https://www.vitrine.example'
const all = ['nl', 'fr', 'en', 'de'] as const
const saleHrefs = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' }

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
    expect(
      robotsFor({ target: { kind: 'property-form', id: 7, form: 'contact-appointment' }, preview: false }),
    ).toEqual({
      index: false,
      follow: true,
    })
    expect(robotsFor({ target: page('login'), preview: false })).toEqual(off)
    expect(robotsFor({ target: page('shortlist'), preview: false })).toEqual(off)
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
