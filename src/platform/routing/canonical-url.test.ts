import { describe, expect, it } from 'vitest'
import { RouteTable } from '@/i18n/routes'
import { canonicalHref, previewHref, redirectFor } from './canonical-url'
import type { Resolution } from './resolve-path'

const table = new RouteTable()
const plain = { sort: 'date-desc', page: 1, view: 'list' } as const

const request = (over: Partial<Resolution> & Pick<Resolution, 'target' | 'path'>): Resolution => ({
  preview: false,
  ...over,
})

describe('canonical URL of a page in each language (hreflang and the language switcher)', () => {
  const sale = request({ target: { kind: 'page', key: 'for-sale' }, path: '/nl/te-koop/' })

  it('is the table path of a menu page', () => {
    expect(canonicalHref(table, sale, 'nl', null)).toBe('/nl/te-koop/')
    expect(canonicalHref(table, sale, 'fr', null)).toBe('/fr/a-vendre/')
    expect(canonicalHref(table, sale, 'de', null)).toBe('/de/zu-verkaufen/')
  })

  it('keeps the page of a plain list, and leads a filtered, sorted or map variant to the list', () => {
    const page2 = { ...sale, listQuery: { ...plain, page: 2 } }
    expect(canonicalHref(table, page2, 'en', null)).toBe('/en/for-sale/?page=2')
    const filtered = { ...sale, listQuery: { ...plain, city: 'Gent|9000', page: 2 } }
    expect(canonicalHref(table, filtered, 'en', null)).toBe('/en/for-sale/')
    const sorted = { ...sale, listQuery: { ...plain, sort: 'price-asc' as const } }
    expect(canonicalHref(table, sorted, 'fr', null)).toBe('/fr/a-vendre/')
    const map = { ...sale, listQuery: { ...plain, view: 'map' as const } }
    expect(canonicalHref(table, map, 'nl', null)).toBe('/nl/te-koop/')
  })

  it("is a property's long form, from its goal, city and title in that language", () => {
    const short = request({ target: { kind: 'property', id: 12 }, path: '/nl/pand/12/' })
    const fields = { goal: 'sale' as const, city: 'Liège', title: 'Maison de maître rénovée' }
    expect(canonicalHref(table, short, 'fr', fields)).toBe('/fr/a-vendre/liege/maison-de-maitre-renovee/12/')
    expect(canonicalHref(table, short, 'nl', { goal: 'rent', city: 'Luik', title: 'Herenhuis' })).toBe(
      '/nl/te-huur/luik/herenhuis/12/',
    )
    expect(canonicalHref(table, short, 'en', null)).toBeNull()
  })

  it('is the short form for a property whose city has no name in that language, and that form is not redirected', () => {
    const short = request({ target: { kind: 'property', id: 12 }, path: '/nl/pand/12/' })
    expect(canonicalHref(table, short, 'nl', { goal: 'sale', city: '', title: 'Huis' })).toBe('/nl/pand/12/')
    expect(redirectFor(short, '/nl/pand/12/')).toBeUndefined()
  })

  it("is a project's title slug and an article's own slug in that language", () => {
    const project = request({ target: { kind: 'project', id: 3, title: 'x' }, path: '/nl/projecten/x/3/' })
    expect(canonicalHref(table, project, 'de', { title: 'Wohnpark Am See' })).toBe('/de/projekte/wohnpark-am-see/3/')
    const article = request({
      target: { kind: 'article', section: 'services', slug: 'verkopen' },
      path: '/nl/diensten/verkopen/',
    })
    expect(canonicalHref(table, article, 'fr', { slug: 'vendre' })).toBe('/fr/services/vendre/')
    expect(canonicalHref(table, article, 'de', { slug: '' })).toBeNull()
  })
})

describe('canonical check', () => {
  it('lets the canonical path through, whatever the query of the list', () => {
    const list = request({
      target: { kind: 'page', key: 'for-sale' },
      path: '/fr/a-vendre/',
      listQuery: { ...plain, page: 3 },
    })
    expect(redirectFor(list, '/fr/a-vendre/?page=3')).toBeUndefined()
  })

  it("redirects another language's or case's path, keeping the visitor's filters", () => {
    const other = request({
      target: { kind: 'page', key: 'for-sale' },
      path: '/en/te-koop/',
      listQuery: { ...plain, city: 'Gent|9000', page: 2 },
    })
    expect(redirectFor(other, '/en/for-sale/')).toBe('/en/for-sale/?city=Gent%7C9000&page=2')
    const cased = request({ target: { kind: 'page', key: 'Privacy-statement' }, path: '/en/Privacy-statement/' })
    expect(redirectFor(cased, '/en/privacy-statement/')).toBe('/en/privacy-statement/')
  })

  it("redirects a property's short form and wrong slugs to its long form", () => {
    const canonical = '/nl/te-koop/gent/gerenoveerd-herenhuis-met-stadstuin/1/'
    const asked = (path: string) => request({ target: { kind: 'property', id: 1 }, path })
    expect(redirectFor(asked('/nl/pand/1/'), canonical)).toBe(canonical)
    expect(redirectFor(asked('/nl/te-huur/gent/gerenoveerd-herenhuis-met-stadstuin/1/'), canonical)).toBe(canonical)
    expect(redirectFor(asked('/nl/te-koop/gent/old-title/1/'), canonical)).toBe(canonical)
    expect(redirectFor(asked('/nl/te-koop/Gent/gerenoveerd-herenhuis-met-stadstuin/1/'), canonical)).toBe(canonical)
    expect(redirectFor(asked('/nl/for-sale/gent/gerenoveerd-herenhuis-met-stadstuin/1/'), canonical)).toBe(canonical)
    expect(redirectFor(asked(canonical), canonical)).toBeUndefined()
  })

  it('never redirects a staff preview', () => {
    const preview = request({ target: { kind: 'property', id: 1 }, path: '/nl/pand/1/', preview: true })
    expect(redirectFor(preview, '/nl/te-koop/gent/huis/1/')).toBeUndefined()
  })
})

describe('preview links', () => {
  it('keep the staff in the preview', () => {
    expect(previewHref('/nl/te-koop/gent/huis/1/')).toBe('/nl/preview/te-koop/gent/huis/1/')
    expect(previewHref('/fr/')).toBe('/fr/preview/')
  })
})
