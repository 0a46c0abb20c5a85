import { describe, expect, it } from 'vitest'
import { FirstSight } from './first-sight'

describe('first sight of a list', () => {
  it('is the first request of a path only', () => {
    const sight = new FirstSight()
    expect(sight.take('/en/for-sale/_qA/')).toBe(true)
    expect(sight.take('/en/for-sale/_qA/')).toBe(false)
    expect(sight.take('/en/for-sale/_qA/')).toBe(false)
    expect(sight.take('/fr/a-vendre/_qA/')).toBe(true)
  })

  it('forgets the least recently asked path first when full', () => {
    const sight = new FirstSight(2)
    sight.take('/en/for-sale/_qA/')
    sight.take('/en/for-sale/_qB/')
    // A asked again: B is now the least recently asked.
    expect(sight.take('/en/for-sale/_qA/')).toBe(false)
    sight.take('/en/for-sale/_qC/')
    expect(sight.take('/en/for-sale/_qA/')).toBe(false)
    expect(sight.take('/en/for-sale/_qB/')).toBe(true)
  })
})
