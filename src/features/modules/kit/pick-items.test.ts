import { describe, expect, it } from 'vitest'
import { pickItems } from './pick-items'

const all = [
  { id: 1, kind: 'service' },
  { id: 2, kind: 'testimonial' },
  { id: 3, kind: 'service' },
  { id: 4, kind: 'testimonial' },
]
const services = (a: { kind: string }) => a.kind === 'service'

describe('pickItems', () => {
  it('takes every item of the kind in the given order when the module names none', () => {
    expect(pickItems(all, null, services).map((a) => a.id)).toEqual([1, 3])
    expect(pickItems(all, [], services).map((a) => a.id)).toEqual([1, 3])
  })

  it("keeps the module's own order, ids or populated documents, and drops unknown ones", () => {
    expect(pickItems(all, [4, { id: 1 }, 99], services).map((a) => a.id)).toEqual([4, 1])
  })

  it('caps the list at maxItems (testimonials: 6)', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ id: i + 1 }))
    expect(pickItems(many, null, () => true, 6)).toHaveLength(6)
    expect(pickItems(many, null, () => true, null)).toHaveLength(9)
    expect(pickItems(many, null, () => true, 0)).toHaveLength(9)
  })
})
