import { describe, expect, it } from 'vitest'
import { HEX_COLOR, luminance, moduleCellClasses, moduleSpanClasses, safeColor, startColumn, textOn } from './layout'

describe('module columns (out of 12, per breakpoint)', () => {
  it('spans what staff set', () => {
    expect(moduleSpanClasses({ sm: 12, md: 6, lg: 4 })).toBe('col-span-12 md:col-span-6 lg:col-span-4')
  })
  it('an empty breakpoint takes the one below; phones default to the full width', () => {
    expect(moduleSpanClasses({ md: 6 })).toBe('col-span-12 md:col-span-6 lg:col-span-6')
    expect(moduleSpanClasses(null)).toBe('col-span-12 md:col-span-12 lg:col-span-12')
  })
  it('a value outside 1–12 falls back', () => {
    expect(moduleSpanClasses({ sm: 0, md: 13, lg: 2.5 })).toBe('col-span-12 md:col-span-12 lg:col-span-12')
  })
})

describe('module position and rows', () => {
  it('places a narrow module at the start, centre or end of the row', () => {
    expect(startColumn('start', 4)).toBe(1)
    expect(startColumn('center', 4)).toBe(5)
    expect(startColumn('center', 5)).toBe(4)
    expect(startColumn('end', 4)).toBe(9)
    expect(startColumn('end', 12)).toBe(1)
    expect(startColumn('auto', 4)).toBeNull()
  })
  it('computes the start per breakpoint from the span there', () => {
    expect(moduleCellClasses({ col: { sm: 12, md: 6, lg: 4 }, position: 'end' })).toBe(
      'col-span-12 md:col-span-6 lg:col-span-4 md:col-start-7 lg:col-start-9',
    )
    expect(moduleCellClasses({ col: { md: 8, lg: 6 }, position: 'center' })).toBe(
      'col-span-12 md:col-span-8 lg:col-span-6 md:col-start-3 lg:col-start-4',
    )
  })
  it('flows on by default and for an unknown position', () => {
    expect(moduleCellClasses({ col: { lg: 4 } })).toBe('col-span-12 md:col-span-12 lg:col-span-4')
    expect(moduleCellClasses({ col: { lg: 4 }, position: 'left' })).toBe('col-span-12 md:col-span-12 lg:col-span-4')
  })
  it('spans 1 to 3 rows on desktops', () => {
    expect(moduleCellClasses({ col: { lg: 4 }, span: 2 })).toBe(
      'col-span-12 md:col-span-12 lg:col-span-4 lg:row-span-2',
    )
    expect(moduleCellClasses({ col: { lg: 4 }, span: 3 })).toContain('lg:row-span-3')
    expect(moduleCellClasses({ col: { lg: 4 }, span: 1 })).not.toContain('row-span')
    expect(moduleCellClasses({ col: { lg: 4 }, span: 7 })).not.toContain('row-span')
  })
})

describe('module background colour', () => {
  it('accepts colours, older values included', () => {
    for (const c of ['#0a7', '#00aa77', '#00aa77cc', 'rgb(0, 170, 119)', 'hsl(160 100% 33% / 0.5)', 'teal'])
      expect(safeColor(c), c).toBe(c)
  })
  it('refuses anything else', () => {
    for (const c of ['red;background-image:url(x)', 'url(x)', 'expression(alert(1))', '#12', '', null])
      expect(safeColor(c), String(c)).toBeNull()
  })
  it('takes only #hex on save', () => {
    for (const c of ['#0a7', '#00AA77']) expect(HEX_COLOR.test(c), c).toBe(true)
    for (const c of ['teal', 'rgb(0, 170, 119)', '#00aa77cc', '#12', '0a7']) expect(HEX_COLOR.test(c), c).toBe(false)
  })
})

describe('text colour on a background colour', () => {
  it('computes WCAG luminance', () => {
    expect(luminance('#fff')).toBeCloseTo(1)
    expect(luminance('#000000')).toBe(0)
    expect(luminance('rgb(255, 255, 255)')).toBeCloseTo(1)
    expect(luminance('teal')).toBeNull()
  })
  it('chooses the text colour with the higher contrast', () => {
    expect(textOn('#ffffff')).toBe('dark')
    expect(textOn('#fde68a')).toBe('dark')
    // #0a7 (rgb 0 170 119): white reaches 3:1 only, slate-900 about 6:1.
    expect(textOn('#0a7')).toBe('dark')
    expect(textOn('#1e3a8a')).toBe('light')
    expect(textOn('#000')).toBe('light')
    expect(textOn('rgb(127, 29, 29)')).toBe('light')
    expect(textOn('teal')).toBe('dark')
  })
})
