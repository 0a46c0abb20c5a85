import { describe, expect, it } from 'vitest'
import { RouteTable, slugify } from './routes'

const table = new RouteTable()

describe('route table: href', () => {
  it('builds the sale and rent pages per language, with a trailing slash', () => {
    expect(table.href({ kind: 'page', key: 'for-sale' }, 'nl')).toBe('/nl/te-koop/')
    expect(table.href({ kind: 'page', key: 'for-sale' }, 'fr')).toBe('/fr/a-vendre/')
    expect(table.href({ kind: 'page', key: 'for-sale' }, 'en')).toBe('/en/for-sale/')
    expect(table.href({ kind: 'page', key: 'for-sale' }, 'de')).toBe('/de/zu-verkaufen/')
    expect(table.href({ kind: 'page', key: 'for-rent' }, 'nl')).toBe('/nl/te-huur/')
    expect(table.href({ kind: 'page', key: 'for-rent' }, 'fr')).toBe('/fr/a-louer/')
    expect(table.href({ kind: 'page', key: 'for-rent' }, 'en')).toBe('/en/for-rent/')
    expect(table.href({ kind: 'page', key: 'for-rent' }, 'de')).toBe('/de/zu-vermieten/')
  })

  it('maps home to the language root and an unknown page to /', () => {
    expect(table.href({ kind: 'page', key: 'home' }, 'fr')).toBe('/fr/')
    expect(table.href({ kind: 'page', key: 'no-such-page' }, 'fr')).toBe('/')
  })

  it('uses the Dutch paths', () => {
    expect(table.href({ kind: 'page', key: 'services' }, 'nl')).toBe('/nl/diensten/')
    expect(table.href({ kind: 'page', key: 'demand-register' }, 'nl')).toBe('/nl/blijf-op-de-hoogte/')
    expect(table.href({ kind: 'page', key: 'contact-demand' }, 'nl')).toBe('/nl/gratis-schatting/')
    expect(table.href({ kind: 'feedback', slug: 'site-contact' }, 'nl')).toBe('/nl/bedankt/site-contact/')
  })

  it('builds property URLs from the list path, city and title', () => {
    expect(
      table.href({ kind: 'property', id: 12, goal: 'sale', city: 'Liège', title: 'Maison de maître rénovée' }, 'fr'),
    ).toBe('/fr/a-vendre/liege/maison-de-maitre-renovee/12/')
    expect(table.href({ kind: 'property', id: 7 }, 'en')).toBe('/en/property/7/')
  })

  it('lets CMS paths override the built-in ones', () => {
    const custom = new RouteTable([
      { key: 'for-sale', paths: { en: 'buy' } },
      { key: 'about', paths: { nl: 'over-ons' } },
    ])
    expect(custom.href({ kind: 'page', key: 'for-sale' }, 'en')).toBe('/en/buy/')
    expect(custom.href({ kind: 'page', key: 'for-sale' }, 'nl')).toBe('/nl/te-koop/')
    expect(custom.href({ kind: 'page', key: 'about' }, 'nl')).toBe('/nl/over-ons/')
    expect(custom.href({ kind: 'page', key: 'about' }, 'en')).toBe('/en/about/')
  })
})

