import { describe, expect, it } from 'vitest'
import { paging } from './paging'

describe('paging ("Page x/y")', () => {
  it('counts whole pages', () => {
    expect(paging(24, 12, 1)).toEqual({ page: 1, pages: 2, offset: 0 })
    expect(paging(25, 12, 3)).toEqual({ page: 3, pages: 3, offset: 24 })
  })

  it('clamps a page beyond the last to the last, and below 1 to 1', () => {
    expect(paging(24, 12, 99)).toEqual({ page: 2, pages: 2, offset: 12 })
    expect(paging(24, 12, -3)).toEqual({ page: 1, pages: 2, offset: 0 })
  })

  it('shows an empty result as page 1/1', () => {
    expect(paging(0, 12, 5)).toEqual({ page: 1, pages: 1, offset: 0 })
  })
})
