import { describe, expect, it } from 'vitest'
import { pairWaitSeconds } from './policy'

describe('the wait of an account on one network', () => {
  it('is none for four failures, then one minute, doubling with each failure up to an hour', () => {
    expect([1, 2, 3, 4].map(pairWaitSeconds)).toEqual([0, 0, 0, 0])
    expect([5, 6, 7, 8, 9, 10, 11, 12, 40].map(pairWaitSeconds)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ])
  })
})
