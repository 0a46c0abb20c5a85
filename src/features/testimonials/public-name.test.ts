import { describe, expect, it } from 'vitest'
import { publicName } from './public-name'

describe('the name under a published testimonial', () => {
  it('is the first name and the initial of the last name', () => {
    expect(publicName('Anna', 'Peeters')).toBe('Anna P.')
    expect(publicName(' Jean  Marie ', 'van den Bossche')).toBe('Jean Marie V.')
    expect(publicName('Émile', 'Özdemir')).toBe('Émile Ö.')
  })

  it('makes do with what was given', () => {
    expect(publicName('Anna', '')).toBe('Anna')
    expect(publicName('', 'Peeters')).toBe('P.')
    expect(publicName('', '')).toBe('')
  })
})
