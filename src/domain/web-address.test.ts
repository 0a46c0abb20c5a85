import { describe, expect, it } from 'vitest'
import { sitePath, webAddress } from './web-address'

describe('webAddress', () => {
  it('keeps absolute http and https addresses', () => {
    expect(webAddress('https://www.leieboord.example')).toBe('https://www.leieboord.example')
    expect(webAddress(' http://www.project.example/units?x=1 ')).toBe('http://www.project.example/units?x=1')
    expect(webAddress('HTTPS://Project.Example/')).toBe('HTTPS://Project.Example/')
  })

  it('refuses other schemes, relative paths and bare words', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://files.example/',
      '/nl/projecten/',
      'project.example',
      'https://',
      'https://localhost/',
      '',
      null,
      3,
    ])
      expect(webAddress(bad), String(bad)).toBeNull()
  })
})

describe('sitePath', () => {
  it('keeps paths of this site', () => {
    expect(sitePath('/nl/diensten/')).toBe('/nl/diensten/')
    expect(sitePath(' /en/for-sale/?city=ghent ')).toBe('/en/for-sale/?city=ghent')
  })

  it('refuses what a browser would read as another site, and anything not a path', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/a b',
      'https://evil.example',
      'nl/diensten',
      '',
      null,
    ])
      expect(sitePath(bad), JSON.stringify(bad)).toBeNull()
  })
})
