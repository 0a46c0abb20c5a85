import { describe, expect, it } from 'vitest'
import { foldText } from '@/domain/text'
import { matchCity, type CityNames } from './city-match'

const cities: CityNames[] = [
  { id: 1, zip: '9000', names: ['Gent', 'Gand', 'Ghent', 'Gent'] },
  { id: 2, zip: '4000', names: ['Luik', 'Liège', 'Liège', 'Lüttich'] },
  { id: 3, zip: '1000', names: ['Brussel', 'Bruxelles', 'Brussels', 'Brüssel'] },
  { id: 4, zip: '1880', names: ['Kapelle-op-den-Bos'] },
  // Same postcode as Brussels in another country: the name decides.
  { id: 5, zip: '1000', names: ['Elsewhere'] },
]

describe('city parameter "name|postcode" (accents and case ignored)', () => {
  it('finds a city by name and postcode', () => {
    expect(matchCity('Gent|9000', cities)).toEqual([1])
  })

  it('accepts the name in any language, without accents or in another case', () => {
    expect(matchCity('liege|4000', cities)).toEqual([2])
    expect(matchCity('LÜTTICH|', cities)).toEqual([2])
    expect(matchCity('gand|', cities)).toEqual([1])
    expect(matchCity('  kapelle-op-den-bos |1880', cities)).toEqual([4])
  })

  it('with only a postcode, gives every city of that postcode', () => {
    expect(matchCity('|1000', cities)).toEqual([3, 5])
  })

  it('gives nothing for an unknown city or a name and postcode that do not belong together', () => {
    expect(matchCity('Atlantis|', cities)).toEqual([])
    expect(matchCity('Gent|4000', cities)).toEqual([])
    expect(matchCity('|', cities)).toEqual([])
  })

  it('folds accents and case the same way for names', () => {
    expect(foldText(' Liège ')).toBe('liege')
    expect(foldText('BRÜSSEL')).toBe('brussel')
  })
})
