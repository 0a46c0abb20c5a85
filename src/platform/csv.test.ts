import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csv', () => {
  it('starts with the byte-order mark and ends every row with CRLF, cells separated by ;', () => {
    expect(
      toCsv([
        ['Naam', 'Stad'],
        ['Anaïs Lefèvre', 'Liège'],
      ]),
    ).toBe('\uFEFFNaam;Stad\r\nAnaïs Lefèvre;Liège\r\n')
  })

  it('quotes cells holding the separator, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Gent; centrum')).toBe('"Gent; centrum"')
    expect(csvCell('Het "witte" huis')).toBe('"Het ""witte"" huis"')
    expect(csvCell('eerste lijn\nweede lijn')).toBe('"eerste lijn\nweede lijn"')
    expect(csvCell(' spatie ')).toBe('" spatie "')
    expect(csvCell('a,b', ',')).toBe('"a,b"')
    expect(csvCell('a,b')).toBe('a,b')
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","klik")')).toBe(`"'=HYPERLINK(""http://evil.example"",""klik"")"`)
    expect(csvCell('+32 475 12 34 56')).toBe("'+32 475 12 34 56")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)")
    expect(csvCell('\t=1+1')).toBe("'\t=1+1")
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`)
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('writes numbers as numbers with the decimal comma, booleans as 1 and 0, nothing as empty', () => {
    expect(csvCell(385000)).toBe('385000')
    expect(csvCell(-12.5)).toBe('-12,5')
    expect(csvCell(12.5, ',')).toBe('12.5')
    expect(csvCell(true)).toBe('1')
    expect(csvCell(false)).toBe('0')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(Number.NaN)).toBe('')
  })
})
