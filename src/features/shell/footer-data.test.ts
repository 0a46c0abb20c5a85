import { describe, expect, it } from 'vitest'
import { columnClasses, copyrightLine, footerColumns } from './footer-data'
import { imageOf } from './media'

describe('footerColumns (SPEC §2)', () => {
  it('shows each text part only when its public flag is true', () => {
    const [col] = footerColumns([
      {
        id: 'a',
        title: 'Contact',
        titlePublic: true,
        introText: 'Intro',
        introTextPublic: false,
        fullText: 'Markt 1\n8000 Brugge',
        fullTextPublic: true,
      },
    ])
    expect(col).toMatchObject({ key: 'a', title: 'Contact', introText: undefined, fullText: 'Markt 1\n8000 Brugge' })
  })

  it('treats a missing flag as not public and drops columns left empty', () => {
    expect(
      footerColumns([
        { title: 'Hidden', titlePublic: null },
        { title: '  ', titlePublic: true },
      ]),
    ).toEqual([])
    expect(footerColumns(null)).toEqual([])
  })

  it('keeps a column that only has images, with the 400 px rendition', () => {
    const cols = footerColumns([
      {
        images: [
          {
            url: '/media/a.jpg',
            alt: 'Office',
            width: 2000,
            height: 1000,
            sizes: { w400: { url: '/media/a-400.webp', width: 400, height: 200 } },
          },
          7,
        ],
      },
    ])
    expect(cols).toHaveLength(1)
    expect(cols[0].images).toEqual([{ src: '/media/a-400.webp', width: 400, height: 200, alt: 'Office' }])
  })
})

describe('columnClasses', () => {
  it('maps widths per breakpoint to literal classes', () => {
    expect(columnClasses({ colSm: 12, colMd: 6, colLg: 3 })).toBe('col-span-12 md:col-span-6 lg:col-span-3')
    expect(columnClasses({ colSm: 6, colMd: 4, colLg: 2 })).toBe('col-span-6 md:col-span-4 lg:col-span-2')
  })
  it('uses the field defaults and clamps to 1..12', () => {
    expect(columnClasses({})).toBe('col-span-12 md:col-span-6 lg:col-span-3')
    expect(columnClasses({ colSm: 0, colMd: 40, colLg: null })).toBe('col-span-1 md:col-span-12 lg:col-span-3')
  })
})

describe('copyrightLine', () => {
  it('replaces every {year}', () => {
    expect(copyrightLine('© {year} Immo Vitrine — {year}', 2026, 'X')).toBe('© 2026 Immo Vitrine — 2026')
  })
  it('falls back to the site name', () => {
    expect(copyrightLine(null, 2026, 'Immo Vitrine')).toBe('© 2026 Immo Vitrine')
  })
})

describe('imageOf', () => {
  it('falls back to the original when there is no rendition (SVG)', () => {
    expect(imageOf({ url: '/media/logo.svg', sizes: { w400: { url: null } } }, 'w400')).toEqual({
      src: '/media/logo.svg',
      width: undefined,
      height: undefined,
      alt: '',
    })
  })
  it('is null for an unpopulated relation', () => {
    expect(imageOf(3, 'w400')).toBeNull()
    expect(imageOf(null, 'w400')).toBeNull()
  })
})
