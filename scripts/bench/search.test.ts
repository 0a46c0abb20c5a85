import { describe, expect, it } from 'vitest'
import { isSearchAnswer, percentile, searchQueries, searchUrl, summarize } from './search'

describe('searchQueries', () => {
  it('types every text character by character after the empty query of an opened panel', () => {
    const q = searchQueries({ id: 4321, reference: 'BG-004321' })
    expect(q[0]).toBe('')
    expect(q.slice(1, 5)).toEqual(['g', 'ge', 'gen', 'gent'])
    expect(q).toContain('liege')
    expect(q).toContain('brux')
    expect(q).toContain('liè')
    expect(q).toContain('écaus')
    expect(q).toEqual(expect.arrayContaining(['Kerkstraat', 'Kerkstraat 1', 'Kerkstraat 12']))
    expect(q).toEqual(expect.arrayContaining(['4', '43', '432', '4321']))
    expect(q).toEqual(expect.arrayContaining(['B', 'BG', 'BG-', 'BG-0', 'BG-004321']))
    expect(q).toEqual(expect.arrayContaining(['9', '90', '900', '9000']))
  })

  it("types the round's own property", () => {
    const q = searchQueries({ id: 77, reference: 'VT-1001' })
    expect(q).toEqual(expect.arrayContaining(['7', '77', 'VT-1001']))
    expect(q).not.toContain('4321')
  })
})

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i) // 1…100, unsorted
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile(values, 100)).toBe(100)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 95)).toBe(0)
  })

  it('summarizes with one decimal', () => {
    expect(summarize([1.04, 2.26, 30.01])).toEqual({ requests: 3, p50Ms: 2.3, p95Ms: 30, maxMs: 30 })
  })
})

describe('search answers', () => {
  it('builds the endpoint URL with an encoded query', () => {
    expect(searchUrl('http://localhost:3201', 'nl', 'liè ge')).toBe(
      'http://localhost:3201/search.json?locale=nl&q=li%C3%A8+ge',
    )
  })

  it('accepts only { types, cities, properties } of arrays', () => {
    expect(isSearchAnswer({ types: [], cities: [], properties: [] })).toBe(true)
    expect(isSearchAnswer({ types: [], cities: [] })).toBe(false)
    expect(isSearchAnswer({ error: 'x' })).toBe(false)
    expect(isSearchAnswer(null)).toBe(false)
  })
})