describe('route table: resolve', () => {
  it('resolves every language form of a page', () => {
    expect(table.resolve('nl', ['te-koop'])).toEqual({
      target: { kind: 'page', key: 'for-sale' },
      path: '/nl/te-koop/',
    })
    expect(table.resolve('de', ['zu-vermieten'])?.target).toEqual({ kind: 'page', key: 'for-rent' })
    expect(table.resolve('en', [])).toEqual({ target: { kind: 'page', key: 'home' }, path: '/en/' })
  })

  it('finds the page of a path of another language, or in other case, and keeps the path as asked', () => {
    // The canonical check (features/routing) redirects these to /en/for-sale/, /fr/a-louer/ …
    expect(table.resolve('en', ['te-koop'])).toEqual({
      target: { kind: 'page', key: 'for-sale' },
      path: '/en/te-koop/',
    })
    expect(table.resolve('fr', ['for-rent'])?.target).toEqual({ kind: 'page', key: 'for-rent' })
    expect(table.resolve('en', ['Privacy-statement'])).toEqual({
      target: { kind: 'page', key: 'Privacy-statement' },
      path: '/en/Privacy-statement/',
    })
  })

  it('returns null (404) for what matches nothing', () => {
    expect(table.resolve('en', ['nowhere'])).toBeNull()
    expect(table.resolve('en', ['for-sale', 'gent'])).toBeNull()
    expect(table.resolve('en', ['property', 'abc'])).toBeNull()
    expect(table.resolve('en', ['%E0%A4%A'])).toBeNull()
    expect(table.resolve('en', ['feedback', 'not-a-form'])).toBeNull()
  })

  it('recognises property, article and thank-you URLs', () => {
    expect(table.resolve('nl', ['te-huur', 'gent', 'loft', '42'])?.target).toEqual({
      kind: 'property',
      id: 42,
      goal: 'rent',
      // The slugs as written: the page compares them with the property's and redirects.
      city: 'gent',
      title: 'loft',
    })
    expect(table.resolve('en', ['property', '42'])?.target).toEqual({ kind: 'property', id: 42 })
    expect(table.resolve('nl', ['diensten', 'verkopen'])?.target).toEqual({
      kind: 'article',
      section: 'services',
      slug: 'verkopen',
    })
    expect(table.resolve('nl', ['bedankt', 'site-contact'])?.target).toEqual({ kind: 'feedback', slug: 'site-contact' })
  })

  it("knows no 'preview' segment: preview is a mode of the resolver, not a path", () => {
    expect(table.resolve('nl', ['preview', 'te-koop'])).toBeNull()
    expect(table.resolve('en', ['for-sale', 'preview'])).toBeNull()
  })
})

describe('slugify', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugify('  Élégante villa — Knokke-Heist!  ')).toBe('elegante-villa-knokke-heist')
    expect(slugify('Ærø Straße')).toBe('aero-strasse')
    expect(slugify('Ĳzendijke, naïve café')).toBe('ijzendijke-naive-cafe')
  })

  it('keeps words apart at punctuation and spells out symbols of measure', () => {
    expect(slugify("Rue de l'Église 12")).toBe('rue-de-l-eglise-12')
    expect(slugify('Appartement/Studio 3.5 kamers')).toBe('appartement-studio-3-5-kamers')
    expect(slugify('Bouwgrond 800 m² & tuin_zuid')).toBe('bouwgrond-800-m2-tuin-zuid')
    expect(slugify('—!')).toBe('')
  })

  it('transliterates letters without accents to strip, and stops at 80 characters', () => {
    expect(slugify('Þórshöfn, Đakovo, Ελλάδα')).toBe('thorshofn-djakovo-ellada')
    expect(slugify('a'.repeat(100))).toHaveLength(80)
  })
})

describe('route table: forms about a property', () => {
  it('puts each form under the property’s short URL, in the page’s language', () => {
    expect(table.href({ kind: 'property-form', id: 42, form: 'contact-appointment' }, 'en')).toBe(
      '/en/property/42/visit/',
    )
    expect(table.href({ kind: 'property-form', id: 42, form: 'contact-appointment' }, 'nl')).toBe('/nl/pand/42/bezoek/')
    expect(table.href({ kind: 'property-form', id: 42, form: 'purchase-offer' }, 'fr')).toBe('/fr/bien/42/offre/')
    expect(table.href({ kind: 'property-form', id: 42, form: 'document-request' }, 'de')).toBe(
      '/de/immobilie/42/unterlagen/',
    )
  })

  it('resolves a form’s segment of any language (the canonical check redirects it) and nothing else', () => {
    expect(table.resolve('nl', ['pand', '42', 'bezoek'])?.target).toEqual({
      kind: 'property-form',
      id: 42,
      form: 'contact-appointment',
    })
    expect(table.resolve('en', ['property', '42', 'bod'])?.target).toEqual({
      kind: 'property-form',
      id: 42,
      form: 'purchase-offer',
    })
    expect(table.resolve('en', ['property', '42', 'brochure'])).toBeNull()
    expect(table.resolve('en', ['property', 'x', 'visit'])).toBeNull()
  })
})
