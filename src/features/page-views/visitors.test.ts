import { describe, expect, it } from 'vitest'
import { FirstViews } from './visitors'

describe('one view per visitor, property and day', () => {
  it('counts a visitor once per property and day', () => {
    const views = new FirstViews()
    expect(views.first('a', 7, '2026-05-01')).toBe(true)
    for (let i = 0; i < 2000; i++) expect(views.first('a', 7, '2026-05-01')).toBe(false)
    expect(views.first('a', 8, '2026-05-01')).toBe(true)
    expect(views.first('b', 7, '2026-05-01')).toBe(true)
    expect(views.first('a', 7, '2026-05-02')).toBe(true)
    expect(views.first('a', 7, '2026-05-02')).toBe(false)
  })

  it('forgets the day before when a new day starts', () => {
    const views = new FirstViews()
    views.first('a', 1, '2026-05-01')
    views.first('b', 1, '2026-05-01')
    views.first('a', 1, '2026-05-02')
    expect(views.size).toBe(1)
  })

  it('stays within its bound, dropping the oldest keys first', () => {
    const views = new FirstViews(3)
    for (const v of ['a', 'b', 'c', 'd']) expect(views.first(v, 1, '2026-05-01')).toBe(true)
    expect(views.size).toBe(3)
    expect(views.first('d', 1, '2026-05-01')).toBe(false)
    expect(views.first('a', 1, '2026-05-01')).toBe(true)
  })
})
