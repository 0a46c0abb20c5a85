import { describe, expect, it } from 'vitest'
import { comparedIds, idsParam, mergeIds, parseIds, readStored, SHORTLIST_MAX, toggleId } from './shortlist'

describe('shortlist ids', () => {
  it('reads a link’s ids in order, each once', () => {
    expect(parseIds('12,34,12')).toEqual({ ids: [12, 34], rejected: false })
    expect(parseIds(' 7 , 8 ')).toEqual({ ids: [7, 8], rejected: false })
    expect(parseIds('')).toEqual({ ids: [], rejected: false })
    expect(parseIds(null)).toEqual({ ids: [], rejected: false })
  })

  it('leaves out what is not an id, and says so', () => {
    expect(parseIds('12,abc,0,-3,34')).toEqual({ ids: [12, 34], rejected: true })
    expect(parseIds('x')).toEqual({ ids: [], rejected: true })
    expect(parseIds('99999999999')).toEqual({ ids: [], rejected: true })
    expect(parseIds('1.5')).toEqual({ ids: [], rejected: true })
  })

  it('keeps at most the maximum', () => {
    const many = Array.from({ length: SHORTLIST_MAX + 2 }, (_, i) => i + 1)
    const parsed = parseIds(many.join(','))
    expect(parsed.ids).toHaveLength(SHORTLIST_MAX)
    expect(parsed.rejected).toBe(true)
  })

  it('writes the link parameter', () => {
    expect(idsParam([12, 34])).toBe('12,34')
    expect(idsParam([])).toBe('')
  })

  it('reads the stored list, whatever is stored', () => {
    expect(readStored('[3,1]')).toEqual([3, 1])
    expect(readStored(null)).toEqual([])
    expect(readStored('{"a":1}')).toEqual([])
    expect(readStored('not json')).toEqual([])
    expect(readStored('["5","x"]')).toEqual([5])
  })

  it('toggles an id: the newest first', () => {
    expect(toggleId([1, 2], 3)).toEqual([3, 1, 2])
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3])
  })

  it('compares the chosen ones in the list’s order, up to four; else the first four', () => {
    expect(comparedIds([1, 2, 3, 4, 5, 6], [6, 2])).toEqual([2, 6])
    expect(comparedIds([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2])).toEqual([2, 3, 4, 5])
    expect(comparedIds([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4])
    expect(comparedIds([1, 2, 3, 4, 5, 6], [9])).toEqual([1, 2, 3, 4])
  })

  it('adds a shared list after one’s own', () => {
    expect(mergeIds([1, 2], [2, 5])).toEqual([1, 2, 5])
  })
})
