import { describe, expect, it } from 'vitest'
import { isCanonicalRequest } from './canonical'

const property = { goal: 'sale' as const, city: 'Gent', title: 'Gerenoveerd herenhuis met stadstuin' }

describe('isCanonicalRequest', () => {
  it('sends the short form /property/{id}/ to the canonical URL', () => {
    expect(isCanonicalRequest({ kind: 'property', id: 1 }, property)).toBe(false)
  })
  it('sends a sale property asked under the rent path to its sale URL', () => {
    expect(isCanonicalRequest({ kind: 'property', id: 1, goal: 'rent' }, property)).toBe(false)
  })
  it('accepts the right slugs and redirects wrong ones', () => {
    const ok = { kind: 'property' as const, id: 1, goal: 'sale' as const }
    expect(isCanonicalRequest(ok, property)).toBe(true)
    expect(isCanonicalRequest({ ...ok, city: 'gent', title: 'gerenoveerd-herenhuis-met-stadstuin' }, property)).toBe(
      true,
    )
    expect(isCanonicalRequest({ ...ok, city: 'gent', title: 'old-title' }, property)).toBe(false)
    expect(isCanonicalRequest({ ...ok, city: 'Gent', title: 'gerenoveerd-herenhuis-met-stadstuin' }, property)).toBe(
      false,
    )
  })
})
