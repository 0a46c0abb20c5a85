import { describe, expect, it } from 'vitest'
import { createTranslator } from 'next-intl'
import { AGENCY_TIME_ZONE } from './locales'
import { loadMessages } from './messages'
import { translatorOf } from './translator'

describe('translatorOf', () => {
  it('gives each count and value its own text, again and again, in each language', async () => {
    const en = await translatorOf('en', 'listings')
    const nl = await translatorOf('nl', 'listings')
    for (let round = 0; round < 2; round++) {
      expect(en('card.bedrooms', { count: 1 })).toBe('1 bedroom')
      expect(en('card.bedrooms', { count: 3 })).toBe('3 bedrooms')
      expect(nl('card.bedrooms', { count: 1 })).toBe('1 slaapkamer')
      expect(nl('card.bedrooms', { count: 3 })).toBe('3 slaapkamers')
      expect(en('card.living', { area: '120' })).toBe('120 m² living space')
      expect(en('card.perMonth', { price: '€ 950' })).toBe('€ 950 / month')
    }
  })

  it('gives what use-intl gives for the same values, as numbers or as text', async () => {
    const messages = await loadMessages('en')
    const plain = createTranslator({ locale: 'en', messages, namespace: 'listings', timeZone: AGENCY_TIME_ZONE })
    const en = await translatorOf('en', 'listings')
    for (const count of [0, 1, 2, '1', '2', 1.5]) {
      const values = { count: count as number }
      expect(en('card.bedrooms', values)).toBe(plain('card.bedrooms', values))
      expect(en('card.bedrooms', values)).toBe(plain('card.bedrooms', values))
    }
  })

  it('still gives raw messages and keys without values', async () => {
    const en = await translatorOf('en', 'listings')
    expect(en.raw('card.bedrooms')).toBe('{count, plural, one {# bedroom} other {# bedrooms}}')
    expect(en.has('card.bedrooms')).toBe(true)
    expect(en.has('card.noSuchKey' as 'card.bedrooms')).toBe(false)
  })
})
