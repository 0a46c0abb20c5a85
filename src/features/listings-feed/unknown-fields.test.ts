import { describe, expect, it } from 'vitest'
import { collectUnknownFields } from './unknown-fields'

const unknownIn = (...records: unknown[]) => {
  const out = new Set<string>()
  for (const record of records) collectUnknownFields(record, out)
  return [...out].sort()
}

const record = {
  ID: '1',
  WebID: 1,
  Goal: 0,
  Zip: '9000',
  City: 'Gent',
  Title: { nl: 'Huis' },
  Rooms: { Bedrooms: 3 },
  Pictures: [{ Url: 'https://crm.example/photos/1.jpg', Name: 'Gevel' }],
}

describe('collectUnknownFields', () => {
  it('reports nothing for a record of known fields', () => {
    expect(unknownIn(record)).toEqual([])
  })

  it('reports a top-level field the format does not know', () => {
    expect(unknownIn({ ...record, Sauna: true, Pool: 1 })).toEqual(['Pool', 'Sauna'])
  })

  it('reports a nested field by its path', () => {
    expect(unknownIn({ ...record, Rooms: { Bedrooms: 3, Sauna: 1 } })).toEqual(['Rooms.Sauna'])
    expect(unknownIn({ ...record, Title: { nl: 'Huis', es: 'Casa' } })).toEqual(['Title.es'])
  })

  it('reports a field of a photo once, without its position', () => {
    const pictures = [
      { Url: 'https://crm.example/photos/1.jpg', Width: 1200 },
      { Url: 'https://crm.example/photos/2.jpg', Width: 800, Height: 600 },
    ]
    expect(unknownIn({ ...record, Pictures: pictures })).toEqual(['Pictures.Height', 'Pictures.Width'])
  })

  it('reports each field once across records', () => {
    expect(unknownIn({ ...record, Sauna: true }, { ...record, Sauna: false, Rooms: { Cellar: 1 } })).toEqual([
      'Rooms.Cellar',
      'Sauna',
    ])
  })

  it('looks no deeper than the format: the inside of an unknown or a plain field is not reported', () => {
    expect(unknownIn({ ...record, Extra: { A: 1 }, City: { Name: 'Gent' } })).toEqual(['Extra'])
  })

  it('ignores what is not an object', () => {
    expect(unknownIn(null, 'text', 42, [])).toEqual([])
  })
})
