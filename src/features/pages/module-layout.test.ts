import { describe, expect, it } from 'vitest'
import { moduleSpanClasses, safeColor } from './module-layout'

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

describe('module background colour', () => {
  it('accepts colours', () => {
    for (const c of ['#0a7', '#00aa77', '#00aa77cc', 'rgb(0, 170, 119)', 'hsl(160 100% 33% / 0.5)', 'teal'])
      expect(safeColor(c), c).toBe(c)
  })
  it('refuses anything else', () => {
    for (const c of ['red;background-image:url(x)', 'url(x)', 'expression(alert(1))', '#12', '', null])
      expect(safeColor(c), String(c)).toBeNull()
  })
})
