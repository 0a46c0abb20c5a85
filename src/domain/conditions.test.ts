import { describe, expect, it } from 'vitest'
import { evaluateCondition } from './conditions'

const property = {
  price: 385000,
  marquee: '3',
  bedrooms: '3',
  maxPrice: 400000,
  title: 'Ruime woning met tuin',
  description: '',
  remark: null,
  tags: ['garden', 'garage'],
  city: { name: 'Gent', zip: '9000' },
}

describe('evaluateCondition', () => {
  it('compares a field with a value', () => {
    expect(evaluateCondition({ field: 'marquee', logic: 'equals', compareWithValue: '3' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'marquee', logic: 'equals', compareWithValue: 3 }, property)).toBe(true)
    expect(evaluateCondition({ field: 'marquee', logic: 'notEquals', compareWithValue: '1' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'price', logic: 'greaterThan', compareWithValue: 300000 }, property)).toBe(true)
    expect(evaluateCondition({ field: 'price', logic: 'lessThan', compareWithValue: '300000' }, property)).toBe(false)
    expect(evaluateCondition({ field: 'bedrooms', logic: 'greaterThan', compareWithValue: 2 }, property)).toBe(true)
  })

  it('compares two fields of the record', () => {
    expect(evaluateCondition({ field: 'price', logic: 'lessThan', compareWithField: 'maxPrice' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'price', logic: 'equals', compareWithField: 'maxPrice' }, property)).toBe(false)
  })

  it('reads nested fields', () => {
    expect(evaluateCondition({ field: 'city.name', logic: 'equals', compareWithValue: 'Gent' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'city.zip', logic: 'lessThan', compareWithValue: 9999 }, property)).toBe(true)
  })

  it('matches text and lists with contains', () => {
    expect(evaluateCondition({ field: 'title', logic: 'contains', compareWithValue: 'TUIN' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'tags', logic: 'contains', compareWithValue: 'garage' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'tags', logic: 'contains', compareWithValue: 'pool' }, property)).toBe(false)
  })

  it('uses the empty rule (null or blank text; 0 is a value)', () => {
    expect(evaluateCondition({ field: 'description', logic: 'isEmpty' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'remark', logic: 'isEmpty' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'missing', logic: 'isEmpty' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'title', logic: 'isNotEmpty' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'n', logic: 'isNotEmpty' }, { n: 0 })).toBe(true)
  })

  it("joins nested rules with 'and' / 'or'", () => {
    const sold = { field: 'marquee', logic: 'equals', compareWithValue: '3' }
    const cheap = { field: 'price', logic: 'lessThan', compareWithValue: 100000 }
    expect(evaluateCondition({ ...sold, advancedCondition: { combine: 'and', rules: [cheap] } }, property)).toBe(false)
    expect(evaluateCondition({ ...sold, advancedCondition: { combine: 'or', rules: [cheap] } }, property)).toBe(true)
    expect(evaluateCondition({ advancedCondition: { combine: 'or', rules: [cheap, sold] } }, property)).toBe(true)
    expect(evaluateCondition({ advancedCondition: { rules: [cheap, sold] } }, property)).toBe(false)
    expect(
      evaluateCondition(
        {
          advancedCondition: {
            combine: 'and',
            rules: [sold, { advancedCondition: { combine: 'or', rules: [cheap, sold] } }],
          },
        },
        property,
      ),
    ).toBe(true)
  })

  it('is false for an unknown operator or a missing field name', () => {
    expect(evaluateCondition({ field: 'price', logic: 'between', compareWithValue: 1 }, property)).toBe(false)
    expect(evaluateCondition({ field: 'price' }, property)).toBe(false)
    expect(evaluateCondition({ logic: 'isEmpty' }, property)).toBe(false)
    expect(
      evaluateCondition(
        { advancedCondition: { combine: 'xor', rules: [{ field: 'price', logic: 'isNotEmpty' }] } },
        property,
      ),
    ).toBe(false)
  })

  it('is false for values of the wrong type', () => {
    expect(evaluateCondition({ field: 'title', logic: 'greaterThan', compareWithValue: 5 }, property)).toBe(false)
    expect(evaluateCondition({ field: 'price', logic: 'greaterThan', compareWithValue: 'abc' }, property)).toBe(false)
    expect(evaluateCondition({ field: 'city', logic: 'equals', compareWithValue: 'Gent' }, property)).toBe(false)
    expect(evaluateCondition({ field: 'city', logic: 'notEquals', compareWithValue: 'Gent' }, property)).toBe(false)
    expect(evaluateCondition({ field: 'price', logic: 'contains', compareWithValue: '3' }, property)).toBe(false)
  })

  it('is false when reading the record throws', () => {
    const record = {
      get price(): number {
        throw new Error('boom')
      },
    }
    expect(evaluateCondition({ field: 'price', logic: 'isNotEmpty' }, record)).toBe(false)
    expect(evaluateCondition({ field: 'price', logic: 'isEmpty' }, record)).toBe(false)
  })

  it('is false for bad rules and records, and never reads the prototype', () => {
    expect(evaluateCondition(null, property)).toBe(false)
    expect(evaluateCondition('price > 3', property)).toBe(false)
    expect(evaluateCondition({ field: 'price', logic: 'isNotEmpty' }, null)).toBe(false)
    expect(evaluateCondition({ field: '__proto__', logic: 'isNotEmpty' }, property)).toBe(false)
    expect(evaluateCondition({ field: 'toString', logic: 'isNotEmpty' }, property)).toBe(false)
    expect(evaluateCondition({ field: 'price', logic: 'equals', compareWithField: 'constructor' }, property)).toBe(
      false,
    )
  })

  it('is false for a rule that nests itself', () => {
    const rule: Record<string, unknown> = { field: 'price', logic: 'isNotEmpty' }
    rule.advancedCondition = { combine: 'and', rules: [rule] }
    expect(evaluateCondition(rule, property)).toBe(false)
  })
})
