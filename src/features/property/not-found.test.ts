import { describe, expect, it } from 'vitest'
import { isPropertyPath } from './not-found'

const prefixes = {
  property: ['pand', 'bien', 'property', 'immobilie'],
  lists: ['te-koop', 'a-vendre', 'for-sale', 'zu-verkaufen', 'te-huur', 'a-louer', 'for-rent', 'zu-vermieten'],
}

describe('isPropertyPath', () => {
  it('recognises both property URL forms in any language', () => {
    expect(isPropertyPath('/en/property/999999/', prefixes)).toBe(true)
    expect(isPropertyPath('/nl/pand/999999/', prefixes)).toBe(true)
    expect(isPropertyPath('/nl/te-koop/gent/herenhuis/999999/', prefixes)).toBe(true)
    expect(isPropertyPath('/fr/a-louer/liege/appartement/42/', prefixes)).toBe(true)
    expect(isPropertyPath('/nl/preview/pand/7/', prefixes)).toBe(true)
  })
  it('leaves other missing pages to the generic text', () => {
    expect(isPropertyPath('/en/nothing-here/', prefixes)).toBe(false)
    expect(isPropertyPath('/en/property/abc/', prefixes)).toBe(false)
    expect(isPropertyPath('/en/property/0/', prefixes)).toBe(false)
    expect(isPropertyPath('/en/services/a/b/1/', prefixes)).toBe(false)
    expect(isPropertyPath('/en/%E0%A4%A/', prefixes)).toBe(false)
  })
})

describe('a 404 rendered for its request', () => {
  it('reads the path the server rendered it under as the visitor’s', () => {
    expect(isPropertyPath('/en/_fresh/for-sale/gent/a-house/12/', prefixes)).toBe(true)
    expect(isPropertyPath('/en/_fresh/contact/', prefixes)).toBe(false)
  })
})
