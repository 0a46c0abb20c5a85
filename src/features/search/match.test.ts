import { describe, expect, it } from 'vitest'
import { foldText } from '@/domain/text'
import { cityMatches, matchCities, propertyIdOf, propertyLookupOf } from './match'

const city = (zip: string, ...names: string[]) => ({ zip, names })
const liege = city('4000', 'Luik', 'Liège', 'Liège', 'Lüttich')
const kapelle = city('1880', 'Kapelle-op-den-Bos')
const gent = city('9000', 'Gent', 'Gand', 'Ghent')
const brugge = city('8000', 'Brugge', 'Bruges', 'Brügge')

describe('foldText', () => {
  it('drops accents and case and turns punctuation into spaces', () => {
    expect(foldText('Liège')).toBe('liege')
    expect(foldText('LÜTTICH')).toBe('luttich')
    expect(foldText('Kapelle-op-den-Bos')).toBe('kapelle op den bos')
    expect(foldText('  Sint–Martens’Latem ')).toBe('sint martens latem')
    expect(foldText('Œuf Straße')).toBe('oeuf strasse')
  })

  it('treats decomposed and composed accents alike', () => {
    expect(foldText('Lie\u0300ge')).toBe(foldText('Li\u00e8ge'))
  })
})

describe('cityMatches (ignores accents and case)', () => {
  it("finds Liège for 'liege', 'LIEGE' and 'Liège'", () => {
    for (const q of ['liege', 'LIEGE', 'Liège', 'liè', 'lie']) expect(cityMatches(liege, q), q).toBe(true)
  })

  it('matches a name in any language and the start of any word of it', () => {
    expect(cityMatches(liege, 'luik')).toBe(true)
    expect(cityMatches(liege, 'lüttich')).toBe(true)
    expect(cityMatches(kapelle, 'den bos')).toBe(true)
    expect(cityMatches(kapelle, 'kapelle op den bos')).toBe(true)
    expect(cityMatches(gent, 'gand')).toBe(true)
  })

  it('matches the start of the postcode, also together with a name', () => {
    expect(cityMatches(liege, '4000')).toBe(true)
    expect(cityMatches(liege, '40')).toBe(true)
    expect(cityMatches(liege, '4000 liege')).toBe(true)
    expect(cityMatches(liege, '000')).toBe(false)
  })

  it('does not match the middle of a word, other cities or nothing', () => {
    expect(cityMatches(liege, 'ege')).toBe(false)
    expect(cityMatches(gent, 'liege')).toBe(false)
    expect(cityMatches(liege, 'liege 9000')).toBe(false)
    expect(cityMatches(liege, '')).toBe(false)
    expect(cityMatches(liege, ' - ')).toBe(false)
  })
})

describe('matchCities', () => {
  it('puts names that start with the query first, then the rest in the given order', () => {
    const bruxelles = city('1000', 'Brussel', 'Bruxelles')
    const sint = city('1210', 'Sint-Joost-ten-Node', 'Saint-Josse-ten-Noode')
    const list = [sint, brugge, bruxelles]
    expect(matchCities(list, 'br')).toEqual([brugge, bruxelles])
    expect(matchCities(list, 'sa')).toEqual([sint])
    expect(matchCities(list, 'ten')).toEqual([sint])
    const startsLater = city('1111', 'Oud Gent')
    expect(matchCities([startsLater, gent], 'gent')).toEqual([gent, startsLater])
  })

  it('keeps to the limit and answers nothing for an empty query', () => {
    const many = Array.from({ length: 20 }, (_, i) => city(String(1000 + i), `Stad ${i}`))
    expect(matchCities(many, 'stad')).toHaveLength(8)
    expect(matchCities(many, 'stad', 3)).toHaveLength(3)
    expect(matchCities(many, '  ')).toEqual([])
  })
})

describe('propertyIdOf (the id exactly)', () => {
  it('reads digits only', () => {
    expect(propertyIdOf('19')).toBe(19)
    expect(propertyIdOf(' 1019 ')).toBe(1019)
    expect(propertyIdOf('2147483647')).toBe(2147483647)
  })

  it('refuses anything that is not exactly an id', () => {
    for (const q of ['', '0', '019', '-19', '+19', '19.0', '1e3', '19a', 'VT-1019', '2147483648', '99999999999'])
      expect(propertyIdOf(q), q).toBeNull()
  })
})

describe('propertyLookupOf (an id, or the reference as read on the page)', () => {
  it('folds a reference to letters and digits, upper-cased', () => {
    expect(propertyLookupOf('vt-1001')).toEqual({ id: null, reference: 'VT1001', digits: null })
    expect(propertyLookupOf(' VT 1001 ')).toEqual({ id: null, reference: 'VT1001', digits: null })
  })

  it('digits are an id and the digits of a reference at once', () => {
    expect(propertyLookupOf('1001')).toEqual({ id: 1001, reference: '1001', digits: '1001' })
    expect(propertyLookupOf('0042')).toEqual({ id: null, reference: '0042', digits: '0042' })
  })

  it('a query without a digit names no property', () => {
    for (const q of ['', 'liege', 'VT-', '---']) expect(propertyLookupOf(q), q).toBeNull()
  })
})
