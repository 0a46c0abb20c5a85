import { describe, expect, it } from 'vitest'
import { amountInWords } from './amount-words'

describe('amountInWords', () => {
  it('spells an offer in French as Belgians write it (septante, nonante)', async () => {
    expect(await amountInWords(385000, 'fr')).toBe('trois cent quatre-vingt-cinq mille euros')
    expect(await amountInWords(271950, 'fr')).toBe('deux cent septante et un mille neuf cent cinquante euros')
    expect(await amountInWords(1, 'fr')).toBe('un euro')
    expect(await amountInWords(2_000_000, 'fr')).toBe("deux millions d'euros")
    expect(await amountInWords(2_500_000, 'fr')).toBe('deux millions cinq cent mille euros')
    expect(await amountInWords(199999.5, 'fr')).toBe(
      'cent nonante-neuf mille neuf cent nonante-neuf euros et cinquante centimes',
    )
  })

  it('in Dutch', async () => {
    expect(await amountInWords(385000, 'nl')).toBe('driehonderdvijfentachtigduizend euro')
    expect(await amountInWords(271950, 'nl')).toBe('tweehonderdeenenzeventigduizend negenhonderdvijftig euro')
    expect(await amountInWords(1_250_000, 'nl')).toBe('één miljoen tweehonderdvijftigduizend euro')
    expect(await amountInWords(99.99, 'nl')).toBe('negenennegentig euro en negenennegentig cent')
  })

  it('in English', async () => {
    expect(await amountInWords(385000, 'en')).toBe('three hundred and eighty-five thousand euro')
    expect(await amountInWords(1_250_000, 'en')).toBe('one million two hundred and fifty thousand euro')
    expect(await amountInWords(12.05, 'en')).toBe('twelve euro and five cents')
  })

  it('in German', async () => {
    expect(await amountInWords(385000, 'de')).toBe('dreihundertfünfundachtzigtausend Euro')
    expect(await amountInWords(1_250_000, 'de')).toBe('eine Million zweihundertfünfzigtausend Euro')
    expect(await amountInWords(2000.1, 'de')).toBe('zweitausend Euro und zehn Cent')
  })

  it('rounds to the cent', async () => {
    expect(await amountInWords(10.004, 'en')).toBe('ten euro')
    expect(await amountInWords(10.006, 'en')).toBe('ten euro and one cent')
  })

  it('says nothing for what is not an amount', async () => {
    expect(await amountInWords(Number.NaN, 'fr')).toBe('')
    expect(await amountInWords(-5, 'nl')).toBe('')
    expect(await amountInWords('385000', 'en')).toBe('')
    expect(await amountInWords(undefined, 'de')).toBe('')
  })
})
