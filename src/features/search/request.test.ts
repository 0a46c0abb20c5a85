import { describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH, parseSearchRequest } from './request'

const parse = (query: string) => parseSearchRequest(new URLSearchParams(query))

describe('parseSearchRequest', () => {
  it('reads the language and the trimmed query', () => {
    expect(parse('locale=fr&q=+li%C3%A8ge+')).toEqual({ ok: true, locale: 'fr', q: 'liège' })
    expect(parse('locale=nl')).toEqual({ ok: true, locale: 'nl', q: '' })
  })

  it('refuses an unknown or missing language', () => {
    for (const q of ['q=liege', 'locale=es&q=liege', 'locale=NL', 'locale='])
      expect(parse(q), q).toEqual({ ok: false, error: 'locale' })
  })

  it(`refuses a query over ${MAX_QUERY_LENGTH} characters or given twice`, () => {
    expect(parse(`locale=nl&q=${'a'.repeat(MAX_QUERY_LENGTH)}`).ok).toBe(true)
    expect(parse(`locale=nl&q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`)).toEqual({ ok: false, error: 'query' })
    expect(parse('locale=nl&q=a&q=b')).toEqual({ ok: false, error: 'query' })
  })
})
