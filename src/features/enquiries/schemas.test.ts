import { describe, expect, it } from 'vitest'
import { formObject, withinSize } from './model/fields'
import { checkForm, schemaOf } from './schemas'

const valid = {
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna@example.be',
  phone: '0475/12.34.56',
  privacy: 'on',
}

const errorsOf = (input: Record<string, string | string[]>) => checkForm('site-contact', input)

describe('the site contact schema (shared by browser and server)', () => {
  it('accepts the required fields and groups a mobile number 4-2-2-2', () => {
    const result = schemaOf('site-contact').parse(valid)
    expect(result.phone).toBe('0475 12 34 56')
    expect(result.privacy).toBe(true)
    expect(result.newsletter).toBe(false)
    expect(result.street).toBeUndefined()
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
    expect(schemaOf('site-contact').parse({ ...valid, phone: '+32 475 12 34 56' }).phone).toBe('+32 475 12 34 56')
  })

  it('refuses values longer than a person types', () => {
    expect(errorsOf({ ...valid, remark: 'x'.repeat(5001) })).toEqual({ remark: 'tooLong' })
  })

  it('refuses a contact time outside the opening slots', () => {
    expect(errorsOf({ ...valid, contactTime: '14-16' })).toEqual({})
    expect(Object.keys(errorsOf({ ...valid, contactTime: '02-04' }))).toEqual(['contactTime'])
  })
})

describe('the search alert schema (demand register)', () => {
  const alert = { ...valid, goal: 'sale', types: ['3'], cities: ['12'] }

  it('accepts one type and one city, and turns ids and amounts into numbers', () => {
    const result = schemaOf('demand-register').parse({ ...alert, priceMax: '350.000', zips: '' })
    expect(result).toMatchObject({ goal: 'sale', types: [3], cities: [12], zips: [], priceMax: 350000 })
  })

  it('needs at least one property type and one zone, a city or a postcode', () => {
    expect(checkForm('demand-register', { ...valid, goal: 'rent' })).toEqual({ types: 'required', cities: 'zone' })
    expect(checkForm('demand-register', { ...alert, cities: [], zips: '9000, 1000' })).toEqual({})
    expect(checkForm('demand-register', { ...alert, cities: [], zips: '90' })).toEqual({ zips: 'invalid' })
  })

  it('needs the goal and a price range that is one', () => {
    expect(checkForm('demand-register', { ...alert, goal: '' })).toEqual({ goal: 'required' })
    expect(checkForm('demand-register', { ...alert, priceMin: '400000', priceMax: '300000' })).toEqual({
      priceMax: 'range',
    })
    expect(checkForm('demand-register', { ...alert, priceMin: 'lots' })).toEqual({ priceMin: 'number' })
  })
})

describe('the other forms', () => {
  it('send to a friend needs the friend’s e-mail, and a valid one', () => {
    const sender = { firstName: 'Anna', lastName: 'Peeters', email: 'anna@example.be', privacy: 'on' }
    expect(checkForm('send-to-friend', sender)).toEqual({ friendEmail: 'required' })
    expect(checkForm('send-to-friend', { ...sender, friendEmail: 'bob@' })).toEqual({ friendEmail: 'email' })
  })

  it('a purchase offer needs complete, valid dates, the end not before the start', () => {
    const offer = {
      ...valid,
      street: 'Kerkstraat',
      houseNumber: '1',
      zip: '9000',
      city: 'Gent',
      amount: '310000',
      startDate: '2026-12-01',
      endDate: '2026-12-15',
      place: 'Gent',
      signDate: '2026-11-30',
    }
    expect(checkForm('purchase-offer', offer)).toEqual({})
    expect(checkForm('purchase-offer', { ...offer, endDate: '2026-11-20' })).toEqual({ endDate: 'dateOrder' })
    expect(checkForm('purchase-offer', { ...offer, startDate: '2026-02-30' })).toEqual({ startDate: 'date' })
    expect(checkForm('purchase-offer', { ...offer, amount: '' })).toEqual({ amount: 'required' })
  })

  it('a newsletter sign-up needs only the e-mail address and the privacy statement', () => {
    expect(checkForm('sign-newsletter', {})).toEqual({ email: 'required', privacy: 'required' })
    expect(checkForm('sign-newsletter', { email: 'anna@example.be', privacy: 'on' })).toEqual({})
  })
})

describe('the size of a submission', () => {
  it('accepts a normal form and refuses one far larger than a person types', () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(valid)) form.set(k, v)
    expect(withinSize(form)).toBe(true)
    expect(formObject(form)).toEqual(valid)
    form.set('remark', 'x'.repeat(30_000))
    expect(withinSize(form)).toBe(false)
  })

  it('reads a group of checkboxes as a list', () => {
    const form = new FormData()
    form.append('types', '1')
    form.append('types', '4')
    form.append('goal', 'sale')
    expect(formObject(form)).toEqual({ types: ['1', '4'], goal: 'sale' })
  })
})
