import { describe, expect, it } from 'vitest'
import { decodePageSegment, encodePageSegment, isPageSegment } from './page-segment'
import { isListSegment } from './list-segment'

describe('page parameter segment', () => {
  it('reads back what it holds', () => {
    for (const params of [{ ids: [12, 34] }, { ids: [], idsRejected: true }, { goal: 'rent' as const }]) {
      const segment = encodePageSegment(params)
      expect(isPageSegment(segment)).toBe(true)
      expect(isListSegment(segment)).toBe(false)
      expect(decodePageSegment(segment)).toEqual(params)
    }
  })

  it('holds nothing when unreadable', () => {
    expect(decodePageSegment('_p!!')).toEqual({})
    expect(decodePageSegment('bewaard')).toEqual({})
    expect(decodePageSegment('_p' + Buffer.from('ids=x,0').toString('base64url'))).toEqual({
      ids: [],
      idsRejected: true,
    })
  })
})
