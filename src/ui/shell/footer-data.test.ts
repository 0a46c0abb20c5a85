import { describe, expect, it } from 'vitest'
import { columnClasses, copyrightLine, footerColumns } from './footer-data'

describe('footerColumns', () => {
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
    expect(col).toMatchObject({ title: 'Contact', introText: undefined, fullText: 'Markt 1\n8000 Brugge' })
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

  it('keeps a column that only has images', () => {
    const cols = footerColumns([
      {
        images: [
          {
            id: 4,
            url: '/media/a.jpg',
            mimeType: 'image/jpeg',
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
    expect(cols[0].images).toEqual([
      {
        id: 4,
        alt: 'Office',
        original: { url: '/media/a.jpg', width: 2000, height: 1000, mimeType: 'image/jpeg' },
        sizes: { w400: { url: '/media/a-400.webp', width: 400, height: 200 } },
      },
    ])
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
