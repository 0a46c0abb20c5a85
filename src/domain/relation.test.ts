import { describe, expect, it } from 'vitest'
import { relationId } from './relation'

describe('relationId', () => {
  it('reads the id of a relation whether or not it is populated', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 7, title: 'Villa' })).toBe(7)
  })

  it('is null for an empty relation or anything that is not one', () => {
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeNull()
    expect(relationId({ title: 'no id' })).toBeNull()
    expect(relationId({ id: '7' })).toBeNull()
    expect(relationId('7')).toBeNull()
  })
})
