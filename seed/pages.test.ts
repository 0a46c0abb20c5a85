import { describe, expect, it } from 'vitest'
import { locales } from '../src/i18n/locales'
import { builtInPaths } from '../src/i18n/routes'
import { lexicalText, lexical } from './lexical'
import { Tr } from './localized'
import { menuPages } from './data/pages'
import { settings } from './data/settings'

/** Every Tr in a tree, with where it sits. */
function trs(value: unknown, path = ''): Array<{ path: string; tr: Tr<unknown> }> {
  if (value instanceof Tr) return [{ path, tr: value }]
  if (Array.isArray(value)) return value.flatMap((v, i) => trs(v, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => trs(v, path ? `${path}.${k}` : k))
  return []
}

const isEmpty = (v: unknown) => (Array.isArray(v) ? v.length === 0 : String(v ?? '').trim() === '')

describe('menu pages', () => {
  const byKey = new Map(menuPages.map((p) => [p.key, p]))

  it('has one page per page key of the route table', () => {
    // Prefixes of detail pages, and the shortlist (the visitor's, not a page of the CMS).
    const keys = Object.keys(builtInPaths).filter(
      (k) => !['property', 'testimonials', 'feedback', 'shortlist'].includes(k),
    )
    expect([...byKey.keys()].sort()).toEqual(keys.sort())
    expect(menuPages).toHaveLength(keys.length)
  })

  it('publishes everything but jobs, and shows the main pages in the menu', () => {
    for (const p of menuPages) expect(p.status).toBe(p.key === 'jobs' ? 'draft' : 'published')
    const inMenu = menuPages.filter((p) => p.showInMenu).map((p) => p.key)
    expect(inMenu.sort()).toEqual(
      ['home', 'for-sale', 'for-rent', 'projects', 'services', 'contact', 'contact-demand', 'demand-register'].sort(),
    )
    expect(byKey.get('contact-demand')?.parentKey).toBe('services')
    expect(byKey.get('demand-register')?.parentKey).toBe('services')
    for (const p of menuPages) if (p.parentKey) expect(byKey.has(p.parentKey)).toBe(true)
    expect(new Set(menuPages.map((p) => p.sort)).size).toBe(menuPages.length)
  })

  it('caps the home property list at 4', () => {
    const list = byKey.get('home')?.modules.find((m) => m.blockType === 'propertyList')
    expect(list && 'maxItems' in list ? list.maxItems : undefined).toBe(4)
  })

  it('has every text in every language, and different titles per language', () => {
    for (const p of menuPages) {
      for (const { path, tr } of trs(p)) {
        for (const l of locales) expect(isEmpty(tr.get(l)), `${p.key}.${path} in ${l}`).toBe(false)
      }
    }
    for (const key of ['for-sale', 'for-rent', 'Privacy-statement', 'Cookie-policy']) {
      const title = byKey.get(key)!.title
      expect(new Set(locales.map((l) => title.get(l))).size).toBe(4)
    }
  })

  it('keeps SEO texts within what search engines show', () => {
    for (const p of menuPages) {
      for (const l of locales) {
        expect(p.meta.metadataTitle.get(l).length, `${p.key} title ${l}`).toBeLessThanOrEqual(60)
        expect(p.meta.metadataDescription.get(l).length, `${p.key} description ${l}`).toBeLessThanOrEqual(155)
        expect(p.meta.metadataDescription.get(l).length, `${p.key} description ${l}`).toBeGreaterThan(40)
      }
    }
  })

  it('gives legal pages several headed sections in every language', () => {
    for (const key of ['Privacy-statement', 'Cookie-policy', 'Disclaimer']) {
      const content = byKey.get(key)!.content!
      for (const l of locales) {
        const blocks = content.get(l)
        expect(blocks.filter((b) => typeof b !== 'string').length, `${key} ${l}`).toBeGreaterThanOrEqual(4)
        expect(lexicalText(lexical(blocks)).length).toBeGreaterThan(1500)
      }
    }
    const disclaimer = byKey.get('Disclaimer')!.content!
    for (const l of locales) expect(lexicalText(lexical(disclaimer.get(l)))).toMatch(/512\.345/)
  })
})

describe('settings', () => {
  it('has the placeholders the site replaces', () => {
    for (const l of locales) {
      expect(settings.copyright.get(l)).toContain('{year}')
      expect(settings.search.description.get(l)).toContain('{sale}')
      expect(settings.search.description.get(l)).toContain('{rent}')
    }
  })

  it('links the top bar to the contact page of each language', () => {
    const internal = settings.topBar.right.find((i) => i.localizedLink)
    for (const l of locales) expect(internal?.localizedLink?.get(l)).toBe(`/${l}/${builtInPaths.contact[l]}/`)
    expect(settings.topBar.right.some((i) => !i.status)).toBe(true)
    expect(settings.topBar.right.some((i) => !i.link && !i.localizedLink)).toBe(true)
    expect(settings.topBar.left.map((i) => i.link?.split(':')[0])).toEqual(['tel', 'mailto'])
  })

  it('has four footer columns, one with a hidden full text', () => {
    expect(settings.footer).toHaveLength(4)
    for (const c of settings.footer) expect([c.colSm, c.colMd, c.colLg]).toEqual([12, 6, 3])
    expect(settings.footer.filter((c) => !c.fullTextPublic)).toHaveLength(1)
    for (const c of settings.footer)
      for (const { tr } of trs(c)) for (const l of locales) expect(isEmpty(tr.get(l))).toBe(false)
  })
})
