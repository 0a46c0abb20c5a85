import { describe, expect, it } from 'vitest'
import { listQueryKeys } from '@/features/listings/params'
import { locales } from '@/i18n/locales'
import { config } from './proxy'

// The matcher is written out for Next's static reading; it must follow the languages and the
// list parameters, or those requests would reach a page without the proxy's redirect or rewrite.
describe('proxy matcher', () => {
  const sources = config.matcher.map((m) => (typeof m === 'string' ? m : m.source))
  const alternation = locales.join('|')

  it('names every language in every rule', () => {
    expect(sources.every((s) => s.includes(alternation))).toBe(true)
  })

  it('runs for a prefixed page with any list parameter', () => {
    const keys = config.matcher.flatMap((m) => (typeof m === 'string' ? [] : m.has.map((h) => h.key)))
    expect(keys.sort()).toEqual([...listQueryKeys].sort())
  })
})
