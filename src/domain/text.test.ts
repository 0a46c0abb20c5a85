import { describe, it, expect } from 'vitest'
import { cleanDescription, stripHtml } from './text'

/** n characters of 'x' (no spaces). */
const xs = (n: number) => 'x'.repeat(n)

describe('stripHtml', () => {
  it('removes tags, decodes common entities and collapses whitespace', () => {
    expect(stripHtml('<p>Mooie  <b>woning</b></p><p>te&nbsp;koop &amp; huur</p>\n')).toBe('Mooie woning te koop & huur')
  })
})

describe('cleanDescription', () => {
  it('keeps short text whole, without ellipsis', () => {
    expect(cleanDescription('<p>Mooie woning</p>')).toBe('Mooie woning')
    expect(cleanDescription(xs(250))).toBe(xs(250))
  })

  it('returns an empty string for missing text', () => {
    expect(cleanDescription(null)).toBe('')
    expect(cleanDescription(undefined)).toBe('')
  })

  it('cuts at the last space beyond 80 % of 250', () => {
    const text = `${xs(210)} ${xs(100)}`
    expect(cleanDescription(text)).toBe(`${xs(210)}…`)
  })

  it('hard-cuts at 250 when the last space is at or before 80 % (200)', () => {
    const text = `${xs(200)} ${xs(100)}`
    expect(cleanDescription(text)).toBe(`${xs(200)} ${xs(49)}…`)
    expect(cleanDescription(xs(300))).toBe(`${xs(250)}…`)
  })

  it('treats a space right after the limit as a word boundary', () => {
    expect(cleanDescription(`${xs(250)} more`)).toBe(`${xs(250)}…`)
  })

  it('measures the limit on the cleaned text', () => {
    const text = `<div>${xs(120)}</div>\n\n<div>${xs(120)}</div>`
    expect(cleanDescription(text)).toBe(`${xs(120)} ${xs(120)}`)
  })

  it('uses 100 for search results', () => {
    expect(cleanDescription(`${xs(90)} ${xs(50)}`, 100)).toBe(`${xs(90)}…`)
    expect(cleanDescription(`${xs(80)} ${xs(50)}`, 100)).toBe(`${xs(80)} ${xs(19)}…`)
    expect(cleanDescription(xs(100), 100)).toBe(xs(100))
  })

  it('leaves the ellipsis off on request', () => {
    expect(cleanDescription(`${xs(90)} ${xs(50)}`, 100, false)).toBe(xs(90))
    expect(cleanDescription(xs(300), 250, false)).toBe(xs(250))
  })
})
