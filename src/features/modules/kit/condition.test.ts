import { describe, expect, it } from 'vitest'
import { conditionVisibility } from './condition'

const dutch = { language: 'nl', topBarShow: true }

describe('display condition of a module', () => {
  it('shows a module without a rule everywhere', () => {
    expect(conditionVisibility(null, dutch)).toEqual({ shown: true, className: '' })
    expect(conditionVisibility({ field: '', advancedCondition: { rules: [] } }, dutch)).toEqual({
      shown: true,
      className: '',
    })
  })

  it('decides a language rule when the page is rendered', () => {
    const rule = { field: 'language', logic: 'equals', compareWithValue: 'nl' }
    expect(conditionVisibility(rule, dutch)).toEqual({ shown: true, className: '' })
    expect(conditionVisibility(rule, { language: 'fr', topBarShow: true })).toEqual({ shown: false })
  })

  it('turns a device rule into responsive classes', () => {
    expect(conditionVisibility({ field: 'isMobile', logic: 'equals', compareWithValue: 'true' }, dutch)).toEqual({
      shown: true,
      className: 'md:hidden',
    })
    expect(conditionVisibility({ field: 'isMobile', logic: 'notEquals', compareWithValue: 'true' }, dutch)).toEqual({
      shown: true,
      className: 'hidden md:block',
    })
    expect(conditionVisibility({ field: 'isTablet', logic: 'equals', compareWithValue: 'true' }, dutch)).toEqual({
      shown: true,
      className: 'hidden md:block lg:hidden',
    })
    expect(conditionVisibility({ field: 'isDesktop', logic: 'equals', compareWithValue: 'true' }, dutch)).toEqual({
      shown: true,
      className: 'hidden lg:block',
    })
  })

  it('joins language, device and top bar rules', () => {
    const rule = {
      field: 'language',
      logic: 'equals',
      compareWithValue: 'nl',
      advancedCondition: {
        combine: 'and',
        rules: [{ id: 'a', field: 'isDesktop', logic: 'notEquals', compareWithValue: 'true' }],
      },
    }
    expect(conditionVisibility(rule, dutch)).toEqual({ shown: true, className: 'lg:hidden' })
    const topBar = { field: 'topBarShow', logic: 'equals', compareWithValue: 'false' }
    expect(conditionVisibility(topBar, dutch)).toEqual({ shown: false })
    expect(conditionVisibility(topBar, { language: 'nl', topBarShow: false })).toEqual({ shown: true, className: '' })
  })

  it('hides the module when the rule fails to evaluate', () => {
    expect(conditionVisibility({ field: 'language', logic: 'between', compareWithValue: 'nl' }, dutch)).toEqual({
      shown: false,
    })
    expect(conditionVisibility({ field: 'language', logic: 'greaterThan', compareWithValue: 'nl' }, dutch)).toEqual({
      shown: false,
    })
  })
})
