import { describe, expect, it } from 'vitest'
import { feedEnvelope, feedRecord } from './record'

const valid = {
  ID: 'GE-1',
  WebID: 1,
  Goal: 0,
  Zip: '9000',
  City: 'Gent',
  Title: { nl: 'Rijwoning met tuin' },
}

/** Why a record is refused, as the import's report words it: the field's path, then the message. */
function refused(record: unknown): string[] {
  const result = feedRecord.safeParse(record)
  if (result.success) return []
  return result.error.issues.map((i) => `${i.path.map(String).join('.') || 'record'}: ${i.message}`)
}

describe('accepted', () => {
  it('a record with the required fields only', () => {
    expect(refused(valid)).toEqual([])
  })

  it('an ID as a number, read as text', () => {
    expect(feedRecord.parse({ ...valid, ID: 4100231 }).ID).toBe('4100231')
    expect(feedRecord.parse({ ...valid, ID: ' GE-1 ' }).ID).toBe('GE-1')
  })

  it('flags as true/false or 1/0', () => {
    const record = feedRecord.parse({ ...valid, PublishPrice: 0, PublishAddress: 1, Legal: { FloodZone: true } })
    expect(record.PublishPrice).toBe(false)
    expect(record.PublishAddress).toBe(true)
    expect(record.Legal?.FloodZone).toBe(true)
  })

  it('a title in one language only, whichever it is', () => {
    expect(refused({ ...valid, Title: { de: 'Reihenhaus' } })).toEqual([])
  })

  it('a null price or EPC value (none)', () => {
    expect(refused({ ...valid, Price: null, EnergyPerformance: null })).toEqual([])
  })

  it('http and https photos, and dates with or without a time', () => {
    expect(
      refused({
        ...valid,
        Pictures: [
          { Url: 'https://crm.example/photos/1.jpg', Name: 'Gevel' },
          { Url: 'http://crm.example/photos/2.jpg' },
        ],
        Availability: { AvailableFrom: '2026-09-01' },
        Legal: { AsbestosCertificateDate: '2025-02-14T10:30:00+01:00' },
      }),
    ).toEqual([])
  })

  it('fields the format does not know, which it drops (the import reports them)', () => {
    const record = feedRecord.parse({ ...valid, Sauna: true, Rooms: { Bedrooms: 2, Sauna: 1 } })
    expect(record).not.toHaveProperty('Sauna')
    expect(record.Rooms).toEqual({ Bedrooms: 2 })
  })

  it('an envelope with every field it has', () => {
    expect(
      feedEnvelope.safeParse({ Format: 'vitrine-listings', Version: 1, Complete: true, Properties: [] }).success,
    ).toBe(true)
  })
})

describe('refused, with the reason', () => {
  it('a missing title', () => {
    expect(refused({ ...valid, Title: undefined })).toEqual(['Title: required, with a text in nl, fr, en or de'])
  })

  it('a title that is blank in every language', () => {
    expect(refused({ ...valid, Title: { nl: '  ', fr: '' } })).toEqual(['Title: needs a text in nl, fr, en or de'])
  })

  it('a price written as text', () => {
    expect(refused({ ...valid, Price: '250000' })).toEqual(['Price: Invalid input: expected number, received string'])
  })

  it('a photo address that is a script', () => {
    expect(refused({ ...valid, Pictures: [{ Url: 'javascript:alert(1)' }] })).toEqual([
      'Pictures.0.Url: expected an http or https address',
    ])
  })

  it('a photo on an FTP server', () => {
    expect(
      refused({ ...valid, Pictures: [{ Url: 'https://crm.example/1.jpg' }, { Url: 'ftp://crm.example/2.jpg' }] }),
    ).toEqual(['Pictures.1.Url: expected an http or https address'])
  })

  it('a country the site does not know', () => {
    expect(refused({ ...valid, CountryID: 60 })).toEqual(['CountryID: Invalid option: expected one of 10|20|30|40|50'])
    expect(refused({ ...valid, CountryID: '10' })).toEqual([
      'CountryID: Invalid option: expected one of 10|20|30|40|50',
    ])
  })

  it('a missing ID, or one that is neither text nor a whole number', () => {
    expect(refused({ ...valid, ID: undefined })).toEqual(['ID: required'])
    expect(refused({ ...valid, ID: 1.5 })).toEqual(['ID: expected a text or a whole number'])
    expect(refused({ ...valid, ID: ' ' })).toEqual(['ID: Too small: expected string to have >=1 characters'])
  })

  it('a flag that is not true, false, 1 or 0', () => {
    expect(refused({ ...valid, PublishPrice: 'yes' })).toEqual(['PublishPrice: expected true, false, 1 or 0'])
    expect(refused({ ...valid, PublishAddress: 2 })).toEqual(['PublishAddress: expected true, false, 1 or 0'])
  })

  it('a marquee or price unit the format does not have', () => {
    expect(refused({ ...valid, Marquee: 2 })).toEqual(['Marquee: Invalid option: expected one of 1|3|4'])
    expect(refused({ ...valid, PriceUnit: 3 })).toEqual(['PriceUnit: Invalid option: expected one of 1|2|7'])
  })

  it('a date in another form', () => {
    expect(refused({ ...valid, Availability: { AvailableFrom: '01/09/2026' } })).toEqual([
      'Availability.AvailableFrom: expected a date as YYYY-MM-DD (or an ISO 8601 timestamp)',
    ])
  })

  it('a postcode sent as a number', () => {
    expect(refused({ ...valid, Zip: 9000 })).toEqual(['Zip: Invalid input: expected string, received number'])
  })

  it('a WebID outside the groups', () => {
    expect(refused({ ...valid, WebID: 8 })).toEqual(['WebID: Too big: expected number to be <=7'])
  })

  it('every reason at once', () => {
    expect(refused({ ...valid, Goal: undefined, Price: 'on request', Rooms: { Bedrooms: -1 } })).toEqual([
      'Goal: Invalid input: expected number, received undefined',
      'Price: Invalid input: expected number, received string',
      'Rooms.Bedrooms: Too small: expected number to be >=0',
    ])
  })
})
