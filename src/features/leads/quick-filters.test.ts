import { describe, expect, it } from 'vitest'
import { applyQuickFilters, readQuickFilters, startOfDay } from './quick-filters'

describe('leads quick filters', () => {
  it('writes the filters as one branch of the filter builder, the last day counted whole', () => {
    const where = applyQuickFilters(undefined, {
      type: 'contact-me',
      property: 12,
      status: 'new',
      from: '2026-03-01',
      to: '2026-03-31',
    })
    expect(where).toEqual({
      or: [
        {
          and: [
            { type: { equals: 'contact-me' } },
            { property: { equals: 12 } },
            { status: { equals: 'new' } },
            { createdAt: { greater_than_equal: new Date(2026, 2, 1).toISOString() } },
            { createdAt: { less_than: new Date(2026, 3, 1).toISOString() } },
          ],
        },
      ],
    })
  })

  it('reads back what it wrote, also from the URL where everything is text', () => {
    const filters = { type: 'testimonial', property: 7, status: 'handled', from: '2025-12-30', to: '2026-01-02' }
    expect(readQuickFilters(applyQuickFilters(undefined, filters))).toEqual(filters)
    expect(readQuickFilters({ or: { 0: { and: { 0: { property: { equals: '7' } } } } } } as never)).toEqual({
      property: 7,
    })
  })

  it('replaces its own conditions and keeps those built in the filters panel, in every branch', () => {
    const built = {
      or: [
        { and: [{ email: { like: 'example.be' } }, { status: { equals: 'new' } }] },
        { and: [{ verification: { equals: 'unverified' } }] },
      ],
    }
    expect(applyQuickFilters(built as never, { status: 'handled' })).toEqual({
      or: [
        { and: [{ email: { like: 'example.be' } }, { status: { equals: 'handled' } }] },
        { and: [{ verification: { equals: 'unverified' } }, { status: { equals: 'handled' } }] },
      ],
    })
    // A condition on the same field with another operator is the panel's, not the bar's.
    expect(applyQuickFilters({ type: { not_equals: 'testimonial' } } as never, {})).toEqual({
      or: [{ and: [{ type: { not_equals: 'testimonial' } }] }],
    })
  })

  it('clears to an empty query, as the filters panel does', () => {
    expect(applyQuickFilters({ or: [{ and: [{ type: { equals: 'contact-me' } }] }] } as never, {})).toEqual({ or: [] })
  })

  it('ignores a malformed day or property', () => {
    expect(startOfDay('2026-13-45x')).toBeUndefined()
    expect(applyQuickFilters(undefined, { from: 'yesterday', property: -1 })).toEqual({ or: [] })
  })
})
