import { describe, expect, it } from 'vitest'
import { decodeListSegment, encodeListSegment, isListSegment } from './list-segment'

const defaults = { sort: 'date-desc', page: 1, view: 'list' }

describe('list query segment (what the proxy adds to a list URL with filters)', () => {
  it('encodes the normalized query in one URL-safe segment', () => {
    expect(encodeListSegment(new URLSearchParams('page=2&city=Gent|9000'))).toBe('_qY2l0eT1HZW50JTdDOTAwMCZwYWdlPTI')
    expect(encodeListSegment(new URLSearchParams('sort=price-asc'))).toBe('_qc29ydD1wcmljZS1hc2M')
    expect(encodeListSegment(new URLSearchParams('view=map'))).toBe('_qdmlldz1tYXA')
    expect(encodeListSegment(new URLSearchParams('city=Liège|4000&type=2&sort=city&page=2'))).toBe(
      '_qY2l0eT1MaSVDMyVBOGdlJTdDNDAwMCZ0eXBlPTImc29ydD1jaXR5JnBhZ2U9Mg',
    )
  })

  it('adds no segment for the defaults or for values it drops', () => {
    expect(encodeListSegment(new URLSearchParams(''))).toBeUndefined()
    expect(encodeListSegment(new URLSearchParams('sort=date-desc&page=1&view=list'))).toBeUndefined()
    expect(encodeListSegment(new URLSearchParams('page=-3&sort=zzz&utm_source=mail'))).toBeUndefined()
  })

  it('decodes what it encoded', () => {
    expect(decodeListSegment('_qY2l0eT1HZW50JTdDOTAwMCZwYWdlPTI')).toEqual({ ...defaults, city: 'Gent|9000', page: 2 })
    expect(decodeListSegment('_qY2l0eT1MaSVDMyVBOGdlJTdDNDAwMCZ0eXBlPTImc29ydD1jaXR5JnBhZ2U9Mg')).toEqual({
      ...defaults,
      city: 'Liège|4000',
      type: 2,
      sort: 'city',
      page: 2,
    })
  })

  it('reads a damaged or foreign segment as the plain list', () => {
    expect(isListSegment('_q!!not-base64')).toBe(false)
    expect(decodeListSegment('_q!!not-base64')).toEqual(defaults)
    expect(decodeListSegment('te-koop')).toEqual(defaults)
    // base64url of "page=abc": read, then dropped by the query's own rules.
    expect(decodeListSegment('_qcGFnZT1hYmM')).toEqual(defaults)
  })
})
