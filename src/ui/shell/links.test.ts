import { describe, expect, it } from 'vitest'
import { opensInNewTab, resolveTopBarLink, safeColor } from './links'

describe('opensInNewTab', () => {
  it.each([
    'https://www.facebook.com/agency',
    'http://example.com',
    '//cdn.example.com/brochure.pdf',
    'tel:+3250123456',
    'mailto:info@example.be',
    'www.http-agency.be',
    'MAILTO:INFO@EXAMPLE.BE',
  ])('opens %s in a new tab', (link) => {
    expect(opensInNewTab(link)).toBe(true)
  })

  it.each(['/nl/contact/', '/fr/estimation-gratuite/', 'contact', '#openingsuren'])(
    'keeps %s in the same tab',
    (link) => {
      expect(opensInNewTab(link)).toBe(false)
    },
  )
})

describe('resolveTopBarLink', () => {
  it('prefers the per-language link over the common link', () => {
    expect(resolveTopBarLink({ link: '/nl/contact/', localizedLink: '/fr/contact/' })).toEqual({
      href: '/fr/contact/',
      newTab: false,
    })
  })

  it('falls back to the common link when the per-language link is empty', () => {
    expect(resolveTopBarLink({ link: 'tel:050123456', localizedLink: '  ' })).toEqual({
      href: 'tel:050123456',
      newTab: true,
    })
    expect(resolveTopBarLink({ link: 'https://x.be', localizedLink: null })).toEqual({
      href: 'https://x.be',
      newTab: true,
    })
  })

  it('gives no link (plain text) when neither is set', () => {
    expect(resolveTopBarLink({})).toBeNull()
    expect(resolveTopBarLink({ link: '', localizedLink: '' })).toBeNull()
  })

  it('refuses script and data URLs', () => {
    expect(resolveTopBarLink({ link: 'javascript:alert(1)' })).toBeNull()
    expect(resolveTopBarLink({ localizedLink: ' data:text/html,x' })).toBeNull()
  })
})

describe('safeColor', () => {
  it('accepts CSS colours', () => {
    expect(safeColor('#c8842f')).toBe('#c8842f')
    expect(safeColor('white')).toBe('white')
    expect(safeColor('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)')
  })
  it('rejects anything else', () => {
    expect(safeColor('red; background: url(x)')).toBeUndefined()
    expect(safeColor('')).toBeUndefined()
    expect(safeColor(null)).toBeUndefined()
  })
})
