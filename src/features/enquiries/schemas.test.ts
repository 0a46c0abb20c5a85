import { describe, expect, it } from 'vitest'
import { formObject, withinSize } from './fields'
import { fieldErrors, siteContactSchema } from './schemas'

const valid = {
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna@example.be',
  phone: '0475/12.34.56',
  privacy: 'on',
}

const errorsOf = (input: Record<string, string>) => {
  const result = siteContactSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('the site contact schema (shared by browser and server)', () => {
  it('accepts the required fields and groups a mobile number 4-2-2-2 (SPEC §5)', () => {
    const result = siteContactSchema.parse(valid)
    expect(result.phone).toBe('0475 12 34 56')
    expect(result.privacy).toBe(true)
    expect(result.newsletter).toBe(false)
    expect(result.street).toBe('')
  })

  it('names every missing required field, and only those', () => {
    expect(errorsOf({})).toEqual({
      salutation: 'required',
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      privacy: 'required',
    })
  })

  it('treats blanks as missing', () => {
    expect(errorsOf({ ...valid, firstName: '   ' })).toEqual({ firstName: 'required' })
  })

  it('refuses an e-mail address without a domain and a phone number that is no number', () => {
    expect(errorsOf({ ...valid, email: 'anna@' })).toEqual({ email: 'email' })
    expect(errorsOf({ ...valid, phone: 'call me' })).toEqual({ phone: 'phone' })
    expect(errorsOf({ ...valid, phone: '0475' })).toEqual({ phone: 'phone' })
  })

  it('keeps an international number as typed', () => {
    expect(siteContactSchema.parse({ ...valid, phone: '+32 475 12 34 56' }).phone).toBe('+32 475 12 34 56')
  })

  it('refuses values longer than a person types', () => {
    expect(errorsOf({ ...valid, remark: 'x'.repeat(5001) })).toEqual({ remark: 'tooLong' })
  })

  it('refuses a contact time outside the opening slots (SPEC §9)', () => {
    expect(errorsOf({ ...valid, contactTime: '14-16' })).toEqual({})
    expect(Object.keys(errorsOf({ ...valid, contactTime: '02-04' }))).toEqual(['contactTime'])
  })
})

describe('the size of a submission', () => {
  it('accepts a normal form and refuses one far larger than a person types', () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(valid)) form.set(k, v)
    expect(withinSize(form)).toBe(true)
    expect(formObject(form)).toEqual(valid)
    form.set('remark', 'x'.repeat(20_000))
    expect(withinSize(form)).toBe(false)
  })
})
