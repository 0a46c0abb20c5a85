import { describe, expect, it } from 'vitest'
import { RouteTable } from '@/i18n/routes'
import { resolvePath } from './resolve-path'
import { encodePageSegment } from './page-segment'

const table = new RouteTable()
// ?city=Gent|9000&page=2 as the proxy folds it into the path.
const gentPage2 = '_qY2l0eT1HZW50JTdDOTAwMCZwYWdlPTI'

describe('request resolver', () => {
  it('carries the decoded list query of a list page', () => {
    expect(resolvePath(table, 'nl', ['te-koop', gentPage2], 'public')).toEqual({
      target: { kind: 'page', key: 'for-sale' },
      path: '/nl/te-koop/',
      preview: false,
      listQuery: { city: 'Gent|9000', page: 2, sort: 'date-desc', view: 'list' },
    })
  })

  it('ignores a list segment on a detail page, so a link shared with ?page=2 still opens it', () => {
    expect(resolvePath(table, 'nl', ['pand', '12', gentPage2], 'public')).toEqual({
      target: { kind: 'property', id: 12 },
      path: '/nl/pand/12/',
      preview: false,
    })
  })

  it('carries the page parameters before the list segment', () => {
    expect(resolvePath(table, 'nl', ['bewaard', encodePageSegment({ ids: [12, 34] })], 'public')).toEqual({
      target: { kind: 'page', key: 'shortlist' },
      path: '/nl/bewaard/',
      preview: false,
      pageParams: { ids: [12, 34] },
    })
    expect(
      resolvePath(table, 'en', ['demand-register', encodePageSegment({ goal: 'rent' }), gentPage2], 'public'),
    ).toEqual({
      target: { kind: 'page', key: 'demand-register' },
      path: '/en/demand-register/',
      preview: false,
      listQuery: { city: 'Gent|9000', page: 2, sort: 'date-desc', view: 'list' },
      pageParams: { goal: 'rent' },
    })
    expect(resolvePath(table, 'nl', ['pand', '12', encodePageSegment({ ids: [1] })], 'public')).toEqual({
      target: { kind: 'property', id: 12 },
      path: '/nl/pand/12/',
      preview: false,
    })
  })

  it("treats a public URL with a 'preview' segment as no page at all", () => {
    expect(resolvePath(table, 'en', ['for-sale', 'preview'], 'public')).toBeNull()
    expect(resolvePath(table, 'en', ['preview', 'for-sale'], 'public')).toBeNull()
    expect(resolvePath(table, 'nl', ['te-koop', 'preview', gentPage2], 'public')).toBeNull()
  })

  it('marks a request of the preview route as preview, on the same paths as the public site', () => {
    expect(resolvePath(table, 'en', ['for-sale'], 'preview')).toEqual({
      target: { kind: 'page', key: 'for-sale' },
      path: '/en/for-sale/',
      preview: true,
    })
    expect(resolvePath(table, 'en', ['property', '7'], 'preview')).toEqual({
      target: { kind: 'property', id: 7 },
      path: '/en/property/7/',
      preview: true,
    })
  })

  it('answers 404 (null) for an unknown path or a malformed escape', () => {
    expect(resolvePath(table, 'en', ['nowhere'], 'public')).toBeNull()
    expect(resolvePath(table, 'en', ['%E0%A4%A'], 'public')).toBeNull()
  })
})
