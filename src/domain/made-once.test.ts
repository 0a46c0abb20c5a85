import { describe, expect, it } from 'vitest'
import { madeOnce } from './made-once'

describe('madeOnce', () => {
  it('makes each key’s value once and gives the same one back', () => {
    const made: string[] = []
    const formatOf = madeOnce((tag: string) => {
      made.push(tag)
      return new Intl.NumberFormat(tag)
    })
    expect(formatOf('nl-BE')).toBe(formatOf('nl-BE'))
    expect(formatOf('en-GB')).not.toBe(formatOf('nl-BE'))
    expect(made).toEqual(['nl-BE', 'en-GB'])
  })

  it('keeps nothing for a key whose making throws', () => {
    let calls = 0
    const formatOf = madeOnce((tag: string) => {
      calls++
      return new Intl.NumberFormat(tag)
    })
    expect(() => formatOf('not a tag!')).toThrow(RangeError)
    expect(() => formatOf('not a tag!')).toThrow(RangeError)
    expect(calls).toBe(2)
  })
})
