import { describe, expect, it } from 'vitest'
import { pageParamsToSearch, parsePageParams } from './page-params'

describe('page parameters', () => {
  it('reads the shortlist’s ids and an alert’s goal', () => {
    expect(parsePageParams(new URLSearchParams('ids=12,34&goal=rent'))).toEqual({ ids: [12, 34], goal: 'rent' })
    expect(parsePageParams(new URLSearchParams('ids=12&ids=5'))).toEqual({ ids: [12, 5] })
  })

  it('reads the ids chosen for the comparison as a form sends them, only beside a list', () => {
    expect(parsePageParams(new URLSearchParams('ids=1,2,3&compare=3&compare=1'))).toEqual({
      ids: [1, 2, 3],
      compare: [3, 1],
    })
    expect(parsePageParams(new URLSearchParams('ids=1,2&compare=x'))).toEqual({ ids: [1, 2] })
    expect(parsePageParams(new URLSearchParams('compare=3'))).toBeUndefined()
  })

  it('keeps an empty or bad ids parameter, marked', () => {
    expect(parsePageParams(new URLSearchParams('ids='))).toEqual({ ids: [] })
    expect(parsePageParams(new URLSearchParams('ids=abc,7'))).toEqual({ ids: [7], idsRejected: true })
  })

  it('has nothing for other parameters or an unknown goal', () => {
    expect(parsePageParams(new URLSearchParams('city=Gent&goal=buy'))).toBeUndefined()
    expect(parsePageParams(new URLSearchParams(''))).toBeUndefined()
  })

  it('writes them back in one form', () => {
    expect(pageParamsToSearch({ ids: [3, 1], idsRejected: true, goal: 'sale' }).toString()).toBe('ids=3%2C1&goal=sale')
    expect(pageParamsToSearch({ ids: [1, 2, 3], compare: [3, 1] }).toString()).toBe('ids=1%2C2%2C3&compare=3%2C1')
    expect(pageParamsToSearch(undefined).toString()).toBe('')
  })
})
